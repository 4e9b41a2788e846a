import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { input: { shadcn: 'shadcn.html', mui: 'mui.html' } } },
});

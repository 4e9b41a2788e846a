import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The pattern engine is imported on demand; pre-bundle it so a story never triggers a re-optimize.
export default defineConfig({ plugins: [react()], optimizeDeps: { include: ['re2js'] } });

// The five-minute guide's chat, built as the guide says (a Vite + React app).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ root: 'chat', plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });

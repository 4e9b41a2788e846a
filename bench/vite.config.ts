import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The benchmark page, built for production (the figures are for production React).
export default defineConfig({
  root: here('.'),
  publicDir: here('public'),
  plugins: [react()],
  logLevel: 'warn',
  // One page holds every contestant (rjsf and JSON Forms are large): no size advice wanted here.
  build: { outDir: here('out/page'), emptyOutDir: true, minify: process.env.BENCH_MINIFY !== '0', chunkSizeWarningLimit: 4096 },
});

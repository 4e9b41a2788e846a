import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// `npm run demo:server`: the page (./page.tsx) and, in the same Node process, the host's server
// side (./server.ts: one MCP client per session, the relay at /api/elicitation).
function serverSideHost(): Plugin {
  return {
    name: 'server-side-mcp-host',
    async configureServer(vite) {
      const { createDemoHost } = (await vite.ssrLoadModule('/server.ts')) as typeof import('./server');
      const host = await createDemoHost((line) => console.log(`  [host] ${line}`));
      vite.middlewares.use(host.handle);
      vite.httpServer?.once('close', () => void host.close());
      console.log('  ➜  MCP client on the server; the example server runs over stdio (?server=<url> for Streamable HTTP)');
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: here('../../public'),
  plugins: [react(), serverSideHost()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  optimizeDeps: { include: ['re2js'] },
  // Its own pre-bundled dependencies: beside the other demo's dev server (e2e runs both), one
  // shared cache would be rewritten under the other's open pages.
  cacheDir: here('../../node_modules/.vite-relay-host'),
  // `npm run demo:cluster` builds the page (and ./server.ts, with --ssr) here; each instance is then plain Node (./instance.mjs).
  build: { outDir: here('../../dist-relay'), emptyOutDir: false },
});

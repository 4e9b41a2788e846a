import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { createExampleServer } from './server/exampleServer.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const MCP_PORT = Number(process.env.MCP_PORT ?? 3001);

// Starts the example MCP server with the demo (dev and preview), so one command runs both.
function exampleMcpServer(): Plugin {
  const start = async (httpServer: { once(event: 'close', fn: () => void): unknown } | null) => {
    const server = createExampleServer({ port: MCP_PORT, log: (line: string) => console.log(`  [example MCP server] ${line}`) });
    const origin = await server.listen();
    console.log(`  ➜  Example MCP server: ${origin}/mcp (the demo reaches it at /mcp)`);
    httpServer?.once('close', () => void server.close());
  };
  return {
    name: 'example-mcp-server',
    configureServer: (vite) => start(vite.httpServer),
    configurePreviewServer: (preview) => start(preview.httpServer),
  };
}

// The demo host app (index.html) and the gallery of example requests (gallery.html).
const port = Number(process.env.PORT ?? 5173);
// Same origin for the demo and /mcp, so the page needs no CORS and its CSP can stay 'self'.
const proxy = { '/mcp': { target: `http://127.0.0.1:${MCP_PORT}`, changeOrigin: false } };
export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react(), exampleMcpServer()],
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: {
    outDir: here('../dist-demo'),
    emptyOutDir: true,
    rolldownOptions: { input: { host: here('index.html'), gallery: here('gallery.html') } },
  },
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { defineConfig, type Plugin } from 'vite';
import { createExampleServer } from './server/exampleServer.mjs';
import { startSandbox } from './server/sandbox.mjs';
import { startAcpAgent } from './acp/agent.mjs';
// With its extension, as Vite's config loader wants; `tsc` allows none on a .ts import.
// @ts-expect-error TS5097
import { sandboxProxyHtml } from '../src/host/sandboxProxy.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const MCP_PORT = Number(process.env.MCP_PORT ?? 3001);
// The sandbox page for MCP Apps, on an origin of its own (another port): the page is told where.
const SANDBOX_PORT = MCP_PORT + 2000;
// The example ACP agent, on its own port (the page is told where: `?acp=`). The page talks to it over
// WebSocket, one connection per page: the Streamable HTTP client keeps two long-lived GETs per page,
// and a browser allows six connections per host over HTTP/1.1, so three tabs stalled every prompt.
const ACP_PORT = Number(process.env.ACP_PORT ?? MCP_PORT + 1000);
process.env.VITE_DEMO_ACP ??= `ws://127.0.0.1:${ACP_PORT}/acp`;
process.env.VITE_DEMO_SANDBOX ??= `http://127.0.0.1:${SANDBOX_PORT}/sandbox.html`;

// Starts the example MCP server with the demo (dev and preview), so one command runs both.
function exampleMcpServer(): Plugin {
  const start = async (httpServer: { once(event: 'close', fn: () => void): unknown } | null) => {
    const server = createExampleServer({ port: MCP_PORT, log: (line: string) => console.log(`  [example MCP server] ${line}`) });
    const origin = await server.listen();
    console.log(`  ➜  Example MCP server: ${origin}/mcp (the demo reaches it at /mcp)`);
    const sandbox = await startSandbox(SANDBOX_PORT, sandboxProxyHtml);
    console.log(`  ➜  MCP Apps sandbox: ${sandbox.url}`);
    const agent = await startAcpAgent({ port: ACP_PORT, log: (line: string) => console.log(`  [example ACP agent] ${line}`) });
    console.log(`  ➜  Example ACP agent: ${agent.url} (open the demo with ?acp=)`);
    httpServer?.once('close', () => void server.close().then(() => sandbox.close()).then(() => agent.close()));
  };
  return {
    name: 'example-mcp-server',
    configureServer: (vite) => start(vite.httpServer),
    configurePreviewServer: (preview) => start(preview.httpServer),
  };
}

// /lab-ssr.html?case=<name>: the lab page rendered on the server (Vite SSR), to test hydration.
function labServerRendering(): Plugin {
  return {
    name: 'lab-ssr',
    configureServer(vite) {
      vite.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname !== '/lab-ssr.html') return next();
        try {
          const template = await vite.transformIndexHtml(`/lab.html${url.search}`, readFileSync(here('lab.html'), 'utf8'));
          const { labCases } = await vite.ssrLoadModule('/lab/cases.tsx');
          const make = labCases[url.searchParams.get('case') ?? ''];
          const html = make ? renderToString(createElement(StrictMode, null, make())) : '';
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(template.replace('<!--ssr-->', html));
        } catch (e) {
          vite.ssrFixStacktrace(e as Error);
          next(e);
        }
      });
    },
  };
}

export const STRICT_CSP = `default-src 'self'; script-src 'self'; style-src 'self'; frame-src ${new URL(process.env.VITE_DEMO_SANDBOX).origin}; connect-src 'self' ${new URL(process.env.VITE_DEMO_ACP).origin}`;
const strictCsp = process.env.VITE_STRICT_CSP === '1';

// The demo host app (index.html) and the gallery of example requests (gallery.html).
const port = Number(process.env.PORT ?? 5173);
// Same origin for the demo and /mcp, so the page needs no CORS and its CSP can stay 'self'.
const proxy = { '/mcp': { target: `http://127.0.0.1:${MCP_PORT}`, changeOrigin: false } };
export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react(), exampleMcpServer(), labServerRendering()],
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  // Dependencies imported only on demand (the pattern engine; fast-check in the e2e URL sample)
  // are pre-bundled up front: discovered mid-run, Vite would re-optimize and reload every open page.
  optimizeDeps: { include: ['re2js', 'fast-check'] },
  // The demo built with VITE_STRICT_CSP=1 is served with a strict CSP: no inline script or style,
  // no eval (e2e checks it). Built without it, the demo uses Radix Select, which injects <style>.
  preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers: strictCsp ? { 'content-security-policy': STRICT_CSP } : {} },
  build: {
    // The e2e builds both variants side by side, each into its own folder.
    outDir: process.env.DEMO_OUT_DIR ? resolve(process.env.DEMO_OUT_DIR) : here('../dist-demo'),
    emptyOutDir: true,
    rolldownOptions: { input: { host: here('index.html'), gallery: here('gallery.html'), lab: here('lab.html') } },
  },
});

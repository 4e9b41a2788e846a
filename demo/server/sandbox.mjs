// The demo's MCP Apps sandbox origin: a server of its own (another port, so another origin than the
// demo page's) serving the library's sandbox page and nothing else.
import { createServer } from 'node:http';

/** Serves `html` (the library's `sandboxProxyHtml`) at /sandbox.html on 127.0.0.1:`port`. */
export function startSandbox(port, html) {
  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/sandbox.html') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(html);
  });
  const url = `http://127.0.0.1:${port}/sandbox.html`;
  return new Promise((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve({ url, close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }) })),
  );
}

// One instance of the cluster demo (./cluster.mjs starts two): the built page from dist-relay/
// and the host's server side (./server.ts, built with --ssr), with its relay on REDIS_URL.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../dist-relay/', import.meta.url));
const name = process.env.DEMO_INSTANCE ?? 'a';
const port = Number(process.env.PORT ?? 5181);
const { createDemoHost } = await import(pathToFileURL(join(root, 'server', 'server.js')).href);
const host = await createDemoHost((line) => console.log(`[host ${name}] ${line}`), {
  redisUrl: process.env.REDIS_URL,
  instance: name,
  stdioServer: fileURLToPath(new URL('../server/stdio.mjs', import.meta.url)),
  stdioAgent: fileURLToPath(new URL('../acp/stdio.mjs', import.meta.url)),
});

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
function serveStatic(req, res) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = normalize(join(root, path === '/' ? 'index.html' : decodeURIComponent(path)));
  if (!file.startsWith(root) || file.startsWith(join(root, 'server')) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

createServer((req, res) => host.handle(req, res, () => serveStatic(req, res))).listen(port, '127.0.0.1', () => console.log(`[host ${name}] listening on http://127.0.0.1:${port}/`));
// A close that hangs (its Redis gone first: the client retries for ever) must not leave the process
// behind holding its port: it exits after 5 s whatever.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (setTimeout(() => process.exit(0), 5000).unref(), void host.close().finally(() => process.exit(0))));

// Node's `http` (and Express, Connect, Vite middleware) in front of a web-standard handler. Typed
// structurally, so the relay's declarations need no `@types/node`.

import type { Relay } from './relayTypes.js';

/** The part of Node's `IncomingMessage` the adapter reads (written once, on `Relay.nodeHandler`). */
type IncomingMessage = Parameters<Relay['nodeHandler']>[0];
/** The part of Node's `ServerResponse` the adapter writes. */
type ServerResponse = Parameters<Relay['nodeHandler']>[1];

/**
 * Serves one Node request with `handler`: the body is streamed in (so the handler's size limit
 * stops reading), the response streamed out (Server-Sent Events flow as they are written), and a
 * closed connection cancels the response body. Mount it before any body parser.
 */
export async function serveNode(
  handler: (request: Request) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
  notAllowed: () => Response,
): Promise<void> {
  try {
    // A method the Fetch API refuses to carry (TRACE, CONNECT, TRACK) never reaches the handler:
    // `new Request` would throw. It is answered as any other method the handler does not serve.
    const response = FORBIDDEN_METHODS.has((req.method ?? 'GET').toUpperCase())
      ? notAllowed()
      : await handler(toRequest(req));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    res.writeHead(response.status, headers);
    if (!response.body) return void res.end();
    const reader = response.body.getReader();
    let closed = false;
    let drained: (() => void) | undefined;
    res.once('close', () => {
      closed = true;
      drained?.();
      // A cancel that fails means the stream already ended: nothing is left to close.
      void reader.cancel().catch(() => {});
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Backpressure: a client that stops reading fills the socket; wait for it to drain, so what
      // it has not read stays in the handler's stream, which bounds it.
      if (!res.write(value) && !closed) {
        await new Promise<void>((resolve) => {
          drained = resolve;
          res.once('drain', resolve);
        });
      }
    }
    res.end();
  } catch {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end();
  }
}

const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const scheme = (req.socket as { encrypted?: unknown } | undefined)?.encrypted === true ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${scheme}://${headers.get('host') ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks = req[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === 'string' ? new TextEncoder().encode(value) : (value as Uint8Array));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
  return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
}

// The relay recipe for a plain Node host (node:http; Express and Connect mount the same
// listener), or with `hono` a Hono app (the web-standard handler on a route, served by
// @hono/node-server): the packaged /relay entry in Node with no DOM and no React, an elicitation
// asked on the server and answered over HTTP as the page would (event stream, same-origin JSON POST).
import { createServer } from 'node:http';
import { createRelay } from 'react-mcp-elicitation/relay';
import { firstRequest } from './browser.mjs';

const relay = createRelay({ authorize: (request) => (request.headers.get('cookie') === 'sid=ada' ? 'ada' : undefined) });
async function honoListener() {
  const { Hono } = await import('hono');
  const { getRequestListener } = await import('@hono/node-server');
  const app = new Hono();
  app.on(['GET', 'POST'], '/', (c) => relay.handler(c.req.raw));
  return getRequestListener(app.fetch);
}
const listener = process.argv[2] === 'hono' ? await honoListener() : relay.nodeHandler;
const server = createServer(listener).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const params = { message: 'Guests?', requestedSchema: { type: 'object', properties: { guests: { type: 'integer', minimum: 1 } }, required: ['guests'] } };
const answered = relay.ask('ada', params, { serverName: 'Node host' });

const { post, close } = await firstRequest(origin, 'sid=ada');
const invalid = await post({ action: 'accept', content: { guests: 0 } });
if (invalid.status !== 422) throw new Error(`an invalid answer got ${invalid.status}, not 422`);
const ok = await post({ action: 'accept', content: { guests: 3 } });
if (ok.status !== 200) throw new Error(`the answer got ${ok.status}`);
const result = await answered;
if (JSON.stringify(result) !== JSON.stringify({ action: 'accept', content: { guests: 3 } })) throw new Error(`ask resolved with ${JSON.stringify(result)}`);
if ((await post({ action: 'decline' })).status !== 409) throw new Error('a second answer was not refused with 409');
await close();
relay.close();
server.closeAllConnections();
server.close();
console.log(`relay (${process.argv[2] ?? 'node:http'}): answered exactly once, validated on the server`);

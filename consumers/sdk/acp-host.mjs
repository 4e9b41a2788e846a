// The ACP guide's server recipe in plain Node, for real: the example ACP agent (the repository's
// demo/acp/stdio.mjs, given as argv[2]) held over stdio, attached to a relay's queueFor(owner); its
// form request answered over HTTP as the page would (event stream, same-origin JSON POST): an
// answer the pattern refuses gets 422, the right one 200, and the agent says it received it once.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { Readable, Writable } from 'node:stream';
import { client, ndJsonStream } from '@agentclientprotocol/sdk';
import { attachElicitation } from 'react-mcp-elicitation/acp';
import { createRelay } from 'react-mcp-elicitation/relay';
import { firstRequest } from './browser.mjs';

const relay = createRelay({ authorize: (request) => (request.headers.get('cookie') === 'sid=ada' ? 'ada' : undefined) });
const server = createServer(relay.nodeHandler).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const child = spawn(process.execPath, [process.argv[2]], { stdio: ['pipe', 'pipe', 'inherit'] });
const app = client({ name: 'consumer acp host' });
const acp = attachElicitation(app, relay.queueFor('ada'), { agentName: 'Example agent (stdio)' });
let said = '';
app.onNotification('session/update', (ctx) => {
  acp.sessionUpdate(ctx.params);
  const update = ctx.params.update;
  if (update.sessionUpdate === 'agent_message_chunk' && update.content.type === 'text') said += update.content.text;
});
const connection = app.connect(ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout)));
await acp.initialize(connection.agent, { clientInfo: { name: 'consumer acp host', version: '1.0.0' } });
if (JSON.stringify(acp.capabilities) !== '{"form":{},"url":{}}') throw new Error(`capabilities ${JSON.stringify(acp.capabilities)}`);
const { sessionId } = await connection.agent.request('session/new', { cwd: process.cwd(), mcpServers: [] });
const turn = connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'form' }] });

const { post, close } = await firstRequest(origin, 'sid=ada');
const content = { name: 'Atlas', slug: 'atlas', license: 'mit', tooling: ['ci'] };
const badSlug = await post({ action: 'accept', content: { ...content, slug: 'Not A Slug' } });
if (badSlug.status !== 422) throw new Error(`an answer the pattern refuses got ${badSlug.status}, not 422`);
const ok = await post({ action: 'accept', content });
if (ok.status !== 200) throw new Error(`the answer got ${ok.status}`);
const { stopReason } = await turn;
await new Promise((r) => setTimeout(r, 100));
if (stopReason !== 'end_turn' || said !== `Received accept ${JSON.stringify(content)}\n`) throw new Error(`the agent said ${JSON.stringify(said)} (${stopReason})`);
await close();
connection.close();
child.stdin.end();
relay.close();
server.closeAllConnections();
server.close();
console.log('ACP through the relay: the agent received the validated answer once');

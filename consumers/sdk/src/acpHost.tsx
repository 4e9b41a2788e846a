// The ACP guide's two recipes (docs/guides/acp.md) as a host writes them, type-checked against the
// packed package (strict, exactOptionalPropertyTypes, nodenext): the page's client over WebSocket
// with the dialog, and the server's client over stdio through the relay.
import { spawn } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { client, ndJsonStream } from '@agentclientprotocol/sdk';
import { createWebSocketStream } from '@agentclientprotocol/sdk/experimental/ws-client';
import { attachElicitation, type AttachOptions, type ElicitationAttachment } from 'react-mcp-elicitation/acp';
import { ElicitationHost, ElicitationProvider, ElicitationQueue, type QueueEntry } from 'react-mcp-elicitation/host';
import { createRelay } from 'react-mcp-elicitation/relay';

const queue = new ElicitationQueue();
const app = client({ name: 'my-editor' });
const options: AttachOptions = { agentName: 'Coding agent (agent.example.com)', modes: { form: true, url: undefined } };
const acp: ElicitationAttachment = attachElicitation(app, queue, options);
app.onNotification('session/update', (ctx) => acp.sessionUpdate(ctx.params));

export async function start(onTurnEnd: (stopReason: string) => void) {
  const connection = app.connect(createWebSocketStream('wss://agent.example.com/acp'));
  await acp.initialize(connection.agent, { clientInfo: { name: 'my-editor', version: '1.0.0' } });
  const { sessionId } = await connection.agent.request('session/new', { cwd: '/workspace', mcpServers: [] });
  addEventListener('pagehide', () => acp.leave());
  void connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Set up the project' }] }).then((r) => onTurnEnd(r.stopReason));
  return { stop: () => acp.cancelSession(sessionId, connection.agent) };
}

/** A card that says which tool call asks, from the scope every entry carries. */
export function toolLine(entry: QueueEntry): string | undefined {
  const title: string | undefined = entry.scope?.toolTitle;
  const left: readonly string[] | undefined = entry.leftOut;
  return title === undefined ? left?.join(', ') : `Asked during “${title}”`;
}

export function Requests() {
  return (
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>
  );
}

export const relay = createRelay({ authorize: (request) => request.headers.get('x-user') ?? undefined });

export async function startAgent(userId: string) {
  const child = spawn('my-agent', ['--acp'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const serverApp = client({ name: 'my-chat' });
  const attached = attachElicitation(serverApp, relay.queueFor(userId), { agentName: 'My agent' });
  const stream = ndJsonStream(Writable.toWeb(child.stdin) as WritableStream<Uint8Array>, Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>);
  const connection = serverApp.connect(stream);
  const init = await attached.initialize(connection.agent);
  const advertised: { readonly form?: Record<string, never>; readonly url?: Record<string, never> } = attached.capabilities;
  return { attached, connection, claim: init.agentInfo?.name, advertised };
}

// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { client, ndJsonStream } from '@agentclientprotocol/sdk';
import { createClient } from 'redis';
import { startRedisProcess } from '../../scripts/redisProcess.mjs';
import { attachElicitation } from './attach.js';
import { createRelay } from '../relay/relay.js';
import { redisStore } from '../relay/redisStore.js';
import type { Relay } from '../relay/relayTypes.js';

// An ACP agent held over stdio by one instance of a host, its request answered through another
// instance on the same real redis-server (a browser's stream and POST may reach either): the agent
// receives the checked answer once, and a second answer is refused.
const ORIGIN = 'https://chat.example.com';
let redis: Awaited<ReturnType<typeof startRedisProcess>>;
const closers: (() => unknown)[] = [];
let child: ChildProcess | undefined;
beforeAll(async () => void (redis = await startRedisProcess()), 20_000);
afterAll(async () => {
  child?.stdin?.end();
  for (const close of closers.splice(0).reverse()) await close();
  await redis?.stop();
});

async function instance(prefix: string): Promise<Relay> {
  const redisClient = await createClient({ url: redis.url }).connect();
  const relay = createRelay({
    authorize: (r) => (r.headers.get('cookie') === 'sid=ada' ? 'ada' : undefined),
    store: redisStore(redisClient, { prefix }),
    onError: () => {},
  });
  closers.push(
    () => redisClient.close(),
    () => relay.close(),
  );
  return relay;
}

it('an ACP agent on instance A, its request answered through instance B: received once, a second answer refused', async () => {
  const prefix = `acp${Math.random().toString(36).slice(2)}:`;
  const [a, b] = [await instance(prefix), await instance(prefix)];
  child = spawn(process.execPath, [join(process.cwd(), 'demo/acp/stdio.mjs')], { stdio: ['pipe', 'pipe', 'ignore'] });
  const app = client({ name: 'cluster host' });
  const acp = attachElicitation(app, a.queueFor('ada'), { agentName: 'Example agent (cluster)' });
  let said = '';
  app.onNotification('session/update', (ctx) => {
    const update = ctx.params.update;
    if (update.sessionUpdate === 'agent_message_chunk' && update.content.type === 'text') said += update.content.text;
  });
  const connection = app.connect(
    ndJsonStream(
      Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>,
      Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>,
    ),
  );
  closers.push(() => connection.close());
  await acp.initialize(connection.agent);
  const { sessionId } = await connection.agent.request('session/new', { cwd: '/tmp', mcpServers: [] });
  const turn = connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'nulls' }] });

  // The browser's stream on B.
  const stream = await b.handler(new Request(`${ORIGIN}/api/elicitation`, { headers: { cookie: 'sid=ada' } }));
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/"type":"ask","id":"[^"]+"/.test(text)) text += (await reader.read()).value ?? '';
  const event = JSON.parse(/data: (\{"type":"ask".*)/.exec(text)![1]!) as {
    id: string;
    serverName: string;
    options: { scope?: { sessionId?: string } };
  };
  expect(event.serverName).toBe('Example agent (cluster)');
  expect(event.options.scope?.sessionId).toBe(sessionId);
  const post = (result: unknown) =>
    b.handler(
      new Request(`${ORIGIN}/api/elicitation`, {
        method: 'POST',
        headers: { cookie: 'sid=ada', 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ id: event.id, result }),
      }),
    );
  // Checked against the request as the agent sent it, nulls and all: a nickname is required.
  expect((await post({ action: 'accept', content: { age: 3 } })).status).toBe(422);
  expect((await post({ action: 'accept', content: { nickname: 'Ada' } })).status).toBe(200);
  expect((await turn).stopReason).toBe('end_turn');
  // The agent's last line may reach the transcript after the turn's response: waited for as such.
  await vi.waitFor(() => expect(said).toBe('Received accept {"nickname":"Ada"}\n'));
  expect((await post({ action: 'decline' })).status).toBe(409);
  await reader.cancel();
}, 30_000);

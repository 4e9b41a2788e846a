// The demo host with its MCP client on the server (`npm run demo:server`): each person (a session
// cookie) gets their own SDK client in this Node process, connected to the example server over
// stdio (a child process) or to any Streamable HTTP server (`?server=<url>`: no CORS, the server
// makes the call). The client's elicitations go through the relay to that person's browser.
// With REDIS_URL (`npm run demo:cluster`), several such processes share one Redis: the relay's
// store, each person's choice of server and the calls' outcomes, so any instance answers any
// request, and a call whose instance died mid-round is finished by another (RelayOptions.resume).
// Loaded by the Vite server (./vite.config.ts) as an SSR module, so it imports the library's source.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { ndJsonStream } from '@agentclientprotocol/sdk';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpTransportV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioTransportV2 } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as HttpTransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createClient } from 'redis';
import type { BridgeQueue } from '../../src/acp';
import { openAcpSession } from '../acp/session';
import { attachElicitation as attachV2 } from '../../src/client';
import { createRelay, redisStore, type Relay } from '../../src/relay';
import { attachElicitation as attachV1, elicitationCapabilities } from '../../src/sdk';
import { sandboxProxyHtml } from '../../src/host/sandboxProxy';
import { startSandbox } from '../server/sandbox.mjs';

const COOKIE = 'rme_demo_session';
const INFO = { name: 'react-mcp-elicitation demo host (server side)', version: '0.1.0' };
const MODES = { form: true, url: true };
// People take their time: no 60-second SDK timeout while a request waits for them.
const LONG = { requestOptions: { timeout: 30 * 60 * 1000 } };

/** A connection's task requests, the same for both SDK generations (v1's reject: it cannot send them). */
function taskRequestsOf(attachment: {
  updateTask(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
  followTask(taskId: string, options: typeof LONG & { asked: string[] }): Promise<unknown>;
}): Pick<Connection, 'updateTask' | 'followTask'> {
  return {
    updateTask: (taskId, inputResponses) => attachment.updateTask(taskId, inputResponses),
    followTask: (taskId, asked) => attachment.followTask(taskId, { ...LONG, asked }),
  };
}
/** Where a call carries the demo's id for it (in `_meta`), so a call finished elsewhere is found again. */
const CALL_ID = 'rme-demo/call';

/** What the page asks for: which server, era and SDK generation (from its own query string). */
interface Choice {
  server?: string | undefined;
  era?: string | undefined;
  sdk?: string | undefined;
  keepalive?: number | undefined;
  /** `off`: MCP Apps elicitation is not declared (it is by default, where the host serves a sandbox). */
  apps?: string | undefined;
}

type Params = { name?: string; uri?: string; arguments?: Record<string, unknown>; _meta?: Record<string, unknown>; [key: string]: unknown };
type Outcome = { result: unknown } | { error: { name?: string; code?: unknown; message: string } };

interface Connection {
  readonly key: string;
  readonly info: { serverLabel: string; transport: 'stdio' | 'http'; sdk: 'v1' | 'v2'; protocol: string; tools: unknown[]; prompts: unknown[]; resources: unknown[] };
  /** `tools/call`, `prompts/get` or `resources/read` through the bridge (input rounds and all); `onTask` hears a task's id. */
  call(method: string, params: Params, onTask?: (taskId: string) => void): Promise<unknown>;
  /** A task another instance followed: its answers sent, and (when `follow`) followed on from here. */
  updateTask(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
  followTask(taskId: string, asked: string[]): Promise<unknown>;
  close(): Promise<void>;
}

/** The calls of every person: who runs what, and what each returned. In memory, or in Redis for a cluster. */
interface Calls {
  start(owner: string, id: string, label: string): Promise<void>;
  finish(owner: string, id: string, outcome: Outcome): Promise<void>;
  running(owner: string): Promise<{ id: string; label: string }[]>;
  /** Resolves once the call has ended, on whichever instance. */
  outcome(id: string): Promise<Outcome | undefined>;
  /** The server the person chose last (so another instance can connect for them). */
  setChoice(owner: string, choice: Choice): Promise<void>;
  choice(owner: string): Promise<Choice | undefined>;
  /** Which call a task belongs to (kept as the spec asks, so another instance can finish the call). */
  setTask(taskId: string, callId: string): Promise<void>;
  callOfTask(taskId: string): Promise<string | undefined>;
  close(): Promise<void>;
}

function memoryCalls(): Calls {
  const labels = new Map<string, { owner: string; label: string }>();
  const outcomes = new Map<string, Outcome>();
  const waiting = new Map<string, ((o: Outcome) => void)[]>();
  const choices = new Map<string, Choice>();
  const taskCalls = new Map<string, string>();
  return {
    setTask: async (taskId, callId) => void taskCalls.set(taskId, callId),
    callOfTask: async (taskId) => taskCalls.get(taskId),
    start: async (owner, id, label) => void labels.set(id, { owner, label }),
    async finish(_owner, id, outcome) {
      labels.delete(id);
      outcomes.set(id, outcome);
      for (const w of waiting.get(id) ?? []) w(outcome);
      waiting.delete(id);
    },
    running: async (owner) => [...labels].filter(([, c]) => c.owner === owner).map(([id, c]) => ({ id, label: c.label })),
    outcome: (id) => {
      const done = outcomes.get(id);
      if (done || !labels.has(id)) return Promise.resolve(done);
      return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
    },
    setChoice: async (owner, choice) => void choices.set(owner, choice),
    choice: async (owner) => choices.get(owner),
    close: async () => {},
  };
}

// A lost connection is reported by the relay (onError) and comes back by itself.
const connectRedis = (url: string) => createClient({ url }).on('error', () => {}).connect();
type Redis = Awaited<ReturnType<typeof connectRedis>>;

function redisCalls(client: Redis): Calls {
  const HOUR = 3600;
  return {
    setTask: async (taskId, callId) => void (await client.set(`demo:task:${taskId}`, callId, { expiration: { type: 'EX', value: HOUR } })),
    async callOfTask(taskId) {
      const id = await client.get(`demo:task:${taskId}`);
      return typeof id === 'string' ? id : undefined;
    },
    async start(owner, id, label) {
      await client.hSet(`demo:running:${owner}`, id, label);
    },
    async finish(owner, id, outcome) {
      await client.set(`demo:outcome:${id}`, JSON.stringify(outcome), { expiration: { type: 'EX', value: HOUR } });
      await client.hDel(`demo:running:${owner}`, id);
    },
    running: async (owner) => Object.entries(await client.hGetAll(`demo:running:${owner}`)).map(([id, label]) => ({ id, label: String(label) })),
    async outcome(id) {
      // The call may run on another instance: its outcome appears in Redis when it ends.
      for (;;) {
        const text = await client.get(`demo:outcome:${id}`);
        if (typeof text === 'string') return JSON.parse(text) as Outcome;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    setChoice: async (owner, choice) => void (await client.set(`demo:choice:${owner}`, JSON.stringify(choice), { expiration: { type: 'EX', value: HOUR } })),
    async choice(owner) {
      const text = await client.get(`demo:choice:${owner}`);
      return typeof text === 'string' ? (JSON.parse(text) as Choice) : undefined;
    },
    close: async () => void (await client.close()),
  };
}

/** One demo host process: its relay, and one MCP client per person. */
export async function createDemoHost(
  log: (line: string) => void = () => {},
  shared: { redisUrl?: string | undefined; instance?: string | undefined; stdioServer?: string | undefined; stdioAgent?: string | undefined } = {},
) {
  // The example server's and agent's stdio entries (given by ./instance.mjs, whose bundle of this file lives elsewhere).
  const stdioServer = shared.stdioServer ?? fileURLToPath(new URL('../server/stdio.mjs', import.meta.url));
  const stdioAgent = shared.stdioAgent ?? fileURLToPath(new URL('../acp/stdio.mjs', import.meta.url));
  // The MCP Apps sandbox page, on an origin of its own (this instance's port + 1000): the bridges
  // declare app elicitation with it, and the page frames it.
  const sandboxServer = await startSandbox(Number(process.env.PORT ?? 5173) + 1000, sandboxProxyHtml);
  const sandbox = sandboxServer.url;
  const connections = new Map<string, Promise<Connection>>();
  const sessionOf = (cookie: string | null | undefined) => /(?:^|;\s*)rme_demo_session=([\w-]+)/.exec(cookie ?? '')?.[1];
  const redis = shared.redisUrl ? await connectRedis(shared.redisUrl) : undefined;
  const calls = redis ? redisCalls(redis) : memoryCalls();
  const relay: Relay = createRelay({
    authorize: (request) => sessionOf(request.headers.get('cookie')),
    ...(redis && { store: redisStore(redis, { prefix: 'demo:relay:', onError: (e) => log(`redis subscriber: ${String(e)}`) }), livenessMs: 1500 }),
    // The store's errors (Redis unreachable, a failed write), never swallowed.
    onError: (error, during) => log(`relay store error, ${during}: ${String(error)}`),
    // Another instance started this call and is gone: finish it here, with this instance's client.
    resume: async ({ owner, method, params }) => {
      const id = callIdOf(params);
      log(`resuming ${method} ${String(params.name ?? params.uri ?? '')} for a call started elsewhere`);
      const choice = await calls.choice(owner);
      const connection = await connectionFor(owner, choice ?? {});
      await run(owner, id ?? randomUUID(), connection.call(method, params));
    },
    // Another instance followed this task and is gone: send the answer from here, and follow it on.
    resumeTask: async ({ owner, taskId, inputResponses, follow, asked }) => {
      const choice = await calls.choice(owner);
      const connection = await connectionFor(owner, choice ?? {});
      await connection.updateTask(taskId, inputResponses);
      if (!follow) return;
      log(`following task ${taskId} on for a call started elsewhere`);
      void run(owner, (await calls.callOfTask(taskId)) ?? randomUUID(), connection.followTask(taskId, asked));
    },
  });

  async function connect(owner: string, choice: Choice): Promise<Connection> {
    const { sdk, legacy, url, key } = connectionOf(choice);
    const serverLabel = url ? url.host : 'Example server (stdio)';
    // MCP Apps: declared here, on the server; the app's document reaches the page with the request.
    const options = { serverName: serverLabel, modes: MODES, keepAliveMs: choice.keepalive, ...(sandbox && choice.apps !== 'off' && { apps: { sandbox } }) };
    const queue = relay.queueFor(owner);
    const transport = url ? 'http' : 'stdio';
    const stdio = { command: process.execPath, args: [stdioServer], stderr: 'inherit' as const };
    if (sdk === 'v1') {
      const client = new ClientV1(INFO, { capabilities: { elicitation: elicitationCapabilities(MODES) } });
      const attachment = attachV1(client, queue, options);
      const http = url && new HttpTransportV1(url);
      await client.connect(http ?? new StdioTransportV1(stdio));
      const { tools } = await client.listTools();
      // A stdio connection speaks the era its opening chose: v1 opens with 2025-11-25.
      const protocol = http?.protocolVersion ?? '2025-11-25';
      const call = (_method: string, params: Params) => attachment.callTool({ ...params, name: params.name ?? '' }, LONG);
      return { key, info: { serverLabel, transport, sdk, protocol, tools, prompts: [], resources: [] }, call, ...taskRequestsOf(attachment), close: () => client.close() };
    }
    const client = new ClientV2(INFO, { capabilities: { elicitation: elicitationCapabilities(MODES) }, ...(legacy ? {} : { versionNegotiation: { mode: 'auto' as const } }) });
    const attachment = attachV2(client, queue, options);
    await client.connect(url ? new HttpTransportV2(url) : new StdioTransportV2(stdio));
    const { tools } = await client.listTools();
    const caps = client.getServerCapabilities();
    const prompts = caps?.prompts ? (await client.listPrompts()).prompts : [];
    const resources = caps?.resources ? (await client.listResources()).resources : [];
    const call = (method: string, params: Params, onTask?: (taskId: string) => void) =>
      method === 'prompts/get'
        ? attachment.getPrompt({ ...params, name: params.name ?? '', arguments: {} }, LONG)
        : method === 'resources/read'
          ? attachment.readResource({ ...params, uri: params.uri ?? '' }, LONG)
          : attachment.callTool({ ...params, name: params.name ?? '' }, { ...LONG, onTask });
    const protocol = attachment.era() ?? 'unknown';
    return { key, info: { serverLabel, transport, sdk, protocol, tools, prompts, resources }, call, ...taskRequestsOf(attachment), close: () => client.close() };
  }

  /** The person's connection for `choice`: the one they have (a reload keeps its calls), else a new one. */
  async function connectionFor(owner: string, choice: Choice): Promise<Connection> {
    const current = await connections.get(owner)?.catch(() => undefined);
    if (current && current.key === connectionOf(choice).key) return current;
    await current?.close().catch(() => {});
    const made = connect(owner, choice);
    connections.set(owner, made);
    made.catch((e: unknown) => log(`connect failed: ${String(e)}`));
    return made;
  }

  // `?acp`: each person's ACP agent, the example agent over stdio (a child of this process), its
  // requests relayed to their browser like an MCP server's (the guide's server recipe).
  const agents = new Map<string, Promise<AcpHeld>>();
  function agentFor(owner: string): Promise<AcpHeld> {
    let held = agents.get(owner);
    if (held) return held;
    held = openAgent(relay.queueFor(owner), stdioAgent);
    agents.set(owner, held);
    held.catch((e: unknown) => (agents.delete(owner), log(`ACP agent failed: ${String(e)}`)));
    return held;
  }

  /** Runs one call to its end and keeps its outcome where every instance finds it. */
  async function run(owner: string, id: string, call: Promise<unknown>): Promise<void> {
    const outcome: Outcome = await call.then((result) => ({ result }), (e: unknown) => ({ error: errorShape(e) }));
    await calls.finish(owner, id, outcome);
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(shared.instance && { 'x-demo-instance': shared.instance }) });
    res.end(JSON.stringify(body));
  };

  /** Node middleware: `/api/*`, and a session cookie for every page load. */
  async function handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const owner = sessionOf(req.headers.cookie);
    if (!url.pathname.startsWith('/api/')) {
      if (!owner && (url.pathname === '/' || url.pathname.endsWith('.html'))) res.setHeader('set-cookie', `${COOKIE}=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`);
      return next();
    }
    if (url.pathname === '/api/elicitation') return relay.nodeHandler(req, res);
    if (!owner) return json(res, 401, { error: 'No session.' });
    try {
      if (url.pathname === '/api/connect' && req.method === 'POST') {
        const choice = (await readJson(req)) as Choice;
        await calls.setChoice(owner, choice);
        const connection = await connectionFor(owner, choice);
        return json(res, 200, { ...connection.info, running: await calls.running(owner) });
      }
      if (url.pathname === '/api/call' && req.method === 'POST') {
        const body = (await readJson(req)) as { kind: string; name?: string; uri?: string; arguments?: Record<string, unknown> };
        const choice = await calls.choice(owner);
        if (!choice) return json(res, 409, { error: 'Not connected.' });
        const connection = await connectionFor(owner, choice);
        const id = randomUUID();
        const method = body.kind === 'prompt' ? 'prompts/get' : body.kind === 'resource' ? 'resources/read' : 'tools/call';
        const target: Params = body.kind === 'resource' ? { uri: body.uri ?? '' } : { name: body.name ?? '', ...(body.arguments && { arguments: body.arguments }) };
        await calls.start(owner, id, body.name ?? body.uri ?? '');
        // A call that becomes a task: its id is kept with the call's, for an instance that follows it on.
        const onTask = (taskId: string) => void calls.setTask(taskId, id).catch((e: unknown) => log(`keeping a task id: ${String(e)}`));
        void run(owner, id, connection.call(method, { ...target, _meta: { [CALL_ID]: id } }, onTask));
        return json(res, 200, { id });
      }
      if (url.pathname === '/api/acp/connect' && req.method === 'POST') {
        const agent = await agentFor(owner);
        return json(res, 200, { label: agent.label, claim: agent.claim });
      }
      if (url.pathname === '/api/acp/prompt' && req.method === 'POST') {
        const { text } = (await readJson(req)) as { text?: string };
        const agent = await agentFor(owner);
        const id = randomUUID();
        await calls.start(owner, id, 'prompt');
        void run(owner, id, agent.prompt(String(text ?? '')).then((said) => ({ text: said })));
        return json(res, 200, { id });
      }
      if (url.pathname === '/api/acp/cancel' && req.method === 'POST') {
        (await agentFor(owner)).cancel();
        return json(res, 200, {});
      }
      const callId = /^\/api\/call\/([\w-]+)$/.exec(url.pathname)?.[1];
      const outcome = callId ? await calls.outcome(callId) : undefined;
      if (outcome) return json(res, 200, outcome);
      return json(res, 404, { error: 'Not found.' });
    } catch (e) {
      log(`error: ${String(e)}`);
      return json(res, 500, { error: errorShape(e) });
    }
  }

  return {
    handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => void handle(req, res, next),
    async close() {
      relay.close();
      await sandboxServer.close();
      for (const c of connections.values()) await (await c.catch(() => undefined))?.close().catch(() => {});
      for (const a of agents.values()) (await a.catch(() => undefined))?.close();
      await calls.close().catch(() => {});
    },
  };
}

/** A person's ACP agent, as the page drives it. */
interface AcpHeld {
  label: string;
  claim: string | undefined;
  /** One prompt turn; resolves with what the agent said in it. Turns run one after another. */
  prompt(text: string): Promise<string>;
  cancel(): void;
  close(): void;
}

/** Starts the example agent over stdio and opens a session, its elicitations into `queue`. */
async function openAgent(queue: BridgeQueue, entry: string): Promise<AcpHeld> {
  const child = spawn(process.execPath, [entry], { stdio: ['pipe', 'pipe', 'inherit'] });
  const stream = ndJsonStream(Writable.toWeb(child.stdin) as WritableStream<Uint8Array>, Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>);
  const label = 'Example agent (stdio)';
  const { session, claim, close } = await openAcpSession(queue, stream, { agentName: label, clientName: INFO.name, cwd: process.cwd() });
  let turns: Promise<unknown> = Promise.resolve();
  return {
    label,
    claim,
    prompt(text) {
      const turn = turns.then(async () => {
        let said = '';
        await session.prompt(text, (t) => (said += t));
        return said;
      });
      turns = turn.catch(() => {});
      return turn;
    },
    cancel: session.cancel,
    close() {
      close();
      child.stdin.end();
    },
  };
}

function callIdOf(params: Record<string, unknown>): string | undefined {
  const meta = params._meta as Record<string, unknown> | undefined;
  return typeof meta?.[CALL_ID] === 'string' ? meta[CALL_ID] : undefined;
}

/** What a choice means: the SDK generation, whether the 2025 era is forced, the server, and a key (the same key, the same connection). */
function connectionOf(choice: Choice) {
  const sdk: 'v1' | 'v2' = choice.sdk === 'v1' ? 'v1' : 'v2';
  const legacy = sdk === 'v1' || (choice.era ?? '').startsWith('2025');
  const url = choice.server ? new URL(choice.server) : undefined;
  return { sdk, legacy, url, key: JSON.stringify([sdk, legacy, url?.href ?? null, choice.keepalive ?? null, choice.apps === 'off']) };
}

function errorShape(e: unknown) {
  const error = e as { name?: string; code?: unknown; message?: string };
  return { name: error?.name, code: error?.code, message: error?.message ?? String(e) };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 64 * 1024) throw new Error('Body too large.');
  }
  return text ? JSON.parse(text) : {};
}

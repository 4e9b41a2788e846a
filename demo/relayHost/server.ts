// The demo host with its MCP client on the server (`npm run demo:server`): each person (a session
// cookie) gets their own SDK client in this Node process, connected to the example server over
// stdio (a child process) or to any Streamable HTTP server (`?server=<url>`: no CORS, the server
// makes the call). The client's elicitations go through the relay to that person's browser.
// Loaded by the Vite server (./vite.config.ts) as an SSR module, so it imports the library's source.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpTransportV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioTransportV2 } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as HttpTransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { attachElicitation as attachV2 } from '../../src/client';
import { createRelay, type Relay } from '../../src/relay';
import { attachElicitation as attachV1, elicitationCapabilities } from '../../src/sdk';

const STDIO_SERVER = fileURLToPath(new URL('../server/stdio.mjs', import.meta.url));
const COOKIE = 'rme_demo_session';
const INFO = { name: 'react-mcp-elicitation demo host (server side)', version: '0.1.0' };
const MODES = { form: true, url: true };
// People take their time: no 60-second SDK timeout while a request waits for them.
const LONG = { requestOptions: { timeout: 30 * 60 * 1000 } };

/** What the page asks for: which server, era and SDK generation (from its own query string). */
interface Choice {
  server?: string | undefined;
  era?: string | undefined;
  sdk?: string | undefined;
  keepalive?: number | undefined;
}

type Call = (kind: string, target: { name?: string; uri?: string; arguments?: Record<string, unknown> }) => Promise<unknown>;

interface Connection {
  readonly key: string;
  readonly info: { serverLabel: string; transport: 'stdio' | 'http'; sdk: 'v1' | 'v2'; protocol: string; tools: unknown[]; prompts: unknown[]; resources: unknown[] };
  readonly call: Call;
  close(): Promise<void>;
}

interface Person {
  connection?: Promise<Connection> | undefined;
  /** Calls still running or finished, by id: a reload shows what still runs and then its result. */
  readonly calls: Map<string, { label: string; done: boolean; outcome: Promise<unknown> }>;
}

/** One demo host process: its relay, and one MCP client per person. */
export function createDemoHost(log: (line: string) => void = () => {}) {
  const people = new Map<string, Person>();
  const sessionOf = (cookie: string | null | undefined) => /(?:^|;\s*)rme_demo_session=([\w-]+)/.exec(cookie ?? '')?.[1];
  const relay: Relay = createRelay({ authorize: (request) => sessionOf(request.headers.get('cookie')) });
  const person = (owner: string) => {
    let p = people.get(owner);
    if (!p) people.set(owner, (p = { calls: new Map() }));
    return p;
  };

  async function connect(owner: string, choice: Choice): Promise<Connection> {
    const sdk = choice.sdk === 'v1' ? 'v1' : 'v2';
    const legacy = sdk === 'v1' || (choice.era ?? '').startsWith('2025');
    const url = choice.server ? new URL(choice.server) : undefined;
    const serverLabel = url ? url.host : 'Example server (stdio)';
    const options = { serverName: serverLabel, modes: MODES, keepAliveMs: choice.keepalive };
    const queue = relay.queueFor(owner);
    const key = connectionKey(choice);
    const stdio = { command: process.execPath, args: [STDIO_SERVER], stderr: 'inherit' as const };
    if (sdk === 'v1') {
      const client = new ClientV1(INFO, { capabilities: { elicitation: elicitationCapabilities(MODES) } });
      const attachment = attachV1(client, queue, options);
      const http = url && new HttpTransportV1(url);
      await client.connect(http ?? new StdioTransportV1(stdio));
      const { tools } = await client.listTools();
      const call: Call = (_kind, target) => attachment.callTool({ name: target.name ?? '', arguments: target.arguments }, LONG);
      // A stdio connection speaks the era its opening chose: v1 opens with 2025-11-25.
      const protocol = http?.protocolVersion ?? '2025-11-25';
      return { key, info: { serverLabel, transport: url ? 'http' : 'stdio', sdk, protocol, tools, prompts: [], resources: [] }, call, close: () => client.close() };
    }
    const client = new ClientV2(INFO, { capabilities: { elicitation: elicitationCapabilities(MODES) }, ...(legacy ? {} : { versionNegotiation: { mode: 'auto' as const } }) });
    const attachment = attachV2(client, queue, options);
    await client.connect(url ? new HttpTransportV2(url) : new StdioTransportV2(stdio));
    const { tools } = await client.listTools();
    const caps = client.getServerCapabilities();
    const prompts = caps?.prompts ? (await client.listPrompts()).prompts : [];
    const resources = caps?.resources ? (await client.listResources()).resources : [];
    const call: Call = (kind, target) =>
      kind === 'prompt'
        ? attachment.getPrompt({ name: target.name ?? '', arguments: {} }, LONG)
        : kind === 'resource'
          ? attachment.readResource({ uri: target.uri ?? '' }, LONG)
          : attachment.callTool({ name: target.name ?? '', arguments: target.arguments }, LONG);
    const protocol = attachment.era() ?? 'unknown';
    return { key, info: { serverLabel, transport: url ? 'http' : 'stdio', sdk, protocol, tools, prompts, resources }, call, close: () => client.close() };
  }

  /** The person's connection for `choice`: the one they have (a reload keeps its calls), else a new one. */
  async function connectionFor(owner: string, choice: Choice): Promise<Connection> {
    const p = person(owner);
    const current = await p.connection?.catch(() => undefined);
    if (current && current.key === connectionKey(choice)) return current;
    await current?.close().catch(() => {});
    p.calls.clear();
    p.connection = connect(owner, choice);
    p.connection.catch((e: unknown) => log(`connect failed: ${String(e)}`));
    return p.connection;
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  /** Node middleware: `/api/*`, and a session cookie for every page load. */
  async function handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let owner = sessionOf(req.headers.cookie);
    if (!url.pathname.startsWith('/api/')) {
      if (!owner && (url.pathname === '/' || url.pathname.endsWith('.html'))) res.setHeader('set-cookie', `${COOKIE}=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`);
      return next();
    }
    if (url.pathname === '/api/elicitation') return relay.nodeHandler(req, res);
    if (!owner) return json(res, 401, { error: 'No session.' });
    const p = person(owner);
    try {
      if (url.pathname === '/api/connect' && req.method === 'POST') {
        const choice = (await readJson(req)) as Choice;
        const connection = await connectionFor(owner, choice);
        const running = [...p.calls].filter(([, c]) => !c.done).map(([id, c]) => ({ id, label: c.label }));
        return json(res, 200, { ...connection.info, running });
      }
      if (url.pathname === '/api/call' && req.method === 'POST') {
        const body = (await readJson(req)) as { kind: string; name?: string; uri?: string; arguments?: Record<string, unknown> };
        const connection = await p.connection;
        if (!connection) return json(res, 409, { error: 'Not connected.' });
        const id = randomUUID();
        const entry = { label: body.name ?? body.uri ?? '', done: false, outcome: connection.call(body.kind, body).then((result) => ({ result }), (e: unknown) => ({ error: errorShape(e) })) };
        void entry.outcome.then(() => (entry.done = true));
        p.calls.set(id, entry);
        return json(res, 200, { id });
      }
      const callId = /^\/api\/call\/([\w-]+)$/.exec(url.pathname)?.[1];
      const entry = callId ? p.calls.get(callId) : undefined;
      if (entry) return json(res, 200, await entry.outcome);
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
      for (const p of people.values()) await (await p.connection?.catch(() => undefined))?.close().catch(() => {});
    },
  };
}

function connectionKey(choice: Choice): string {
  const sdk = choice.sdk === 'v1' ? 'v1' : 'v2';
  const legacy = sdk === 'v1' || (choice.era ?? '').startsWith('2025');
  return JSON.stringify([sdk, legacy, choice.server ? new URL(choice.server).href : null, choice.keepalive ?? null]);
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

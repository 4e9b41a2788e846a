// The example ACP agent (Agent Client Protocol v1, the official SDK's agent side): each prompt turn
// asks the client one kind of elicitation, and says in the transcript what came back. Served over
// Streamable HTTP (`startAcpAgent`, used by `npm start` and `npm run demo:acp-only`) or stdio
// (./stdio.mjs, held by the server-side demo host). Its URL-mode pages are served over HTTP on the
// agent's own port; finishing one sends `elicitation/complete`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { agent } from '@agentclientprotocol/sdk';
import { AcpServer } from '@agentclientprotocol/sdk/experimental/server';
import { createNodeHttpHandler, createNodeWebSocketUpgradeHandler } from '@agentclientprotocol/sdk/experimental/node';
import { WebSocketServer } from 'ws';

const option = (value, title, description) => ({ const: value, title, description });

/** Every field kind a form may ask for, with option descriptions and a pattern. */
const projectSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Project name', minLength: 2, maxLength: 40 },
    slug: { type: 'string', title: 'Slug', description: 'Lowercase letters, digits and dashes.', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    email: { type: 'string', title: 'Contact email', format: 'email' },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50, default: 3 },
    budget: { type: 'number', title: 'Budget (EUR)', minimum: 0 },
    public: { type: 'boolean', title: 'Public repository', default: false },
    license: {
      type: 'string',
      title: 'License',
      oneOf: [option('mit', 'MIT', 'Short and permissive.'), option('apache-2.0', 'Apache 2.0', 'Permissive, with a patent grant.'), option('gpl-3.0', 'GPL 3.0', 'Copyleft: changes stay open.')],
    },
    tooling: {
      type: 'array',
      title: 'Tooling',
      minItems: 1,
      items: { anyOf: [option('lint', 'Linter', 'Checks style on every commit.'), option('ci', 'CI', 'Runs the tests on every push.'), option('docs', 'Docs site', 'Publishes the README as a site.')] },
    },
    region: { type: 'string', title: 'Region', enum: ['eu', 'us'] },
  },
  required: ['name', 'slug', 'license', 'tooling'],
};

/** A schema as an agent that serialises absent options sends it: every optional member `null`. */
const nullSchema = {
  type: 'object',
  title: null,
  description: null,
  _meta: null,
  required: ['nickname'],
  properties: {
    nickname: { type: 'string', title: 'Nickname', description: null, minLength: null, maxLength: null, pattern: null, format: null, default: null, _meta: null },
    age: { type: 'integer', title: null, minimum: null, maximum: null, default: null },
    color: { type: 'string', title: 'Colour', oneOf: [{ const: 'red', title: 'Red', description: null, _meta: null }, { const: 'blue', title: 'Blue', description: null }], default: null },
    news: { type: 'boolean', title: 'Newsletter', description: null, default: null },
  },
};

/** What each prompt asks: the first word of the prompt that names one, else the project form. */
const PROMPTS = ['form', 'url', 'nulls', 'unknown', 'extension', 'mode', 'two', 'cancel', 'tool'];

/**
 * An agent app for one connection: `pageOrigin` is where its URL pages are served, `waiting(id)`
 * resolves once the person finishes the page of URL step `id`, `log` hears each line it says.
 */
export function createExampleAgent({ pageOrigin, waiting, log = () => {} }) {
  let capabilities = {};
  const app = agent({ name: 'react-mcp-elicitation example agent' });
  app.onRequest('initialize', async (ctx) => {
    capabilities = ctx.params.clientCapabilities?.elicitation ?? {};
    log(`initialize: elicitation ${JSON.stringify(capabilities)}`);
    return { protocolVersion: 1, agentCapabilities: {}, agentInfo: { name: 'example-agent', title: 'Example Agent', version: '0.1.0' } };
  });
  app.onRequest('session/new', async () => ({ sessionId: `session-${randomUUID()}` }));
  app.onNotification('session/cancel', (ctx) => log(`session/cancel ${ctx.params.sessionId}`));
  app.onRequest('session/prompt', async (ctx) => {
    const { sessionId } = ctx.params;
    const text = ctx.params.prompt.map((b) => (b.type === 'text' ? b.text : '')).join(' ').toLowerCase();
    const kind = PROMPTS.find((p) => new RegExp(`\\b${p}\\b`).test(text)) ?? 'form';
    // How many lines this turn said: the response tells it (`_meta.said`), so a client that may
    // hear the last of them after the response knows when it has heard the whole turn.
    let said = 0;
    const say = (line) => {
      said++;
      log(`${sessionId}: ${line}`);
      return ctx.client.notify('session/update', { sessionId, update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: `${line}\n` } } });
    };
    const ask = async (params, options) => {
      try {
        const answer = await ctx.client.request('elicitation/create', { sessionId, ...params }, options);
        await say(`Received ${answer.action}${answer.content ? ` ${JSON.stringify(answer.content)}` : ''}`);
        return answer;
      } catch (e) {
        await say(`Error ${e?.code ?? ''}: ${e?.message ?? String(e)}`);
        return undefined;
      }
    };
    // A form, only where the client advertised form mode; `options` are the request's (a cancellation signal).
    const form = (message, requestedSchema, more = {}, options = undefined) => {
      if (!capabilities.form) return say('The client did not advertise form mode: nothing asked.');
      return ask({ mode: 'form', message, requestedSchema, ...more }, options);
    };
    switch (kind) {
      case 'url': {
        if (!capabilities.url) {
          await say('The client did not advertise URL mode: nothing asked.');
          break;
        }
        const elicitationId = `connect-${randomUUID()}`;
        const done = waiting(elicitationId);
        const answer = await ask({ mode: 'url', elicitationId, url: `${pageOrigin}/connect?elicitationId=${elicitationId}`, message: 'Connect your example account to continue.' });
        if (answer?.action === 'accept') {
          // An id the client never saw first: it must be ignored.
          await ctx.client.notify('elicitation/complete', { elicitationId: `unknown-${randomUUID()}` });
          await done;
          await ctx.client.notify('elicitation/complete', { elicitationId });
          await say('The account is connected.');
          // Once more: an already completed id is ignored too.
          await ctx.client.notify('elicitation/complete', { elicitationId });
        }
        break;
      }
      case 'nulls':
        await form('Pick a nickname (this agent sends every absent option as null).', nullSchema, { _meta: null, toolCallId: null });
        break;
      case 'unknown':
        await form('Pick a colour for the theme.', { type: 'object', properties: { accent: { type: '_color', title: 'Accent colour' } }, required: ['accent'] });
        break;
      case 'extension':
        await form('Name the theme.', { type: 'object', properties: { theme: { type: 'string', title: 'Theme name' }, accent: { type: '_color', title: 'Accent colour' } }, required: ['theme'] });
        break;
      case 'mode':
        await ask({ mode: '_voice', message: 'Say the word.' });
        break;
      case 'two':
        await Promise.all([
          form('First: the team name.', { type: 'object', properties: { team: { type: 'string', title: 'Team' } }, required: ['team'] }),
          form('Second: the team size.', { type: 'object', properties: { size: { type: 'integer', title: 'Size', minimum: 1 } }, required: ['size'] }),
        ]);
        break;
      case 'cancel': {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 1500);
        await form('This request is cancelled by the agent after 1.5 seconds.', { type: 'object', properties: { note: { type: 'string', title: 'Note' } } }, {}, { cancellationSignal: controller.signal });
        break;
      }
      case 'tool': {
        const toolCallId = `call-${randomUUID()}`;
        await ctx.client.notify('session/update', { sessionId, update: { sessionUpdate: 'tool_call', toolCallId, title: 'Create the repository', status: 'in_progress' } });
        await form('Which branch should be the default?', { type: 'object', properties: { branch: { type: 'string', title: 'Default branch', default: 'main' } }, required: ['branch'] }, { toolCallId });
        break;
      }
      default:
        await form('Set up the new project.', projectSchema);
    }
    return { stopReason: 'end_turn', _meta: { said } };
  });
  return app;
}

/** The page a URL step opens: a button that finishes it (the agent then sends `elicitation/complete`). */
function connectPage(id) {
  const safe = id.replace(/[^\w-]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Connect your example account</title></head><body><main><h1>Connect your example account</h1><form method="post" action="/connect?elicitationId=${safe}"><button type="submit">Finish connecting</button></form></main></body></html>`;
}

/**
 * The agent's HTTP side: its URL pages (and, with `acp`, the ACP endpoint at /acp: Streamable HTTP,
 * open to pages on other origins, and WebSocket). Resolves to its origin.
 */
export async function startAcpAgent({ port = 0, host = '127.0.0.1', acp = true, log = () => {} } = {}) {
  const finishers = new Map();
  const waiting = (id) => new Promise((resolve) => finishers.set(id, resolve));
  let origin = '';
  const server = acp ? new AcpServer({ createAgent: () => createExampleAgent({ pageOrigin: origin, waiting, log }) }) : undefined;
  const handle = server && createNodeHttpHandler(server);
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/connect') {
      const id = url.searchParams.get('elicitationId') ?? '';
      if (req.method === 'POST') {
        const finish = finishers.get(id);
        finishers.delete(id);
        finish?.();
        res.writeHead(finish ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Connected</title></head><body><main><h1>${finish ? 'Connected. You can close this page.' : 'Nothing waits for this page.'}</h1></main></body></html>`);
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(connectPage(id));
    }
    if (url.pathname !== '/acp' || !handle) {
      res.writeHead(404).end();
      return;
    }
    // A page on another origin (the demo) talks to the agent with credentials: CORS names it.
    const from = req.headers.origin;
    if (from) {
      res.setHeader('access-control-allow-origin', from);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('access-control-expose-headers', 'Acp-Connection-Id, Acp-Session-Id');
      res.setHeader('vary', 'origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type');
      res.writeHead(204).end();
      return;
    }
    handle(req, res);
  });
  if (server) {
    const upgrade = createNodeWebSocketUpgradeHandler(server, new WebSocketServer({ noServer: true }));
    http.on('upgrade', (req, socket, head) => (new URL(req.url ?? '/', 'http://localhost').pathname === '/acp' ? upgrade(req, socket, head) : socket.destroy()));
  }
  await new Promise((resolve) => http.listen(port, host, resolve));
  origin = `http://${host}:${http.address().port}`;
  return {
    origin,
    url: `${origin}/acp`,
    waiting,
    async close() {
      await server?.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

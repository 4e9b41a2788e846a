// Example MCP server for the demo and the e2e tests: built with the official v2 SDK
// (`@modelcontextprotocol/server`), Streamable HTTP, bound to 127.0.0.1, serving both protocol eras
// from one process: 2025-11-25 sessions here, 2026-07-28 requests in ./modernServer.mjs. Every tool
// replies with exactly what it received, so a test can compare what a person typed with what arrived.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { isInitializeRequest, isLegacyRequest, ProtocolError, Server, UrlElicitationRequiredError, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { createModernHandler, usernameProblem, usernameSchema } from './modernServer.mjs';
import { clientTakesApps, readSeatApp, SEAT_VARIANTS, seatRequest, UI_EXTENSION } from './seatApp.mjs';
import { bookingRequest, bookStayTool, checkBooking } from './converters.mjs';

/** A person may take their time: elicitations wait up to 30 minutes, not the SDK's 60 s default. */
const PERSON_TIMEOUT_MS = 30 * 60 * 1000;

/** `slow_approval`'s timeout without progress: above the library's default keep-alive (15 s). */
export const SLOW_APPROVAL_TIMEOUT_MS = 20_000;

export const profileSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 40 },
    email: { type: 'string', title: 'Email', format: 'email' },
    website: { type: 'string', title: 'Website', format: 'uri' },
    birthday: { type: 'string', title: 'Birthday', format: 'date' },
    callAt: { type: 'string', title: 'Call me at', format: 'date-time' },
    age: { type: 'integer', title: 'Age', minimum: 13, maximum: 130 },
    rating: { type: 'number', title: 'Rating', minimum: 0, maximum: 5, default: 4.5 },
    newsletter: { type: 'boolean', title: 'Send me the newsletter', default: false },
    role: {
      type: 'string',
      title: 'Role',
      oneOf: [
        { const: 'dev', title: 'Developer' },
        { const: 'design', title: 'Designer' },
        { const: 'pm', title: 'Product manager' },
      ],
    },
    languages: {
      type: 'array',
      title: 'Languages',
      minItems: 1,
      maxItems: 2,
      items: { type: 'string', enum: ['TypeScript', 'Rust', 'Go'] },
    },
  },
  required: ['name', 'email', 'age', 'role'],
};

/** The five enum shapes of the 2025-11-25 schema, one per `pick_enum` argument. */
export const enumShapes = {
  'untitled-single': { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] },
  'titled-single': {
    type: 'string',
    title: 'Colour',
    oneOf: [
      { const: '#f00', title: 'Red' },
      { const: '#0f0', title: 'Green' },
      { const: '#00f', title: 'Blue' },
    ],
  },
  'legacy-enum-names': { type: 'string', title: 'Colour', enum: ['r', 'g', 'b'], enumNames: ['Red', 'Green', 'Blue'] },
  'untitled-multi': { type: 'array', title: 'Colours', minItems: 1, items: { type: 'string', enum: ['red', 'green', 'blue'] } },
  'titled-multi': {
    type: 'array',
    title: 'Colours',
    maxItems: 2,
    items: {
      anyOf: [
        { const: '#f00', title: 'Red' },
        { const: '#0f0', title: 'Green' },
        { const: '#00f', title: 'Blue' },
      ],
    },
  },
};

const tools = [
  { name: 'fill_profile', description: 'Asks for a profile: every field kind and format.', inputSchema: { type: 'object', properties: {} } },
  bookStayTool,
  {
    name: 'pick_enum',
    description: 'Asks for a colour with one of the five enum shapes.',
    inputSchema: {
      type: 'object',
      properties: { shape: { type: 'string', title: 'Enum shape', enum: Object.keys(enumShapes) } },
      required: ['shape'],
    },
  },
  {
    name: 'open_consent_page',
    description: 'URL mode: asks you to confirm on a local consent page, then waits for completion.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'needs_authorization',
    description: 'Fails with -32042 (URL elicitation required) until you authorise on the consent page.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'plan_trip',
    description: 'Two questions at once (2026: in one round, with request state).',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'choose_username',
    description: 'Asks for a username and asks again until it is free (a server-side validation loop).',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'slow_approval',
    description: 'Asks with a 20-second timeout that progress resets (2025: the host keeps the request alive, every 15 s by default); says how much progress arrived.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'changes_its_mind',
    description: 'Asks, then withdraws the request after 3 seconds (notifications/cancelled).',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'pick_seat',
    description: 'Asks for a seat; where the client declared MCP Apps elicitation, in the server’s own seat-plan app (SEP-3118).',
    inputSchema: {
      type: 'object',
      properties: {
        variant: { type: 'string', title: 'App', enum: SEAT_VARIANTS, default: 'seat-plan' },
        returnFlight: { type: 'boolean', title: 'Return flight too', default: false },
      },
    },
  },
  {
    name: 'send_malformed_schema',
    description: 'Sends an elicitation whose schema is malformed.',
    inputSchema: {
      type: 'object',
      properties: { variant: { type: 'string', title: 'Variant', enum: ['empty-enum', 'nested-object'], default: 'empty-enum' } },
    },
  },
];

function reply(received) {
  return { content: [{ type: 'text', text: JSON.stringify(received) }], structuredContent: received };
}

function errorShape(error) {
  return { error: { code: error?.code ?? null, message: String(error?.message ?? error) } };
}

/**
 * Creates one example server process: `listen()` starts it; `consentUrl(id)` is where URL mode
 * points. State (pending consents, authorisations) is per process, keyed by MCP session.
 */
export function createExampleServer({ port = 3001, host = '127.0.0.1', log = () => {} } = {}) {
  const origin = `http://${host}:${port}`;
  /** @type {Map<string, WebStandardStreamableHTTPServerTransport>} */
  const transports = new Map();
  /** elicitationId → { notify, confirmed, sessionId, resolve } */
  const consents = new Map();
  /** Sessions that completed the `needs_authorization` consent. */
  const authorised = new Set();

  /** `notify(id)` sends `notifications/elicitation/complete` for that id to this session. */
  function newConsent(sessionId, notify) {
    const id = randomUUID();
    let resolve;
    const confirmed = new Promise((r) => (resolve = r));
    consents.set(id, { notify, sessionId, resolve, confirmed, done: false });
    return { id, confirmed };
  }

  function buildServer(sessionRef) {
    const server = new Server(
      { name: 'example-elicitation-server', version: '1.0.0' },
      { capabilities: { tools: {}, resources: {}, extensions: { [UI_EXTENSION]: { elicitation: {} } } } },
    );
    server.setRequestHandler('tools/list', async () => ({ tools }));
    server.setRequestHandler('resources/list', async () => ({ resources: [] }));
    server.setRequestHandler('resources/read', async (request) => {
      const app = readSeatApp(request.params.uri);
      if (!app) throw new ProtocolError(-32002, `Resource not found: ${request.params.uri}`);
      return app;
    });
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const { name, arguments: args = {} } = request.params;
      const requestId = ctx.mcpReq.id;
      const options = { relatedRequestId: requestId, timeout: PERSON_TIMEOUT_MS };
      // On the call's own stream: a ping with no related request goes to the session's GET stream,
      // and the SDK's server transport drops it when that stream is not open (a client that has not
      // opened it yet, or whose stream the browser holds back), leaving the ping to wait out its 60 s
      // default timeout before the tool asks anything.
      const ping = () => server.request({ method: 'ping' }, { relatedRequestId: requestId, timeout: 5000 }).catch(() => {});
      const ask = async (params) => {
        try {
          return await server.elicitInput(params, options);
        } catch (e) {
          return errorShape(e);
        }
      };
      switch (name) {
        case 'fill_profile':
          return reply(await ask({ message: 'Please fill in your profile.', requestedSchema: profileSchema }));
        case 'book_stay': {
          const params = bookingRequest(args.library);
          if (!params) throw new ProtocolError(-32602, `Unknown library: ${String(args.library)}`);
          return reply(checkBooking(args.library, await ask(params)));
        }
        case 'pick_enum': {
          const shape = enumShapes[args.shape];
          if (!shape) throw new ProtocolError(-32602, `Unknown shape: ${String(args.shape)}`);
          return reply(
            await ask({
              message: `Pick a colour (${args.shape}).`,
              requestedSchema: { type: 'object', properties: { colour: shape }, required: ['colour'] },
            }),
          );
        }
        case 'open_consent_page': {
          // Related to this call, so the notification travels on the call's own stream.
          const { id, confirmed } = newConsent(sessionRef.id, (eid) => server.createElicitationCompletionNotifier(eid, { relatedRequestId: requestId })());
          const result = await ask({ mode: 'url', message: 'Confirm on the example consent page.', url: `${origin}/consent/${id}`, elicitationId: id });
          // Wait for the consent page only if the person agreed to open it.
          const completed = result.action === 'accept' ? await Promise.race([confirmed.then(() => true), delay(PERSON_TIMEOUT_MS, false)]) : false;
          return reply({ ...result, completed });
        }
        case 'needs_authorization': {
          if (authorised.has(sessionRef.id)) return reply({ authorised: true });
          // The call has ended by the time the person confirms: the notification uses the session's GET stream.
          const { id } = newConsent(sessionRef.id, (eid) => server.createElicitationCompletionNotifier(eid)());
          throw new UrlElicitationRequiredError(
            [{ mode: 'url', message: 'Authorise the example app to continue.', url: `${origin}/consent/${id}?grant=1`, elicitationId: id }],
            'Authorisation required',
          );
        }
        case 'plan_trip': {
          // 2025-11-25: the round's two questions as two requests at once (2026 sends them in one
          // input_required result: see modernServer.mjs).
          const [destination, travellers] = await Promise.all([
            ask({ message: 'Where do you want to go?', requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City', minLength: 1 } }, required: ['city'] } }),
            ask({ message: 'How many people are travelling?', requestedSchema: { type: 'object', properties: { count: { type: 'integer', title: 'Travellers', minimum: 1, maximum: 9, default: 1 } } } }),
          ]);
          return reply({ answers: { destination, travellers } });
        }
        case 'choose_username': {
          // 2025-11-25: a new request with the same schema, during the same call, until the answer is good.
          let answer = await ask({ message: usernameProblem(undefined), requestedSchema: usernameSchema });
          for (let problem = usernameProblem(answer); problem; problem = usernameProblem(answer)) {
            answer = await ask({ message: problem, requestedSchema: usernameSchema });
          }
          return reply(answer);
        }
        case 'slow_approval': {
          // A 20-second timeout, reset by each progress notification: the library's keep-alive (every
          // 15 s by default) keeps it open for as long as the person needs; without it, it fails
          // after 20 s.
          let progressSeen = 0;
          await ping(); // takes request id 0 (see changes_its_mind)
          const result = await server
            .elicitInput(
              { message: 'Approve the slow request? (The server gives up after 20 seconds without progress.)', requestedSchema: { type: 'object', properties: { approve: { type: 'boolean', title: 'Approve' } } } },
              { relatedRequestId: requestId, timeout: SLOW_APPROVAL_TIMEOUT_MS, resetTimeoutOnProgress: true, onprogress: () => progressSeen++ },
            )
            .catch((e) => errorShape(e));
          return reply({ ...result, progressSeen });
        }
        case 'changes_its_mind': {
          // SDK 1.32 clients ignore notifications/cancelled for request id 0: a ping takes that id.
          await ping();
          const controller = new AbortController();
          setTimeout(() => controller.abort(new Error('The server changed its mind.')), 3000).unref?.();
          const outcome = await server
            .elicitInput({ message: 'What should the note say? (This server withdraws the question after 3 seconds.)', requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } } }, { ...options, signal: controller.signal })
            .then((answer) => ({ answer }), () => ({ withdrawn: true }));
          return reply(outcome);
        }
        case 'pick_seat': {
          const variant = SEAT_VARIANTS.includes(args.variant) ? args.variant : 'seat-plan';
          // The app hint only for a client whose initialize declared app elicitation (SEP-3118's MUST).
          const apps = clientTakesApps(server.getClientCapabilities());
          try {
            const out = await server.request({ method: 'elicitation/create', params: seatRequest(variant, apps) }, options);
            if (args.returnFlight !== true || out.action !== 'accept') return reply(out);
            // Two app requests one after the other: each in an app of its own.
            const back = await server.request({ method: 'elicitation/create', params: seatRequest(variant, apps, 'back') }, options);
            return reply({ out, back });
          } catch (e) {
            return reply(errorShape(e));
          }
        }
        case 'send_malformed_schema': {
          const variant = args.variant ?? 'empty-enum';
          const properties =
            variant === 'nested-object'
              ? { address: { type: 'object', title: 'Address', properties: { street: { type: 'string' } } } }
              : { colour: { type: 'string', title: 'Colour', enum: [] } };
          try {
            // Sent raw: elicitInput's types would not let a malformed schema through.
            const result = await server.request(
              { method: 'elicitation/create', params: { mode: 'form', message: 'This schema is malformed.', requestedSchema: { type: 'object', properties } } },
              options,
            );
            return reply(result);
          } catch (e) {
            return reply(errorShape(e));
          }
        }
        default:
          throw new ProtocolError(-32602, `Unknown tool: ${name}`);
      }
    });
    return server;
  }

  // 2026-07-28 requests (they carry the per-request `_meta` envelope) go to the v2 leg; 2025-era
  // requests keep their sessions here. One process, one /mcp, routed per POST by the SDK's own test.
  const modern = createModernHandler({ origin, profileSchema, enumShapes, consents, newConsent, log });

  async function handleMcp(req, res) {
    const sessionId = req.headers['mcp-session-id'];
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    // One web Request for either leg; both are given the parsed body, so neither reads it again.
    const request = new Request(new URL(req.url ?? '/mcp', origin), { method: req.method, headers: nodeHeaders(req), ...(body !== undefined && { body: JSON.stringify(body) }) });
    if (body !== undefined && !(await isLegacyRequest(request, body))) return sendWebResponse(res, await modern.fetch(request, { parsedBody: body }));
    // 2025-11-25: one session (and server instance) per client, kept by its Mcp-Session-Id.
    let transport = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
    if (!transport) {
      if (req.method !== 'POST' || !isInitializeRequest(body)) {
        res.writeHead(sessionId ? 404 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'No valid session' }, id: null }));
        return;
      }
      const sessionRef = { id: '' };
      transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          sessionRef.id = id;
          transports.set(id, transport);
        },
      });
      transport.onclose = () => transports.delete(sessionRef.id);
      await buildServer(sessionRef).connect(transport);
    }
    await sendWebResponse(res, await transport.handleRequest(request, { parsedBody: body }));
  }

  async function handleConsent(req, res, url) {
    const id = decodeURIComponent(url.pathname.slice('/consent/'.length).replace(/\/confirm$/, ''));
    const consent = consents.get(id);
    if (!consent) return page(res, 404, 'Unknown request', '<p>This consent link is unknown or has expired.</p>');
    if (req.method === 'POST' && url.pathname.endsWith('/confirm')) {
      if (!consent.done) {
        consent.done = true;
        if (url.searchParams.get('grant') === '1' || consent.grant) authorised.add(consent.sessionId);
        consent.resolve();
        await consent.notify(id).catch((e) => log(`completion notification failed: ${e}`));
        log(`consent ${id} confirmed`);
      }
      return page(res, 200, 'Confirmed', '<p role="status">Confirmed. You can close this tab and return to the app.</p>');
    }
    consent.grant = url.searchParams.get('grant') === '1';
    const action = `/consent/${encodeURIComponent(id)}/confirm${consent.grant ? '?grant=1' : ''}`;
    return page(
      res,
      200,
      'Example consent page',
      `<p>The example MCP server asks you to confirm. Nothing here is secret; this page stands in for a sign-in or payment page.</p>
       <form method="post" action="${action}"><button type="submit">Confirm</button></form>`,
    );
  }

  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    // Any origin may call /mcp (the demo, Inspector…); the session header must be readable.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
    if (req.method === 'OPTIONS') {
      // Whatever headers the client sends (the 2026 era adds Mcp-Method, Mcp-Name, Mcp-Param-*…).
      const requested = req.headers['access-control-request-headers'];
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': requested || 'content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id, authorization',
      });
      res.end();
      return;
    }
    try {
      if (url.pathname === '/mcp') await handleMcp(req, res);
      else if (url.pathname.startsWith('/consent/')) await handleConsent(req, res, url);
      else page(res, 404, 'Not found', '<p>Not found.</p>');
    } catch (e) {
      log(`error: ${e?.stack ?? e}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });

  return {
    origin,
    /** For `serveStdio`: one instance per stdio connection, of the era its opening chose. */
    factory: ({ era }) => (era === 'modern' ? modern.build() : buildServer({ id: `stdio-${randomUUID()}` })),
    listen: () => new Promise((resolve, reject) => http.once('error', reject).listen(port, host, () => resolve(origin))),
    close: () => new Promise((resolve) => {
      for (const t of transports.values()) t.close().catch(() => {});
      http.closeAllConnections?.();
      http.close(() => resolve());
    }),
  };
}

function nodeHeaders(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return headers;
}

/** Writes a web Response (JSON or an SSE stream) to a Node response as it arrives. */
async function sendWebResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

function delay(ms, value) {
  return new Promise((r) => setTimeout(() => r(value), ms).unref?.());
}

async function readJson(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function page(res, status, title, body) {
  // Static page, no script: works under any CSP.
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; form-action 'self'" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`);
}

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema, ErrorCode, McpError, RequestSchema, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { requestWithInput, withClientCapabilities, type InputHandlers, type RoundTripOptions } from './inputRequired.js';
import type { ElicitationQueue, ElicitationSource } from './queue.js';

/**
 * The `capabilities.elicitation` object a client declares.
 *
 * @example
 * ```tsx
 * const elicitation: ElicitationCapability = elicitationCapabilities({ form: true }); // { form: {} }
 * ```
 */
export interface ElicitationCapability {
  form?: Record<string, unknown>;
  url?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The elicitation modes a host renders.
 *
 * @example
 * ```tsx
 * elicitationCapabilities({ form: true, url: false });
 * ```
 */
export interface ElicitationModes {
  form?: boolean;
  url?: boolean;
}

/**
 * The `capabilities.elicitation` object for `new Client(info, { capabilities: { elicitation } })`.
 * Form only gives `{ form: {} }` (not the bare `{}`, which older servers also read as form only).
 *
 * @example
 * ```tsx
 * new Client({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation: elicitationCapabilities({ form: true, url: true }) } });
 * ```
 */
export function elicitationCapabilities(modes: ElicitationModes = { form: true, url: true }): ElicitationCapability {
  const caps: ElicitationCapability = {};
  if (modes.form !== false) caps.form = {};
  if (modes.url) caps.url = {};
  return caps;
}

/**
 * How to attach: the server's name as the person knows it, and the modes declared.
 *
 * @example
 * ```tsx
 * attachElicitation(client, queue, { serverName: 'Example tools', modes: { form: true, url: true } });
 * ```
 */
export interface AttachOptions {
  /**
   * The server's name as the person knows it (shown as "… is asking"): the name the person gave
   * it, or that the host configured. Without it we show what the host knows for sure, the origin
   * the transport connected to (Streamable HTTP / SSE), else "An MCP server". The title the server
   * gives itself in `initialize` is never shown as the requester: a server can call itself
   * anything. The dialog shows it apart, labelled as the server's own claim.
   */
  serverName?: string;
  /**
   * The elicitation modes this client declared (sent with each 2026-07-28 request in `_meta`).
   * Defaults to what the client was constructed with.
   */
  modes?: ElicitationModes;
  /**
   * While a request waits for the person and carries `_meta.progressToken`, send
   * `notifications/progress` this often (ms), so a server that resets its timeout on progress
   * (`resetTimeoutOnProgress`) keeps the request open while the person types. Default 15 000
   * (a quarter of the SDK's default 60-second timeout); 0 turns it off.
   */
  keepAliveMs?: number;
}

/**
 * A `tools/call` request's params.
 *
 * @example
 * ```tsx
 * const params: CallToolParams = { name: 'plan_trip', arguments: { city: 'Lisbon' } };
 * ```
 */
export interface CallToolParams {
  name: string;
  arguments?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Options of `callTool`: the SDK's request options, sampling and roots handlers, the round bound.
 *
 * @example
 * ```tsx
 * await server.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 30 * 60_000 }, maxRounds: 4 });
 * ```
 */
export interface CallToolOptions extends RoundTripOptions {
  /** `sampling/createMessage` entries of an `input_required` result. */
  sampling?: InputHandlers['sampling'];
  /** `roots/list` entries of an `input_required` result. */
  roots?: InputHandlers['roots'];
  /** Passed to the SDK for each request (e.g. a long `timeout`, since people take their time). */
  requestOptions?: RequestOptions;
}

/**
 * What `attachElicitation` returns: the queue source, a `callTool` that handles elicitation, and `detach`.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue);
 * await server.callTool({ name: 'plan_trip' });
 * server.detach();
 * ```
 */
export interface ElicitationAttachment {
  /** Who is asking, as shown to the person; also the scope of "stop asking" and completion ids. */
  readonly source: ElicitationSource;
  /**
   * `tools/call` with elicitation: answers `input_required` rounds (MRTR) and, once, the 2025-11-25
   * URLElicitationRequired error (-32042) by showing its URL elicitations and retrying when they are
   * complete. Returns the tool's result as the server sent it.
   */
  /** `tools/call` with elicitation handled (input rounds, -32042); the SDK's result type. */
  callTool(params: CallToolParams, options?: CallToolOptions): Promise<CallToolResult>;
  /** Removes the handlers from the client. */
  detach(): void;
}

/** Thrown by `callTool` when the person declined or cancelled a URL elicitation the tool needs.
 *
 * @example
 * ```tsx
 * try { await server.callTool({ name: 'needs_authorization' }); } catch (e) { if (e instanceof ElicitationDeclinedError) showDeclined(); }
 * ```
 */
export class ElicitationDeclinedError extends Error {
  override readonly name = 'ElicitationDeclinedError';
  constructor(
    readonly action: ElicitResult['action'],
    override readonly cause: unknown,
  ) {
    super(action === 'decline' ? 'The person declined the request.' : 'The person cancelled the request.');
  }
}

function declaredElicitation(client: Client, modes: ElicitationModes | undefined): object {
  if (modes) return elicitationCapabilities(modes);
  // The SDK keeps the constructor's capabilities private; read them rather than make hosts repeat them.
  const declared = (client as unknown as { _capabilities?: { elicitation?: object } })._capabilities?.elicitation;
  return declared ?? elicitationCapabilities({ form: true });
}

/** JSON with object keys sorted, so the same schema written in another key order is the same question. */
function stableJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
    );
  } catch {
    return undefined;
  }
}

function progressTokenOf(params: Record<string, unknown>): string | number | undefined {
  const meta = params._meta as { progressToken?: unknown } | undefined;
  const token = meta?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}

/**
 * Sends `notifications/progress` for `token` every `everyMs` until the returned function is called
 * (the person answered, or the server withdrew the request). Progress counts the notifications;
 * the message says how long the request has been waiting.
 */
function keepAlive(
  token: string | number | undefined,
  everyMs: number,
  send: (notification: { method: 'notifications/progress'; params: { progressToken: string | number; progress: number; message: string } }) => Promise<void>,
): () => void {
  if (token === undefined || !(everyMs > 0)) return () => {};
  const started = Date.now();
  let sent = 0;
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    send({ method: 'notifications/progress', params: { progressToken: token, progress: ++sent, message: `Waiting for the person (${seconds} s)` } }).catch(() => {});
  }, everyMs);
  return () => clearInterval(timer);
}

function readElicitations(error: McpError): unknown[] {
  const data = error.data as { elicitations?: unknown } | undefined;
  return Array.isArray(data?.elicitations) ? data.elicitations : [];
}

/** The origin an HTTP transport connected to: known to the host, not chosen by the server. */
function transportOrigin(client: Client): string | undefined {
  // The SDK's HTTP transports keep their endpoint in `_url` (not public API: checked defensively).
  const url = (client.transport as { _url?: unknown } | undefined)?._url;
  return url instanceof URL && (url.protocol === 'http:' || url.protocol === 'https:') ? url.host : undefined;
}

/**
 * Connects a client of the official TypeScript SDK to `queue`: `elicitation/create` requests are
 * queued for the person and answered with their choice, `notifications/elicitation/complete` marks
 * URL elicitations complete. Declare the modes with `elicitationCapabilities()`; the SDK answers a
 * mode the client did not declare with -32602 before it reaches the queue.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue, { serverName: 'Example tools' });
 * const result = await server.callTool({ name: 'plan_trip', arguments: {} });
 * ```
 */
export function attachElicitation(client: Client, queue: ElicitationQueue, options: AttachOptions = {}): ElicitationAttachment {
  const source: ElicitationSource = {
    get serverName() {
      return options.serverName ?? transportOrigin(client) ?? '';
    },
    get serverClaim() {
      const info = client.getServerVersion();
      const claim = info?.title ?? info?.name;
      return typeof claim === 'string' && claim.trim() ? claim : undefined;
    },
  };

  // Registered with the SDK's loose request shape: the Client still validates against its strict
  // schema (answering -32602 for a malformed request or an undeclared mode, where a parse failure
  // here would give -32603), and our handler sees the params as sent, with no key stripped.
  const LooseElicitRequestSchema = RequestSchema.extend({ method: ElicitRequestSchema.shape.method });
  // Answers given while a tool call of ours runs, by question (the schema as sent): a server that
  // rejects an answer asks again with the same schema during the same call (2025-11-25), and the
  // person then starts from what they sent. Forgotten when no call of ours is running.
  let callsRunning = 0;
  const answersDuringCalls = new Map<string, ElicitContent>();
  const questionOf = (params: Record<string, unknown>) => (params.mode === 'url' ? undefined : stableJson(params.requestedSchema));

  client.setRequestHandler(LooseElicitRequestSchema, (request, extra) => {
    const params = request.params as Record<string, unknown>;
    const elicitationId = params.mode === 'url' && typeof params.elicitationId === 'string' ? params.elicitationId : undefined;
    const question = callsRunning > 0 ? questionOf(params) : undefined;
    const previousAnswer = question !== undefined ? answersDuringCalls.get(question) : undefined;
    const asked = queue.ask(source, params, { signal: extra.signal, elicitationId, previousAnswer });
    const stop = keepAlive(progressTokenOf(params), options.keepAliveMs ?? 15_000, (notification) => extra.sendNotification(notification));
    void asked.result.then(stop, stop);
    if (question !== undefined) void asked.result.then((r) => r.action === 'accept' && r.content && answersDuringCalls.set(question, r.content), () => {});
    return asked.result as Promise<never>;
  });
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    queue.complete(source, notification.params.elicitationId);
  });

  // Answers URLElicitationRequired: resolves once every URL elicitation was consented to and
  // finished; throws the original error (none to show) or ElicitationDeclinedError.
  async function presentRequiredUrls(error: McpError): Promise<void> {
    const asks = readElicitations(error).map((params) => {
      const p = params as { elicitationId?: unknown };
      return queue.ask(source, params, { elicitationId: typeof p.elicitationId === 'string' ? p.elicitationId : undefined, closeOnComplete: true });
    });
    if (asks.length === 0) throw error;
    const results = await Promise.all(asks.map((a) => a.result));
    const refused = results.find((r) => r.action !== 'accept');
    if (refused) {
      for (const a of asks) queue.done(a.key);
      throw new ElicitationDeclinedError(refused.action, error);
    }
    await Promise.all(asks.map((a) => a.ended));
  }

  async function callTool(params: CallToolParams, callOptions: CallToolOptions = {}): Promise<CallToolResult> {
    const caps = { elicitation: declaredElicitation(client, options.modes) };
    const send = (p: Record<string, unknown>) => client.request({ method: 'tools/call', params: p }, ResultSchema, callOptions.requestOptions);
    // 2026-07-28 rounds: a key asked again in a later round (a server-side validation loop) starts
    // from the person's previous answer to it.
    const answersByKey = new Map<string, ElicitContent>();
    const handlers: InputHandlers = {
      elicit: async (p, key, step) => {
        const result = await queue.ask(source, p, { previousAnswer: answersByKey.get(key), step }).result;
        if (result.action === 'accept' && result.content) answersByKey.set(key, result.content);
        return result;
      },
      sampling: callOptions.sampling,
      roots: callOptions.roots,
    };
    // The final result of the rounds is the tool's own result (input_required results never get here).
    const run = () => requestWithInput(send, withClientCapabilities(params, caps), handlers, callOptions) as Promise<CallToolResult>;
    callsRunning++;
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof McpError) || error.code !== ErrorCode.UrlElicitationRequired) throw error;
      await presentRequiredUrls(error);
      return await run(); // retried once; a second -32042 goes to the caller
    } finally {
      if (--callsRunning === 0) answersDuringCalls.clear();
    }
  }

  return {
    source,
    callTool,
    detach() {
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
    },
  };
}

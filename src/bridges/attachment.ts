import type { ElicitResult } from '../protocol/types.js';
import type { ElicitationSource } from '../engine/port.js';

// What a host sees of attaching an SDK client: the capabilities it declares, the options of an
// attachment and of a call, what an attachment offers, and its error. The port a bridge calls is
// `../engine/port.ts`; who is asking is `./source.ts`; the bridge itself is `./createBridge.ts`;
// each SDK generation's is `./v1.ts` or `./v2.ts`. Typed here in their
// own words (not as picks of the engine's types), so an SDK entry exports only what it names.

/**
 * The `capabilities.elicitation` object for `new Client(info, { capabilities: { elicitation } })`.
 * Form only gives `{ form: {} }` (not the bare `{}`, which older servers also read as form only).
 *
 * @example
 * ```tsx
 * new Client({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation: elicitationCapabilities({ form: true,
 * url: true }) } });
 * ```
 */
// The result is a type literal, not an interface: object types are assignable to both SDK
// generations' index-signature capability types; the modes are empty objects, as the protocol
// declares them. Exact: no `| undefined` (under exactOptionalPropertyTypes the v2 SDK's JSON-valued
// capabilities refuse a property that may hold undefined).
export function elicitationCapabilities(modes: NonNullable<AttachOptions['modes']> = { form: true, url: true }): {
  form?: Record<string, never>;
  url?: Record<string, never>;
} {
  const caps: ReturnType<typeof elicitationCapabilities> = {};
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
   * it, or that the host configured. Without it we show what the host knows for sure, the endpoint
   * the transport connected to, host and path (Streamable HTTP / SSE), else "An MCP server".
   * "Stop requests from …" is keyed to this name, so it outlives a reconnect. The title the server
   * gives itself in `initialize` is never shown as the requester: a server can call itself
   * anything. The dialog shows it apart, labelled as the server's own claim.
   */
  serverName?: string | undefined;
  /**
   * Where a 2026-07-28 call keeps what it needs to go on after a page reload (its method and
   * params, the open round's `inputRequests` and `requestState`, or its task's id; never the
   * person's answers), keyed by `serverName`: `sessionStorage` by default in a browser, none on a
   * server; `null` keeps nothing. After a reload, `resume()` goes on with them. A record over 64 kB
   * is not kept, at most 16 per server, none older than a day, and each is removed when its call ends.
   */
  resumeStorage?:
    | { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }
    | null
    | undefined;
  /**
   * The elicitation modes this client declared (sent with each 2026-07-28 request in `_meta`).
   * Defaults to what the client was constructed with.
   */
  modes?: { form?: boolean | undefined; url?: boolean | undefined } | undefined;
  /**
   * While a request waits for the person and carries `_meta.progressToken`, send
   * `notifications/progress` this often (ms), so a server that resets its timeout on progress
   * (`resetTimeoutOnProgress`) keeps the request open while the person types. Default 15 000
   * (a quarter of the SDK's default 60-second timeout); 0 turns it off.
   */
  keepAliveMs?: number | undefined;
  /**
   * App-rendered elicitation (MCP Apps, SEP-3118, draft), off by default. With it the client
   * declares `extensions["io.modelcontextprotocol/ui"] = { mimeTypes: ["text/html;profile=mcp-app"],
   * elicitation: {} }` (in `initialize` when attached before `connect`, and on each 2026-07-28
   * request), and a form request naming an app (`_meta.ui.resourceUri`) from a server that declared
   * it too is shown in that app, read from that server, inside the host's sandbox. `sandbox` is the
   * URL where the host serves `sandboxProxyHtml` on an origin of its own (a TypeError otherwise).
   */
  apps?: { sandbox: string } | undefined;
  /**
   * Tasks (2026-07-28 extension `io.modelcontextprotocol/tasks`): declare it on each `tools/call`
   * and on every `tasks/get`, `tasks/update` and `tasks/cancel` (a server refuses an undeclared one
   * with -32021), and follow a task the server answers with — its questions shown in the queue as steps, each
   * answer sent with `tasks/update`, the call resolving with the task's result. Default on where
   * the SDK generation can send the task requests (v2); `false` never declares it. An object sets
   * the polling bounds.
   */
  tasks?:
    | boolean
    | {
        /** Never poll faster than this, whatever the server suggests (default 100 ms). */
        minPollMs?: number | undefined;
        /**
         * Without the server's `pollIntervalMs`: the first wait (default 1 000 ms), then ×1.5 each poll up to
         * `maxBackoffMs`.
         */
        backoffMs?: number | undefined;
        /** The longest wait when the server suggests none (default 15 000 ms). */
        maxBackoffMs?: number | undefined;
        /** `tasks/get` failures in a row before giving up (default 5); a JSON-RPC error ends at once. */
        maxPollFailures?: number | undefined;
      }
    | undefined;
}

/**
 * Thrown by `callTool` when the person declined or cancelled a URL elicitation the tool needs.
 *
 * @example
 * ```tsx
 * try { await server.callTool({ name: 'needs_authorization' }); } catch (e) { if (e instanceof
 * ElicitationDeclinedError) showDeclined(); }
 * ```
 */
export class ElicitationDeclinedError extends Error {
  override readonly name = 'ElicitationDeclinedError';
  constructor(readonly action: ElicitResult['action'], override readonly cause: unknown) {
    super(action === 'decline' ? 'The person declined the request.' : 'The person cancelled the request.');
  }
}

/**
 * Options of a call through a bridge: the SDK's request options, sampling and roots handlers for
 * a round's other requests, the bound on rounds.
 *
 * @example
 * ```tsx
 * await server.callTool({ name: 'plan_trip' }, { requestOptions: { timeout: 30 * 60_000 }, maxRounds: 4 });
 * ```
 */
export interface BridgeCallOptions<RequestOptions = unknown> {
  /** Most retries of an `input_required` result before giving up with `too-many-rounds` (default 8). */
  maxRounds?: number | undefined;
  /**
   * `sampling/createMessage` entries of an `input_required` result (their params, their key); without it such a round
   * fails with `no-handler`.
   */
  sampling?: ((params: unknown, key: string) => Promise<unknown>) | undefined;
  /** `roots/list` entries of an `input_required` result; without it such a round fails with `no-handler`. */
  roots?: ((params: unknown, key: string) => Promise<unknown>) | undefined;
  /** Passed to the SDK for each request of the call (e.g. a long `timeout`: people take their time). */
  requestOptions?: RequestOptions | undefined;
  /**
   * Called once when the server answers the call with a task (tasks extension), with its id. The
   * spec asks clients to keep task ids durably: a process that restarts, or another instance of a
   * host, can then follow the task on with `followTask(taskId)`.
   */
  onTask?: ((taskId: string) => void) | undefined;
}

/**
 * What `attachElicitation` returns, for either SDK generation (each entry fills in its SDK's
 * result and request-option types): the queue source, the three requests that can ask for input,
 * the protocol era in use, and `detach`.
 *
 * @example
 * ```tsx
 * const server = attachElicitation(client, queue, { serverName: 'Example tools' });
 * await server.callTool({ name: 'plan_trip', arguments: {} });
 * server.detach();
 * ```
 */
export interface BridgeAttachment<
  Results extends { callTool: unknown; getPrompt: unknown; readResource: unknown },
  RequestOptions = unknown,
> {
  /** Who is asking, as shown to the person; also the scope of "stop asking" and completion ids. */
  readonly source: ElicitationSource;
  /**
   * `tools/call` with elicitation handled: 2026-07-28 input rounds (each round's questions shown
   * together as steps, a key asked again starts from the previous answer), 2025-11-25 requests
   * from the server, and, once, URLElicitationRequired (-32042): its URL elicitations are shown
   * and the call is retried when they are complete. Returns the tool's own result.
   */
  callTool(
    params: { name: string; arguments?: Record<string, unknown> | undefined; [key: string]: unknown },
    options?: BridgeCallOptions<RequestOptions>,
  ): Promise<Results['callTool']>;
  /** `prompts/get`, with input handled as in `callTool`. */
  getPrompt(
    params: { name: string; arguments?: Record<string, string> | undefined; [key: string]: unknown },
    options?: BridgeCallOptions<RequestOptions>,
  ): Promise<Results['getPrompt']>;
  /** `resources/read`, with input handled as in `callTool`. */
  readResource(
    params: { uri: string; [key: string]: unknown },
    options?: BridgeCallOptions<RequestOptions>,
  ): Promise<Results['readResource']>;
  /**
   * Follows a task (tasks extension) that another process started for this server, to its end, as
   * `callTool` follows its own: a relay's `resumeTask` calls it on the instance that carries on.
   * Resolves with the task's result. `asked` lists input keys already on screen (not asked again).
   */
  followTask(
    taskId: string,
    options?: BridgeCallOptions<RequestOptions> & { asked?: readonly string[] | undefined },
  ): Promise<Results['callTool']>;
  /** Sends answers to a task's questions with `tasks/update` (a relay's `resumeTask`); resolves once acknowledged. */
  updateTask(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
  /**
   * After a page reload, once connected: goes on with the 2026-07-28 calls the previous page left
   * in `resumeStorage`. A call in the middle of a round asks its questions again, then retries with
   * `inputResponses` and the `requestState` the server sent; a task is followed on. The original
   * promises are gone: each call comes back with its method, its params and a new promise of its
   * result. None when nothing was left. A request the server sent on its connection (2025-11-25)
   * cannot go on: if one was waiting, the person reads that it ended when the page reloaded.
   * Each kept call is taken up once per queue: a second `resume()` — twice from one effect under
   * React's StrictMode, or from another attachment on the same queue — returns nothing new.
   */
  resume(
    options?: BridgeCallOptions<RequestOptions>,
  ): {
    method: string;
    params: Record<string, unknown>;
    result: Promise<Results['callTool'] | Results['getPrompt'] | Results['readResource']>;
  }[];
  /**
   * The protocol revision the connection negotiated (`'2026-07-28'`, `'2025-11-25'`…), once
   * connected; `undefined` before, and on a v1 transport that does not report it (stdio).
   */
  era(): string | undefined;
  /** Removes the handlers from the client. */
  detach(): void;
}

/** The three calls that can ask for input, as one function over the method name. */
export function attachmentCalls<
  Results extends { callTool: unknown; getPrompt: unknown; readResource: unknown },
  RequestOptions,
>(bridge: {
  call(method: string, params: Record<string, unknown>, options: BridgeCallOptions<RequestOptions>): Promise<unknown>;
  followExisting(
    taskId: string,
    options: BridgeCallOptions<RequestOptions> & { asked?: readonly string[] | undefined },
  ): Promise<unknown>;
  updateExisting(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
  resume(
    options: BridgeCallOptions<RequestOptions>,
  ): { method: string; params: Record<string, unknown>; result: Promise<unknown> }[];
}) {
  const call =
    <T>(method: string) =>
    (params: Record<string, unknown>, options: BridgeCallOptions<RequestOptions> = {}) =>
      bridge.call(method, params, options) as Promise<T>;
  return {
    // `arguments` is optional in the spec, but `{}` is what every server accepts for a tool without parameters.
    callTool: (params: Record<string, unknown>, options: BridgeCallOptions<RequestOptions> = {}) =>
      bridge.call('tools/call', { ...params, arguments: params.arguments ?? {} }, options) as Promise<
        Results['callTool']
      >,
    getPrompt: call<Results['getPrompt']>('prompts/get'),
    readResource: call<Results['readResource']>('resources/read'),
    followTask: (
      taskId: string,
      options: BridgeCallOptions<RequestOptions> & { asked?: readonly string[] | undefined } = {},
    ) => bridge.followExisting(taskId, options) as Promise<Results['callTool']>,
    updateTask: (taskId: string, inputResponses: Record<string, unknown>) =>
      bridge.updateExisting(taskId, inputResponses),
    resume: (options: BridgeCallOptions<RequestOptions> = {}) =>
      bridge.resume(options) as {
        method: string;
        params: Record<string, unknown>;
        result: Promise<Results['callTool'] | Results['getPrompt'] | Results['readResource']>;
      }[],
  };
}

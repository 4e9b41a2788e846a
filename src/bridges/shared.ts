import { carryOver, rememberAnswer, stableJson, type Remembered } from '../core/carry.js';
import { decideRequest, type DecidedRequest } from '../core/parse.js';
import { isRecord } from '../core/objects.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { isInputRequiredResult, requestWithInput, withClientCapabilities, type InputHandlers, type InputRound, type RoundTripOptions } from '../engine/inputRequired.js';
import { followTask, isTaskResult, readTask, TaskError, TASKS_EXTENSION, type FollowOptions, type TaskRequests, type TaskState } from '../engine/tasks.js';
import type { ElicitationQueue, ElicitationSource } from '../engine/queue.js';

// What both SDK bridges (`./v1.ts`, `./v2.ts`) share: how a request from
// a server reaches the queue, how a call runs its input rounds, and the -32042 retry. Each bridge
// only adapts its SDK generation's registration, request and error shapes to this.

/**
 * What a bridge uses of a queue: the browser's `ElicitationQueue`, or on the server a relay's
 * `queueFor(owner)`, which shows each request in that person's browser.
 */
export type BridgeQueue = Pick<ElicitationQueue, 'ask' | 'close' | 'complete'> & Partial<Pick<ElicitationQueue, 'track'>>;

/** The error code of URLElicitationRequired (2025-11-25). */
const URL_ELICITATION_REQUIRED = -32042;

/**
 * The `capabilities.elicitation` object a client declares.
 *
 * @example
 * ```tsx
 * const elicitation: ElicitationCapability = elicitationCapabilities({ form: true }); // { form: {} }
 * ```
 */
// A type, not an interface: object types are assignable to both SDK generations' index-signature
// capability types; the modes are empty objects, as the protocol declares them. A return type, so
// exact: no `| undefined` (under exactOptionalPropertyTypes the v2 SDK's JSON-valued capabilities
// refuse a property that may hold undefined).
export type ElicitationCapability = {
  form?: Record<string, never>;
  url?: Record<string, never>;
};

/**
 * The elicitation modes a host renders.
 *
 * @example
 * ```tsx
 * elicitationCapabilities({ form: true, url: false });
 * ```
 */
export interface ElicitationModes {
  form?: boolean | undefined;
  url?: boolean | undefined;
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
   * it, or that the host configured. Without it we show what the host knows for sure, the endpoint
   * the transport connected to, host and path (Streamable HTTP / SSE), else "An MCP server".
   * "Stop requests from …" is keyed to this name, so it outlives a reconnect. The title the server
   * gives itself in `initialize` is never shown as the requester: a server can call itself
   * anything. The dialog shows it apart, labelled as the server's own claim.
   */
  serverName?: string | undefined;
  /**
   * The elicitation modes this client declared (sent with each 2026-07-28 request in `_meta`).
   * Defaults to what the client was constructed with.
   */
  modes?: ElicitationModes | undefined;
  /**
   * While a request waits for the person and carries `_meta.progressToken`, send
   * `notifications/progress` this often (ms), so a server that resets its timeout on progress
   * (`resetTimeoutOnProgress`) keeps the request open while the person types. Default 15 000
   * (a quarter of the SDK's default 60-second timeout); 0 turns it off.
   */
  keepAliveMs?: number | undefined;
  /**
   * Tasks (2026-07-28 extension `io.modelcontextprotocol/tasks`): declare it on each `tools/call`
   * and on every `tasks/get`, `tasks/update` and `tasks/cancel` (a server refuses an undeclared one
   * with -32021), and follow a task the server answers with — its questions shown in the queue as steps, each
   * answer sent with `tasks/update`, the call resolving with the task's result. Default on where
   * the SDK generation can send the task requests (v2); `false` never declares it. An object sets
   * the polling bounds.
   */
  tasks?: boolean | Pick<FollowOptions, 'minPollMs' | 'backoffMs' | 'maxBackoffMs' | 'maxPollFailures'> | undefined;
}

/**
 * Thrown by `callTool` when the person declined or cancelled a URL elicitation the tool needs.
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

/** The progress notification a bridge sends for a waiting request. */
export interface ProgressNotification {
  method: 'notifications/progress';
  params: { progressToken: string | number; progress: number; message: string };
}

/** What a bridge's handler knows of one incoming `elicitation/create`. */
export interface IncomingRequest {
  signal?: AbortSignal | undefined;
  /** Sends a notification related to the request (progress). */
  notify?: ((notification: ProgressNotification) => Promise<void>) | undefined;
  /** Its place in an input round the SDK fulfils itself (2026-07-28, v2's own driver). */
  step?: { index: number; count: number } | undefined;
}

/** What both SDK generations' clients have in common, as far as the bridges read it. */
export interface ClientLike {
  getServerVersion(): { name?: string; title?: string } | undefined;
  readonly transport?: unknown | undefined;
}

/** Who is asking: the host's name for the server, else the endpoint the transport connected to. */
export function sourceOf(client: ClientLike, options: AttachOptions): ElicitationSource {
  return {
    get serverName() {
      return options.serverName ?? transportEndpoint(client) ?? '';
    },
    get serverClaim() {
      const info = client.getServerVersion();
      const claim = info?.title ?? info?.name;
      return typeof claim === 'string' && claim.trim() ? claim : undefined;
    },
  };
}

/** The modes given, else what the client was constructed with, else form only. */
export function declaredElicitation(client: ClientLike, modes: ElicitationModes | undefined): object {
  if (modes) return elicitationCapabilities(modes);
  // The SDKs keep the constructor's capabilities private; read them rather than make hosts repeat them.
  const declared = (client as unknown as { _capabilities?: { elicitation?: object } })._capabilities?.elicitation;
  return declared ?? elicitationCapabilities({ form: true });
}

/**
 * The endpoint an HTTP transport connected to, host and path (`127.0.0.1:3001/mcp`): known to the
 * host, not chosen by the server. The path matters: two servers on one origin are two names (and
 * "Stop requests" stops one of them). The query is left out (it may carry a token).
 */
function transportEndpoint(client: ClientLike): string | undefined {
  // The SDKs' HTTP transports keep their endpoint in `_url` (not public API: checked defensively).
  const url = (client.transport as { _url?: unknown } | undefined)?._url;
  if (!(url instanceof URL) || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return url.pathname === '/' ? url.host : `${url.host}${url.pathname}`;
}

/** One SDK generation, as the shared bridge needs it. */
export interface SdkAdapter {
  /** Sends one request; an `input_required` result comes back as a value, not an error. */
  request(method: string, params: Record<string, unknown>, requestOptions: unknown): Promise<unknown>;
  /** The `capabilities.elicitation` the client declared. */
  declared(): object;
  /** Whether the connection is gone (an aborted request then expired rather than was withdrawn). */
  closed(): boolean;
  /**
   * Sends one of the task requests (`tasks/get`, `tasks/update`, `tasks/cancel`) as given, where
   * the SDK generation can; the bridge frames its params (the per-request capabilities).
   */
  taskRequest?: ((method: TaskMethod, params: Record<string, unknown>) => Promise<unknown>) | undefined;
}

/** The requests of the tasks extension. */
export type TaskMethod = 'tasks/get' | 'tasks/update' | 'tasks/cancel';

/** What of an earlier answer prefills this question: only a form, and only the same question. */
function prefill(earlier: Remembered | undefined, decided: DecidedRequest): ElicitContent | undefined {
  return earlier && decided.kind === 'form' ? carryOver(earlier, decided.parsed) : undefined;
}

/** Keeps an accepted answer to a form under `key`, for the same question asked again. */
function remember(memory: Map<string, Remembered>, key: string, decided: DecidedRequest, content: Record<string, unknown>): void {
  if (decided.kind === 'form') memory.set(key, rememberAnswer(decided.parsed, content as Remembered['content']));
}

/**
 * The shared half of a bridge: `onRequest` answers one `elicitation/create` through the queue,
 * `call` runs one request with its input rounds and the -32042 retry.
 */
export function createBridge(queue: BridgeQueue, source: ElicitationSource, options: AttachOptions, sdk: SdkAdapter) {
  // Answers given while a call of ours runs, by question (the schema as sent): a server that
  // rejects an answer asks again with the same schema during the same call (2025-11-25), and the
  // person then starts from what they sent. Forgotten when no call of ours is running.
  let callsRunning = 0;
  const answersDuringCalls = new Map<string, Remembered>();
  const questionOf = (params: Record<string, unknown>) => (params.mode === 'url' ? undefined : stableJson(params.requestedSchema));

  function onRequest(params: Record<string, unknown>, incoming: IncomingRequest): Promise<ElicitResult> {
    const elicitationId = params.mode === 'url' && typeof params.elicitationId === 'string' ? params.elicitationId : undefined;
    const question = callsRunning > 0 ? questionOf(params) : undefined;
    const earlier = question !== undefined ? answersDuringCalls.get(question) : undefined;
    // Decided here, once: the queue (or relay), the asked-again memory and the answer's check share it.
    const decided = decideRequest(params);
    const previousAnswer = prefill(earlier, decided);
    const asked = queue.ask(source, params, { signal: incoming.signal, elicitationId, previousAnswer, step: incoming.step, disconnected: sdk.closed, decided });
    const stop = incoming.notify ? keepAlive(progressTokenOf(params), options.keepAliveMs ?? 15_000, incoming.notify) : () => {};
    void asked.result.then(stop, stop);
    if (question !== undefined) void asked.result.then((r) => r.action === 'accept' && r.content && remember(answersDuringCalls, question, decided, r.content), () => {});
    return asked.result;
  }

  // Answers URLElicitationRequired: resolves once every URL elicitation was consented to and
  // finished; throws the original error (none to show) or ElicitationDeclinedError.
  async function presentRequiredUrls(error: unknown): Promise<void> {
    const asks = readElicitations(error).map((params) => {
      const p = params as { elicitationId?: unknown };
      return queue.ask(source, params, { elicitationId: typeof p.elicitationId === 'string' ? p.elicitationId : undefined, closeOnComplete: true });
    });
    if (asks.length === 0) throw error;
    const results = await Promise.all(asks.map((a) => a.result));
    const refused = results.find((r) => r.action !== 'accept');
    if (refused) {
      for (const a of asks) queue.close(a.key);
      throw new ElicitationDeclinedError(refused.action, error);
    }
    await Promise.all(asks.map((a) => a.ended));
  }

  /** The client capabilities a 2026-07-28 request declares (`_meta`): the elicitation modes, and the tasks extension where asked. */
  const declaring = (tasks: boolean) => ({ elicitation: sdk.declared(), ...(tasks && { extensions: { [TASKS_EXTENSION]: {} } }) });
  const sendTask = options.tasks === false ? undefined : sdk.taskRequest;
  // Every task request declares the extension, with the call's elicitation modes: a server MUST
  // refuse a tasks/get, tasks/update or tasks/cancel from a client that did not (-32021).
  const taskRequest = (method: TaskMethod, params: Record<string, unknown>) => sendTask!(method, withClientCapabilities(params, declaring(true)));
  const taskRequests: TaskRequests | undefined = sendTask && {
    get: (taskId) => taskRequest('tasks/get', { taskId }),
    update: (taskId, inputResponses) => taskRequest('tasks/update', { taskId, inputResponses }),
    cancel: (taskId) => taskRequest('tasks/cancel', { taskId }),
  };
  const followOptions = typeof options.tasks === 'object' ? options.tasks : {};

  async function call(method: string, params: Record<string, unknown>, callOptions: BridgeCallOptions = {}): Promise<unknown> {
    // A task may answer tools/call only (the one method the extension augments): declared there.
    const tasks = method === 'tools/call' ? taskRequests : undefined;
    const first = withClientCapabilities(params, declaring(tasks !== undefined));
    // The round being answered (rounds of one call come one after another), for a queue that parks it.
    let round: Omit<InputRound, 'key'> | undefined;
    const send = async (p: Record<string, unknown>) => {
      const result = await sdk.request(method, p, callOptions.requestOptions);
      round = isInputRequiredResult(result) ? { id: crypto.randomUUID(), method, params: first, result } : undefined;
      return result;
    };
    // 2026-07-28 rounds: a key asked again in a later round (a server-side validation loop) starts
    // from the person's previous answer to it.
    // Only the same question is prefilled (`carryOver`): a key reused for another question starts empty.
    const answersByKey = new Map<string, Remembered>();
    // URL mode in rounds: the person says when the page is done ("I've finished — continue"), and
    // the retry tells the server; a page asked for again after that is not finished yet.
    const finishedUrls = new Set<string>();
    const handlers: InputHandlers = {
      elicit: async (p, key, step) => {
        const url = isRecord(p) && p.mode === 'url' && typeof p.url === 'string' ? p.url : undefined;
        const earlier = answersByKey.get(key);
        const decided = decideRequest(p);
        const asked = url === undefined ? { previousAnswer: prefill(earlier, decided) } : { urlCompletion: 'retry' as const, urlNotFinished: finishedUrls.has(url) };
        // The host's abort of the call withdraws the round's questions (their drafts stay on screen).
        const result = await queue.ask(source, p, { ...asked, step, decided, signal: signalOf(callOptions.requestOptions), ...(round && { round: { ...round, key } }) }).result;
        if (result.action === 'accept' && result.content) remember(answersByKey, key, decided, result.content);
        if (result.action === 'accept' && url !== undefined) finishedUrls.add(url);
        return result;
      },
      sampling: callOptions.sampling,
      roots: callOptions.roots,
    };
    const run = async () => {
      const result = await requestWithInput(send, first, handlers, callOptions);
      if (!isTaskResult(result)) return result;
      // A task where none may come (not tools/call, not declared) is an invalid response.
      if (!tasks) throw new TaskError('invalid-task', `The server answered ${method} with a task, which this client did not declare.`);
      const task = readTask(result);
      callOptions.onTask?.(task.taskId);
      return follow(tasks, task, callOptions);
    };
    callsRunning++;
    try {
      return await run();
    } catch (error) {
      if (!isRecord(error) || error.code !== URL_ELICITATION_REQUIRED) throw error;
      await presentRequiredUrls(error);
      return await run(); // retried once; a second -32042 goes to the caller
    } finally {
      if (--callsRunning === 0) answersDuringCalls.clear();
    }
  }

  /**
   * Follows a task to its end (see `followTask`): its questions asked through the queue as the
   * task's (a relay keeps the task id and key with each), its state on the queue's task line.
   */
  function follow(requests: TaskRequests, task: TaskState, callOptions: BridgeCallOptions, more: Pick<FollowOptions, 'seen' | 'pollFirst'> = {}): Promise<unknown> {
    const tracker = queue.track?.(source, task.taskId);
    const callSignal = signalOf(callOptions.requestOptions);
    return followTask(
      task,
      requests,
      {
        elicit: (p, key, step, questionSignal) => {
          // URL mode: the person says when the page is done, and that answer goes by tasks/update.
          const url = isRecord(p) && p.mode === 'url';
          const asked = { ...(url && { urlCompletion: 'retry' as const }), step, decided: decideRequest(p), signal: anySignal(callSignal, questionSignal), task: { taskId: task.taskId, key } };
          return queue.ask(source, p, asked).result;
        },
        onState: tracker && ((state) => tracker.update(state)),
        onStop: tracker && ((stop) => tracker.onStop(stop)),
        sampling: callOptions.sampling,
        roots: callOptions.roots,
      },
      { ...followOptions, ...more, signal: callSignal },
    );
  }

  /** Follows a task this process did not start (a relay's `resumeTask`): polls it at once. */
  function followExisting(taskId: string, callOptions: BridgeCallOptions & { asked?: readonly string[] | undefined } = {}): Promise<unknown> {
    if (!taskRequests) return Promise.reject(new TaskError('invalid-task', 'This client cannot follow tasks (the v2 SDK can; tasks: false turns them off).', taskId));
    return follow(taskRequests, { taskId, status: 'working' }, callOptions, { seen: callOptions.asked, pollFirst: true });
  }

  /** Sends answers to a task's questions (`tasks/update`), e.g. from a relay's `resumeTask`. */
  async function updateExisting(taskId: string, inputResponses: Record<string, unknown>): Promise<void> {
    if (!taskRequests) throw new TaskError('invalid-task', 'This client cannot answer tasks (the v2 SDK can; tasks: false turns them off).', taskId);
    await taskRequests.update(taskId, inputResponses);
  }

  return { onRequest, call, followExisting, updateExisting };
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
export interface BridgeCallOptions<RequestOptions = unknown> extends RoundTripOptions {
  /** `sampling/createMessage` entries of an `input_required` result. */
  sampling?: InputHandlers['sampling'] | undefined;
  /** `roots/list` entries of an `input_required` result. */
  roots?: InputHandlers['roots'] | undefined;
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
export interface BridgeAttachment<Results extends AttachmentResults = AttachmentResults, RequestOptions = unknown> {
  /** Who is asking, as shown to the person; also the scope of "stop asking" and completion ids. */
  readonly source: ElicitationSource;
  /**
   * `tools/call` with elicitation handled: 2026-07-28 input rounds (each round's questions shown
   * together as steps, a key asked again starts from the previous answer), 2025-11-25 requests
   * from the server, and, once, URLElicitationRequired (-32042): its URL elicitations are shown
   * and the call is retried when they are complete. Returns the tool's own result.
   */
  callTool(params: { name: string; arguments?: Record<string, unknown> | undefined; [key: string]: unknown }, options?: BridgeCallOptions<RequestOptions>): Promise<Results['callTool']>;
  /** `prompts/get`, with input handled as in `callTool`. */
  getPrompt(params: { name: string; arguments?: Record<string, string> | undefined; [key: string]: unknown }, options?: BridgeCallOptions<RequestOptions>): Promise<Results['getPrompt']>;
  /** `resources/read`, with input handled as in `callTool`. */
  readResource(params: { uri: string; [key: string]: unknown }, options?: BridgeCallOptions<RequestOptions>): Promise<Results['readResource']>;
  /**
   * Follows a task (tasks extension) that another process started for this server, to its end, as
   * `callTool` follows its own: a relay's `resumeTask` calls it on the instance that carries on.
   * Resolves with the task's result. `asked` lists input keys already on screen (not asked again).
   */
  followTask(taskId: string, options?: BridgeCallOptions<RequestOptions> & { asked?: readonly string[] | undefined }): Promise<Results['callTool']>;
  /** Sends answers to a task's questions with `tasks/update` (a relay's `resumeTask`); resolves once acknowledged. */
  updateTask(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
  /**
   * The protocol revision the connection negotiated (`'2026-07-28'`, `'2025-11-25'`…), once
   * connected; `undefined` before, and on a v1 transport that does not report it (stdio).
   */
  era(): string | undefined;
  /** Removes the handlers from the client. */
  detach(): void;
}

/** The result types of an SDK generation's three calls. */
export interface AttachmentResults {
  callTool: unknown;
  getPrompt: unknown;
  readResource: unknown;
}

/** The three calls that can ask for input, as one function over the method name. */
export function attachmentCalls<Results extends AttachmentResults, RequestOptions>(bridge: {
  call(method: string, params: Record<string, unknown>, options: BridgeCallOptions<RequestOptions>): Promise<unknown>;
  followExisting(taskId: string, options: BridgeCallOptions<RequestOptions> & { asked?: readonly string[] | undefined }): Promise<unknown>;
  updateExisting(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
}) {
  const call = <T>(method: string) => (params: Record<string, unknown>, options: BridgeCallOptions<RequestOptions> = {}) => bridge.call(method, params, options) as Promise<T>;
  return {
    callTool: call<Results['callTool']>('tools/call'),
    getPrompt: call<Results['getPrompt']>('prompts/get'),
    readResource: call<Results['readResource']>('resources/read'),
    followTask: (taskId: string, options: BridgeCallOptions<RequestOptions> & { asked?: readonly string[] | undefined } = {}) => bridge.followExisting(taskId, options) as Promise<Results['callTool']>,
    updateTask: (taskId: string, inputResponses: Record<string, unknown>) => bridge.updateExisting(taskId, inputResponses),
  };
}

function signalOf(requestOptions: unknown): AbortSignal | undefined {
  const signal = isRecord(requestOptions) ? requestOptions.signal : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** One signal for two, either may be missing. */
function anySignal(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  return a && b ? AbortSignal.any([a, b]) : (a ?? b);
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
function keepAlive(token: string | number | undefined, everyMs: number, send: (notification: ProgressNotification) => Promise<void>): () => void {
  if (token === undefined || !(everyMs > 0)) return () => {};
  const started = Date.now();
  let sent = 0;
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    send({ method: 'notifications/progress', params: { progressToken: token, progress: ++sent, message: `Waiting for the person (${seconds} s)` } }).catch(() => {});
  }, everyMs);
  return () => clearInterval(timer);
}

function readElicitations(error: unknown): unknown[] {
  const data = isRecord(error) && isRecord(error.data) ? error.data : undefined;
  return Array.isArray(data?.elicitations) ? data.elicitations : [];
}

import { carryOver, rememberAnswer, stableJson, type Remembered } from '../core/carry.js';
import { decideRequest, type DecidedRequest } from '../core/decide.js';
import { isRecord } from '../core/objects.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { isInputRequiredResult, requestWithInput, withClientCapabilities, type InputHandlers, type InputRequiredResult, type InputRound } from '../engine/inputRequired.js';
import { followTask, isTaskResult, readTask, TaskError, TASKS_EXTENSION, type FollowOptions, type TaskRequests, type TaskState } from '../engine/tasks.js';
import type { ElicitationSource } from '../engine/queue.js';
import { ElicitationDeclinedError, type AttachOptions, type BridgeCallOptions } from './attachment.js';
import { keepAlive, progressTokenOf } from './keepAlive.js';
import type { IncomingRequest, SdkAdapter, TaskMethod } from './sdkAdapter.js';
import type { BridgeAskOptions, BridgeQueue } from '../engine/port.js';
import { defaultStorage, keptCalls, keptId, type KeptCall } from './keptCalls.js';
import { appCapability, UI_EXTENSION } from '../core/appHint.js';
import { appFor, appSettings } from './apps.js';

// The bridge both SDK generations share (`./v1.ts`, `./v2.ts` fit their client to `SdkAdapter`):
// how a request from a server reaches the queue, how a call runs its input rounds and its task, and
// the -32042 retry.

/** The error code of URLElicitationRequired (2025-11-25). */
const URL_ELICITATION_REQUIRED = -32042;

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
  // What a call needs to go on after a reload (2026-07-28: its open round, or its task's id), and
  // which server requests were waiting (2025-11-25: said to have ended).
  const kept = keptCalls(options.resumeStorage === undefined ? defaultStorage() : options.resumeStorage, () => source.serverName, queue);
  // Answers given while a call of ours runs, by question (the schema as sent): a server that
  // rejects an answer asks again with the same schema during the same call (2025-11-25), and the
  // person then starts from what they sent. Forgotten when no call of ours is running.
  let callsRunning = 0;
  const answersDuringCalls = new Map<string, Remembered>();
  const questionOf = (params: Record<string, unknown>) => (params.mode === 'url' ? undefined : stableJson(params.requestedSchema));
  // App-rendered elicitation: only with the host's sandbox, and only where both sides declared it.
  const apps = appSettings(options.apps);
  const appReader = {
    serverCapabilities: () => sdk.serverCapabilities(),
    read: (uri: string, signal: AbortSignal | undefined) => sdk.request('resources/read', withClientCapabilities({ uri }, declaring(false)), { signal }),
  };

  /** Shows a request of this server, saying when the server asked (a relay keeps it through a reload). */
  const show = (params: unknown, asked: BridgeAskOptions, serverAskedAt = Date.now()) => queue.ask(source, params, { ...asked, serverAskedAt });
  /**
   * Shows a request and waits for the person: with the server's app when the host enabled apps and
   * app elicitation was `declared` for it (`appFor`; never a URL step), the one place a request's
   * app is read.
   */
  const ask = async (params: unknown, asked: BridgeAskOptions, declared: boolean): Promise<ElicitResult> => {
    const at = Date.now();
    const app = await appFor(params, apps, declared, appReader, asked.signal);
    return show(params, { ...asked, app }, at).result;
  };

  function onRequest(params: Record<string, unknown>, incoming: IncomingRequest): Promise<ElicitResult> {
    const elicitationId = params.mode === 'url' && typeof params.elicitationId === 'string' ? params.elicitationId : undefined;
    const question = callsRunning > 0 ? questionOf(params) : undefined;
    const earlier = question !== undefined ? answersDuringCalls.get(question) : undefined;
    // Decided once for these params (`decideRequest` keeps it): the queue or relay that holds the
    // request, the asked-again memory and the answer's check share it.
    const decided = decideRequest(params);
    const previousAnswer = prefill(earlier, decided);
    // It lives on this connection: after a reload the person is told it ended (`resume`), never silence.
    const id = keptId();
    kept.keep({ id, method: 'elicitation/create', params: {}, at: Date.now(), lost: true });
    const stop = incoming.notify ? keepAlive(progressTokenOf(params), options.keepAliveMs ?? 15_000, incoming.notify) : () => {};
    const ended = () => (stop(), kept.forget(id));
    // A server request (2025-11-25, or the v2 SDK's own round driver) was declared at connect.
    const result = ask(params, { signal: incoming.signal, elicitationId, previousAnswer, step: incoming.step, disconnected: sdk.closed }, sdk.appsAtConnect());
    void result.then(ended, ended);
    if (question !== undefined) void result.then((r) => r.action === 'accept' && r.content && remember(answersDuringCalls, question, decided, r.content), () => {});
    return result;
  }

  // Answers URLElicitationRequired: resolves once every URL elicitation was consented to and
  // finished; throws the original error (none to show) or ElicitationDeclinedError.
  async function presentRequiredUrls(error: unknown): Promise<void> {
    const asks = readElicitations(error).map((params) => {
      const p = params as { elicitationId?: unknown };
      return show(params, { elicitationId: typeof p.elicitationId === 'string' ? p.elicitationId : undefined, closeOnComplete: true });
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
  const declaring = (tasks: boolean) => {
    const extensions = { ...(tasks && { [TASKS_EXTENSION]: {} }), ...(apps && { [UI_EXTENSION]: appCapability() }) };
    return { elicitation: sdk.declared(), ...(Object.keys(extensions).length > 0 && { extensions }) };
  };
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

  async function call(method: string, params: Record<string, unknown>, callOptions: BridgeCallOptions = {}, resumed?: KeptCall): Promise<unknown> {
    // A task may answer tools/call only (the one method the extension augments): declared there.
    const tasks = method === 'tools/call' ? taskRequests : undefined;
    const first = withClientCapabilities(params, declaring(tasks !== undefined));
    const id = resumed?.id ?? keptId();
    const keep = (more: Pick<KeptCall, 'round' | 'taskId'>) => kept.keep({ id, method, params, at: resumed?.at ?? Date.now(), ...more });
    // The round being answered (rounds of one call come one after another), for a queue that parks it.
    let round: Omit<InputRound, 'key'> | undefined;
    const roundOf = (result: unknown) => {
      round = isInputRequiredResult(result) ? { id: crypto.randomUUID(), method, params: first, result } : undefined;
      if (round) keep({ round: { inputRequests: round.result.inputRequests, requestState: round.result.requestState } });
    };
    const send = async (p: Record<string, unknown>) => {
      const result = await sdk.request(method, p, callOptions.requestOptions);
      roundOf(result);
      return result;
    };
    // Going on after a reload: the kept round is asked again, then retried as the protocol says.
    // What storage holds is checked as any result is (`readInputRequests`) before anything is shown.
    const start = resumed?.round ? ({ ...resumed.round, resultType: 'input_required' } as InputRequiredResult) : undefined;
    if (start) roundOf(start);
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
        const signal = signalOf(callOptions.requestOptions);
        // The kept round's questions say that what was typed before the reload was not kept.
        const resumed = start !== undefined && round?.result === start;
        // This call declared app elicitation itself (`declaring`), where the host enabled it.
        const result = await ask(p, { ...asked, step, signal, ...(resumed && { resumed }), ...(round && { round: { ...round, key } }) }, true);
        if (result.action === 'accept' && result.content) remember(answersByKey, key, decided, result.content);
        if (result.action === 'accept' && url !== undefined) finishedUrls.add(url);
        return result;
      },
      sampling: callOptions.sampling,
      roots: callOptions.roots,
    };
    let resumeFrom = start;
    const run = async () => {
      const result = await requestWithInput(send, first, handlers, { ...callOptions, start: resumeFrom });
      resumeFrom = undefined;
      if (!isTaskResult(result)) return result;
      // A task where none may come (not tools/call, not declared) is an invalid response.
      if (!tasks) throw new TaskError('invalid-task', `The server answered ${method} with a task, which this client did not declare.`);
      const task = readTask(result);
      keep({ taskId: task.taskId });
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
      // Ended (a result, an error, the host's abort): nothing of it is kept.
      kept.forget(id);
    }
  }

  /**
   * Goes on with the calls a previous page left (see `keptCalls`): each kept round asked again and
   * retried, each kept task followed on. The original promises are gone: each call comes back with
   * a new one for its result. A server request that was waiting (2025-11-25) is told to the person
   * as ended.
   */
  function resume(callOptions: BridgeCallOptions = {}): { method: string; params: Record<string, unknown>; result: Promise<unknown> }[] {
    // Each record once per queue: a second resume (StrictMode, another attachment) finds nothing new.
    const all = kept.takeLeft();
    const lost = all.filter((c) => c.lost);
    for (const c of lost) kept.forget(c.id);
    if (lost.length > 0) queue.endedByReload?.(source);
    return all.filter((c) => !c.lost).map((c) => ({
      method: c.method,
      params: c.params,
      result: c.taskId !== undefined ? followExisting(c.taskId, callOptions).finally(() => kept.forget(c.id)) : call(c.method, c.params, callOptions, c),
    }));
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
          const signal = anySignal(callSignal, questionSignal);
          const asked = { ...(url && { urlCompletion: 'retry' as const }), step, signal, task: { taskId: task.taskId, key } };
          return ask(p, asked, true);
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

  return { onRequest, call, followExisting, updateExisting, resume };
}

function signalOf(requestOptions: unknown): AbortSignal | undefined {
  const signal = isRecord(requestOptions) ? requestOptions.signal : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** One signal for two, either may be missing. */
function anySignal(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  return a && b ? AbortSignal.any([a, b]) : (a ?? b);
}

function readElicitations(error: unknown): unknown[] {
  const data = isRecord(error) && isRecord(error.data) ? error.data : undefined;
  return Array.isArray(data?.elicitations) ? data.elicitations : [];
}

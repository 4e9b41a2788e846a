import { carryOver, rememberAnswer, stableJson, type Remembered } from '../core/carry.js';
import { decideRequest, type DecidedRequest } from '../core/decide.js';
import { isRecord } from '../core/objects.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import {
  isInputRequiredResult,
  requestWithInput,
  withClientCapabilities,
  type InputHandlers,
  type InputRequiredResult,
  type InputRound,
} from '../engine/inputRequired.js';
import { isTaskResult, readTask, TaskError, TASKS_EXTENSION } from '../engine/tasks.js';
import { signalOf, taskCalls } from './taskCalls.js';
import type { ElicitationSource } from '../engine/queue.js';
import { ElicitationDeclinedError, type AttachOptions, type BridgeCallOptions } from './attachment.js';
import { keepAlive, progressTokenOf } from './keepAlive.js';
import type { IncomingRequest, SdkAdapter } from './sdkAdapter.js';
import type { BridgeAskOptions, BridgeQueue } from '../engine/port.js';
import { defaultStorage, keptCalls, keptId, type KeptCall } from '../engine/keptCalls.js';
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
function remember(
  memory: Map<string, Remembered>,
  key: string,
  decided: DecidedRequest,
  content: Record<string, unknown>,
): void {
  if (decided.kind === 'form') memory.set(key, rememberAnswer(decided.parsed, content as Remembered['content']));
}

/**
 * The shared half of a bridge: `onRequest` answers one `elicitation/create` through the queue,
 * `call` runs one request with its input rounds and the -32042 retry.
 */
export function createBridge(queue: BridgeQueue, source: ElicitationSource, options: AttachOptions, sdk: SdkAdapter) {
  // What a call needs to go on after a reload (2026-07-28: its open round, or its task's id), and
  // which server requests were waiting (2025-11-25: said to have ended).
  const kept = keptCalls(
    options.resumeStorage === undefined ? defaultStorage() : options.resumeStorage,
    () => source.serverName,
    queue,
  );
  // Answers given while a call of ours runs, by question (the schema as sent): a server that
  // rejects an answer asks again with the same schema during the same call (2025-11-25), and the
  // person then starts from what they sent. Forgotten when no call of ours is running.
  let callsRunning = 0;
  const answersDuringCalls = new Map<string, Remembered>();
  const questionOf = (params: Record<string, unknown>) =>
    params.mode === 'url' ? undefined : stableJson(params.requestedSchema);
  // App-rendered elicitation: only with the host's sandbox, and only where both sides declared it.
  const apps = appSettings(options.apps);
  const appReader = {
    serverCapabilities: () => sdk.serverCapabilities(),
    read: (uri: string, signal: AbortSignal | undefined) =>
      sdk.request('resources/read', framed({ uri }, false), { signal }),
  };

  /** Shows a request of this server, saying when the server asked (a relay keeps it through a reload). */
  const show = (params: unknown, asked: BridgeAskOptions, serverAskedAt = Date.now()) =>
    queue.ask(source, params, { ...asked, serverAskedAt });
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
    const elicitationId =
      params.mode === 'url' && typeof params.elicitationId === 'string' ? params.elicitationId : undefined;
    const question = callsRunning > 0 ? questionOf(params) : undefined;
    const earlier = question !== undefined ? answersDuringCalls.get(question) : undefined;
    // Decided once for these params (`decideRequest` keeps it): the queue or relay that holds the
    // request, the asked-again memory and the answer's check share it.
    const decided = decideRequest(params);
    const previousAnswer = prefill(earlier, decided);
    // It lives on this connection: after a reload the person is told it ended (`resume`), never silence.
    const id = keptId();
    kept.keep({ id, method: 'elicitation/create', params: {}, at: Date.now(), lost: true });
    const stop = incoming.notify
      ? keepAlive(progressTokenOf(params), options.keepAliveMs ?? 15_000, incoming.notify)
      : () => {};
    const ended = () => {
      stop();
      kept.forget(id);
    };
    // A server request (2025-11-25, or the v2 SDK's own round driver) was declared at connect.
    const result = ask(
      params,
      { signal: incoming.signal, elicitationId, previousAnswer, step: incoming.step, disconnected: sdk.closed },
      sdk.appsAtConnect(),
    );
    void result.then(ended, ended);
    if (question !== undefined)
      void result.then(
        (r) => r.action === 'accept' && r.content && remember(answersDuringCalls, question, decided, r.content),
        () => {},
      );
    return result;
  }

  // Answers URLElicitationRequired: resolves once every URL elicitation was consented to and
  // finished; throws the original error (none to show) or ElicitationDeclinedError.
  async function presentRequiredUrls(error: unknown): Promise<void> {
    const asks = readElicitations(error).map((params) => {
      const p = params as { elicitationId?: unknown };
      return show(params, {
        elicitationId: typeof p.elicitationId === 'string' ? p.elicitationId : undefined,
        closeOnComplete: true,
      });
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

  /**
   * The client capabilities a 2026-07-28 request declares (`_meta`): the elicitation modes, and the tasks extension
   * where asked.
   */
  function declaring(tasks: boolean) {
    const extensions = { ...(tasks && { [TASKS_EXTENSION]: {} }), ...(apps && { [UI_EXTENSION]: appCapability() }) };
    return { elicitation: sdk.declared(), ...(Object.keys(extensions).length > 0 && { extensions }) };
  }
  /** A request's params as this session's era frames them: declared per request in 2026-07-28 only. */
  function framed(params: Record<string, unknown>, tasks: boolean) {
    return sdk.modern() ? withClientCapabilities(params, declaring(tasks)) : params;
  }
  // A call's task (the tasks extension): its requests, framed with the call's declaration, and the
  // driver that follows it (`taskCalls.ts`).
  const tasks = taskCalls({
    queue,
    source,
    send: options.tasks === false ? undefined : sdk.taskRequest,
    declaring,
    followOptions: typeof options.tasks === 'object' ? options.tasks : {},
    ask,
  });

  async function call(
    method: string,
    params: Record<string, unknown>,
    callOptions: BridgeCallOptions = {},
    resumed?: KeptCall,
  ): Promise<unknown> {
    // A task may answer tools/call only (the one method the extension augments): declared there.
    const requests = method === 'tools/call' ? tasks.requests : undefined;
    const first = framed(params, requests !== undefined);
    const id = resumed?.id ?? keptId();
    const keep = (more: Pick<KeptCall, 'round' | 'taskId'>) =>
      kept.keep({ id, method, params, at: resumed?.at ?? Date.now(), ...more });
    // The round being answered (rounds of one call come one after another), for a queue that parks it.
    let round: Omit<InputRound, 'key'> | undefined;
    const roundOf = (result: unknown) => {
      round = isInputRequiredResult(result) ? { id: crypto.randomUUID(), method, params: first, result } : undefined;
      if (round)
        keep({ round: { inputRequests: round.result.inputRequests, requestState: round.result.requestState } });
    };
    const send = async (p: Record<string, unknown>) => {
      const result = await sdk.request(method, p, callOptions.requestOptions);
      roundOf(result);
      return result;
    };
    // Going on after a reload: the kept round is asked again, then retried as the protocol says.
    // What storage holds is checked as any result is (`readInputRequests`) before anything is shown.
    const start = resumed?.round
      ? ({ ...resumed.round, resultType: 'input_required' } as InputRequiredResult)
      : undefined;
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
        const asked =
          url === undefined
            ? { previousAnswer: prefill(earlier, decided) }
            : { urlCompletion: 'retry' as const, urlNotFinished: finishedUrls.has(url) };
        // The host's abort of the call withdraws the round's questions (their drafts stay on screen).
        const signal = signalOf(callOptions.requestOptions);
        // The kept round's questions say that what was typed before the reload was not kept.
        const resumed = start !== undefined && round?.result === start;
        // This call declared app elicitation itself (`declaring`), where the host enabled it.
        const result = await ask(
          p,
          { ...asked, step, signal, ...(resumed && { resumed }), ...(round && { round: { ...round, key } }) },
          true,
        );
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
      if (!requests)
        throw new TaskError(
          'invalid-task',
          `The server answered ${method} with a task, which this client did not declare.`,
        );
      const task = readTask(result);
      keep({ taskId: task.taskId });
      callOptions.onTask?.(task.taskId);
      return tasks.follow(requests, task, callOptions);
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
  function resume(
    callOptions: BridgeCallOptions = {},
  ): { method: string; params: Record<string, unknown>; result: Promise<unknown> }[] {
    // Each record once per queue: a second resume (StrictMode, another attachment) finds nothing new.
    const all = kept.takeLeft();
    const lost = all.filter((c) => c.lost);
    for (const c of lost) kept.forget(c.id);
    if (lost.length > 0) queue.endedByReload?.(source);
    return all
      .filter((c) => !c.lost)
      .map((c) => ({
        method: c.method,
        params: c.params,
        result:
          c.taskId !== undefined
            ? tasks.followExisting(c.taskId, callOptions).finally(() => kept.forget(c.id))
            : call(c.method, c.params, callOptions, c),
      }));
  }

  return { onRequest, call, followExisting: tasks.followExisting, updateExisting: tasks.updateExisting, resume };
}

function readElicitations(error: unknown): unknown[] {
  const data = isRecord(error) && isRecord(error.data) ? error.data : undefined;
  return Array.isArray(data?.elicitations) ? data.elicitations : [];
}

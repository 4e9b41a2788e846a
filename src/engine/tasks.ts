import { isRecord, setOwn } from '../core/objects.js';
import { clip } from '../core/clip.js';
import type { ElicitResult } from '../protocol/types.js';
import { hostHandlerFor, nextRound, readInputRequests, type InputHandlers, type InputRequest } from './inputRequired.js';

/**
 * Tasks (the 2026-07-28 extension `io.modelcontextprotocol/tasks`, SEP-2663): a server may answer
 * `tools/call` with a task instead of a result; the client polls `tasks/get`, answers the task's
 * `inputRequests` with `tasks/update`, and may stop it with `tasks/cancel`. The shapes and the
 * driver live here, with no SDK and no React; a bridge supplies the three requests.
 */

/** The extension's identifier, declared under `_meta[clientCapabilities].extensions`.
 *
 * @example
 * ```tsx
 * capabilities.extensions?.[TASKS_EXTENSION]; // {}
 * ```
 */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/**
 * Where a task stands: `working`, waiting for `input_required`, or ended.
 *
 * @example
 * ```tsx
 * const ended: TaskStatus[] = ['completed', 'failed', 'cancelled'];
 * ```
 */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/**
 * A task as the server last described it (`CreateTaskResult`, a `tasks/get` result or a
 * `notifications/tasks` notification), checked: unknown fields are dropped, odd ones left out.
 *
 * @example
 * ```tsx
 * if (task.status === 'input_required') Object.keys(task.inputRequests ?? {});
 * ```
 */
export interface TaskState {
  readonly taskId: string;
  readonly status: TaskStatus;
  /** What the server says it is doing (its words: shown as the server's). */
  readonly statusMessage?: string | undefined;
  /** The server's suggested polling interval (ms); we never poll faster. */
  readonly pollIntervalMs?: number | undefined;
  /** With `input_required`: every outstanding request, by key. */
  readonly inputRequests?: Readonly<Record<string, InputRequest>> | undefined;
  /** With `completed`: the request's own result (a `CallToolResult` for `tools/call`). */
  readonly result?: Record<string, unknown> | undefined;
  /** With `failed`: the JSON-RPC error. */
  readonly error?: Record<string, unknown> | undefined;
}

/** Not exported from an entry: `TaskError['code']` names it. */
export type TaskErrorCode = TaskError['code'];

/**
 * Thrown by a call whose task did not complete (see `code`).
 *
 * @example
 * ```tsx
 * try { await server.callTool({ name: 'file_expense' }); } catch (e) { if (e instanceof TaskError) console.warn(e.code, e.taskId); }
 * ```
 */
export class TaskError extends Error {
  override readonly name = 'TaskError';
  constructor(
    readonly code:
      /** The server says the task failed; `error` is its JSON-RPC error. */
      | 'failed'
      /** The task was cancelled (by the person's "Stop this task", the host, or the server). */
      | 'cancelled'
      /** The server's answer is not a task, or a task came where none may (not `tools/call`, not declared). */
      | 'invalid-task',
    message: string,
    readonly taskId?: string,
    /** With `failed`: the server's JSON-RPC error (`code`, `message`, `data`). */
    readonly error?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The longest task id taken (a relay's "Stop this task" carries it in a bounded POST). */
export const MAX_TASK_ID = 512;
const STATUSES: readonly string[] = ['working', 'input_required', 'completed', 'failed', 'cancelled'];
const TERMINAL: readonly TaskStatus[] = ['completed', 'failed', 'cancelled'];

/** True for a result that says `resultType: "task"`.
 *
 * @example
 * ```tsx
 * if (isTaskResult(result)) await followTask(readTask(result), io, handlers);
 * ```
 */
export function isTaskResult(value: unknown): boolean {
  return isRecord(value) && value.resultType === 'task';
}

/** Reads a task the server sent; throws `TaskError('invalid-task')` on a wrong shape.
 *
 * @example
 * ```tsx
 * readTask({ taskId: 't1', status: 'working', pollIntervalMs: 500 }); // { taskId: 't1', status: 'working', pollIntervalMs: 500 }
 * ```
 */
export function readTask(value: unknown): TaskState {
  if (!isRecord(value) || typeof value.taskId !== 'string' || value.taskId === '' || value.taskId.length > MAX_TASK_ID || typeof value.status !== 'string' || !STATUSES.includes(value.status)) {
    throw new TaskError('invalid-task', `The server sent a task without a valid taskId (1 to ${MAX_TASK_ID} characters) and status.`);
  }
  const status = value.status as TaskStatus;
  const poll = value.pollIntervalMs;
  const task: { -readonly [K in keyof TaskState]: TaskState[K] } = { taskId: value.taskId, status };
  if (typeof value.statusMessage === 'string') task.statusMessage = value.statusMessage;
  if (typeof poll === 'number' && Number.isFinite(poll) && poll >= 0) task.pollIntervalMs = poll;
  if (status === 'input_required') {
    const requests: Record<string, InputRequest> = {};
    // The same checks as a round's (each entry has a method), keys in the server's order.
    for (const [key, request] of readInputRequests({ resultType: 'input_required', inputRequests: (isRecord(value.inputRequests) ? value.inputRequests : {}) as Record<string, InputRequest> })) setOwn(requests, key, request);
    task.inputRequests = requests;
  }
  if (status === 'completed') {
    if (!isRecord(value.result)) throw new TaskError('invalid-task', 'A completed task must carry its result.', value.taskId);
    task.result = value.result;
  }
  if (status === 'failed') task.error = isRecord(value.error) ? value.error : {};
  return task;
}

/** The three requests of the extension, as a bridge sends them for one task. */
export interface TaskRequests {
  get(taskId: string): Promise<unknown>;
  update(taskId: string, inputResponses: Record<string, unknown>): Promise<unknown>;
  cancel(taskId: string): Promise<unknown>;
}

/** How the person is asked, and told, while a task runs. */
export interface TaskHandlers {
  /**
   * Shows one of the task's elicitations; resolves with the person's answer. `signal` aborts when
   * the server drops the question (or the task ends): the question is then withdrawn. `step`
   * places it among the questions that arrived together.
   */
  elicit(params: unknown, key: string, step: { index: number; count: number; round?: number | undefined }, signal: AbortSignal): Promise<ElicitResult>;
  /** `sampling/createMessage` entries, as in a round; without it such a task is cancelled (`no-handler`). */
  sampling?: InputHandlers['sampling'];
  /** `roots/list` entries, likewise. */
  roots?: InputHandlers['roots'];
  /** Each state the task is seen in, for a status line. */
  onState?: ((task: TaskState) => void) | undefined;
  /** Called once with `stop`, which sends `tasks/cancel` (the person's "Stop this task"). */
  onStop?: ((stop: () => void) => void) | undefined;
}

/**
 * How a task is followed.
 *
 * @example
 * ```tsx
 * await followTask(task, requests, handlers, { signal, minPollMs: 100 });
 * ```
 */
export interface FollowOptions {
  /** The host's abort: sends `tasks/cancel`, withdraws the questions and rejects with the reason. */
  signal?: AbortSignal | undefined;
  /** Never poll faster than this, whatever the server suggests (default 100 ms). */
  minPollMs?: number | undefined;
  /** Without `pollIntervalMs`: the first wait (default 1 000 ms), then ×1.5 each poll up to `maxBackoffMs`. */
  backoffMs?: number | undefined;
  /** The longest wait when the server suggests none (default 15 000 ms). */
  maxBackoffMs?: number | undefined;
  /** `tasks/get` failures in a row before giving up (default 5); a JSON-RPC error ends at once. */
  maxPollFailures?: number | undefined;
  /** Input keys already shown elsewhere (a task taken over from another process): never asked here. */
  seen?: readonly string[] | undefined;
  /** Poll at once rather than after the first interval (a task known only by its id). */
  pollFirst?: boolean | undefined;
}

/**
 * Follows a task to its end: polls `tasks/get` (at the server's `pollIntervalMs`, never faster;
 * backing off when it suggests none), shows each input request once — a key seen is never asked
 * again, whatever a later poll returns — and sends each answer with `tasks/update` as soon as it is
 * given. A question the server stops listing is withdrawn. Resolves with a completed task's
 * `result`; rejects with `TaskError` when it failed or was cancelled.
 *
 * @example
 * ```tsx
 * const result = await followTask(readTask(created), { get, update, cancel }, { elicit: (p, key, step, signal) => ask(p, signal) });
 * ```
 */
export function followTask(created: TaskState, requests: TaskRequests, handlers: TaskHandlers, options: FollowOptions = {}): Promise<Record<string, unknown>> {
  const { taskId } = created;
  const minPoll = Math.max(0, options.minPollMs ?? 100);
  const firstBackoff = options.backoffMs ?? 1000;
  const maxBackoff = options.maxBackoffMs ?? 15_000;
  const maxFailures = options.maxPollFailures ?? 5;
  /** Every key ever shown: never asked twice (keys are unique over a task's life). */
  const seen = new Set<string>(options.seen);
  /** Questions on screen, by key: aborting one withdraws it. */
  const asking = new Map<string, AbortController>();
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  return new Promise<Record<string, unknown>>((resolve, reject) => {
    let last: TaskStatus = created.status;
    /** Tells `onState` what changed (status or words); a poll that changes nothing tells nothing. */
    let reported: string | undefined;
    const report = (task: TaskState) => {
      const now = `${task.status}\u0000${task.statusMessage ?? ''}`;
      if (now === reported) return;
      reported = now;
      handlers.onState?.(task);
    };
    const finish = (outcome: { result: Record<string, unknown> } | { error: unknown }) => {
      if (ended) return;
      ended = true;
      if (!isTerminal(last) && 'error' in outcome) {
        // Ended here (stopped, aborted, unreadable): the status line says so too.
        const { error } = outcome;
        const cancelled = (error instanceof TaskError && error.code === 'cancelled') || options.signal?.aborted === true;
        report({ taskId, status: cancelled ? 'cancelled' : 'failed', statusMessage: cancelled ? undefined : error instanceof Error ? error.message : undefined });
      }
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      for (const controller of asking.values()) controller.abort();
      asking.clear();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const cancel = (error: unknown) => {
      if (ended) return;
      // The spec lets a client forget a task once it has sent tasks/cancel: no poll waits for it.
      // A tasks/cancel that fails (the connection is gone, or the server refuses it, as it may for
      // a task already ended) changes nothing here: the task is forgotten either way.
      void requests.cancel(taskId).catch(() => {});
      finish({ error });
    };
    const onAbort = () => cancel(options.signal?.reason ?? new TaskError('cancelled', 'The task was cancelled.', taskId));
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // `cancel` ends the task at once: a second Stop finds it ended.
    handlers.onStop?.(() => cancel(new TaskError('cancelled', 'The task was stopped.', taskId)));

    const answer = (key: string, result: unknown) => {
      asking.delete(key);
      if (ended) return;
      const responses: Record<string, unknown> = {};
      setOwn(responses, key, result);
      // Sent once; the server ignores a key it no longer waits for, so nothing is lost by sending
      // it as soon as it is given, and a failure shows at the next poll (the question is listed
      // again but never asked again: it stays answered here, and the update is tried once more).
      requests.update(taskId, responses).then(
        () => unsent.delete(key),
        () => unsent.set(key, result),
      );
    };
    /** Answers whose `tasks/update` failed: sent again after the next poll that still lists them. */
    const unsent = new Map<string, unknown>();

    const see = (task: TaskState) => {
      if (task.taskId !== taskId) throw new TaskError('invalid-task', 'The server answered for another task.', taskId);
      last = task.status;
      // A failed task's line says what failed: its error's message, else its statusMessage.
      const failure = task.status === 'failed' && typeof task.error?.message === 'string' ? task.error.message : undefined;
      report(failure === undefined ? task : { ...task, statusMessage: failure });
      if (task.status === 'completed') return finish({ result: task.result! });
      if (task.status === 'failed') return finish({ error: new TaskError('failed', failure ?? 'The task failed.', taskId, task.error) });
      if (task.status === 'cancelled') return finish({ error: new TaskError('cancelled', task.statusMessage ?? 'The task was cancelled.', taskId) });
      const listed = task.inputRequests ?? {};
      // A question the server no longer lists is withdrawn (its draft stays on screen).
      for (const [key, controller] of [...asking]) {
        if (!Object.hasOwn(listed, key)) {
          asking.delete(key);
          controller.abort();
        }
      }
      for (const [key, result] of [...unsent]) {
        if (!Object.hasOwn(listed, key)) unsent.delete(key);
        else answer(key, result);
      }
      const fresh = Object.keys(listed).filter((key) => !seen.has(key));
      const elicitations = fresh.filter((key) => listed[key]!.method === 'elicitation/create');
      // The other requests first: a host without their handler ends the task (it is cancelled)
      // before any of its questions is shown, as in a round.
      for (const key of fresh.filter((k) => listed[k]!.method !== 'elicitation/create')) {
        seen.add(key);
        const request = listed[key]!;
        hostHandlerFor(handlers, request.method, key)(request.params, key).then((result) => answer(key, result), (error: unknown) => cancel(error));
      }
      let index = 0;
      const round = nextRound();
      for (const key of elicitations) {
        seen.add(key);
        const request = listed[key]!;
        const controller = new AbortController();
        asking.set(key, controller);
        handlers.elicit(request.params, key, { index: ++index, count: elicitations.length, round }, controller.signal).then(
          (result) => (asking.get(key) === controller ? answer(key, result) : undefined),
          () => asking.get(key) === controller && asking.delete(key),
        );
      }
    };

    let wait = firstBackoff;
    let failures = 0;
    const schedule = (task: TaskState | undefined) => {
      if (ended) return;
      let ms: number;
      if (task?.pollIntervalMs !== undefined) {
        ms = Math.max(minPoll, task.pollIntervalMs);
        wait = firstBackoff;
      } else {
        ms = Math.max(minPoll, Math.min(wait, maxBackoff));
        wait = Math.min(maxBackoff, wait * 1.5);
      }
      timer = setTimeout(poll, ms);
    };
    const poll = () => {
      if (ended) return;
      requests.get(taskId).then(
        (raw) => {
          if (ended) return;
          failures = 0;
          try {
            const task = readTask(raw);
            see(task);
            schedule(task);
          } catch (error) {
            cancel(error);
          }
        },
        (error: unknown) => {
          if (ended) return;
          // A JSON-RPC error (unknown task, expired) ends it; a network failure is tried again.
          if ((isRecord(error) && typeof error.code === 'number') || ++failures >= maxFailures) return finish({ error });
          schedule(undefined);
        },
      );
    };
    try {
      if (options.pollFirst) poll();
      else {
        see(created);
        schedule(created);
      }
    } catch (error) {
      cancel(error);
    }
  });
}

/** True once a task can change no more. */
export function isTerminal(status: TaskStatus): boolean {
  return TERMINAL.includes(status);
}

/** The longest statusMessage a task's line keeps and shows (characters): server text, cut so it cannot fill the page. */
export const MAX_TASK_SAYS = 300;

/**
 * What a task's line says once `task` is seen: its `statusMessage`, or while it works the last
 * one it had; an ended task says only what the server said of its end (a working message would be
 * stale). Cut to `MAX_TASK_SAYS` (`clip`): what the queue keeps and the relay sends and keeps is
 * what the line shows. The queue and the relay both draw their lines with it.
 */
export function lineMessage(before: string | undefined, task: Pick<TaskState, 'status' | 'statusMessage'>): string | undefined {
  const says = isTerminal(task.status) ? task.statusMessage : (task.statusMessage ?? before);
  return says === undefined ? undefined : clip(says, MAX_TASK_SAYS);
}

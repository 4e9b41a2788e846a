import { isRecord, setOwn } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import { hostHandlerFor, nextRound, type InputHandlers } from './inputRequired.js';
import { readTask, TaskError, type TaskState } from './taskShapes.js';
import { startTask, taskStep, type TaskEffect, type TaskEnd, type TaskEvent, type TaskLimits } from './taskStep.js';

export {
  isTaskResult,
  isTerminal,
  lineMessage,
  MAX_TASK_ID,
  MAX_TASK_SAYS,
  readTask,
  TaskError,
  TASKS_EXTENSION,
} from './taskShapes.js';
export type { TaskErrorCode, TaskState, TaskStatus } from './taskShapes.js';

// The driver of one task: timers, the three requests and the person's answers, wired to the pure
// step that decides (`taskStep.ts`). The shapes are in `taskShapes.ts`.

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
  elicit(
    params: unknown,
    key: string,
    step: { index: number; count: number; round?: number | undefined },
    signal: AbortSignal,
  ): Promise<ElicitResult>;
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
 * const result = await followTask(readTask(created), { get, update, cancel }, { elicit: (p, key, step, signal) =>
 * ask(p, signal) });
 * ```
 */
export function followTask(
  created: TaskState,
  requests: TaskRequests,
  handlers: TaskHandlers,
  options: FollowOptions = {},
): Promise<Record<string, unknown>> {
  const { taskId } = created;
  const limits: TaskLimits = {
    minPoll: Math.max(0, options.minPollMs ?? 100),
    firstBackoff: options.backoffMs ?? 1000,
    maxBackoff: options.maxBackoffMs ?? 15_000,
    maxFailures: options.maxPollFailures ?? 5,
  };
  let driver = startTask(created, limits, options.seen);
  /** Questions on screen, by key: aborting one withdraws it. */
  const asking = new Map<string, AbortController>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  return new Promise<Record<string, unknown>>((resolve, reject) => {
    /** Feeds one event to the step (`taskStep.ts`), then does what it says, in order. */
    const on = (event: TaskEvent) => {
      const step = taskStep(driver, event, limits);
      driver = step.driver;
      const round = step.effects.some((e) => e.type === 'ask') ? nextRound() : undefined;
      let thrown: { error: unknown } | undefined;
      for (const effect of step.effects) {
        try {
          // A host callback threw as the task ended: the call still settles, rejected with that error.
          const ending = effect.type === 'resolve' || effect.type === 'reject';
          run(thrown && ending ? { type: 'reject', why: { code: 'error', error: thrown.error } } : effect, round);
        } catch (error) {
          // A host without a handler for a request (or whose handler throws at once) ends a running
          // task, and the rest of this step is not done: none of its questions is shown.
          if (!driver.ended) return on({ type: 'stop', why: { code: 'error', error } });
          thrown ??= { error };
        }
      }
    };
    const run = (effect: TaskEffect, round: number | undefined) => {
      switch (effect.type) {
        case 'report':
          return handlers.onState?.(effect.task);
        case 'ask': {
          const controller = new AbortController();
          asking.set(effect.key, controller);
          const step = { index: effect.index, count: effect.count, round };
          handlers.elicit(effect.request.params, effect.key, step, controller.signal).then(
            (result) => on({ type: 'answered', key: effect.key, result, question: true }),
            () => on({ type: 'left', key: effect.key }),
          );
          return;
        }
        case 'handle':
          hostHandlerFor(
            handlers,
            effect.request.method,
            effect.key,
          )(effect.request.params, effect.key).then(
            (result) => on({ type: 'answered', key: effect.key, result, question: false }),
            (error: unknown) => on({ type: 'stop', why: { code: 'error', error } }),
          );
          return;
        case 'withdraw':
          asking.get(effect.key)?.abort();
          asking.delete(effect.key);
          return;
        case 'update': {
          const { key, result } = effect;
          const responses: Record<string, unknown> = {};
          setOwn(responses, key, result);
          // Sent once; the server ignores a key it no longer waits for, so nothing is lost by sending
          // it as soon as it is given, and a failure shows at the next poll (the question is listed
          // again but never asked again: it stays answered here, and the update is tried once more).
          asking.delete(key);
          requests.update(taskId, responses).then(
            () => on({ type: 'updated', key, ok: true, result }),
            () => on({ type: 'updated', key, ok: false, result }),
          );
          return;
        }
        case 'poll':
          timer = setTimeout(poll, effect.afterMs);
          return;
        case 'cancel':
          // The spec lets a client forget a task once it has sent tasks/cancel: no poll waits for it.
          // A tasks/cancel that fails (the connection is gone, or the server refuses it, as it may for
          // a task already ended) changes nothing here: the task is forgotten either way.
          void requests.cancel(taskId).catch(() => {});
          return;
        case 'resolve':
        case 'reject':
          clearTimeout(timer);
          options.signal?.removeEventListener('abort', onAbort);
          if (effect.type === 'resolve') resolve(effect.result);
          else reject(errorOf(effect.why, taskId));
          return;
        default:
          return effect satisfies never;
      }
    };
    const poll = () => {
      if (driver.ended) return;
      requests.get(taskId).then(
        (raw) => {
          let task: TaskState;
          try {
            task = readTask(raw);
          } catch (error) {
            return on({ type: 'stop', why: { code: 'error', error } });
          }
          on({ type: 'seen', task });
        },
        // A JSON-RPC error (unknown task, expired) ends it; a network failure is tried again.
        (error: unknown) => on({ type: 'pollFailed', error, rpc: isRecord(error) && typeof error.code === 'number' }),
      );
    };
    const onAbort = () => {
      const reason: unknown = options.signal?.reason;
      on({
        type: 'stop',
        why:
          reason === undefined
            ? { code: 'cancelled', message: 'The task was cancelled.' }
            : { code: 'error', error: reason, cancelled: true },
      });
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // A stop ends the task at once: a second Stop finds it ended.
    handlers.onStop?.(() => on({ type: 'stop', why: { code: 'cancelled', message: 'The task was stopped.' } }));
    if (options.pollFirst) poll();
    else on({ type: 'seen', task: created });
  });
}

/** The error a task that did not complete rejects with. */
function errorOf(why: TaskEnd, taskId: string): unknown {
  if (why.code === 'error') return why.error;
  return why.code === 'failed'
    ? new TaskError('failed', why.message, taskId, why.error)
    : new TaskError(why.code, why.message, taskId);
}

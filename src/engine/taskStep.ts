import type { InputRequest } from './inputRequired.js';
import { isTerminal, type TaskState, type TaskStatus } from './taskShapes.js';

// Following one task (SEP-2663), as a pure step: what the driver knows, an event, and what it must
// do next. `followTask` (tasks.ts) only wires it to timers, requests and the person's answers.

/** What the driver of one task knows. */
export interface TaskDriver {
  readonly taskId: string;
  /** Ended here or by the server: every later event changes nothing. */
  readonly ended: boolean;
  /** The status last seen. */
  readonly last: TaskStatus;
  /** Every input key ever shown or handled: never asked twice (keys are unique over a task's life). */
  readonly seen: ReadonlySet<string>;
  /** Questions on screen. */
  readonly asking: ReadonlySet<string>;
  /** Answers whose `tasks/update` failed: sent again after the next poll that still lists them. */
  readonly unsent: ReadonlyMap<string, unknown>;
  /** The next wait when the server suggests none (ms). */
  readonly wait: number;
  /** `tasks/get` failures in a row. */
  readonly failures: number;
  /** Status and words last told to the line (a poll that changes neither tells nothing). */
  readonly reported?: string | undefined;
}

/** The driver's limits (`FollowOptions`, defaults applied). */
export interface TaskLimits {
  readonly minPoll: number;
  readonly firstBackoff: number;
  readonly maxBackoff: number;
  readonly maxFailures: number;
}

/** Why a task ended with an error: made into a `TaskError` (or passed on as it is) by the driver. */
export type TaskEnd =
  | { readonly code: 'failed'; readonly message: string; readonly error?: Record<string, unknown> | undefined }
  | { readonly code: 'cancelled' | 'invalid-task'; readonly message: string }
  /** Anything else, passed on as it is; `cancelled` when it is a cancellation (the host's abort). */
  | { readonly code: 'error'; readonly error: unknown; readonly cancelled?: boolean | undefined };

export type TaskEvent =
  /** The task as the server describes it (created, or a poll's answer). */
  | { readonly type: 'seen'; readonly task: TaskState }
  /** A `tasks/get` failed: a JSON-RPC error (`rpc`) ends the task, a network failure is tried again. */
  | { readonly type: 'pollFailed'; readonly error: unknown; readonly rpc: boolean }
  /** An answer to input `key`: the person's (`question`) or a host handler's. */
  | { readonly type: 'answered'; readonly key: string; readonly result: unknown; readonly question: boolean }
  /** The question `key` left the screen without an answer (withdrawn, closed). */
  | { readonly type: 'left'; readonly key: string }
  /** The `tasks/update` of `key`'s answer was taken, or failed. */
  | { readonly type: 'updated'; readonly key: string; readonly ok: boolean; readonly result: unknown }
  /** Ended here: stopped, aborted, a host handler failed, an unreadable task. Sends `tasks/cancel`. */
  | { readonly type: 'stop'; readonly why: TaskEnd };

export type TaskEffect =
  | { readonly type: 'report'; readonly task: TaskState }
  | {
      readonly type: 'ask';
      readonly key: string;
      readonly request: InputRequest;
      readonly index: number;
      readonly count: number;
    }
  | { readonly type: 'handle'; readonly key: string; readonly request: InputRequest }
  | { readonly type: 'withdraw'; readonly key: string }
  | { readonly type: 'update'; readonly key: string; readonly result: unknown }
  | { readonly type: 'poll'; readonly afterMs: number }
  | { readonly type: 'cancel' }
  | { readonly type: 'resolve'; readonly result: Record<string, unknown> }
  | { readonly type: 'reject'; readonly why: TaskEnd };

/** The driver of `created`, before anything is seen. */
export function startTask(created: TaskState, limits: TaskLimits, seen: readonly string[] = []): TaskDriver {
  return {
    taskId: created.taskId,
    ended: false,
    last: created.status,
    seen: new Set(seen),
    asking: new Set(),
    unsent: new Map(),
    wait: limits.firstBackoff,
    failures: 0,
  };
}

/** One event: the driver after it, and what to do, in order. */
export function taskStep(
  driver: TaskDriver,
  event: TaskEvent,
  limits: TaskLimits,
): { driver: TaskDriver; effects: TaskEffect[] } {
  const effects: TaskEffect[] = [];
  if (driver.ended) return { driver, effects };
  switch (event.type) {
    case 'seen':
      return see({ ...driver, failures: 0 }, event.task, limits, effects);
    case 'pollFailed': {
      const failures = driver.failures + 1;
      if (event.rpc || failures >= limits.maxFailures)
        return end({ ...driver, failures }, { code: 'error', error: event.error }, false, effects);
      return { driver: schedule({ ...driver, failures }, undefined, limits, effects), effects };
    }
    case 'answered': {
      if (event.question && !driver.asking.has(event.key)) return { driver, effects };
      effects.push({ type: 'update', key: event.key, result: event.result });
      return { driver: { ...driver, asking: without(driver.asking, event.key) }, effects };
    }
    case 'left':
      return { driver: { ...driver, asking: without(driver.asking, event.key) }, effects };
    case 'updated': {
      const unsent = new Map(driver.unsent);
      if (event.ok) unsent.delete(event.key);
      else unsent.set(event.key, event.result);
      return { driver: { ...driver, unsent }, effects };
    }
    case 'stop':
      return end(driver, event.why, true, effects);
    default:
      return event satisfies never;
  }
}

function see(
  driver: TaskDriver,
  task: TaskState,
  limits: TaskLimits,
  effects: TaskEffect[],
): { driver: TaskDriver; effects: TaskEffect[] } {
  if (task.taskId !== driver.taskId)
    return end(driver, { code: 'invalid-task', message: 'The server answered for another task.' }, true, effects);
  let next: TaskDriver = { ...driver, last: task.status };
  // A failed task's line says what failed: its error's message, else its statusMessage.
  const failure = task.status === 'failed' && typeof task.error?.message === 'string' ? task.error.message : undefined;
  next = report(next, failure === undefined ? task : { ...task, statusMessage: failure }, effects);
  if (task.status === 'completed') return close(next, { type: 'resolve', result: task.result! }, effects);
  if (task.status === 'failed')
    return close(
      next,
      { type: 'reject', why: { code: 'failed', message: failure ?? 'The task failed.', error: task.error } },
      effects,
    );
  if (task.status === 'cancelled')
    return close(
      next,
      { type: 'reject', why: { code: 'cancelled', message: task.statusMessage ?? 'The task was cancelled.' } },
      effects,
    );
  const listed = task.inputRequests ?? {};
  // A question the server no longer lists is withdrawn (its draft stays on screen).
  const asking = new Set(next.asking);
  for (const key of next.asking) {
    if (Object.hasOwn(listed, key)) continue;
    asking.delete(key);
    effects.push({ type: 'withdraw', key });
  }
  // An answer whose update failed goes again while the server still lists its key.
  const unsent = new Map(next.unsent);
  for (const [key, result] of next.unsent) {
    unsent.delete(key);
    if (Object.hasOwn(listed, key)) effects.push({ type: 'update', key, result });
  }
  const seen = new Set(next.seen);
  const fresh = Object.keys(listed).filter((key) => !seen.has(key));
  for (const key of fresh) seen.add(key);
  // The other requests first: a host without their handler ends the task (it is cancelled)
  // before any of its questions is shown, as in a round.
  for (const key of fresh)
    if (listed[key]!.method !== 'elicitation/create') effects.push({ type: 'handle', key, request: listed[key]! });
  const questions = fresh.filter((key) => listed[key]!.method === 'elicitation/create');
  questions.forEach((key, n) => {
    asking.add(key);
    effects.push({ type: 'ask', key, request: listed[key]!, index: n + 1, count: questions.length });
  });
  return { driver: schedule({ ...next, asking, unsent, seen }, task, limits, effects), effects };
}

/** The next poll: at the server's interval (never faster than `minPoll`), else backing off ×1.5. */
function schedule(
  driver: TaskDriver,
  task: TaskState | undefined,
  limits: TaskLimits,
  effects: TaskEffect[],
): TaskDriver {
  if (task?.pollIntervalMs !== undefined) {
    effects.push({ type: 'poll', afterMs: Math.max(limits.minPoll, task.pollIntervalMs) });
    return { ...driver, wait: limits.firstBackoff };
  }
  effects.push({ type: 'poll', afterMs: Math.max(limits.minPoll, Math.min(driver.wait, limits.maxBackoff)) });
  return { ...driver, wait: Math.min(limits.maxBackoff, driver.wait * 1.5) };
}

/** Ended here: the line says so (unless the server had ended it), `tasks/cancel` when asked for. */
function end(
  driver: TaskDriver,
  why: TaskEnd,
  cancel: boolean,
  effects: TaskEffect[],
): { driver: TaskDriver; effects: TaskEffect[] } {
  if (cancel) effects.push({ type: 'cancel' });
  let next = driver;
  if (!isTerminal(driver.last)) {
    const cancelled = why.code === 'cancelled' || (why.code === 'error' && why.cancelled === true);
    const message = why.code === 'error' ? (why.error instanceof Error ? why.error.message : undefined) : why.message;
    next = report(
      driver,
      {
        taskId: driver.taskId,
        status: cancelled ? 'cancelled' : 'failed',
        statusMessage: cancelled ? undefined : message,
      },
      effects,
    );
  }
  return close(next, { type: 'reject', why }, effects);
}

/** The task is over: every question on screen withdrawn, then the outcome. */
function close(
  driver: TaskDriver,
  outcome: Extract<TaskEffect, { type: 'resolve' | 'reject' }>,
  effects: TaskEffect[],
): { driver: TaskDriver; effects: TaskEffect[] } {
  for (const key of driver.asking) effects.push({ type: 'withdraw', key });
  effects.push(outcome);
  return { driver: { ...driver, ended: true, asking: new Set() }, effects };
}

function report(driver: TaskDriver, task: TaskState, effects: TaskEffect[]): TaskDriver {
  const now = `${task.status}\u0000${task.statusMessage ?? ''}`;
  if (now === driver.reported) return driver;
  effects.push({ type: 'report', task });
  return { ...driver, reported: now };
}

function without(keys: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(keys);
  next.delete(key);
  return next;
}

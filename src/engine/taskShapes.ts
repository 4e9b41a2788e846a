import { isRecord, setOwn } from '../core/objects.js';
import { clip } from '../core/clip.js';
import { readInputRequests, type InputRequest } from './inputRequired.js';

/**
 * Tasks (the 2026-07-28 extension `io.modelcontextprotocol/tasks`, SEP-2663): a server may answer
 * `tools/call` with a task instead of a result; the client polls `tasks/get`, answers the task's
 * `inputRequests` with `tasks/update`, and may stop it with `tasks/cancel`. Its shapes live here,
 * with no SDK and no React; the driver is `tasks.ts` (its decisions `taskStep.ts`).
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
 * try { await server.callTool({ name: 'file_expense' }); } catch (e) { if (e instanceof TaskError) console.warn(e.code,
 * e.taskId); }
 * ```
 */
export class TaskError extends Error {
  override readonly name = 'TaskError';
  constructor(
    readonly code: /** The server says the task failed; `error` is its JSON-RPC error. */
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
 * readTask({ taskId: 't1', status: 'working', pollIntervalMs: 500 }); // { taskId: 't1', status: 'working',
 * pollIntervalMs: 500 }
 * ```
 */
export function readTask(value: unknown): TaskState {
  if (
    !isRecord(value) ||
    typeof value.taskId !== 'string' ||
    value.taskId === '' ||
    value.taskId.length > MAX_TASK_ID ||
    typeof value.status !== 'string' ||
    !STATUSES.includes(value.status)
  ) {
    throw new TaskError(
      'invalid-task',
      `The server sent a task without a valid taskId (1 to ${MAX_TASK_ID} characters) and status.`,
    );
  }
  const status = value.status as TaskStatus;
  const poll = value.pollIntervalMs;
  const task: { -readonly [K in keyof TaskState]: TaskState[K] } = { taskId: value.taskId, status };
  if (typeof value.statusMessage === 'string') task.statusMessage = value.statusMessage;
  if (typeof poll === 'number' && Number.isFinite(poll) && poll >= 0) task.pollIntervalMs = poll;
  if (status === 'input_required') {
    const requests: Record<string, InputRequest> = {};
    // The same checks as a round's (each entry has a method), keys in the server's order.
    for (const [key, request] of readInputRequests({
      resultType: 'input_required',
      inputRequests: (isRecord(value.inputRequests) ? value.inputRequests : {}) as Record<string, InputRequest>,
    }))
      setOwn(requests, key, request);
    task.inputRequests = requests;
  }
  if (status === 'completed') {
    if (!isRecord(value.result))
      throw new TaskError('invalid-task', 'A completed task must carry its result.', value.taskId);
    task.result = value.result;
  }
  if (status === 'failed') task.error = isRecord(value.error) ? value.error : {};
  return task;
}

/** True once a task can change no more. */
export function isTerminal(status: TaskStatus): boolean {
  return TERMINAL.includes(status);
}

/**
 * The longest statusMessage a task's line keeps and shows (characters): server text, cut so it cannot fill the page.
 */
export const MAX_TASK_SAYS = 300;

/**
 * What a task's line says once `task` is seen: its `statusMessage`, or while it works the last
 * one it had; an ended task says only what the server said of its end (a working message would be
 * stale). Cut to `MAX_TASK_SAYS` (`clip`): what the queue keeps and the relay sends and keeps is
 * what the line shows. The queue and the relay both draw their lines with it.
 */
export function lineMessage(
  before: string | undefined,
  task: Pick<TaskState, 'status' | 'statusMessage'>,
): string | undefined {
  const says = isTerminal(task.status) ? task.statusMessage : task.statusMessage ?? before;
  return says === undefined ? undefined : clip(says, MAX_TASK_SAYS);
}

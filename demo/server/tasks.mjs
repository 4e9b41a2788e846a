// Tasks (SEP-2663, `io.modelcontextprotocol/tasks`) for the example server: the v2 SDK's server has
// no task runtime, so this file is one, small and in memory. A tool calls `tasks.start(work)` and
// returns what it gives back (a `CreateTaskResult`); `work` runs on, asks the person with
// `ask({ key: request })` (the task shows `input_required` until every key is answered, partial
// updates allowed), and its return value is the task's result. `register(server)` adds
// `tasks/get`, `tasks/update` and `tasks/cancel` to a server built per request.
import { randomUUID } from 'node:crypto';
import * as z from 'zod';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/**
 * Whether the request being served declared the extension (a task may only go to such a client):
 * read from the request's own `_meta` envelope (`ctx` of a handler), as the spec has it per request.
 */
export function declaredTasks(ctx) {
  const caps = ctx?.mcpReq?.envelope?.['io.modelcontextprotocol/clientCapabilities'];
  return caps?.extensions?.[TASKS_EXTENSION] !== undefined;
}

/**
 * `pollIntervalMs` may be `null` (the task suggests none). `staleReads` makes the store eventually
 * consistent, as the spec allows: that many `tasks/get` after an update still show the task as it
 * was before it.
 */
export function createTaskStore({ pollIntervalMs = 200, ttlMs = 30 * 60 * 1000, staleReads = 0, log = () => {} } = {}) {
  const tasks = new Map();
  /** Every `tasks/update` received, in order, for tests: `{ taskId, inputResponses }`. */
  const updates = [];
  /** Every `tasks/get`, counted per task with its times, for tests of the poll interval. */
  const polls = new Map();

  const now = () => new Date().toISOString();
  const touch = (task, change) => Object.assign(task, change, { lastUpdatedAt: now() });

  function start(work) {
    const createdAt = now();
    const task = { taskId: randomUUID(), status: 'working', createdAt, lastUpdatedAt: createdAt, ttlMs, pollIntervalMs, outstanding: new Map(), used: new Set(), controller: new AbortController() };
    tasks.set(task.taskId, task);
    const setStatus = (statusMessage) => task.status === 'working' || task.status === 'input_required' ? touch(task, { statusMessage }) : undefined;
    const ask = (requests) => {
      const keys = Object.keys(requests);
      for (const key of keys) {
        // Keys are unique over a task's life: a server never asks the same key twice.
        if (task.used.has(key)) throw new Error(`input key ${key} used twice`);
        task.used.add(key);
      }
      const answers = keys.map(
        (key) => new Promise((resolve) => task.outstanding.set(key, { request: requests[key], resolve })),
      );
      touch(task, { status: 'input_required' });
      return Promise.all(answers).then((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])));
    };
    /** Takes a question back (the task no longer needs it). */
    const drop = (key) => {
      task.outstanding.delete(key);
      if (task.outstanding.size === 0 && task.status === 'input_required') touch(task, { status: 'working' });
    };
    Promise.resolve()
      .then(() => work({ taskId: task.taskId, ask, drop, setStatus, signal: task.controller.signal }))
      .then(
        // The working message goes with the work: an ended task says only how it ended.
        (result) => task.status !== 'cancelled' && touch(task, { status: 'completed', result, statusMessage: undefined }),
        (error) => task.status !== 'cancelled' && touch(task, { status: 'failed', statusMessage: undefined, error: { code: typeof error?.code === 'number' ? error.code : -32603, message: error?.message ?? String(error) } }),
      )
      .finally(() => task.outstanding.clear());
    return { resultType: 'task', ...view(task) };
  }

  function view(task) {
    const { taskId, status, statusMessage, createdAt, lastUpdatedAt } = task;
    const base = { taskId, status, ...(statusMessage !== undefined && { statusMessage }), createdAt, lastUpdatedAt, ttlMs: task.ttlMs, ...(task.pollIntervalMs !== null && { pollIntervalMs: task.pollIntervalMs }) };
    if (status === 'input_required') return { ...base, inputRequests: Object.fromEntries([...task.outstanding].map(([key, o]) => [key, o.request])) };
    if (status === 'completed') return { ...base, result: task.result };
    if (status === 'failed') return { ...base, error: task.error };
    return base;
  }

  function find(taskId) {
    const task = tasks.get(taskId);
    if (!task) throw Object.assign(new Error(`Unknown task ${taskId}`), { code: -32602 });
    return task;
  }

  const params = z.object({ taskId: z.string() }).loose();
  const anyResult = z.object({}).loose();
  function register(server) {
    server.server.setRequestHandler('tasks/get', { params, result: anyResult }, async ({ taskId }) => {
      const task = find(taskId);
      const seen = polls.get(taskId) ?? [];
      seen.push(Date.now());
      polls.set(taskId, seen);
      if (task.stale && task.stale.left-- > 0) return { resultType: 'complete', ...task.stale.view };
      return { resultType: 'complete', ...view(task) };
    });
    server.server.setRequestHandler('tasks/update', { params, result: anyResult }, async (p, ctx) => {
      const task = find(p.taskId);
      // The SDK lifts `inputResponses` (a reserved name in 2026-07-28) out of the params.
      const inputResponses = ctx.mcpReq.inputResponses ?? p.inputResponses ?? {};
      updates.push({ taskId: task.taskId, inputResponses });
      if (staleReads > 0) task.stale = { view: view(task), left: staleReads };
      for (const [key, response] of Object.entries(inputResponses)) {
        // Keys not outstanding (never asked, answered, dropped) are ignored, as the spec says.
        const waiting = task.outstanding.get(key);
        if (!waiting) continue;
        task.outstanding.delete(key);
        waiting.resolve(response);
      }
      if (task.outstanding.size === 0 && task.status === 'input_required') touch(task, { status: 'working' });
      return { resultType: 'complete' };
    });
    server.server.setRequestHandler('tasks/cancel', { params, result: anyResult }, async ({ taskId }) => {
      const task = find(taskId);
      if (task.status === 'working' || task.status === 'input_required') {
        task.controller.abort();
        task.outstanding.clear();
        touch(task, { status: 'cancelled', statusMessage: 'Stopped at the client’s request.' });
        log(`task ${taskId} cancelled`);
      }
      return { resultType: 'complete' };
    });
  }

  return { start, register, tasks, updates, polls };
}

/** Waits `ms`, or rejects when `signal` aborts. */
export function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('cancelled'))), { once: true });
  });
}

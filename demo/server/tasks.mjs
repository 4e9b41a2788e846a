// Tasks (SEP-2663, `io.modelcontextprotocol/tasks`) for the example server: the v2 SDK's server has
// no task runtime, so this file is one, small and in memory. A tool calls `tasks.start(work)` and
// returns what it gives back (a `CreateTaskResult`); `work` runs on, asks the person with
// `ask({ key: request })` (the task shows `input_required` until every key is answered, partial
// updates allowed), and its return value is the task's result. `register(server)` adds
// `tasks/get`, `tasks/update` and `tasks/cancel` to a server built per request.
//
// It keeps every rule of the extension's server side that a client can break, so that a client
// tested against it is held to them: a task request from a client that did not declare the
// extension on it gets -32021 (so do a `subscriptions/listen` for task notifications and a call of
// a tool only a task can serve: see `refusalOf`), an unknown task -32602, and an answer to a key that is not outstanding is
// ignored and recorded (`strays`). The `Mcp-Name` header of a task request over HTTP is checked by
// the SDK's own HTTP entry.
import { randomUUID } from 'node:crypto';
import { ProtocolError } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
const PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
const MISSING_CAPABILITY = -32021;

const declares = (caps) => caps?.extensions?.[TASKS_EXTENSION] !== undefined;

/**
 * Whether the request being served declared the extension (a task may only go to such a client):
 * read from the request's own `_meta` envelope (`ctx` of a handler), as the spec has it per request.
 */
export function declaredTasks(ctx) {
  return declares(ctx?.mcpReq?.envelope?.[CLIENT_CAPABILITIES]);
}

/** The error the spec prescribes for a client that did not declare the extension (-32021). */
export function missingTasksCapability() {
  return new ProtocolError(MISSING_CAPABILITY, 'Missing required client capability', { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } });
}

/**
 * The JSON-RPC error response (-32021) a 2026-07-28 request must get for want of the extension's
 * declaration, else undefined: a `subscriptions/listen` that asks for task notifications
 * (`notifications.taskIds`), or a `tools/call` of one of `taskTools` (tools only a task can
 * serve). The SDK's entries serve `subscriptions/listen` before any handler of the server is
 * consulted, and its `McpServer` turns an error thrown by a tool into a tool result, so both are
 * checked where messages arrive (`guardHttp`, `guardTransport`).
 */
export function refusalOf(message, taskTools = []) {
  const params = message?.params;
  const meta = params?._meta;
  // Only the 2026-07-28 era declares per request; a 2025 request is not this extension's.
  if (message?.id === undefined || meta?.[PROTOCOL_VERSION] === undefined || declares(meta[CLIENT_CAPABILITIES])) return undefined;
  const listens = message.method === 'subscriptions/listen' && params?.notifications?.taskIds !== undefined;
  const calls = message.method === 'tools/call' && taskTools.includes(params?.name);
  if (!listens && !calls) return undefined;
  const { code, message: text, data } = missingTasksCapability();
  return { jsonrpc: '2.0', id: message.id, error: { code, message: text, data } };
}

/** An HTTP entry (`createMcpHandler`'s) that answers `refusalOf`'s refusals itself (400, as the SDK answers -32021). */
export function guardHttp(entry, taskTools = []) {
  return {
    ...entry,
    async fetch(request, options) {
      const body = options?.parsedBody ?? (request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined);
      const refusal = refusalOf(body, taskTools);
      return refusal ? Response.json(refusal, { status: 400 }) : entry.fetch(request, options);
    },
  };
}

/** A server transport (stdio's) that answers `refusalOf`'s refusals itself, before the entry sees them. */
export function guardTransport(transport, taskTools = []) {
  return new Proxy(transport, {
    set(target, key, value) {
      if (key !== 'onmessage' || typeof value !== 'function') return Reflect.set(target, key, value);
      target.onmessage = (message, extra) => {
        const refusal = refusalOf(message, taskTools);
        return refusal ? void target.send(refusal) : value(message, extra);
      };
      return true;
    },
  });
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
  /** Every task request, in order, with the client capabilities it declared: `{ method, taskId, capabilities }`. */
  const requests = [];
  /** Task requests refused for want of the extension's declaration (-32021): `{ method, taskId }`. */
  const refused = [];
  /** Answers to keys that were not outstanding (a client MUST NOT send them; they are ignored): `{ taskId, key }`. */
  const strays = [];
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
    // -32602, as the spec says a server MUST answer tasks/get (and SHOULD the other two).
    if (!task) throw new ProtocolError(-32602, `Failed to retrieve task: task ${taskId} not found`);
    return task;
  }

  const params = z.object({ taskId: z.string() }).loose();
  const anyResult = z.object({}).loose();
  /** Registers a task request's handler: refused (-32021) unless the request declared the extension. */
  function handle(server, method, serve) {
    server.server.setRequestHandler(method, { params, result: anyResult }, async (p, ctx) => {
      const capabilities = ctx?.mcpReq?.envelope?.[CLIENT_CAPABILITIES];
      requests.push({ method, taskId: p.taskId, capabilities });
      if (!declares(capabilities)) {
        refused.push({ method, taskId: p.taskId });
        log(`${method} refused: the client did not declare ${TASKS_EXTENSION}`);
        throw missingTasksCapability();
      }
      return serve(p, ctx);
    });
  }
  function register(server) {
    handle(server, 'tasks/get', async ({ taskId }) => {
      const task = find(taskId);
      const seen = polls.get(taskId) ?? [];
      seen.push(Date.now());
      polls.set(taskId, seen);
      if (task.stale && task.stale.left-- > 0) return { resultType: 'complete', ...task.stale.view };
      return { resultType: 'complete', ...view(task) };
    });
    handle(server, 'tasks/update', async (p, ctx) => {
      const task = find(p.taskId);
      // The SDK lifts `inputResponses` (a reserved name in 2026-07-28) out of the params.
      const inputResponses = ctx.mcpReq.inputResponses ?? p.inputResponses ?? {};
      updates.push({ taskId: task.taskId, inputResponses });
      if (staleReads > 0) task.stale = { view: view(task), left: staleReads };
      for (const [key, response] of Object.entries(inputResponses)) {
        // Keys not outstanding (never asked, answered, dropped) are ignored, as the spec says.
        const waiting = task.outstanding.get(key);
        if (!waiting) {
          strays.push({ taskId: task.taskId, key });
          log(`task ${task.taskId}: an answer to ${JSON.stringify(key)}, which is not outstanding, ignored`);
          continue;
        }
        task.outstanding.delete(key);
        waiting.resolve(response);
      }
      if (task.outstanding.size === 0 && task.status === 'input_required') touch(task, { status: 'working' });
      return { resultType: 'complete' };
    });
    handle(server, 'tasks/cancel', async ({ taskId }) => {
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

  return { start, register, tasks, updates, polls, requests, refused, strays };
}

/** Waits `ms`, or rejects when `signal` aborts. */
export function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('cancelled'))), { once: true });
  });
}

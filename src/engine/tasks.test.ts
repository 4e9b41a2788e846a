import { InputRequestError } from './inputRequired.js';
import { followTask, readTask, TaskError, type TaskRequests, type TaskState } from './tasks.js';

// The task driver with no SDK and no server: what it makes of what a server sends (hostile shapes
// included), and how it reacts to failures. The protocol against a real v2 server is in
// src/bridges/tasks.test.tsx.

const elicit = (message: string) => ({
  method: 'elicitation/create',
  params: { message, requestedSchema: { type: 'object', properties: {} } },
});

describe('readTask: a task as the server sent it, checked', () => {
  it.each([
    ['not an object', 'task'],
    ['no taskId', { status: 'working' }],
    ['an empty taskId', { taskId: '', status: 'working' }],
    ['a taskId longer than 512 characters', { taskId: 'x'.repeat(513), status: 'working' }],
    ['a status the spec does not have', { taskId: 't', status: 'paused' }],
    ['a completed task without its result', { taskId: 't', status: 'completed' }],
    [
      'an input request without a method',
      { taskId: 't', status: 'input_required', inputRequests: { a: { params: {} } } },
    ],
  ])('%s: TaskError invalid-task (or the round’s InputRequestError), never a crash', (_name, value) => {
    let thrown: unknown;
    try {
      readTask(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof TaskError || thrown instanceof InputRequestError).toBe(true);
    if (thrown instanceof TaskError) expect(thrown.code).toBe('invalid-task');
  });

  it('keeps what it knows and drops the rest: odd poll intervals left out, inputRequests keys in order, __proto__ as a key', () => {
    const raw = JSON.parse(
      '{"taskId":"t","status":"input_required","pollIntervalMs":-5,"statusMessage":7,"extra":1,"inputRequests":{"b":{"method":"elicitation/create"},"__proto__":{"method":"elicitation/create"},"a":{"method":"roots/list"}}}',
    );
    const task = readTask(raw);
    expect(task.pollIntervalMs).toBeUndefined();
    expect(task.statusMessage).toBeUndefined();
    expect(Object.keys(task.inputRequests!)).toEqual(['b', '__proto__', 'a']);
    expect(Object.getPrototypeOf(task.inputRequests)).toBe(Object.prototype);
    expect(readTask({ taskId: 't', status: 'working', pollIntervalMs: Infinity }).pollIntervalMs).toBeUndefined();
    expect(readTask({ taskId: 't', status: 'failed' }).error).toEqual({});
  });
});

/** A fake server: `states` are returned by successive tasks/get (the last one repeats). */
function fakeServer(states: unknown[]) {
  const updates: Record<string, unknown>[] = [];
  const cancels: string[] = [];
  let gets = 0;
  const requests: TaskRequests = {
    get: async () => states[Math.min(gets++, states.length - 1)],
    update: async (_id, responses) => void updates.push(responses),
    cancel: async (id) => void cancels.push(id),
  };
  return { requests, updates, cancels, gets: () => gets };
}

const working: TaskState = { taskId: 't1', status: 'working', pollIntervalMs: 0 };
const options = { minPollMs: 1, backoffMs: 1, maxBackoffMs: 2 };

describe('followTask: how a task ends', () => {
  it('a host whose onState throws as the task ends still gets the call settled (rejected with its error), never a call that hangs', async () => {
    const onState = (task: TaskState) => {
      if (task.status !== 'working') throw new Error(`the host’s line broke at ${task.status}`);
    };
    const elicit = async () => ({ action: 'decline' as const });
    for (const end of [
      { status: 'completed', result: { ok: true } },
      { status: 'failed', error: { code: -1, message: 'Out of paper' } },
    ]) {
      const server = fakeServer([{ taskId: 't1', ...end }]);
      await expect(followTask(working, server.requests, { elicit, onState }, options)).rejects.toThrow(
        `the host’s line broke at ${end.status}`,
      );
    }
  });

  it('cancelled by the server: the call rejects with TaskError cancelled and the server’s words; the open question is withdrawn', async () => {
    const server = fakeServer([
      { taskId: 't1', status: 'input_required', inputRequests: { a: elicit('A?') } },
      { taskId: 't1', status: 'cancelled', statusMessage: 'The approver is on leave.' },
    ]);
    let withdrawn = false;
    const states: string[] = [];
    const handlers = {
      elicit: (_p: unknown, _key: string, _step: unknown, signal: AbortSignal) =>
        new Promise<never>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            withdrawn = true;
            reject(new Error('withdrawn'));
          }),
        ),
      onState: (task: TaskState) => void states.push(task.status),
    };
    await expect(followTask(working, server.requests, handlers, options)).rejects.toMatchObject({
      name: 'TaskError',
      code: 'cancelled',
      message: 'The approver is on leave.',
    });
    expect(withdrawn).toBe(true);
    expect(states).toEqual(['working', 'input_required', 'cancelled']);
    expect(server.updates).toEqual([]);
    expect(server.cancels).toEqual([]);
  });

  it('completed: resolves with the result as the server sent it', async () => {
    const server = fakeServer([
      { taskId: 't1', status: 'completed', result: { content: [{ type: 'text', text: 'done' }], isError: true } },
    ]);
    await expect(
      followTask(working, server.requests, { elicit: async () => ({ action: 'decline' }) }, options),
    ).resolves.toEqual({ content: [{ type: 'text', text: 'done' }], isError: true });
  });
});

describe('followTask: the poll floor', () => {
  it('a server that says pollIntervalMs 0 is polled no faster than minPollMs', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer([{ taskId: 't1', status: 'working', pollIntervalMs: 0 }]);
      const call = followTask({ taskId: 't1', status: 'working', pollIntervalMs: 0 }, server.requests, {
        elicit: async () => ({ action: 'decline' }),
      });
      call.catch(() => {});
      await vi.advanceTimersByTimeAsync(1000);
      // The default floor, 100 ms: ten polls in a second, not thousands.
      expect(server.gets()).toBe(10);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('followTask: failures', () => {
  it('a JSON-RPC error from tasks/get (unknown task) ends the call with it at once; nothing is cancelled', async () => {
    const error = Object.assign(new Error('Unknown task t1'), { code: -32602 });
    let gets = 0;
    const get = async () => {
      gets++;
      return Promise.reject(error);
    };
    const requests: TaskRequests = { get, update: async () => {}, cancel: async () => {} };
    await expect(followTask(working, requests, { elicit: async () => ({ action: 'decline' }) }, options)).rejects.toBe(
      error,
    );
    expect(gets).toBe(1);
  });

  it('a network failure is tried again, up to maxPollFailures in a row', async () => {
    let gets = 0;
    const get = async () => {
      gets++;
      return Promise.reject(new TypeError('fetch failed'));
    };
    const requests: TaskRequests = { get, update: async () => {}, cancel: async () => {} };
    await expect(
      followTask(
        working,
        requests,
        { elicit: async () => ({ action: 'decline' }) },
        { ...options, maxPollFailures: 3 },
      ),
    ).rejects.toThrow('fetch failed');
    expect(gets).toBe(3);
  });

  it('a poll that answers for another task, or with a broken shape, cancels the task and says why', async () => {
    const other = fakeServer([{ taskId: 'someone-else', status: 'working' }]);
    await expect(
      followTask(working, other.requests, { elicit: async () => ({ action: 'decline' }) }, options),
    ).rejects.toMatchObject({ code: 'invalid-task' });
    expect(other.cancels).toEqual(['t1']);
    const broken = fakeServer([{ taskId: 't1', status: 'done' }]);
    await expect(
      followTask(working, broken.requests, { elicit: async () => ({ action: 'decline' }) }, options),
    ).rejects.toMatchObject({ code: 'invalid-task' });
  });

  it('a sampling request with no handler: no-handler, before any question is shown, and the task is cancelled', async () => {
    const server = fakeServer([
      {
        taskId: 't1',
        status: 'input_required',
        inputRequests: { q: elicit('Shown?'), s: { method: 'sampling/createMessage', params: {} } },
      },
    ]);
    const shown: string[] = [];
    // No sampling handler.
    const show = async (_p: unknown, key: string) => {
      shown.push(key);
      return { action: 'decline' as const };
    };
    const handlers = { elicit: show };
    await expect(followTask(working, server.requests, handlers, options)).rejects.toMatchObject({ code: 'no-handler' });
    expect(shown).toEqual([]);
    expect(server.cancels).toEqual(['t1']);
  });

  it('a sampling request with a handler is answered by it, with tasks/update', async () => {
    const server = fakeServer([
      {
        taskId: 't1',
        status: 'input_required',
        inputRequests: { s: { method: 'sampling/createMessage', params: { n: 1 } } },
      },
      { taskId: 't1', status: 'completed', result: { content: [] } },
    ]);
    const result = await followTask(
      working,
      server.requests,
      {
        elicit: async () => ({ action: 'decline' }),
        sampling: async (params) => ({ method: 'sampling/createMessage', params }),
      },
      options,
    );
    expect(result).toEqual({ content: [] });
    expect(server.updates).toEqual([{ s: { method: 'sampling/createMessage', params: { n: 1 } } }]);
  });

  it('a tasks/update that fails is sent again after the next poll that still lists its key, and never asked again', async () => {
    let fail = true;
    const updates: Record<string, unknown>[] = [];
    let gets = 0;
    const states = [
      { taskId: 't1', status: 'input_required', inputRequests: { a: elicit('A?') } },
      { taskId: 't1', status: 'input_required', inputRequests: { a: elicit('A?') } },
      { taskId: 't1', status: 'input_required', inputRequests: { a: elicit('A?') } },
      { taskId: 't1', status: 'completed', result: { ok: true } },
    ];
    const requests: TaskRequests = {
      get: async () => states[Math.min(gets++, states.length - 1)],
      update: async (_id, responses) => {
        updates.push(responses);
        if (fail) {
          fail = false;
          throw new TypeError('fetch failed');
        }
      },
      cancel: async () => {},
    };
    let asked = 0;
    const answer = async () => {
      asked++;
      return { action: 'accept' as const, content: {} };
    };
    await expect(followTask(working, requests, { elicit: answer }, options)).resolves.toEqual({ ok: true });
    expect(asked).toBe(1);
    expect(updates).toEqual([{ a: { action: 'accept', content: {} } }, { a: { action: 'accept', content: {} } }]);
  });
});

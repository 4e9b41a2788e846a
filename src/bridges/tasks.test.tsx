import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { createTaskStore, declaredTasks, pause, type TaskStore, type TaskWork } from '../../demo/server/tasks.mjs';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationInline } from '../host/ElicitationInline.js';
import { ElicitationQueue } from '../engine/queue.js';
import { connectRelay } from '../host/relayClient.js';
import { TaskError } from '../engine/tasks.js';
import { createRelay } from '../relay/relay.js';
import { elicitationCapabilities, type AttachOptions } from './attachment.js';
import { attachElicitation } from './v2.js';

// Tasks (SEP-2663) against a real v2 server (`@modelcontextprotocol/server` 2.4.0 through its own
// HTTP entry, a fresh server per request) with the example server's task runtime
// (demo/server/tasks.mjs): tools that answer with a task, and tasks/get, tasks/update and
// tasks/cancel. Each test runs with the client in the page and on the server (a relay's queueFor).

type Via = 'page' | 'relay';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

const amountSchema = {
  type: 'object',
  properties: { amount: { type: 'number', title: 'Amount' } },
  required: ['amount'],
};
const approverSchema = {
  type: 'object',
  properties: { approver: { type: 'string', title: 'Approver' } },
  required: ['approver'],
};
const elicit = (message: string, requestedSchema: object) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema },
});

type Work = (w: TaskWork) => Promise<Record<string, unknown>>;

async function connect(
  via: Via,
  work: Work,
  options: {
    attach?: AttachOptions;
    store?: Parameters<typeof createTaskStore>[0];
    presentation?: 'dialog' | 'inline';
  } = {},
) {
  const store: TaskStore = createTaskStore({ pollIntervalMs: 20, ...options.store });
  const metas: unknown[] = [];
  const build = () => {
    const server = new McpServer({ name: 'task-server', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.registerTool('file_expense', { inputSchema: z.object({}) }, async (_args, ctx) => {
      metas.push(server.server.getClientCapabilities());
      if (!declaredTasks(ctx)) return { content: [{ type: 'text', text: 'no tasks' }] };
      return store.start(work) as never;
    });
    store.register(server);
    return server;
  };
  const queue = new ElicitationQueue({ presentation: options.presentation ?? 'dialog' });
  let attached: ConstructorParameters<typeof Object>[0] = queue;
  let fetch: typeof globalThis.fetch | undefined;
  if (via === 'relay') {
    // The owner is the session's; a request that says `x-owner` is another person's (the stop test).
    const relay = createRelay({ authorize: (r) => r.headers.get('x-owner') ?? 'ada' });
    fetch = ((url: string, init?: RequestInit) =>
      relay.handler(new Request(new URL(url, 'https://chat.example.com'), init))) as typeof globalThis.fetch;
    const connection = connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 });
    cleanups.push(() => {
      connection.close();
      relay.close();
    });
    attached = relay.queueFor('ada');
  }
  const client = new Client(
    { name: 'test-host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities({ form: true }) }, versionNegotiation: { mode: 'auto' } },
  );
  const attachment = attachElicitation(client, attached as ElicitationQueue, {
    serverName: 'Task server',
    tasks: { minPollMs: 10 },
    ...options.attach,
  });
  const handler = createMcpHandler(build, { legacy: 'reject' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), {
      fetch: (url, init) => handler.fetch(new Request(url, init)),
    }),
  );
  cleanups.push(() => void client.close());
  /** Another window of the same person on the relay (a reload): its own queue, fed by the relay. */
  const window = () => {
    const other = new ElicitationQueue();
    const connection = connectRelay(other, { url: '/api/elicitation', fetch: fetch!, retryMs: 10 });
    cleanups.push(() => connection.close());
    return other;
  };
  /** A POST to the relay as `owner` (same origin, JSON). */
  const postAs = (owner: string, body: unknown) =>
    fetch!('/api/elicitation', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://chat.example.com', 'x-owner': owner },
      body: JSON.stringify(body),
    });
  return { queue, attachment, store, metas, window, postAs };
}

const fileExpense: Work = async ({ ask, setStatus, signal }) => {
  setStatus('Reading the receipt…');
  await pause(30, signal);
  const answers = await ask({
    amount: elicit('How much was it?', amountSchema),
    approver: elicit('Who approves it?', approverSchema),
  });
  setStatus('Filing…');
  await pause(30, signal);
  return { content: [{ type: 'text', text: JSON.stringify(answers) }] };
};

const text = (result: { content?: unknown }) => (result.content as { text?: string }[] | undefined)?.[0]?.text ?? '';

describe.each<Via>(['page', 'relay'])('tasks, the client in the %s', (via) => {
  it('two questions answered in the dialog, each sent at once by tasks/update; the call resolves with the task’s result', async () => {
    const { queue, attachment, store, metas } = await connect(via, fileExpense);
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'file_expense', arguments: {} });
    // The task works, then asks at the next poll: on a loaded machine that takes more than the default second.
    let dialog = await screen.findByRole('dialog', { name: 'Request from Task server' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('How much was it?');
    expect(dialog).toHaveTextContent('Question 1 of 2');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '42.5');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Partial: the first answer goes before the second is given.
    await waitFor(() => expect(store.updates).toHaveLength(1));
    expect(store.updates[0]!.inputResponses).toEqual({ amount: { action: 'accept', content: { amount: 42.5 } } });
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Who approves it?'));
    dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Approver/ }), 'Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const result = await act(() => call);
    expect(JSON.parse(text(result))).toEqual({
      amount: { action: 'accept', content: { amount: 42.5 } },
      approver: { action: 'accept', content: { approver: 'Grace' } },
    });
    expect(store.updates.map((u) => Object.keys(u.inputResponses))).toEqual([['amount'], ['approver']]);
    expect((metas[0] as { extensions?: unknown }).extensions).toEqual({ 'io.modelcontextprotocol/tasks': {} });
    // The task's line says how it ended (through the relay too), and no longer what it was doing.
    const ended = (
      await screen.findByText('The task from Task server finished.', { selector: '.rme-task-line' })
    ).closest('li')!;
    expect(ended).not.toHaveTextContent('Filing');
  });
});

describe.each<Via>(['page', 'relay'])('tasks: the person sees the task (the client in the %s)', (via) => {
  it('the dialog host’s line says what the server says and for how long; "Stop this task" sends tasks/cancel and the call rejects as cancelled', async () => {
    const { queue, attachment, store } = await connect(via, async ({ setStatus, signal }) => {
      setStatus('Reading the receipt…');
      await pause(60_000, signal);
      return { content: [] };
    });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'file_expense' });
    const outcome = call.catch((e: unknown) => e);
    const line = (await screen.findByText('Task server is working on a task.')).closest('li')!;
    await waitFor(() => expect(line).toHaveTextContent('The server says: “Reading the receipt…”'));
    expect(line).toHaveTextContent(/Running for 0:0\d/);
    await user.click(within(line).getByRole('button', { name: 'Stop this task' }));
    expect(await outcome).toMatchObject({ name: 'TaskError', code: 'cancelled' });
    await waitFor(() => expect([...store.tasks.values()][0]!.status).toBe('cancelled'));
    const ended = (
      await screen.findByText('The task from Task server was stopped.', { selector: '.rme-task-line' })
    ).closest('li')!;
    expect(within(ended).queryByRole('button', { name: 'Stop this task' })).toBeNull();
    await user.click(within(ended).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('The task from Task server was stopped.', { selector: '.rme-task-line' })).toBeNull();
  });

  it('inline: a failed task’s line says it failed and what the server said, and the change is announced', async () => {
    const { queue, attachment } = await connect(
      via,
      async ({ setStatus, signal }) => {
        setStatus('Checking the approver…');
        await pause(150, signal);
        throw new Error('No approver is set for this team.');
      },
      { presentation: 'inline' },
    );
    render(<ElicitationInline queue={queue} />);
    const outcome = attachment.callTool({ name: 'file_expense' }).catch((e: unknown) => e);
    const line = (await screen.findByText('The task from Task server failed.', {}, { timeout: 3000 })).closest('li')!;
    expect(await outcome).toMatchObject({ code: 'failed', message: 'No approver is set for this team.' });
    expect(line).toHaveTextContent('The server says: “No approver is set for this team.”');
    const group = screen.getByRole('group', { name: 'Requests from servers' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('status')
          .map((s) => s.textContent),
      ).toContain('The task from Task server failed. The server says: “No approver is set for this team.”'),
    );
  });
});

/** The queue's pending entries, once there are `count`. */
async function entries(queue: ElicitationQueue, count: number) {
  await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(count));
  return queue.getSnapshot().entries;
}

describe.each<Via>(['page', 'relay'])('tasks, the client in the %s: the protocol', (via) => {
  it('a question listed by every poll, and again after its answer (an eventually consistent server), is asked once and answered once', async () => {
    const { queue, attachment, store } = await connect(via, fileExpense, { store: { staleReads: 3 } });
    // Every entry the queue ever held: one asked again and withdrawn at once would show here.
    const everAsked = new Set<number>();
    cleanups.push(queue.subscribe(() => queue.getSnapshot().entries.forEach((e) => everAsked.add(e.key))));
    const call = attachment.callTool({ name: 'file_expense' });
    const [amount, approver] = await entries(queue, 2);
    const taskId = [...store.tasks.keys()][0]!;
    await waitFor(() => expect(store.polls.get(taskId)!.length).toBeGreaterThan(5));
    queue.answer(amount!.key, { action: 'accept', content: { amount: 7 } });
    await waitFor(() => expect(store.updates).toHaveLength(1));
    // Three more polls still list "amount": it is not asked again.
    const before = store.polls.get(taskId)!.length;
    await waitFor(() => expect(store.polls.get(taskId)!.length).toBeGreaterThan(before + 4));
    expect(queue.getSnapshot().entries.map((e) => e.key)).toEqual([approver!.key]);
    expect(everAsked.size).toBe(2);
    queue.answer(approver!.key, { action: 'decline' });
    const result = await call;
    expect(JSON.parse(text(result))).toEqual({
      amount: { action: 'accept', content: { amount: 7 } },
      approver: { action: 'decline' },
    });
    // Each key went exactly once.
    expect(store.updates.map((u) => Object.keys(u.inputResponses))).toEqual([['amount'], ['approver']]);
  });

  it('polls at the server’s pollIntervalMs, never faster; without one, backs off', async () => {
    /** The gaps between the task's polls while both questions wait `ms`, then the questions declined. */
    const gapsWhileWaiting = async (setup: Parameters<typeof connect>[2], ms: number) => {
      const { queue, attachment, store } = await connect(via, fileExpense, setup);
      const call = attachment.callTool({ name: 'file_expense' });
      const asked = await entries(queue, 2);
      await pause(ms);
      const times = store.polls.get([...store.tasks.keys()][0]!)!;
      for (const e of asked) queue.answer(e.key, { action: 'decline' });
      await call;
      return times.slice(1).map((t, i) => t - times[i]!);
    };
    const gaps = await gapsWhileWaiting({ store: { pollIntervalMs: 100 } }, 600);
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(95);

    const backoff = await gapsWhileWaiting(
      { store: { pollIntervalMs: null }, attach: { tasks: { backoffMs: 40, maxBackoffMs: 400 } } },
      900,
    );
    // Each wait longer than the one before (×1.5), up to the bound.
    expect(backoff.length).toBeGreaterThanOrEqual(3);
    expect(backoff.at(-1)!).toBeGreaterThan(backoff[0]! * 2);
    // Never past the bound, give or take a round trip on a busy machine.
    for (const gap of backoff) expect(gap).toBeLessThan(400 + 300);
  });

  it('a failed task rejects the call with the server’s error; the open questions are withdrawn', async () => {
    const { queue, attachment } = await connect(via, async ({ ask, signal }) => {
      void ask({ amount: elicit('How much was it?', amountSchema) });
      await pause(300, signal);
      throw new Error('The receipt could not be read.');
    });
    const call = attachment.callTool({ name: 'file_expense' });
    await entries(queue, 1);
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect(error).toMatchObject({ code: 'failed', message: 'The receipt could not be read.' });
    await entries(queue, 0);
  });

  it('the host’s abort sends tasks/cancel: the task is cancelled on the server, the question withdrawn with its draft, the call rejects', async () => {
    const { queue, attachment, store } = await connect(via, fileExpense);
    const controller = new AbortController();
    const call = attachment.callTool({ name: 'file_expense' }, { requestOptions: { signal: controller.signal } });
    const [amount] = await entries(queue, 2);
    queue.saveDraft(amount!.key, { amount: 12 });
    controller.abort(new Error('The host gave up.'));
    await expect(call).rejects.toThrow('The host gave up.');
    await waitFor(() => expect([...store.tasks.values()][0]!.status).toBe('cancelled'));
    // The question the person had typed in stays on screen, withdrawn, with the draft to copy; the other goes.
    await waitFor(() => expect(queue.getSnapshot().entries.map((e) => e.status)).toEqual(['withdrawn']));
    expect(queue.draftOf(amount!.key)).toEqual({ amount: 12 });
    expect(store.updates).toEqual([]);
  });

  it('a question the server drops leaves as withdrawn; the task goes on and completes', async () => {
    const { queue, attachment, store } = await connect(via, async ({ ask, drop }) => {
      const amount = ask({ amount: elicit('How much was it?', amountSchema) });
      void ask({ approver: elicit('Who approves it?', approverSchema) });
      const answers = await amount;
      drop('approver');
      return { content: [{ type: 'text', text: JSON.stringify(answers) }] };
    });
    const call = attachment.callTool({ name: 'file_expense' });
    const [amount, approver] = await entries(queue, 2);
    expect(approver!.request).toMatchObject({ message: 'Who approves it?' });
    queue.answer(amount!.key, { action: 'accept', content: { amount: 3 } });
    expect(JSON.parse(text(await call))).toEqual({ amount: { action: 'accept', content: { amount: 3 } } });
    await entries(queue, 0);
    if (via === 'page')
      expect(queue.getSnapshot().settled.find((s) => s.entry.key === approver!.key)?.end).toBe('withdrawn');
    expect(store.updates.map((u) => Object.keys(u.inputResponses))).toEqual([['amount']]);
  });

  it('questions that come later in the task’s life have new keys and are asked as they come', async () => {
    const { queue, attachment, store } = await connect(via, async ({ ask }) => {
      const first = await ask({ amount: elicit('How much was it?', amountSchema) });
      const second = await ask({ approver: elicit('Who approves it?', approverSchema) });
      return { content: [{ type: 'text', text: JSON.stringify({ ...first, ...second }) }] };
    });
    const call = attachment.callTool({ name: 'file_expense' });
    const [amount] = await entries(queue, 1);
    queue.answer(amount!.key, { action: 'accept', content: { amount: 1 } });
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.request).toMatchObject({ message: 'Who approves it?' }));
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'cancel' });
    expect(JSON.parse(text(await call))).toEqual({
      amount: { action: 'accept', content: { amount: 1 } },
      approver: { action: 'cancel' },
    });
    expect(store.updates.map((u) => Object.keys(u.inputResponses))).toEqual([['amount'], ['approver']]);
  });

  it('every tasks/get, tasks/update and tasks/cancel declares the extension, with the call’s elicitation modes (the server refuses one that does not, -32021)', async () => {
    const { queue, attachment, store, metas } = await connect(via, async ({ ask, signal }) => {
      const answers = await ask({ amount: elicit('How much was it?', amountSchema) });
      await pause(60_000, signal);
      return { content: [{ type: 'text', text: JSON.stringify(answers) }] };
    });
    const controller = new AbortController();
    const call = attachment.callTool({ name: 'file_expense' }, { requestOptions: { signal: controller.signal } });
    const [amount] = await entries(queue, 1);
    queue.answer(amount!.key, { action: 'accept', content: { amount: 9 } });
    await waitFor(() => expect(store.updates).toHaveLength(1));
    controller.abort(new Error('The host gave up.'));
    await expect(call).rejects.toThrow('The host gave up.');
    await waitFor(() => expect([...store.tasks.values()][0]!.status).toBe('cancelled'));
    // The server saw each method, each time declared as the call itself was; it refused none.
    expect(new Set(store.requests.map((r) => r.method))).toEqual(
      new Set(['tasks/get', 'tasks/update', 'tasks/cancel']),
    );
    const declared = { elicitation: { form: {} }, extensions: { 'io.modelcontextprotocol/tasks': {} } };
    expect(metas[0]).toMatchObject(declared);
    for (const request of store.requests) expect(request.capabilities, request.method).toEqual(declared);
    expect(store.refused).toEqual([]);
    expect(store.strays).toEqual([]);
  });

  it('with tasks: false the extension is not declared, and the server answers without a task', async () => {
    const { attachment, metas } = await connect(via, fileExpense, { attach: { tasks: false } });
    expect(text(await attachment.callTool({ name: 'file_expense' }))).toBe('no tasks');
    expect((metas[0] as { extensions?: unknown }).extensions).toBeUndefined();
  });
});

describe('tasks through the relay: a reload', () => {
  it('a window that connects mid-task is told the task’s line (what the server says, since when), and its questions', async () => {
    const { attachment, window, store } = await connect('relay', async ({ ask, setStatus }) => {
      setStatus('Reading the receipt…');
      const answers = await ask({ amount: elicit('How much was it?', amountSchema) });
      return { content: [{ type: 'text', text: JSON.stringify(answers) }] };
    });
    const call = attachment.callTool({ name: 'file_expense' });
    // Mid-task: the server waits for the person's answer.
    await waitFor(() => expect([...store.tasks.values()][0]?.status).toBe('input_required'));
    // The page reloads a second later (only the clock is moved: timers run as they do).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    const reloadedAt = Date.now();
    const reloaded = window();
    try {
      await waitFor(() =>
        expect(reloaded.getTasks()).toMatchObject([
          { serverName: 'Task server', status: 'input_required', statusMessage: 'Reading the receipt…' },
        ]),
      );
      // The clock runs from the task's start on the server side, not from the reload.
      expect(reloaded.getTasks()[0]!.startedAt).toBeLessThan(reloadedAt - 100);
    } finally {
      vi.useRealTimers();
    }
    const [amount] = await entries(reloaded, 1);
    reloaded.answer(amount!.key, { action: 'accept', content: { amount: 5 } });
    expect(JSON.parse(text(await call))).toEqual({ amount: { action: 'accept', content: { amount: 5 } } });
    await waitFor(() => expect(reloaded.getTasks()[0]!.status).toBe('completed'));
  });
});

describe('tasks through the relay: "Stop this task" is the owner’s alone', () => {
  it('another person’s stop for the task id changes nothing; the owner’s stops it', async () => {
    const { queue, attachment, store, postAs } = await connect('relay', async ({ setStatus, signal }) => {
      setStatus('Working…');
      await pause(60_000, signal);
      return { content: [] };
    });
    const outcome = attachment.callTool({ name: 'file_expense' }).catch((e: unknown) => e);
    await waitFor(() => expect(queue.getTasks()).toHaveLength(1));
    const taskId = queue.getTasks()[0]!.taskId;
    const other = attachment.callTool({ name: 'file_expense' }).catch((e: unknown) => e);
    await waitFor(() => expect(queue.getTasks()).toHaveLength(2));
    const otherId = queue.getTasks().find((t) => t.taskId !== taskId)!.taskId;
    expect((await postAs('bo', { task: taskId, stop: true })).status).toBe(200);
    // The control: the owner's stop of her other task, posted after bo's, goes the same way (the
    // relay's bus, in order, then tasks/cancel). Once it has cancelled that task on the server, bo's
    // would have cancelled this one.
    expect((await postAs('ada', { task: otherId, stop: true })).status).toBe(200);
    expect(await other).toMatchObject({ code: 'cancelled' });
    await waitFor(() => expect(store.tasks.get(otherId)!.status).toBe('cancelled'));
    expect(store.tasks.get(taskId)!.status).toBe('working');
    expect((await postAs('ada', { task: taskId, stop: true })).status).toBe(200);
    expect(await outcome).toMatchObject({ code: 'cancelled' });
    await waitFor(() => expect(store.tasks.get(taskId)!.status).toBe('cancelled'));
    expect((await postAs('ada', { task: 'x'.repeat(600), stop: true })).status).toBe(400);
  });
});

describe('tasks: human pace', () => {
  afterEach(() => vi.useRealTimers());

  it('a question answered 10 minutes later, far past the SDK’s 60-second request timeout, still completes the call: no request is held open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { queue, attachment, store } = await connect('page', fileExpense, { store: { pollIntervalMs: 5000 } });
    const call = attachment.callTool({ name: 'file_expense' });
    let settled = false;
    void call.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10_000);
    const [amount, approver] = queue.getSnapshot().entries;
    expect(amount?.request).toMatchObject({ message: 'How much was it?' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(settled).toBe(false);
    queue.answer(amount!.key, { action: 'accept', content: { amount: 9 } });
    queue.answer(approver!.key, { action: 'decline' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(JSON.parse(text(await call))).toEqual({
      amount: { action: 'accept', content: { amount: 9 } },
      approver: { action: 'decline' },
    });
    // Polled at the server's 5 s all along: about 12 a minute, none faster.
    const times = store.polls.get([...store.tasks.keys()][0]!)!;
    expect(times.length).toBeGreaterThan(120);
    expect(Math.min(...times.slice(1).map((t, i) => t - times[i]!))).toBeGreaterThanOrEqual(5000);
  });
});

describe('a task line: the server’s words', () => {
  it('are one line of at most 300 characters, cut between whole characters, with an ellipsis', async () => {
    const queue = new ElicitationQueue();
    // Emoji (two UTF-16 units each) from unit 299 on: a cut at 300 code units would split the first.
    const words = `${'a'.repeat(297)}\n ${'😀'.repeat(500)}`;
    queue.track({ serverName: 'Task server' }, 't1').update({ status: 'working', statusMessage: words });
    const { container } = render(<ElicitationHost queue={queue} />);
    await screen.findByText('Task server is working on a task.');
    const says = container.ownerDocument.querySelector('.rme-task-says')!.textContent!;
    const shown = Array.from(says.replace(/[\u2066-\u2069]/g, ''));
    expect(shown.join('')).toBe(`The server says: “${'a'.repeat(297)} 😀…”`);
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(says)).toBe(false);
  });
});

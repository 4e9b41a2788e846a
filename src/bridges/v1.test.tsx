import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ElicitResultSchema,
  McpError,
  UrlElicitationRequiredError,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import type { ElicitRequestFormParams } from '../protocol/types.js';
import { attachElicitation, elicitationCapabilities, ElicitationDeclinedError } from './v1.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationProvider } from '../host/queueContext.js';
import { InputRequestError } from '../engine/inputRequired.js';
import { ElicitationQueue } from '../engine/queue.js';
import { answerTooShortThenFix } from '../test/asksAgain.js';
import { keepAlive } from './keepAlive.js';

const LooseCallTool = z.object({ method: z.literal('tools/call'), params: z.looseObject({ name: z.string() }) });

type ToolHandler = (
  params: Record<string, unknown>,
  server: Server,
  extra: { requestId: string | number },
) => Promise<Record<string, unknown>>;

/** A real SDK client and server over the SDK's in-memory transport. */
async function connect(
  options: {
    modes?: { form?: boolean; url?: boolean };
    tool?: ToolHandler;
    serverName?: string | null;
    serverTitle?: string;
    keepAliveMs?: number;
  } = {},
) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const sentByClient: JSONRPCMessage[] = [];
  const send = clientSide.send.bind(clientSide);
  clientSide.send = (message, opts) => {
    sentByClient.push(message);
    return send(message, opts);
  };
  const server = new Server(
    { name: 'test-server', version: '1.0.0', title: options.serverTitle },
    { capabilities: { tools: {} } },
  );
  const toolCalls: Record<string, unknown>[] = [];
  server.setRequestHandler(LooseCallTool, async (request, extra) => {
    toolCalls.push(request.params);
    return options.tool ? options.tool(request.params, server, extra) : { content: [] };
  });
  const client = new Client(
    { name: 'test-host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities(options.modes ?? { form: true, url: true }) } },
  );
  const queue = new ElicitationQueue();
  const attachment = attachElicitation(client, queue, {
    ...(options.serverName === null ? {} : { serverName: options.serverName ?? 'Test server' }),
    keepAliveMs: options.keepAliveMs,
  });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { server, client, queue, attachment, sentByClient, toolCalls };
}

const form = (message: string): ElicitRequestFormParams => ({
  message,
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
});

const waitForEntries = (queue: ElicitationQueue, n: number) =>
  waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(n));

describe('attachElicitation: elicitation/create from a real SDK server', () => {
  it('queues concurrent requests and answers each with what the person chose, in the dialog', async () => {
    const { server, queue } = await connect();
    const user = userEvent.setup();
    render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost armMs={0} />
      </ElicitationProvider>,
    );
    const first = server.elicitInput(form('First question'));
    const second = server.elicitInput(form('Second question'));
    const dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
    expect(dialog).toHaveTextContent('First question');
    expect(dialog).toHaveTextContent('Other requests waiting: 1');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Second question'));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/Other requests waiting/);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(second).resolves.toEqual({ action: 'decline' });
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(0));
  });

  it('never presents the server’s self-chosen title as the requester: without a host name it is a labelled claim', async () => {
    const title = 'Google Account Security — verified by your app';
    const { server, queue } = await connect({ serverName: null, serverTitle: title });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const pending = server.elicitInput(form('Confirm your account'));
    const dialog = await screen.findByRole('dialog', { name: 'Request from An MCP server' });
    expect(screen.queryByRole('dialog', { name: new RegExp('Google') })).toBeNull();
    // The dialog's title names the requester once; the form is labelled by it.
    expect(within(dialog).getByRole('group', { name: 'Request from An MCP server' })).toBeInTheDocument();
    expect(within(dialog).getByText(/It calls itself/)).toHaveTextContent(
      `It calls itself “${title}”. That is the server’s own claim; this app has not verified it.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(pending).resolves.toEqual({ action: 'decline' });
  });

  it('Escape answers cancel and focus returns to where it was', async () => {
    const queue = new ElicitationQueue();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Call tool</button>
        <ElicitationHost queue={queue} armMs={0} />
      </>,
    );
    screen.getByRole('button', { name: 'Call tool' }).focus();
    let pending!: Promise<unknown>;
    act(() => {
      pending = queue.ask({ serverName: 'S' }, form('Escape me')).result;
    });
    await screen.findByRole('dialog', { name: 'Request from S' });
    // Focus goes to the dialog's title, never onto a field or button of the request.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Request from S' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await expect(pending).resolves.toEqual({ action: 'cancel' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Call tool' })).toHaveFocus());
  });

  it('a withdrawn (aborted) request: the person is told, nothing is sent, and the draft stays on screen, copyable, until they close it', async () => {
    const { server, queue, sentByClient } = await connect();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    // SDK 1.32.2 ignores notifications/cancelled for request id 0 (a falsy check), so the
    // withdrawn request must not be the server's first.
    await server.ping();
    const controller = new AbortController();
    const pending = server.elicitInput(form('Soon withdrawn'), { signal: controller.signal }).catch((e: unknown) => e);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ad');
    await act(async () => controller.abort('changed my mind'));
    expect(await pending).toMatchObject({ code: -32001 });
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('withdrawn'));
    expect(screen.getByText('Test server withdrew its request.')).toHaveAttribute('role', 'status');
    // The draft stays as text with a Copy button; nothing can be sent (no Submit any more).
    const line = within(dialog).getByText('Test server withdrew this request. Nothing was sent.');
    expect(line).toHaveFocus();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Name: Ad');
    expect(within(dialog).getByRole('button', { name: 'Copy what you entered' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const answers = sentByClient.filter((m) => 'result' in m || 'error' in m);
    await user.click(close);
    await waitForEntries(queue, 0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closing sent nothing either.
    expect(sentByClient.filter((m) => 'result' in m || 'error' in m)).toEqual(answers);
    expect(answers.filter((m) => 'result' in m && (m.result as { action?: unknown }).action !== undefined)).toEqual([]);
  });

  it('a mode the client did not declare is answered with -32602 and never shown', async () => {
    const { server, queue } = await connect({ modes: { form: true } });
    const asked = server.request(
      {
        method: 'elicitation/create',
        params: { mode: 'url', message: 'Open', url: 'https://example.com/', elicitationId: 'e1' },
      },
      ElicitResultSchema,
    );
    await expect(asked).rejects.toMatchObject({ code: -32602 });
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('a request the SDK’s own schema would refuse (a type list) reaches the person: the bridge reads it, not the SDK', async () => {
    const { server, queue } = await connect();
    const asked = server.request(
      {
        method: 'elicitation/create',
        params: {
          message: 'Nick?',
          requestedSchema: { type: 'object', properties: { nick: { type: ['string', 'null'] } } },
        },
      },
      ElicitResultSchema,
    );
    await waitForEntries(queue, 1);
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept', content: { nick: 'Ada' } });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { nick: 'Ada' } });
  });

  it('the handler sees the params as sent, with keys the SDK schema does not know', async () => {
    const { server, queue } = await connect();
    const params = { ...form('Q'), _meta: { 'x.example/trace': 'abc' } };
    (params.requestedSchema.properties.name as unknown as Record<string, unknown>)['x-extra'] = 1;
    void server.elicitInput(params);
    await waitForEntries(queue, 1);
    expect(queue.getSnapshot().entries[0]!.request).toMatchObject({
      _meta: { 'x.example/trace': 'abc' },
      requestedSchema: { properties: { name: { 'x-extra': 1 } } },
    });
  });

  it('declares modes as the protocol spells them', () => {
    expect(elicitationCapabilities()).toEqual({ form: {}, url: {} });
    expect(elicitationCapabilities({ form: true })).toEqual({ form: {} });
    expect(elicitationCapabilities({ url: true, form: false })).toEqual({ url: {} });
  });

  it('completion notifications: the matching URL entry completes; unknown and repeated ids are ignored', async () => {
    const { server, queue } = await connect();
    const asked = server.elicitInput({
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/login',
      elicitationId: 'abc',
    });
    await waitForEntries(queue, 1);
    const [entry] = queue.getSnapshot().entries;
    queue.answer(entry!.key, { action: 'accept' });
    await expect(asked).resolves.toEqual({ action: 'accept' });
    expect(queue.getSnapshot().entries[0]?.status).toBe('waiting');
    const spy = vi.spyOn(queue, 'complete');
    await server.createElicitationCompletionNotifier('unknown-id')();
    await waitFor(() => expect(spy).toHaveReturnedWith(false));
    expect(queue.getSnapshot().entries[0]?.status).toBe('waiting');
    await server.createElicitationCompletionNotifier('abc')();
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('complete'));
    await server.createElicitationCompletionNotifier('abc')();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    expect(spy.mock.results[2]?.value).toBe(false);
    queue.close(entry!.key);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('"Done" before the server confirms keeps a waiting line (open again, stop waiting) until the notification, which then closes the step', async () => {
    const { server, queue } = await connect();
    const user = userEvent.setup();
    const opened: string[] = [];
    render(<ElicitationHost queue={queue} armMs={0} formProps={{ onOpen: (url) => opened.push(url) }} />);
    const asked = server.elicitInput({
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/login',
      elicitationId: 'late',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
    await user.click(within(dialog).getByRole('button', { name: 'Open example.com' }));
    await expect(asked).resolves.toEqual({ action: 'accept' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Still there: the tool call is waiting for the server, and the person can act on it.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Waiting for Test server to confirm that this step is finished.',
    );
    expect(queue.getSnapshot().entries[0]?.status).toBe('confirming');
    await user.click(within(dialog).getByRole('button', { name: 'Open example.com again' }));
    expect(opened).toEqual(['https://example.com/login', 'https://example.com/login']);
    // The late notification is not ignored: the person already said Done, so it closes the step,
    // and the page keeps one line of what became of it.
    await server.createElicitationCompletionNotifier('late')();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queue.getSnapshot().entries).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('You opened the page from Test server.');
  });

  it('a completion that arrives before Done still says "complete", with one Done', async () => {
    const { server, queue } = await connect();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} formProps={{ onOpen: () => {} }} />);
    const asked = server.elicitInput({
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/login',
      elicitationId: 'early',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
    await user.click(within(dialog).getByRole('button', { name: 'Open example.com' }));
    await expect(asked).resolves.toEqual({ action: 'accept' });
    await server.createElicitationCompletionNotifier('early')();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('The server reports that this step is complete.'),
    );
    expect(within(dialog).getAllByRole('button', { name: 'Done' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(0));
  });

  it('"Stop waiting" ends the confirming state; a notification after it is ignored', async () => {
    const { server, queue } = await connect();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} formProps={{ onOpen: () => {} }} />);
    const asked = server.elicitInput({
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/login',
      elicitationId: 'never',
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Open example.com' }));
    await expect(asked).resolves.toEqual({ action: 'accept' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stop waiting' }));
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(0));
    const spy = vi.spyOn(queue, 'complete');
    await server.createElicitationCompletionNotifier('never')();
    await waitFor(() => expect(spy).toHaveReturnedWith(false));
  });

  it('"stop asking" cancels what waits from that server and everything it sends later', async () => {
    const { server, queue, attachment } = await connect();
    const other = queue.ask({ serverName: 'Other server' }, form('Other'));
    const a = server.elicitInput(form('A'));
    const b = server.elicitInput(form('B'));
    await waitForEntries(queue, 3);
    queue.block(attachment.source);
    await expect(a).resolves.toEqual({ action: 'cancel' });
    await expect(b).resolves.toEqual({ action: 'cancel' });
    await expect(server.elicitInput(form('C'))).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().entries.map((e) => e.serverName)).toEqual(['Other server']);
    expect(queue.getSnapshot().notice?.kind).toBe('blocked');
    queue.answer(other.key, { action: 'decline' });
    await expect(other.result).resolves.toEqual({ action: 'decline' });
  });

  it('the dialog button stops a server', async () => {
    const { server, queue } = await connect();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const a = server.elicitInput(form('A'));
    await user.click(await screen.findByRole('button', { name: 'Stop requests from Test server' }));
    await expect(a).resolves.toEqual({ action: 'cancel' });
    expect(screen.getByRole('status')).toHaveTextContent('Requests from Test server are turned off');
  });

  it('detach removes the handlers', async () => {
    const { server, attachment } = await connect();
    attachment.detach();
    await expect(server.elicitInput(form('Anyone?'))).rejects.toBeInstanceOf(McpError);
  });
});

describe('requests kept alive while the person answers (2025-11-25)', () => {
  // The server times out after 300 ms unless progress arrives; the person answers once four
  // progress notifications (400 ms) have kept it waiting past that.
  it('sends notifications/progress while a request with a progress token waits, so a server that resets its timeout on progress gets the answer', async () => {
    const { server, queue } = await connect({ keepAliveMs: 100 });
    const progress: { progress: number; message?: string }[] = [];
    const pending = server.elicitInput(form('Take your time'), {
      timeout: 300,
      resetTimeoutOnProgress: true,
      onprogress: (p) => progress.push(p),
    });
    await waitForEntries(queue, 1);
    await vi.waitFor(() => expect(progress.length).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept', content: { name: 'Ada' } });
    await expect(pending).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(progress.map((p) => p.progress)).toEqual(progress.map((_, i) => i + 1));
    expect(progress[0]!.message).toMatch(/^Waiting for the person \(\d+ s\)$/);
  });

  it('without keep-alive the same server times out (the control for the test above)', async () => {
    const { server, queue } = await connect({ keepAliveMs: 0 });
    const pending = server.elicitInput(form('Take your time'), {
      timeout: 300,
      resetTimeoutOnProgress: true,
      onprogress: () => {},
    });
    await waitForEntries(queue, 1);
    await expect(pending).rejects.toMatchObject({ code: -32001 });
  });

  it('keep-alive: a notification every keepAliveMs while the request waits, none once it ended', () => {
    vi.useFakeTimers();
    try {
      const sent: { params: { progress: number } }[] = [];
      const stop = keepAlive('token', 100, async (n) => void sent.push(n as { params: { progress: number } }));
      vi.advanceTimersByTime(350);
      expect(sent.map((n) => n.params.progress)).toEqual([1, 2, 3]);
      stop();
      vi.advanceTimersByTime(1000);
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the dialog says how long a request has been waiting, from one minute on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const queue = new ElicitationQueue();
      queue.ask({ serverName: 'Slow server' }, form('Take your time'));
      render(<ElicitationHost queue={queue} armMs={0} />);
      const dialog = await screen.findByRole('dialog', { name: 'Request from Slow server' });
      expect(dialog).not.toHaveTextContent('min ago');
      await act(async () => void vi.advanceTimersByTime(61_000));
      expect(dialog).toHaveTextContent('Asked 1 min ago');
      await act(async () => void vi.advanceTimersByTime(120_000));
      expect(dialog).toHaveTextContent('Asked 3 min ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing for a request without a progress token', async () => {
    const { server, queue, sentByClient } = await connect({ keepAliveMs: 50 });
    const pending = server.elicitInput(form('No token'));
    await waitForEntries(queue, 1);
    // Beside it, a request with a token: once it has had three notifications, the first has waited
    // as long (it was asked first), and had none.
    const progress: unknown[] = [];
    const control = server.elicitInput(form('With a token'), { onprogress: (p) => progress.push(p) });
    await waitForEntries(queue, 2);
    await vi.waitFor(() => expect(progress.length).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    const [first, second] = queue.getSnapshot().entries;
    queue.answer(first!.key, { action: 'decline' });
    queue.answer(second!.key, { action: 'decline' });
    await expect(pending).resolves.toEqual({ action: 'decline' });
    await expect(control).resolves.toEqual({ action: 'decline' });
    const notified = sentByClient.filter((m) => 'method' in m && m.method === 'notifications/progress');
    const tokens = new Set(
      notified.map((m) => (m as unknown as { params: { progressToken: unknown } }).params.progressToken),
    );
    // Every notification is the control's (one token): none for the request without one.
    expect(tokens.size).toBe(1);
    expect(notified.length).toBeGreaterThanOrEqual(3);
  });
});

describe('asked again, answer kept', () => {
  it('2026-07-28 rounds: a key asked again in a later round starts from the previous answer, with the server’s new message', async () => {
    const { queue, attachment, toolCalls } = await connect({
      tool: async (params) => {
        const answer = (params.inputResponses as Record<string, { content?: { name?: string } }> | undefined)?.who
          ?.content?.name;
        if (answer && answer.length >= 3) return { content: [{ type: 'text', text: `hello ${answer}` }] };
        const message = answer ? `“${answer}” is too short: at least 3 letters.` : 'Who is travelling?';
        return {
          resultType: 'input_required',
          inputRequests: { who: { method: 'elicitation/create', params: form(message) } },
          requestState: `s${toolCalls.length}`,
        };
      },
    });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'trip' });
    await answerTooShortThenFix(user);
    await expect(call).resolves.toMatchObject({ content: [{ type: 'text', text: 'hello Ada' }] });
    expect(toolCalls.map((c) => (c.inputResponses as Record<string, unknown> | undefined)?.who)).toEqual([
      undefined,
      { action: 'accept', content: { name: 'Ad' } },
      { action: 'accept', content: { name: 'Ada' } },
    ]);
  });

  it('2025-11-25: the same question asked again during the same call starts from the previous answer; another call starts empty', async () => {
    const { queue, attachment } = await connect({
      tool: async (_params, server) => {
        let r = await server.elicitInput(form('Your name?'));
        while (r.action === 'accept' && String((r.content as { name?: string }).name).length < 3) {
          r = await server.elicitInput(form(`“${String((r.content as { name?: string }).name)}” is too short.`));
        }
        return { content: [{ type: 'text', text: JSON.stringify(r) }] };
      },
    });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'who' });
    await answerTooShortThenFix(user);
    await expect(call).resolves.toMatchObject({
      content: [{ type: 'text', text: JSON.stringify({ action: 'accept', content: { name: 'Ada' } }) }],
    });
    // A new call: nothing remembered.
    const again = attachment.callTool({ name: 'who' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(dialog).not.toHaveTextContent('asked again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(again).resolves.toMatchObject({
      content: [{ type: 'text', text: JSON.stringify({ action: 'cancel' }) }],
    });
  });

  it('never prefills a field flagged sensitive', async () => {
    const secret: ElicitRequestFormParams = {
      message: 'Token?',
      requestedSchema: {
        type: 'object',
        properties: { token: { type: 'string', title: 'API token' } },
        required: ['token'],
      },
    };
    const { queue, attachment } = await connect({
      tool: async (_params, server) => {
        await server.elicitInput(secret);
        const r = await server.elicitInput({ ...secret, message: 'Wrong token, again?' });
        return { content: [{ type: 'text', text: JSON.stringify(r) }] };
      },
    });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'secret' });
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /API token/ }), 'sk-123');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Wrong token'));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /API token/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await call;
  });
});

describe('callTool: URLElicitationRequired (-32042)', () => {
  it('shows each URL elicitation, waits for completion, retries once', async () => {
    let authorised = false;
    const { queue, attachment, toolCalls, server } = await connect({
      tool: async () => {
        if (authorised) return { content: [{ type: 'text', text: 'ok' }] };
        throw new UrlElicitationRequiredError([
          { mode: 'url', message: 'Authorise', url: 'https://auth.example.com/a', elicitationId: 'auth-1' },
        ]);
      },
    });
    const call = attachment.callTool({ name: 'needs_auth' });
    await waitForEntries(queue, 1);
    const [entry] = queue.getSnapshot().entries;
    expect(entry!.request).toMatchObject({ mode: 'url', url: 'https://auth.example.com/a' });
    queue.answer(entry!.key, { action: 'accept' });
    authorised = true;
    await server.createElicitationCompletionNotifier('auth-1')();
    await expect(call).resolves.toMatchObject({ content: [{ type: 'text', text: 'ok' }] });
    expect(toolCalls).toHaveLength(2);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('a declined URL elicitation is not retried', async () => {
    const { queue, attachment, toolCalls } = await connect({
      tool: async () => {
        throw new UrlElicitationRequiredError([
          { mode: 'url', message: 'Authorise', url: 'https://auth.example.com/a', elicitationId: 'x' },
        ]);
      },
    });
    const call = attachment.callTool({ name: 'needs_auth' });
    await waitForEntries(queue, 1);
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'decline' });
    await expect(call).rejects.toBeInstanceOf(ElicitationDeclinedError);
    expect(toolCalls).toHaveLength(1);
  });

  it('retries only once: a second -32042 reaches the caller', async () => {
    const { queue, attachment, toolCalls } = await connect({
      tool: async () => {
        throw new UrlElicitationRequiredError([
          { mode: 'url', message: 'Again', url: 'https://auth.example.com/a', elicitationId: 'y' },
        ]);
      },
    });
    const call = attachment.callTool({ name: 'needs_auth' });
    await waitForEntries(queue, 1);
    const key = queue.getSnapshot().entries[0]!.key;
    queue.answer(key, { action: 'accept' });
    queue.finish(key); // the person says done without a notification
    await expect(call).rejects.toMatchObject({ code: -32042 });
    expect(toolCalls).toHaveLength(2);
  });
});

describe('callTool: multi round-trip requests (input_required)', () => {
  const twoQuestions = {
    resultType: 'input_required',
    inputRequests: {
      'city name': { method: 'elicitation/create', params: form('Where to?') },
      __proto__x: { method: 'elicitation/create', params: form('Who?') },
    },
    requestState: 'eyJzdGVwIjoxfQ==\u00e9\u{1F600} ',
  };

  it('asks every elicitation of a round, then retries with inputResponses keyed as asked and requestState byte-for-byte, under a new id', async () => {
    const { queue, attachment, toolCalls, sentByClient } = await connect({
      tool: async (params) => (params.inputResponses ? { content: [{ type: 'text', text: 'done' }] } : twoQuestions),
    });
    const call = attachment.callTool({ name: 'trip', arguments: { a: 1 } });
    await waitForEntries(queue, 2);
    const [first, second] = queue.getSnapshot().entries;
    queue.answer(second!.key, { action: 'decline' });
    queue.answer(first!.key, { action: 'accept', content: { name: 'Paris' } });
    await expect(call).resolves.toMatchObject({ content: [{ type: 'text', text: 'done' }] });
    expect(toolCalls).toHaveLength(2);
    const retry = toolCalls[1]!;
    expect(retry.name).toBe('trip');
    expect(retry.arguments).toEqual({ a: 1 });
    expect(Object.keys(retry.inputResponses as object)).toEqual(['city name', '__proto__x']);
    expect(retry.inputResponses).toEqual({
      'city name': { action: 'accept', content: { name: 'Paris' } },
      __proto__x: { action: 'decline' },
    });
    expect(retry.requestState).toBe(twoQuestions.requestState);
    // A 2025-11-25 session (the v1 SDK's newest): nothing of 2026 on the wire, on the first call or the retry.
    expect(toolCalls.map((c) => c._meta)).toEqual([undefined, undefined]);
    const ids = sentByClient
      .filter((m) => 'method' in m && m.method === 'tools/call')
      .map((m) => (m as { id: unknown }).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('the dialog shows a round’s questions as steps: “Question 1 of 2”, then “Question 2 of 2”', async () => {
    const { queue, attachment } = await connect({
      tool: async (params) => (params.inputResponses ? { content: [] } : twoQuestions),
    });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'trip' });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
    expect(dialog).toHaveTextContent('Question 1 of 2 from this step');
    expect(dialog).toHaveTextContent('Where to?');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Paris');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Question 2 of 2 from this step'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Who?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await call;
  });

  it('leaves requestState out when the server sent none', async () => {
    const { queue, attachment, toolCalls } = await connect({
      tool: async (params) =>
        params.inputResponses
          ? { content: [] }
          : { resultType: 'input_required', inputRequests: { q: { method: 'elicitation/create', params: form('Q') } } },
    });
    const call = attachment.callTool({ name: 't' });
    await waitForEntries(queue, 1);
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'cancel' });
    await call;
    expect(toolCalls[1]).not.toHaveProperty('requestState');
    expect(toolCalls[1]!.inputResponses).toEqual({ q: { action: 'cancel' } });
  });

  it('passes sampling and roots entries to the host handlers; without one, a clear error and nothing is shown', async () => {
    const mixed = {
      resultType: 'input_required',
      inputRequests: {
        ask: { method: 'elicitation/create', params: form('Q') },
        llm: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } },
        roots: { method: 'roots/list' },
      },
    };
    const { queue, attachment, toolCalls } = await connect({
      tool: async (p) => (p.inputResponses ? { content: [] } : mixed),
    });
    await expect(attachment.callTool({ name: 't' })).rejects.toMatchObject({
      name: 'InputRequestError',
      code: 'no-handler',
      method: 'sampling/createMessage',
    });
    expect(queue.getSnapshot().entries).toHaveLength(0);

    const sampling = vi.fn(async () => ({ role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' }));
    const roots = vi.fn(async () => ({ roots: [{ uri: 'file:///tmp' }] }));
    const call = attachment.callTool({ name: 't' }, { sampling, roots });
    await waitForEntries(queue, 1);
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'decline' });
    await call;
    expect(sampling).toHaveBeenCalledWith({ messages: [], maxTokens: 5 }, 'llm');
    expect(toolCalls.at(-1)!.inputResponses).toEqual({
      ask: { action: 'decline' },
      llm: { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' },
      roots: { roots: [{ uri: 'file:///tmp' }] },
    });
  });

  it('gives up after the bound on rounds', async () => {
    const { attachment, toolCalls } = await connect({
      tool: async () => ({ resultType: 'input_required', requestState: 'again' }),
    });
    const error = await attachment.callTool({ name: 't' }, { maxRounds: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputRequestError);
    expect((error as InputRequestError).code).toBe('too-many-rounds');
    expect(toolCalls).toHaveLength(4);
    expect(toolCalls[1]).toMatchObject({ requestState: 'again' });
    expect(toolCalls[1]).not.toHaveProperty('inputResponses');
  });

  it('an input_required result with neither inputRequests nor requestState is an error', async () => {
    const { attachment } = await connect({ tool: async () => ({ resultType: 'input_required' }) });
    await expect(attachment.callTool({ name: 't' })).rejects.toMatchObject({ code: 'invalid-result' });
  });
});

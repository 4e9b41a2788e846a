import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { attachElicitation, elicitationCapabilities } from '../bridges/v1.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { connectRelay } from '../host/relayClient.js';
import { answerTooShortThenFix } from '../test/asksAgain.js';
import { createRelay } from './relay.js';

// A v1 SDK client held on the server (2025-11-25), attached to a relay's `queueFor(owner)`; the
// person's queue is fed by `connectRelay` through the relay's handler (called as the browser's
// fetch). The v2 client's whole bridge suite runs this way too (src/bridges/v2.test.tsx); here,
// what only the 2025 era has: keep-alive progress, completion notifications, -32042, asks-again
// within a call, and "stop asking" in the browser.

const LooseCallTool = z.object({ method: z.literal('tools/call'), params: z.looseObject({ name: z.string() }) });
const form = (message: string) => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { name: { type: 'string' as const, title: 'Name' } },
    required: ['name'],
  },
});
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

async function connect(
  tool: (params: Record<string, unknown>, server: Server) => Promise<Record<string, unknown>> = async () => ({
    content: [],
  }),
  keepAliveMs?: number,
) {
  const relay = createRelay({ authorize: () => 'ada' });
  /** The browser's answers (POSTs), as the relay replied to each. */
  const posted: Promise<Response>[] = [];
  const fetch = ((url: string, init?: RequestInit) => {
    const reply = relay.handler(new Request(new URL(url, 'https://chat.example.com'), init));
    if (init?.method === 'POST') posted.push(reply);
    return reply;
  }) as typeof globalThis.fetch;
  const queue = new ElicitationQueue();
  const connection = connectRelay(queue, { url: '/api/elicitation', fetch, retryMs: 10 });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new Server({ name: 'test-server', version: '1.0.0' }, { capabilities: { tools: {} } });
  const toolCalls: unknown[] = [];
  server.setRequestHandler(LooseCallTool, async (request) => {
    toolCalls.push(request.params);
    return tool(request.params, server);
  });
  const client = new Client(
    { name: 'server-host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities({ form: true, url: true }) } },
  );
  const attachment = attachElicitation(client, relay.queueFor('ada'), { serverName: 'Test server', keepAliveMs });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  cleanups.push(() => {
    connection.close();
    relay.close();
    void client.close();
  });
  return { relay, queue, server, client, attachment, toolCalls, posted };
}

const entries = (queue: ElicitationQueue, n: number) =>
  waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(n));

describe('a v1 client on the server, answered in the browser through the relay', () => {
  it('keeps the request alive with progress while the person takes longer than the server’s timeout', async () => {
    const { server, queue } = await connect(undefined, 100);
    const progress: number[] = [];
    const pending = server.elicitInput(form('Take your time'), {
      timeout: 300,
      resetTimeoutOnProgress: true,
      onprogress: (p) => progress.push(p.progress),
    });
    await entries(queue, 1);
    // Past the server's own timeout (300 ms) twice over, kept alive by the relay's progress.
    await vi.waitFor(() => expect(progress.length).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept', content: { name: 'Ada' } });
    await expect(pending).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(progress.length).toBeGreaterThanOrEqual(4);
  });

  it('a URL step waits after consent, and the server’s completion notification completes it in the browser', async () => {
    const { server, queue } = await connect();
    const asked = server.elicitInput({
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/login',
      elicitationId: 'abc',
    });
    await entries(queue, 1);
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept' });
    await expect(asked).resolves.toEqual({ action: 'accept' });
    expect(queue.getSnapshot().entries[0]?.status).toBe('waiting');
    await server.createElicitationCompletionNotifier('abc')();
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('complete'));
  });

  it('-32042: the URL is shown in the browser, completion arrives through the relay, and the call is retried once', async () => {
    let authorised = false;
    const { queue, attachment, server, toolCalls, posted } = await connect(async () => {
      if (authorised) return { content: [{ type: 'text', text: 'ok' }] };
      throw new UrlElicitationRequiredError([
        { mode: 'url', message: 'Authorise', url: 'https://auth.example.com/a', elicitationId: 'auth-1' },
      ]);
    });
    const call = attachment.callTool({ name: 'needs_auth' });
    await entries(queue, 1);
    queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept' });
    authorised = true;
    // The relay took the consent (its reply to the browser's answer says so): the completion comes after it.
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await posted[0]!).status).toBe(200);
    await server.createElicitationCompletionNotifier('auth-1')();
    await expect(call).resolves.toMatchObject({ content: [{ type: 'text', text: 'ok' }] });
    expect(toolCalls).toHaveLength(2);
    await entries(queue, 0);
  });

  it('-32042: the person says "Done" in the browser without a notification: the call is retried (and its second -32042 reaches the caller)', async () => {
    const { queue, attachment, toolCalls } = await connect(async () => {
      throw new UrlElicitationRequiredError([
        { mode: 'url', message: 'Again', url: 'https://auth.example.com/a', elicitationId: 'y' },
      ]);
    });
    const call = attachment.callTool({ name: 'needs_auth' });
    await entries(queue, 1);
    const key = queue.getSnapshot().entries[0]!.key;
    queue.answer(key, { action: 'accept' });
    await waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('waiting'));
    queue.finish(key);
    await expect(call).rejects.toMatchObject({ code: -32042 });
    expect(toolCalls).toHaveLength(2);
  });

  it('the same question asked again during one call starts from the previous answer in the browser', async () => {
    const { attachment, queue } = await connect(async (_params, server) => {
      let answer = await server.elicitInput(form('Who is travelling?'));
      while (answer.action === 'accept' && String(answer.content?.name).length < 3)
        answer = await server.elicitInput(form(`“${String(answer.content?.name)}” is too short: at least 3 letters.`));
      return { content: [{ type: 'text', text: `hello ${String(answer.content?.name)}` }] };
    });
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const call = attachment.callTool({ name: 'who' });
    await answerTooShortThenFix(user);
    await expect(call).resolves.toMatchObject({ content: [{ type: 'text', text: 'hello Ada' }] });
  });

  it('"Stop requests" in the browser cancels what waits and everything the server asks later', async () => {
    const { server, queue } = await connect();
    const a = server.elicitInput(form('A'));
    await entries(queue, 1);
    queue.block(queue.getSnapshot().entries[0]!.source);
    await expect(a).resolves.toEqual({ action: 'cancel' });
    await expect(server.elicitInput(form('B'))).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  it('the MCP connection closes while the person types: the browser says the connection was lost and keeps the draft', async () => {
    const { server, client, queue } = await connect();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    server.elicitInput(form('Who?')).catch(() => {});
    const dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ad');
    await client.close();
    await waitFor(() => expect(dialog).toHaveTextContent('The connection to Test server was lost. Nothing was sent.'));
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Name: Ad');
  });
});

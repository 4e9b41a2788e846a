import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import * as z from 'zod';
import { elicitationCapabilities } from './attachment.js';
import { attachElicitation } from './v2.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';

// A page-held 2026-07-28 call survives a reload (issue 47): a real v2 client and server (the SDK's
// HTTP entry, a fresh server per request). The "reload" drops the page's client, queue and UI with
// the call still waiting, then builds new ones over the same storage and calls `resume()`.

type Responses = Record<string, { action: string; content?: Record<string, unknown> }> | undefined;
type Seen = { responses: Responses; requestState: string | undefined };
const REQUEST_STATE = 'round+1/of=2';
const form = (message: string, key: string, title: string) => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { [key]: { type: 'string' as const, title } },
    required: [key],
  },
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    text: () => [...map.values()].join(''),
  };
}

const seen: Seen[] = [];
const build = () => {
  const server = new McpServer({ name: 'v2-server', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.registerTool('plan_trip', { inputSchema: z.object({}) }, async (_args, ctx) => {
    const responses = ctx.mcpReq.inputResponses as Responses;
    seen.push({ responses, requestState: ctx.mcpReq.requestState?.() });
    if (!responses?.where) {
      return inputRequired({
        inputRequests: {
          where: inputRequired.elicit(form('Where to?', 'city', 'City')),
          who: inputRequired.elicit(form('Who is travelling?', 'name', 'Name')),
        },
        requestState: REQUEST_STATE,
      });
    }
    return { content: [{ type: 'text', text: JSON.stringify({ where: responses.where, who: responses.who }) }] };
  });
  // A hostile round: an 8 MB question.
  server.registerTool('huge', { inputSchema: z.object({}) }, async () =>
    inputRequired({ inputRequests: { big: inputRequired.elicit(form('x'.repeat(8 * 1024 * 1024), 'a', 'A')) } }),
  );
  return server;
};
const handler = createMcpHandler(build, { legacy: 'reject' });

/**
 * One page: a client, its queue and the dialog, over `storage` (`queue` and `ui: false`: another attachment on a page's
 * queue).
 */
async function page(storage: ReturnType<typeof memoryStorage> | null, queue = new ElicitationQueue(), ui = true) {
  const client = new Client(
    { name: 'test-host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities() }, versionNegotiation: { mode: 'auto' } },
  );
  const attachment = attachElicitation(client, queue, { serverName: 'Test server', resumeStorage: storage });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), {
      fetch: (url, init) => handler.fetch(new Request(url, init)),
    }),
  );
  if (ui) render(<ElicitationHost queue={queue} armMs={0} />);
  return { client, queue, attachment };
}

beforeEach(() => void seen.splice(0));

/** The person answers plan_trip's round in the dialog: Lisbon, then Ada. */
async function answerTrip(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Lisbon');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Who is travelling?'));
  const next = screen.getByRole('dialog');
  await user.type(within(next).getByRole('textbox', { name: /Name/ }), 'Ada');
  await user.click(within(next).getByRole('button', { name: 'Submit' }));
}

describe('a page-held 2026-07-28 call goes on after a reload', () => {
  it('in the middle of a round: the same questions again, then one retry with the answers and the requestState the server sent', async () => {
    const storage = memoryStorage();
    const user = userEvent.setup();
    const before = await page(storage);
    void before.attachment.callTool({ name: 'plan_trip', arguments: { from: 'Porto' } });
    const dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
    expect(dialog).toHaveTextContent('Where to?');
    // What is kept: the call and the round, as the server sent it; nothing the person types.
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Lisbo');
    const [record] = JSON.parse([...storage.map.values()][0]!) as {
      method: string;
      params: unknown;
      round: { requestState: string };
    }[];
    expect(record).toMatchObject({
      method: 'tools/call',
      params: { name: 'plan_trip', arguments: { from: 'Porto' } },
      round: { requestState: REQUEST_STATE },
    });
    expect(storage.text()).not.toContain('Lisbo');
    expect(seen).toHaveLength(1);

    // The reload: the page, its client and its queue are gone with the call waiting.
    cleanup();
    await before.client.close();
    const after = await page(storage);
    const calls = after.attachment.resume();
    expect(calls.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'tools/call', params: { name: 'plan_trip', arguments: { from: 'Porto' } } },
    ]);
    const asked = await screen.findByRole('dialog', { name: 'Request from Test server' });
    expect(asked).toHaveTextContent('Where to?');
    expect(asked).toHaveTextContent('Question 1 of 2 from this step');
    await answerTrip(user, asked);
    const result = (await calls[0]!.result) as { content: { text: string }[] };
    const answers = {
      where: { action: 'accept', content: { city: 'Lisbon' } },
      who: { action: 'accept', content: { name: 'Ada' } },
    };
    expect(JSON.parse(result.content[0]!.text)).toEqual(answers);
    // The server got the first call before the reload and one retry after it: the person's answers
    // with its requestState, byte for byte; the call was not sent again from the start.
    expect(seen).toEqual([
      { responses: undefined, requestState: undefined },
      { responses: answers, requestState: REQUEST_STATE },
    ]);
    // Ended: nothing is kept, and a second resume has nothing to go on with.
    expect(storage.map.size).toBe(0);
    expect(after.attachment.resume()).toEqual([]);
    await after.client.close();
  });

  it('takes each kept call once per queue: resume() twice from a StrictMode effect and once from a second attachment → one card that says why it is empty, answered once, one retry', async () => {
    const storage = memoryStorage();
    const user = userEvent.setup();
    const before = await page(storage);
    void before.attachment.callTool({ name: 'plan_trip', arguments: { from: 'Porto' } });
    // Nothing says "asked again" before a reload.
    expect(await screen.findByRole('dialog', { name: 'Request from Test server' })).not.toHaveTextContent(
      'Asked again after the page reloaded',
    );
    cleanup();
    await before.client.close();

    // The guide's effect under StrictMode, before it connected outside React: two clients, two
    // attachments, one queue; each effect run calls resume().
    const queue = new ElicitationQueue();
    const [a, b] = [await page(storage, queue, false), await page(storage, queue, false)];
    render(
      <StrictMode>
        <ElicitationHost queue={queue} armMs={0} />
      </StrictMode>,
    );
    const calls = [...a.attachment.resume(), ...a.attachment.resume(), ...b.attachment.resume()];
    expect(calls).toHaveLength(1);
    const asked = await screen.findByRole('dialog', { name: 'Request from Test server' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(queue.getSnapshot().entries).toHaveLength(2); // the round's two questions, once
    expect(asked).toHaveTextContent('Asked again after the page reloaded: what you had typed before was not kept.');
    expect(asked).not.toHaveTextContent('Other requests waiting');
    await answerTrip(user, asked);
    await calls[0]!.result;
    expect(seen.map((s) => s.requestState)).toEqual([undefined, REQUEST_STATE]);
    expect(queue.getSnapshot().entries).toHaveLength(0);
    await a.client.close();
    await b.client.close();
  });

  it('nothing is kept of a hostile round (8 MB), of a call with resumeStorage: null, or after any end', async () => {
    const storage = memoryStorage();
    const { client, attachment, queue } = await page(storage);
    // 8 MB: not kept (the call goes on as before, in memory).
    const abort = new AbortController();
    const huge = attachment.callTool({ name: 'huge', arguments: {} }, { requestOptions: { signal: abort.signal } });
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1));
    expect(storage.map.size).toBe(0);
    abort.abort();
    await expect(huge).rejects.toThrow();
    // Kept while waiting; gone once declined.
    const trip = attachment.callTool({ name: 'plan_trip', arguments: {} });
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    expect(storage.map.size).toBe(1);
    for (const e of queue.getSnapshot().entries) queue.answer(e.key, { action: 'decline' });
    await trip;
    expect(storage.map.size).toBe(0);
    // Gone once the host aborts the call.
    const stop = new AbortController();
    const stopped = attachment.callTool(
      { name: 'plan_trip', arguments: {} },
      { requestOptions: { signal: stop.signal } },
    );
    await waitFor(() => expect(storage.map.size).toBe(1));
    stop.abort();
    await expect(stopped).rejects.toThrow();
    expect(storage.map.size).toBe(0);
    await client.close();
    cleanup();
    // resumeStorage: null keeps nothing at all.
    const off = await page(null);
    const offCall = off.attachment.callTool({ name: 'plan_trip', arguments: {} });
    await waitFor(() => expect(off.queue.getSnapshot().entries).toHaveLength(2));
    expect(sessionStorage.length).toBe(0);
    for (const e of off.queue.getSnapshot().entries) off.queue.answer(e.key, { action: 'cancel' });
    await offCall;
    await off.client.close();
  });

  it('by default a browser page keeps calls in sessionStorage, under the server’s name', async () => {
    const client = new Client(
      { name: 'test-host', version: '1.0.0' },
      { capabilities: { elicitation: elicitationCapabilities() }, versionNegotiation: { mode: 'auto' } },
    );
    const queue = new ElicitationQueue();
    const attachment = attachElicitation(client, queue, { serverName: 'Test server' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), {
        fetch: (url, init) => handler.fetch(new Request(url, init)),
      }),
    );
    const trip = attachment.callTool({ name: 'plan_trip', arguments: {} });
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    expect(Object.keys(sessionStorage)).toEqual(['react-mcp-elicitation:calls:Test server']);
    for (const e of queue.getSnapshot().entries) queue.answer(e.key, { action: 'cancel' });
    await trip;
    expect(sessionStorage.length).toBe(0);
    await client.close();
  });

  it('2025-11-25: a request the server sent cannot outlive its connection; after the reload the person reads that it ended', async () => {
    const storage = memoryStorage();
    const legacy = async () => {
      const client = new Client(
        { name: 'test-host', version: '1.0.0' },
        { capabilities: { elicitation: elicitationCapabilities() } },
      );
      const queue = new ElicitationQueue();
      const attachment = attachElicitation(client, queue, { serverName: 'Test server', resumeStorage: storage });
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await build().connect(serverSide);
      await client.connect(clientSide);
      render(<ElicitationHost queue={queue} armMs={0} />);
      return { client, attachment, queue };
    };
    const before = await legacy();
    expect(before.attachment.era()).toBe('2025-11-25');
    void before.attachment.callTool({ name: 'plan_trip', arguments: {} }).catch(() => {});
    await screen.findByRole('dialog', { name: 'Request from Test server' });
    // What is kept: only that a request was waiting (no question, no answer).
    expect(storage.text()).not.toContain('Where to?');
    expect(storage.map.size).toBe(1);
    // A reload runs no code of the page: the old client is dropped as it is (closing it would end
    // the request here, and that end would clear the record).
    cleanup();
    const after = await legacy();
    expect(after.attachment.resume()).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The request from Test server ended when the page reloaded. Nothing was sent.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.map.size).toBe(0);
    await after.client.close();
    await before.client.close();
  });
});

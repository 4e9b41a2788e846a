import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { elicitationCapabilities } from './attachment.js';
import { attachElicitation } from './v2.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { answerTooShortThenFix } from '../test/asksAgain.js';
import { relayedQueue } from '../test/relayed.js';

// Real v2 clients and servers (`@modelcontextprotocol/client` / `server` 2.4.0), in both eras:
// 2026-07-28 through the SDK's own HTTP entry (`createMcpHandler`, a fresh server per request)
// with the client's fetch wired straight to it; 2025-11-25 over the in-memory transport, where a
// tool written with `inputRequired()` reaches the client as server→client requests (the SDK's
// legacy shim). The same tool code serves both. Every test runs twice: the client in the page with
// the page's queue, and the client on the server attached to a relay's `queueFor(owner)`, the
// person's queue fed by `connectRelay` (the relay's handler called as the browser's fetch).

type Via = 'page' | 'relay';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

/** The queue the person sees, and the one the bridge is attached to (the same one in the page). */
function queues(via: Via) {
  const queue = new ElicitationQueue();
  if (via === 'page') return { queue, attached: queue };
  const relayed = relayedQueue(queue);
  cleanups.push(relayed.close);
  return { queue, attached: relayed.attached };
}

type Era = 'modern' | 'legacy';
type Responses = Record<string, { action: string; content?: Record<string, unknown> }> | undefined;
type Seen = { responses: Responses; requestState: string | undefined; capabilities: unknown };
type Register = (server: McpServer, seen: Seen[]) => void;

const form = (message: string, key = 'name', title = 'Name') => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { [key]: { type: 'string' as const, title } },
    required: [key],
  },
});

/** A round of two questions with a requestState the client must echo byte for byte. */
const REQUEST_STATE = 'round+1/of=2';
const registerTrip: Register = (server, seen) => {
  server.registerTool('plan_trip', { inputSchema: z.object({}) }, async (_args, ctx) => {
    const responses = ctx.mcpReq.inputResponses as Responses;
    seen.push({
      responses,
      requestState: ctx.mcpReq.requestState?.(),
      capabilities: server.server.getClientCapabilities()?.elicitation,
    });
    if (!responses?.where) {
      return inputRequired({
        inputRequests: {
          where: inputRequired.elicit(form('Where to?', 'city', 'City')),
          who: inputRequired.elicit(form('Who is travelling?')),
        },
        requestState: REQUEST_STATE,
      });
    }
    return { content: [{ type: 'text', text: JSON.stringify({ where: responses.where, who: responses.who }) }] };
  });
};

/** A server-side validation loop: asks again (same key, new message) until the name has 3 letters. */
const registerWho: Register = (server, seen) => {
  server.registerTool('who', { inputSchema: z.object({}) }, async (_args, ctx) => {
    const responses = ctx.mcpReq.inputResponses as Responses;
    seen.push({ responses, requestState: ctx.mcpReq.requestState?.(), capabilities: undefined });
    const name = responses?.who?.content?.name;
    if (typeof name === 'string' && name.length >= 3) return { content: [{ type: 'text', text: `hello ${name}` }] };
    return inputRequired({
      inputRequests: {
        who: inputRequired.elicit(
          form(name === undefined ? 'Who is travelling?' : `“${String(name)}” is too short: at least 3 letters.`),
        ),
      },
    });
  });
};

async function connect(via: Via, era: Era, register: Register, modes = { form: true, url: true }, constructed = modes) {
  const seen: Seen[] = [];
  const build = () => {
    const server = new McpServer(
      { name: 'v2-server', version: '1.0.0' },
      { capabilities: { tools: {}, prompts: {}, resources: {} } },
    );
    register(server, seen);
    return server;
  };
  const client = new Client(
    { name: 'test-host', version: '1.0.0' },
    {
      capabilities: { elicitation: elicitationCapabilities(constructed) },
      ...(era === 'modern' && { versionNegotiation: { mode: 'auto' as const } }),
    },
  );
  const { queue, attached } = queues(via);
  const attachment = attachElicitation(client, attached, { serverName: 'Test server', modes });
  if (era === 'modern') {
    const handler = createMcpHandler(build, { legacy: 'reject' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), {
        fetch: (url, init) => handler.fetch(new Request(url, init)),
      }),
    );
  } else {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await build().connect(serverSide);
    await client.connect(clientSide);
  }
  return { client, queue, attachment, seen };
}

const text = (result: { content?: unknown }) => (result.content as { text?: string }[] | undefined)?.[0]?.text ?? '';

describe.each<Via>(['page', 'relay'])('the client in the %s', (via) => {
  describe.each<Era>(['modern', 'legacy'])('v2 client, %s era', (era) => {
    it('negotiates the era and reports it', async () => {
      const { attachment } = await connect(via, era, registerTrip);
      expect(attachment.era()).toBe(era === 'modern' ? '2026-07-28' : '2025-11-25');
    });

    it('a round of two questions: both asked, answered in the dialog, sent back exactly', async () => {
      const { queue, attachment, seen } = await connect(via, era, registerTrip);
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} />);
      const call = attachment.callTool({ name: 'plan_trip', arguments: {} });
      let dialog = await screen.findByRole('dialog', { name: 'Request from Test server' });
      expect(dialog).toHaveTextContent('Where to?');
      if (era === 'modern') expect(dialog).toHaveTextContent('Question 1 of 2 from this step');
      await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Lisbon');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Who is travelling?'));
      dialog = screen.getByRole('dialog');
      if (era === 'modern') expect(dialog).toHaveTextContent('Question 2 of 2 from this step');
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      const result = await call;
      expect(JSON.parse(text(result))).toEqual({
        where: { action: 'accept', content: { city: 'Lisbon' } },
        who: { action: 'accept', content: { name: 'Ada' } },
      });
      if (era === 'modern') {
        // The retry echoes requestState byte for byte, and every request says what the client renders.
        expect(seen.map((s) => s.requestState)).toEqual([undefined, REQUEST_STATE]);
        expect(seen[0]!.capabilities).toEqual({ form: {}, url: {} });
      }
    });

    it('asks again (a server-side validation loop): the previous answer is filled in, with the server’s new message', async () => {
      const { queue, attachment } = await connect(via, era, registerWho);
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} />);
      const call = attachment.callTool({ name: 'who' });
      await answerTooShortThenFix(user);
      expect(text(await call)).toBe('hello Ada');
    });

    it('declining one question of a round sends decline for it and the other answer as given', async () => {
      const { queue, attachment } = await connect(via, era, registerTrip);
      const call = attachment.callTool({ name: 'plan_trip' });
      await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
      const [where, who] = queue.getSnapshot().entries;
      queue.answer(who!.key, { action: 'decline' });
      queue.answer(where!.key, { action: 'accept', content: { city: 'Porto' } });
      expect(JSON.parse(text(await call))).toEqual({
        where: { action: 'accept', content: { city: 'Porto' } },
        who: { action: 'decline' },
      });
    });
  });

  describe('v2 client, 2026-07-28 era only', () => {
    it('prompts/get and resources/read that need input go through the same rounds', async () => {
      const { queue, attachment } = await connect(via, 'modern', (server) => {
        server.registerPrompt('greeting', { argsSchema: z.object({}) }, async (_args, ctx) => {
          const name = (ctx.mcpReq.inputResponses as Responses)?.who?.content?.name;
          if (name === undefined)
            return inputRequired({ inputRequests: { who: inputRequired.elicit(form('Whom to greet?')) } });
          return { messages: [{ role: 'user', content: { type: 'text', text: `Greet ${String(name)}` } }] };
        });
        server.registerResource('profile', 'profile://me', {}, async (uri, ctx) => {
          const name = (ctx.mcpReq.inputResponses as Responses)?.who?.content?.name;
          if (name === undefined)
            return inputRequired({ inputRequests: { who: inputRequired.elicit(form('Whose profile?')) } });
          return { contents: [{ uri: uri.href, text: `profile of ${String(name)}` }] };
        });
      });
      const prompt = attachment.getPrompt({ name: 'greeting', arguments: {} });
      await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1));
      queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept', content: { name: 'Ada' } });
      expect((await prompt).messages[0]!.content).toEqual({ type: 'text', text: 'Greet Ada' });
      const resource = attachment.readResource({ uri: 'profile://me' });
      await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1));
      queue.answer(queue.getSnapshot().entries[0]!.key, { action: 'accept', content: { name: 'Grace' } });
      expect((await resource).contents[0]).toMatchObject({ text: 'profile of Grace' });
    });

    it('a host that calls client.callTool() itself: the SDK fulfils the round through our handler, shown as steps', async () => {
      const { client, queue } = await connect(via, 'modern', registerTrip);
      const call = client.callTool({ name: 'plan_trip', arguments: {} });
      await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
      const [where, who] = queue.getSnapshot().entries;
      expect([where!.step, who!.step]).toMatchObject([
        { index: 1, count: 2 },
        { index: 2, count: 2 },
      ]);
      // One round: the same round number on both (the dialog counts neither as another request).
      expect(where!.step!.round).toEqual(expect.any(Number));
      expect(who!.step!.round).toBe(where!.step!.round);
      queue.answer(where!.key, { action: 'accept', content: { city: 'Faro' } });
      queue.answer(who!.key, { action: 'accept', content: { name: 'Lin' } });
      expect(JSON.parse(text(await call))).toEqual({
        where: { action: 'accept', content: { city: 'Faro' } },
        who: { action: 'accept', content: { name: 'Lin' } },
      });
    });

    it('advertises only the modes the host renders, on every request, whatever the client was built with', async () => {
      const { queue, attachment, seen } = await connect(
        via,
        'modern',
        registerTrip,
        { form: true, url: false },
        { form: true, url: true },
      );
      const call = attachment.callTool({ name: 'plan_trip' });
      await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
      expect(seen[0]!.capabilities).toEqual({ form: {} });
      for (const entry of queue.getSnapshot().entries) queue.answer(entry.key, { action: 'cancel' });
      await call;
    });
  });

  describe('v2 client, 2026-07-28 era: URL mode by retry', () => {
    it('consent opens the page; the call continues only when the person says so; asked again, the step is "not finished yet"', async () => {
      let finishedOnPage = false;
      const { queue, attachment, seen } = await connect(via, 'modern', (server, log) => {
        server.registerTool('connect_account', { inputSchema: z.object({}) }, async (_args, ctx) => {
          log.push({
            responses: ctx.mcpReq.inputResponses as Responses,
            requestState: undefined,
            capabilities: undefined,
          });
          if (finishedOnPage) return { content: [{ type: 'text', text: 'connected' }] };
          return inputRequired({
            inputRequests: {
              authorize: inputRequired.elicitUrl({
                message: 'Sign in to connect your account.',
                url: 'https://auth.example.com/start?x=1',
              }),
            },
          });
        });
      });
      const opened: string[] = [];
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} formProps={{ onOpen: (url: string) => opened.push(url) }} />);
      const call = attachment.callTool({ name: 'connect_account' });
      let dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Open auth.example.com' }));
      expect(opened).toEqual(['https://auth.example.com/start?x=1']);
      expect(dialog).toHaveTextContent('Finish there, then continue here.');
      // Nothing is sent while the person is on the page (checked to the end: the server sees the
      // call three times in all, the retries each the person's "continue").
      expect(seen).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'I’ve finished — continue' }));
      // The server has not seen the step finished: it asks for the same page again.
      await waitFor(() =>
        expect(screen.getByRole('dialog')).toHaveTextContent('Test server says this step is not finished yet'),
      );
      expect(seen).toHaveLength(2);
      expect(seen[1]!.responses).toEqual({ authorize: { action: 'accept' } });
      dialog = screen.getByRole('dialog');
      expect(within(dialog).queryByRole('button', { name: 'Open auth.example.com' })).toBeNull();
      finishedOnPage = true;
      await user.click(within(dialog).getByRole('button', { name: 'I’ve finished — continue' }));
      expect(text(await call)).toBe('connected');
      expect(opened).toHaveLength(1);
      expect(seen.map((s) => s.responses)).toEqual([
        undefined,
        { authorize: { action: 'accept' } },
        { authorize: { action: 'accept' } },
      ]);
    });

    it('Cancel after opening the page answers cancel', async () => {
      const { queue, attachment, seen } = await connect(via, 'modern', (server, log) => {
        server.registerTool('connect_account', { inputSchema: z.object({}) }, async (_args, ctx) => {
          const responses = ctx.mcpReq.inputResponses as Responses;
          log.push({ responses, requestState: undefined, capabilities: undefined });
          if (responses) return { content: [{ type: 'text', text: JSON.stringify(responses) }] };
          return inputRequired({
            inputRequests: {
              authorize: inputRequired.elicitUrl({ message: 'Sign in.', url: 'https://auth.example.com/start' }),
            },
          });
        });
      });
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} formProps={{ onOpen: () => {} }} />);
      const call = attachment.callTool({ name: 'connect_account' });
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Open auth.example.com' }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(JSON.parse(text(await call))).toEqual({ authorize: { action: 'cancel' } });
      expect(seen).toHaveLength(2);
    });
  });

  describe('v2 client, 2026-07-28 era: a call the host aborts', () => {
    it('withdraws the round’s question: the draft stays on screen as text, nothing is sent, and the call rejects', async () => {
      const { queue, attachment, seen } = await connect(via, 'modern', registerWho);
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} />);
      const controller = new AbortController();
      const call = attachment.callTool({ name: 'who' }, { requestOptions: { signal: controller.signal } });
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada L');
      controller.abort();
      await expect(call).rejects.toBeTruthy();
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Test server withdrew this request'));
      expect(within(screen.getByRole('dialog')).getByRole('listitem')).toHaveTextContent('Name: Ada L');
      expect(within(screen.getByRole('dialog')).queryByRole('textbox')).toBeNull();
      expect(seen).toHaveLength(1);
    });
  });

  describe('v2 client, 2025-11-25 era: the connection is lost while a request waits', () => {
    it('the request expires (not withdrawn): the dialog says the connection was lost and keeps the draft; nothing is sent', async () => {
      const { client, queue, attachment } = await connect(via, 'legacy', registerWho);
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} />);
      const call = attachment.callTool({ name: 'who' }).catch((e: unknown) => e);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ad');
      await act(async () => client.close());
      await waitFor(() =>
        expect(dialog).toHaveTextContent('The connection to Test server was lost. Nothing was sent.'),
      );
      expect(within(dialog).getByRole('listitem')).toHaveTextContent('Name: Ad');
      expect(queue.getSnapshot().entries[0]).toMatchObject({ status: 'expired', expired: 'disconnected' });
      expect(await call).toBeInstanceOf(Error);
    });
  });
});

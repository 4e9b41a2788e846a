import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { attachElicitation, elicitationCapabilities } from '../bridges/v1.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { connectRelay } from '../host/relayClient.js';
import { createRelay } from './relay.js';

// A fact added to a request (`RequestFacts.serverAskedAt`: when the server asked) travels from the
// bridge that set it, through the relay's store and the wire, to the card of a window opened later
// (a reload), with no file in between naming it: the dialog says how long the request has waited
// by the server's clock, not since the window received it.

const LooseCallTool = z.object({ method: z.literal('tools/call'), params: z.looseObject({ name: z.string() }) });
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((f) => f());
  vi.restoreAllMocks();
});

it('a window opened five minutes after the server asked says “Asked 5 min ago”, and the answer still goes through', async () => {
  const relay = createRelay({ authorize: () => 'ada' });
  const fetch = ((url: string, init?: RequestInit) =>
    relay.handler(new Request(new URL(url, 'https://chat.example.com'), init))) as typeof globalThis.fetch;
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new Server({ name: 'test-server', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(LooseCallTool, async () => {
    const answer = await server.request(
      {
        method: 'elicitation/create',
        params: {
          message: 'Your name',
          requestedSchema: {
            type: 'object',
            properties: { name: { type: 'string', title: 'Name' } },
            required: ['name'],
          },
        },
      },
      ElicitResultSchema,
    );
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  const client = new Client(
    { name: 'server-host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities({ form: true }) } },
  );
  attachElicitation(client, relay.queueFor('ada'), { serverName: 'Test server' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  cleanups.push(() => {
    relay.close();
    void client.close();
  });

  // The first window sees the request arrive, just asked.
  const first = new ElicitationQueue();
  const firstConnection = connectRelay(first, { url: '/api/elicitation', fetch, retryMs: 10 });
  const call = client.request(
    { method: 'tools/call', params: { name: 'ask' } },
    z.looseObject({ content: z.array(z.looseObject({ text: z.string() })) }),
  );
  await vi.waitFor(() => expect(first.getSnapshot().entries).toHaveLength(1));
  const asked = first.getSnapshot().entries[0]!;
  expect(asked.serverAskedAt).toBeLessThanOrEqual(asked.askedAt);
  firstConnection.close();

  // Five minutes later the person reloads: a new window, a new queue, the same request.
  const start = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => start + 5 * 60_000 + 1000);
  const reloaded = new ElicitationQueue();
  const connection = connectRelay(reloaded, { url: '/api/elicitation', fetch, retryMs: 10 });
  cleanups.push(() => connection.close());
  render(<ElicitationHost queue={reloaded} armMs={0} />);
  const dialog = await screen.findByRole('dialog', { name: /Test server/ });
  expect(
    reloaded.getSnapshot().entries[0]!.askedAt - reloaded.getSnapshot().entries[0]!.serverAskedAt!,
  ).toBeGreaterThanOrEqual(5 * 60_000);
  expect(within(dialog).getByText('Asked 5 min ago')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  const result = await call;
  expect(JSON.parse(result.content[0]!.text)).toEqual({ action: 'accept', content: { name: 'Ada' } });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { converters } from '../../fixtures/converters/models.js';
import { elicitationCapabilities } from './attachment.js';
import { attachElicitation as attachV1 } from './v1.js';
import { attachElicitation as attachV2 } from './v2.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { pickOption } from '../test/pickOption.js';
import { answerBooking, expected } from '../test/booking.js';
import { personQueue } from '../test/relayed.js';

// Schemas as real servers write them: the JSON each converter wrote for one model
// (fixtures/converters/), sent by a real SDK 1.32 server's `elicitInput` (which checks the answer
// with its own Ajv, draft-07 + formats) to a real client of either SDK generation with our bridge,
// shown by the dialog, answered as a person would, and accepted by that server.

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'fixtures/converters', `${name}.json`), 'utf8')) as {
    message: string;
    requestedSchema: Record<string, unknown>;
  };

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

type Bridge = 'v1' | 'v2' | 'v2 via relay';

/** A real SDK 1 server and a real client with our bridge, over the SDK's in-memory transport. */
async function connect(bridge: Bridge) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new Server({ name: 'booking', version: '1.0.0' }, { capabilities: {} });
  const capabilities = { elicitation: elicitationCapabilities({ form: true, url: true }) };
  const { queue, attached, close } = personQueue(bridge === 'v2 via relay');
  cleanups.push(close);
  if (bridge === 'v1') {
    const client = new ClientV1({ name: 'host', version: '1' }, { capabilities });
    attachV1(client, attached, { serverName: 'Booking' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  } else {
    const client = new ClientV2({ name: 'host', version: '1' }, { capabilities });
    attachV2(client, attached, { serverName: 'Booking' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide as never)]);
  }
  return { server, queue };
}

describe.each(converters.map((c) => c.name))('%s', (name) => {
  it.each(['v1', 'v2'] as const)(
    'through the %s bridge: every field its control, answered, accepted by the server’s own Ajv',
    async (bridge) => {
      const { server, queue } = await connect(bridge);
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} />);
      const asked = server.elicitInput(fixture(name) as never);
      await answerBooking(user);
      // Empty optionals (website, nickname) omitted: no "" and no null reach the server.
      await expect(asked).resolves.toEqual({ action: 'accept', content: expected(name) });
    },
  );
});

it('through the relay (the client on the server, the person in the browser): shown, answered, accepted', async () => {
  const { server, queue } = await connect('v2 via relay');
  const user = userEvent.setup();
  render(<ElicitationHost queue={queue} armMs={0} />);
  const asked = server.elicitInput(fixture('zod4') as never);
  await answerBooking(user);
  await expect(asked).resolves.toEqual({ action: 'accept', content: expected('zod4') });
});

describe.each(['v1', 'v2'] as const)('through the %s bridge, what cannot be a flat form', (bridge) => {
  const nested = {
    message: 'Where do you live?',
    requestedSchema: {
      type: 'object',
      properties: { address: { type: 'object', title: 'Address', properties: { street: { type: 'string' } } } },
    },
  };

  it('a nested object: the person is told it cannot be shown, and the server gets their Decline (never a validator dump)', async () => {
    const { server, queue } = await connect(bridge);
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const asked = server.elicitInput(nested as never);
    const dialog = await screen.findByRole('dialog', { name: 'Request from Booking' });
    // Named by its title, as the person reads it, not by its key.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Field “Address”/);
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(asked).resolves.toEqual({ action: 'decline' });
  });

  it('a mode the client did not declare, or an unknown one, is still refused with -32602 and a one-line message', async () => {
    const { server, queue } = await connect(bridge);
    const send = (params: Record<string, unknown>) =>
      server.request({ method: 'elicitation/create', params }, ElicitResultSchema);
    const refused = await send({ mode: 'voice', message: 'Say it' }).catch((e: { code: number; message: string }) => e);
    expect(refused).toMatchObject({ code: -32602 });
    expect((refused as { message: string }).message).not.toMatch(/\n/);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });
});

describe('2026-07-28: a real SDK 2.4 server’s input rounds (inputRequired.elicit)', () => {
  // A Standard Schema the SDK converts itself (it refuses off-spec shapes), and a converter's raw
  // JSON passed as it is: both reach the person through the v2 bridge's rounds, and the answer is
  // checked by the server (acceptedContent with the model, or the tool's own Ajv-free check).
  const Booking = z.object({
    name: z.string().min(1).max(40).meta({ title: 'Name' }),
    nights: z.int().min(1).max(30).meta({ title: 'Nights' }),
    plan: z.enum(['basic', 'pro']).meta({ title: 'Plan' }),
    agree: z.boolean().meta({ title: 'Agree' }),
  });

  async function modern(requestedSchema: unknown, check: (content: unknown) => unknown) {
    const build = () => {
      const server = new McpServer({ name: 'booking', version: '1.0.0' }, { capabilities: { tools: {} } });
      server.registerTool('book', { inputSchema: z.object({}) }, async (_args, ctx) => {
        const responses = ctx.mcpReq.inputResponses as
          | Record<string, { action: string; content?: unknown }>
          | undefined;
        const answer = responses?.booking;
        if (!answer)
          return inputRequired({
            inputRequests: {
              booking: inputRequired.elicit({ message: 'Book your stay', requestedSchema: requestedSchema as never }),
            },
          });
        return {
          content: [{ type: 'text', text: JSON.stringify({ action: answer.action, checked: check(answer.content) }) }],
        };
      });
      return server;
    };
    const handler = createMcpHandler(build, { legacy: 'reject' });
    const queue = new ElicitationQueue();
    const client = new ClientV2(
      { name: 'host', version: '1' },
      { capabilities: { elicitation: elicitationCapabilities() }, versionNegotiation: { mode: 'auto' } },
    );
    const attachment = attachV2(client, queue, { serverName: 'Booking' });
    await client.connect(
      new HttpV2(new URL('http://mcp.test/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }),
    );
    cleanups.push(() => void client.close());
    expect(attachment.era()).toBe('2026-07-28');
    return { queue, call: () => attachment.callTool({ name: 'book' }) };
  }

  it('a zod 4 model, converted by the SDK: shown, answered, and the model accepts the content', async () => {
    const { queue, call } = await modern(Booking, (content) => Booking.parse(content));
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const result = call();
    const dialog = await screen.findByRole('dialog', { name: 'Request from Booking' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Nights/ }), '3');
    await pickOption(user, dialog, /^Plan/, 'pro');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(result).resolves.toMatchObject({
      content: [
        { text: JSON.stringify({ action: 'accept', checked: { name: 'Ada', nights: 3, plan: 'pro', agree: true } }) },
      ],
    });
  });

  it.each(converters.map((c) => [c.name, c] as const))(
    '%s’s raw JSON in a round: shown, answered, and accepted by the model',
    async (name, converter) => {
      const { queue, call } = await modern(fixture(name).requestedSchema, (content) => {
        converter.accepts(content);
        return 'ok';
      });
      const user = userEvent.setup();
      render(<ElicitationHost queue={queue} armMs={0} />);
      const result = call();
      await answerBooking(user);
      await expect(result).resolves.toMatchObject({
        content: [{ text: JSON.stringify({ action: 'accept', checked: 'ok' }) }],
      });
    },
  );
});

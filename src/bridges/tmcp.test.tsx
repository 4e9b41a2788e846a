import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { ValibotJsonSchemaAdapter } from '@tmcp/adapter-valibot';
import { HttpTransport } from '@tmcp/transport-http';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { McpServer } from 'tmcp';
import * as v from 'valibot';
import { elicitationCapabilities } from './attachment.js';
import { attachElicitation as attachV1 } from './v1.js';
import { attachElicitation as attachV2 } from './v2.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue } from '../engine/queue.js';
import { pickOption } from '../test/pickOption.js';

// A real tmcp 1.20 server (valibot adapter, its HTTP transport, session-negotiated 2025-era), whose
// tool has no parameters and asks with `server.elicitation`, validating the answer with valibot on
// accept. Through either bridge: `tools/call` carries `arguments: {}` and nothing of 2026 (tmcp takes
// `_meta` client capabilities for a 2026 request and refuses a 2025 session's call), the request
// is shown, answered, and the tool sees the valid content.

const Booking = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.title('Name')),
  nights: v.pipe(v.number(), v.integer(), v.minValue(1), v.title('Nights')),
  plan: v.pipe(v.picklist(['basic', 'pro']), v.title('Plan')),
});

function tmcpServer() {
  const server = new McpServer(
    { name: 'tmcp-booking', version: '1.0.0', description: 'Bookings' },
    { adapter: new ValibotJsonSchemaAdapter(), capabilities: { tools: {} } },
  );
  const seen: { calls: unknown[]; answers: unknown[] } = { calls: [], answers: [] };
  server.tool({ name: 'book', description: 'Book a stay' }, async () => {
    const answer = await server.elicitation('Book your stay', Booking);
    seen.answers.push(answer);
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  const transport = new HttpTransport(server);
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const request = url instanceof Request ? url : new Request(url, init);
    if (request.method === 'POST') seen.calls.push(await request.clone().json());
    return (await transport.respond(request)) ?? new Response(null, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

it.each(['v1', 'v2'] as const)(
  'a 2025 tmcp server through the %s bridge gets a plain 2025 tools/call, and its request is answered',
  async (bridge) => {
    const { fetch, seen } = tmcpServer();
    const queue = new ElicitationQueue();
    const capabilities = { elicitation: elicitationCapabilities({ form: true, url: true }) };
    const url = new URL('http://tmcp.test/mcp');
    let call: () => Promise<unknown>;
    if (bridge === 'v1') {
      const client = new ClientV1({ name: 'host', version: '1' }, { capabilities });
      const attachment = attachV1(client, queue, { serverName: 'Bookings' });
      await client.connect(new HttpV1(url, { fetch }));
      call = () => attachment.callTool({ name: 'book' });
    } else {
      const client = new ClientV2({ name: 'host', version: '1' }, { capabilities });
      const attachment = attachV2(client, queue, { serverName: 'Bookings' });
      await client.connect(new HttpV2(url, { fetch }));
      call = () => attachment.callTool({ name: 'book' });
    }
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const result = call();
    const dialog = await screen.findByRole('dialog', { name: 'Request from Bookings' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Nights/ }), '2');
    await pickOption(user, dialog, /^Plan/, 'pro');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(result).resolves.toMatchObject({
      content: [
        { type: 'text', text: JSON.stringify({ action: 'accept', content: { name: 'Ada', nights: 2, plan: 'pro' } }) },
      ],
    });
    const toolCalls = seen.calls.filter((m) => (m as { method?: string }).method === 'tools/call') as {
      params: Record<string, unknown>;
    }[];
    expect(toolCalls).toHaveLength(1);
    expect(toolCalls[0]!.params).toEqual({ name: 'book', arguments: {} });
  },
);

import { createServer } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { createExampleServer, type ExampleServer } from '../../demo/server/exampleServer.mjs';
import { elicitationCapabilities } from './attachment.js';
import { attachElicitation } from './v2.js';
import { attachElicitation as attachV1 } from './v1.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { ElicitationQueue, type QueueEntry } from '../engine/queue.js';
import { createRelay } from '../relay/relay.js';
import type { RelayEvent } from '../engine/wire.js';

// App-rendered elicitation (SEP-3118) on the wire, with real v2 servers: the demo's example server
// (both eras, over HTTP; it adds the app hint only where the client declared it, as the SEP says
// a server MUST) and in-process v2 servers for what the example server would never do.

const SANDBOX = 'https://sandbox.test/sandbox.html';
const UI = 'io.modelcontextprotocol/ui';
const APP_MIME = 'text/html;profile=mcp-app';
let example: ExampleServer;
let origin = '';

beforeAll(async () => {
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
  example = createExampleServer({ port });
  origin = await example.listen();
});
afterAll(() => example.close());

/** The next entry the queue shows. */
function nextEntry(queue: ElicitationQueue): Promise<QueueEntry> {
  return new Promise((resolve) => {
    const check = () => {
      const entry = queue.getSnapshot().entries[0];
      if (entry) {
        stop();
        resolve(entry);
      }
    };
    const stop = queue.subscribe(check);
    check();
  });
}

async function v2(options: { apps?: boolean; era: 'modern' | 'legacy' }) {
  const client = new Client(
    { name: 'apps-test', version: '1' },
    {
      capabilities: { elicitation: elicitationCapabilities({ form: true }) },
      ...(options.era === 'modern' && { versionNegotiation: { mode: 'auto' as const } }),
    },
  );
  const queue = new ElicitationQueue();
  const attachment = attachElicitation(client, queue, {
    serverName: 'Example',
    ...(options.apps && { apps: { sandbox: SANDBOX } }),
  });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  return { client, queue, attachment };
}

describe('negotiation and loading, against the example server', () => {
  for (const era of ['modern', 'legacy'] as const) {
    it(`${
      era === 'modern' ? '2026-07-28 (declared in the request’s _meta)' : '2025-11-25 (declared in initialize)'
    }: with apps, the request names the app and the entry carries it as read from that server`, async () => {
      const { client, queue, attachment } = await v2({ apps: true, era });
      expect(attachment.era()).toBe(era === 'modern' ? '2026-07-28' : '2025-11-25');
      const call = attachment.callTool({ name: 'pick_seat', arguments: {} });
      const entry = await nextEntry(queue);
      expect((entry.request as { _meta?: unknown })._meta).toEqual({ ui: { resourceUri: 'ui://example/seat-plan' } });
      expect(entry.app?.uri).toBe('ui://example/seat-plan');
      expect(entry.app?.sandbox).toBe(SANDBOX);
      expect(entry.app?.html).toContain('<title>Seat plan</title>');
      queue.answer(entry.key, { action: 'accept', content: { seat: 'C2', meal: false } });
      expect((await call).structuredContent).toEqual({ action: 'accept', content: { seat: 'C2', meal: false } });
      await client.close();
    });

    it(`${era}: without apps nothing is declared, so the server sends the plain form (no hint) and no app is read`, async () => {
      const { client, queue, attachment } = await v2({ era });
      const call = attachment.callTool({ name: 'pick_seat', arguments: {} });
      const entry = await nextEntry(queue);
      expect((entry.request as { _meta?: unknown })._meta).toBeUndefined();
      expect(entry.app).toBeUndefined();
      queue.answer(entry.key, { action: 'decline' });
      expect((await call).structuredContent).toEqual({ action: 'decline' });
      await client.close();
    });
  }

  it('v1 SDK (2025-11-25): attached before connect, declared in initialize; an app that cannot be read leaves the entry without its document', async () => {
    const client = new ClientV1(
      { name: 'apps-test', version: '1' },
      { capabilities: { elicitation: elicitationCapabilities({ form: true }) } },
    );
    const queue = new ElicitationQueue();
    const attachment = attachV1(client, queue, { serverName: 'Example', apps: { sandbox: SANDBOX } });
    await client.connect(new TransportV1(new URL(`${origin}/mcp`)));
    const call = attachment.callTool({ name: 'pick_seat', arguments: { variant: 'missing' } });
    const entry = await nextEntry(queue);
    expect(entry.app).toEqual({ uri: 'ui://example/missing', sandbox: SANDBOX });
    queue.answer(entry.key, { action: 'cancel' });
    expect((await call).structuredContent).toEqual({ action: 'cancel' });
    await client.close();
  });

  it('attached after connect, a 2025-11-25 client did not declare it: a hint is ignored and nothing is read', async () => {
    const client = new Client(
      { name: 'apps-test', version: '1' },
      { capabilities: { elicitation: elicitationCapabilities({ form: true }) } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
    const queue = new ElicitationQueue();
    const attachment = attachElicitation(client, queue, { serverName: 'Example', apps: { sandbox: SANDBOX } });
    const call = attachment.callTool({ name: 'pick_seat', arguments: {} });
    const entry = await nextEntry(queue);
    expect(entry.app).toBeUndefined();
    queue.answer(entry.key, { action: 'decline' });
    await call;
    await client.close();
  });

  it('a sandbox that is not an absolute http(s) URL is a TypeError at attach, not a silent declaration', () => {
    const client = new Client(
      { name: 'apps-test', version: '1' },
      { capabilities: { elicitation: elicitationCapabilities({ form: true }) } },
    );
    expect(() => attachElicitation(client, new ElicitationQueue(), { apps: { sandbox: '/sandbox.html' } })).toThrow(
      TypeError,
    );
    expect(() =>
      attachElicitation(client, new ElicitationQueue(), { apps: { sandbox: 'javascript:alert(1)' } }),
    ).toThrow(TypeError);
    // jsdom's page is http://localhost:3000: the same origin would put the app beside the host.
    expect(() =>
      attachElicitation(client, new ElicitationQueue(), { apps: { sandbox: `${location.origin}/sandbox.html` } }),
    ).toThrow(/origin of its own/);
  });
});

/**
 * An in-process 2026-07-28 server that names `uri` for every request, declares the setting or not, and logs what it is
 * asked to read.
 */
function hintingServer(name: string, options: { declares: boolean; resource?: { mimeType: string; text: string } }) {
  const reads: string[] = [];
  const handler = createMcpHandler(
    () => {
      const server = new McpServer(
        { name, version: '1' },
        {
          capabilities: {
            tools: {},
            resources: {},
            ...(options.declares && { extensions: { [UI]: { elicitation: {} } } }),
          },
        },
      );
      server.registerTool('ask', { inputSchema: z.object({}) }, async (_args, ctx) => {
        const answer = ctx.mcpReq.inputResponses?.q;
        if (answer) return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
        const params = {
          mode: 'form',
          message: `Asked by ${name}`,
          requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'OK' } } },
          _meta: { ui: { resourceUri: 'ui://app/one' } },
        };
        return {
          resultType: 'input_required',
          inputRequests: { q: { method: 'elicitation/create', params } },
        } as never;
      });
      server.registerResource('one', 'ui://app/one', { mimeType: APP_MIME }, async (uri) => {
        reads.push(uri.href);
        return {
          contents: [{ uri: uri.href, ...(options.resource ?? { mimeType: APP_MIME, text: `<p>${name}</p>` }) }],
        };
      });
      return server;
    },
    { legacy: 'reject' },
  );
  return { reads, handler };
}

async function connectTo(server: ReturnType<typeof hintingServer>, queue: ElicitationQueue, serverName: string) {
  const client = new Client(
    { name: 'apps-test', version: '1' },
    { capabilities: { elicitation: elicitationCapabilities({ form: true }) }, versionNegotiation: { mode: 'auto' } },
  );
  const attachment = attachElicitation(client, queue, { serverName, apps: { sandbox: SANDBOX } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), {
      fetch: (url, init) => server.handler.fetch(new Request(url, init)),
    }),
  );
  return attachment;
}

describe('what a host must refuse or ignore', () => {
  it('a hint from a server that did not declare the setting is ignored: the plain form, nothing read', async () => {
    const server = hintingServer('quiet', { declares: false });
    const queue = new ElicitationQueue();
    const attachment = await connectTo(server, queue, 'Quiet');
    const call = attachment.callTool({ name: 'ask', arguments: {} });
    const entry = await nextEntry(queue);
    expect(entry.app).toBeUndefined();
    expect(server.reads).toEqual([]);
    queue.answer(entry.key, { action: 'cancel' });
    await call;
  });

  it('the app is read from the server that sent the request and no other, and one binding per request', async () => {
    const one = hintingServer('one', { declares: true });
    const two = hintingServer('two', { declares: true });
    const queue = new ElicitationQueue();
    const a = await connectTo(one, queue, 'One');
    const b = await connectTo(two, queue, 'Two');
    const call = b.callTool({ name: 'ask', arguments: {} });
    const entry = await nextEntry(queue);
    expect(entry.serverName).toBe('Two');
    expect(entry.app?.html).toBe('<p>two</p>');
    expect(one.reads).toEqual([]);
    expect(two.reads).toEqual(['ui://app/one']);
    queue.answer(entry.key, { action: 'accept', content: { ok: true } });
    await call;
    // Both at once: each entry has its own server's document.
    const calls = [a.callTool({ name: 'ask', arguments: {} }), b.callTool({ name: 'ask', arguments: {} })];
    await waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    const byServer = Object.fromEntries(queue.getSnapshot().entries.map((e) => [e.serverName, e.app?.html]));
    expect(byServer).toEqual({ One: '<p>one</p>', Two: '<p>two</p>' });
    for (const e of queue.getSnapshot().entries) queue.answer(e.key, { action: 'decline' });
    await Promise.all(calls);
  });

  for (const [what, resource] of [
    ['another MIME type', { mimeType: 'text/html', text: '<p>x</p>' }],
    ['a document over 256 kB', { mimeType: APP_MIME, text: 'x'.repeat(256 * 1024 + 1) }],
  ] as const) {
    it(`${what}: no document; the person reads that the app could not be shown, answers the standard form, and the server gets it`, async () => {
      const server = hintingServer('odd', { declares: true, resource });
      const queue = new ElicitationQueue();
      const attachment = await connectTo(server, queue, 'Odd');
      render(<ElicitationHost queue={queue} armMs={0} />);
      const call = attachment.callTool({ name: 'ask', arguments: {} });
      const dialog = await screen.findByRole('dialog', { name: 'Request from Odd' });
      expect(
        await within(dialog).findByText('The app from Odd could not be shown, so here is the standard form.'),
      ).toBeVisible();
      expect(within(dialog).queryByTitle('App from Odd')).toBeNull();
      const user = userEvent.setup();
      await user.click(within(dialog).getByRole('checkbox', { name: 'OK' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      const result = (await call) as { content: { text: string }[] };
      expect(JSON.parse(result.content[0]!.text)).toEqual({ action: 'accept', content: { ok: true } });
    });
  }
});

describe('through the relay: the server side reads the app and the browser gets it with the request', () => {
  it('a relayed request carries the app document in its ask event (2026-07-28, the example server)', async () => {
    const relay = createRelay({ authorize: () => 'ada' });
    const events: RelayEvent[] = [];
    const stream = await relay.handler(
      new Request('http://host.test/api/elicitation', { headers: { accept: 'text/event-stream' } }),
    );
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, i)
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('');
          buffer = buffer.slice(i + 2);
          if (data) events.push(JSON.parse(data) as RelayEvent);
        }
      }
    })();
    const client = new Client(
      { name: 'apps-test', version: '1' },
      { capabilities: { elicitation: elicitationCapabilities({ form: true }) }, versionNegotiation: { mode: 'auto' } },
    );
    const attachment = attachElicitation(client, relay.queueFor('ada'), {
      serverName: 'Example',
      apps: { sandbox: SANDBOX },
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
    const call = attachment.callTool({ name: 'pick_seat', arguments: {} });
    await waitFor(() => expect(events.some((e) => e.type === 'ask')).toBe(true), { timeout: 5000 });
    const ask = events.find((e): e is Extract<RelayEvent, { type: 'ask' }> => e.type === 'ask')!;
    expect(ask.options?.app?.uri).toBe('ui://example/seat-plan');
    expect(ask.options?.app?.sandbox).toBe(SANDBOX);
    expect(ask.options?.app?.html).toContain('<title>Seat plan</title>');
    // A forged answer the relay checks as any other: out of the schema, refused.
    const post = (body: unknown) =>
      relay.handler(
        new Request('http://host.test/api/elicitation', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://host.test' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post({ id: ask.id, result: { action: 'accept', content: { seat: 'Z9' } } })).status).toBe(422);
    expect(
      (await post({ id: ask.id, result: { action: 'accept', content: { seat: 'C2', meal: true } } })).status,
    ).toBeLessThan(300);
    expect((await call).structuredContent).toEqual({ action: 'accept', content: { seat: 'C2', meal: true } });
    await reader.cancel();
    await client.close();
    await relay.close();
  });
});

// @vitest-environment node
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { attachElicitation } from '../bridges/v2.js';
import { elicitationCapabilities } from '../bridges/attachment.js';
import { createRelay, type RelayEvent } from './relay.js';

// Each question is decided (parsed) once, where it enters: the relay, the asked-again memory and
// the answer's check all use that one decision. Counted at the parser's door: every parse of a
// request is a call of `parseElicitRequest` (`decideRequest` calls it through this module).
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../core/parse.js', async (original) => {
  const real = await original<typeof import('../core/parse.js')>();
  const parseElicitRequest = (params: unknown) => {
    parses.count++;
    return real.parseElicitRequest(params);
  };
  return { ...real, parseElicitRequest };
});

const ORIGIN = 'https://chat.example.com';
const question = (message: string) => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { username: { type: 'string' as const, title: 'Username' } },
    required: ['username'],
  },
});

it('a relayed question asked again (a 2026-07-28 validation loop) is parsed once per asking: its check, memory and prefill share it', async () => {
  const handler = createMcpHandler(
    () => {
      const server = new McpServer({ name: 'names', version: '1.0.0' }, { capabilities: { tools: {} } });
      server.registerTool('choose', { inputSchema: z.object({}) }, async (_args, ctx) => {
        const name = (ctx.mcpReq.inputResponses as { username?: { content?: { username?: string } } } | undefined)
          ?.username?.content?.username;
        if (name === undefined || name.length < 3)
          return inputRequired({
            inputRequests: {
              username: inputRequired.elicit(
                question(name === undefined ? 'Pick a username' : 'Too short; pick another'),
              ),
            },
          });
        return { content: [{ type: 'text', text: name }] };
      });
      return server;
    },
    { legacy: 'reject' },
  );
  const relay = createRelay({ authorize: () => 'ada' });
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities({ form: true }) }, versionNegotiation: { mode: 'auto' } },
  );
  const bridge = attachElicitation(client, relay.queueFor('ada'), { serverName: 'Names' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://names.test/mcp'), {
      fetch: (url, init) => handler.fetch(new Request(url, init)),
    }),
  );
  const stream = (await relay.handler(new Request(`${ORIGIN}/r`)))
    .body!.pipeThrough(new TextDecoderStream())
    .getReader();
  let text = '';
  const nextAsk = async (after: number) => {
    for (;;) {
      const asks = [...text.matchAll(/data: (.*)\n/g)]
        .map((m) => JSON.parse(m[1]!) as RelayEvent)
        .filter((e): e is Extract<RelayEvent, { type: 'ask' }> => e.type === 'ask');
      if (asks.length > after) return asks[after]!;
      text += (await stream.read()).value ?? '';
    }
  };
  const answer = (id: string, username: string) =>
    relay.handler(
      new Request(`${ORIGIN}/r`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ id, result: { action: 'accept', content: { username } } }),
      }),
    );
  parses.count = 0;
  const called = bridge.callTool({ name: 'choose', arguments: {} });
  const first = await nextAsk(0);
  expect((await answer(first.id, 'ad')).status).toBe(200);
  const again = await nextAsk(1);
  // Asked again: prefilled with the previous answer, from the one decision of each question.
  expect(again.options?.previousAnswer).toEqual({ username: 'ad' });
  expect((await answer(again.id, 'ada')).status).toBe(200);
  expect(((await called) as { content: { text: string }[] }).content[0]!.text).toBe('ada');
  expect(parses.count).toBe(2);
  void stream.cancel();
  relay.close();
  await client.close();
});

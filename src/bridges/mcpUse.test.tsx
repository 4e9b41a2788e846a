// @vitest-environment jsdom
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zod4 } from '../../fixtures/converters/models.js';
import { elicitationCapabilities } from './attachment.js';
import { attachElicitation as attachV1 } from './v1.js';
import { attachElicitation as attachV2 } from './v2.js';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { answerBooking, expected } from '../test/booking.js';
import { personQueue } from '../test/relayed.js';

// A real mcp-use 1.34 server (src/test/mcpUseServer.ts, its own process and HTTP transport) asks
// with `ctx.elicit(message, zodModel)`: mcp-use writes the JSON from the zod 4 booking itself (the
// labelled plan as `anyOf` of consts, the nullable nickname as `anyOf` with null, `z.int()`'s
// ±(2^53 − 1)), which a plain SDK client refuses before any handler runs. Through each bridge, in
// the page and through the relay: shown, answered as a person would, and accepted by mcp-use's own
// validation (its `data`), with the exact content the form sent.

let server: ChildProcess;
let url: URL;
let cwd: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  // mcp-use writes a session file and a type registry in its working directory: a throwaway one.
  cwd = mkdtempSync(join(tmpdir(), 'rme-mcp-use-'));
  const loader = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  server = spawn(process.execPath, ['--import', loader, join(process.cwd(), 'src/test/mcpUseServer.ts')], {
    cwd,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(`listening ${port}`)) resolve();
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`the mcp-use server exited (${code}):\n${log}`)));
  });
  url = new URL(`http://127.0.0.1:${port}/mcp`);
}, 60_000);

afterAll(() => {
  server?.kill();
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanups.splice(0)) await f();
});

type Bridge = 'v1' | 'v2' | 'v2 via relay';

async function connect(bridge: Bridge) {
  const { queue, attached, close } = personQueue(bridge === 'v2 via relay');
  cleanups.push(close);
  const capabilities = { elicitation: elicitationCapabilities({ form: true, url: true }) };
  if (bridge === 'v1') {
    const client = new ClientV1({ name: 'host', version: '1' }, { capabilities });
    const attachment = attachV1(client, attached, { serverName: 'Bookings' });
    await client.connect(new HttpV1(url));
    cleanups.push(() => client.close());
    return { queue, call: () => attachment.callTool({ name: 'book' }) };
  }
  const client = new ClientV2({ name: 'host', version: '1' }, { capabilities });
  const attachment = attachV2(client, attached, { serverName: 'Bookings' });
  await client.connect(new HttpV2(url));
  cleanups.push(() => client.close());
  return { queue, call: () => attachment.callTool({ name: 'book' }) };
}

it.each(['v1', 'v2', 'v2 via relay'] as const)(
  'through the %s bridge: shown, answered, and accepted by mcp-use’s validation with the exact content',
  async (bridge) => {
    const { queue, call } = await connect(bridge);
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const result = call() as Promise<{ content: { text: string }[]; isError?: boolean }>;
    await answerBooking(user, 'Bookings');
    const answered = await result;
    expect(answered.isError).toBeFalsy();
    const seen = JSON.parse(answered.content[0]!.text) as { action: string; content: unknown; data: unknown };
    // Empty optionals (website, arrival, nickname) left out, the default rating sent, no null.
    expect(seen).toEqual({ action: 'accept', content: expected('zod4'), data: expected('zod4') });
    // And what the test's own copy of the model says of it.
    expect(zod4.parse(seen.content)).toEqual(expected('zod4'));
  },
  30_000,
);

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport as SseV1 } from '@modelcontextprotocol/sdk/client/sse.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { createTaskStore } from '../../demo/server/tasks.mjs';
import { withClientCapabilities } from '../engine/inputRequired.js';
import { TASKS_EXTENSION } from '../engine/tasks.js';
import { constructedElicitation, passTasksThrough, taskOrThrow, transportUrl } from '../bridges/sdkPrivate.js';

// The bridges read the MCP SDKs through their public API, but for what `bridges/sdkPrivate.ts`
// pins: each pin is checked here against the installed SDKs (a change of either fails a test), and
// no other file under src/ reads an SDK's `_`-prefixed member.

const root = join(import.meta.dirname, '..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.typetest\.ts$/.test(name) ? [path] : [];
  });
}

describe('the SDKs are read through their public API', () => {
  it('no file under src/ but bridges/sdkPrivate.ts reads a `_`-prefixed member (the protocol’s own `_meta` aside)', () => {
    const reads = sources(root).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const found = [...text.matchAll(/(?:\?\.|\.|\[['"])_(?!meta\b)([A-Za-z]\w*)/g)].map((m) => `_${m[1]}`);
      return found.map((member) => `${relative(root, path)}: ${member}`);
    });
    expect(reads.filter((r) => !r.startsWith('bridges/sdkPrivate.ts'))).toEqual([]);
    // And the pinned file reads what it says it does, nothing more.
    expect(reads.filter((r) => r.startsWith('bridges/sdkPrivate.ts')).sort()).toEqual(['bridges/sdkPrivate.ts: _capabilities', 'bridges/sdkPrivate.ts: _url']);
  });
});

describe('bridges/sdkPrivate.ts, against the installed SDKs', () => {
  const elicitation = { form: {}, url: {} };

  it('both generations’ clients still keep the constructor’s capabilities where it reads them, and offer no public getter', () => {
    const v1 = new ClientV1({ name: 'host', version: '1' }, { capabilities: { elicitation } });
    const v2 = new ClientV2({ name: 'host', version: '1' }, { capabilities: { elicitation } });
    expect(constructedElicitation(v1)).toEqual(elicitation);
    expect(constructedElicitation(v2)).toEqual(elicitation);
    // When an SDK gains a public way, the pin should go: this fails then.
    for (const client of [v1, v2]) expect(Object.getOwnPropertyNames(Object.getPrototypeOf(client)).filter((n) => /^get.*Capabilit/.test(n))).toEqual(['getServerCapabilities']);
  });

  it('both generations’ HTTP transports still keep their endpoint where it reads it, and offer no public getter', () => {
    const url = new URL('https://tools.example.com/mcp?token=secret');
    for (const transport of [new HttpV1(url), new SseV1(url), new HttpV2(url)]) {
      expect(transportUrl(transport)?.href).toBe(url.href);
      expect('url' in transport).toBe(false);
    }
    expect(transportUrl({})).toBeUndefined();
  });

  it('the v2 SDK still refuses a task result on its own (the carrier is still needed), and the carrier hands it over whole', async () => {
    // A real v2 server whose tool answers with a task (the example server's task runtime).
    const store = createTaskStore({ pollIntervalMs: 20 });
    const build = () => {
      const server = new McpServer({ name: 'task-server', version: '1.0.0' }, { capabilities: { tools: {} } });
      server.registerTool('long_job', { inputSchema: z.object({}) }, async () => store.start(async () => ({ content: [] })) as never);
      store.register(server);
      return server;
    };
    const handler = createMcpHandler(build, { legacy: 'reject' });
    const client = new ClientV2({ name: 'host', version: '1' }, { capabilities: { elicitation }, versionNegotiation: { mode: 'auto' } });
    await client.connect(new HttpV2(new URL('http://mcp.test/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
    const call = () => client.request({ method: 'tools/call', params: withClientCapabilities({ name: 'long_job', arguments: {} }, { elicitation, extensions: { [TASKS_EXTENSION]: {} } }) }, { allowInputRequired: true });
    try {
      // Without the carrier the SDK refuses the result type, and keeps no copy of it.
      await expect(call()).rejects.toThrow(/Unsupported result type 'task'/);
      passTasksThrough(client);
      const carried = (await call().catch(taskOrThrow)) as { resultType?: unknown; taskId?: unknown; status?: unknown };
      expect(carried).toMatchObject({ resultType: 'task', status: 'working' });
      expect(typeof carried.taskId).toBe('string');
    } finally {
      await client.close();
    }
  });
});

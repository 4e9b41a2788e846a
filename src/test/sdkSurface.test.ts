import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import { Protocol as ProtocolV1 } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  ElicitRequestSchema as ElicitRequestSchemaV1,
  ElicitResultSchema as ElicitResultSchemaV1,
  RequestSchema as RequestSchemaV1,
} from '@modelcontextprotocol/sdk/types.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport as SseV1 } from '@modelcontextprotocol/sdk/client/sse.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { createTaskStore } from '../../demo/server/tasks.mjs';
import { withClientCapabilities } from '../engine/inputRequired.js';
import { TASKS_EXTENSION } from '../engine/tasks.js';
import {
  constructedElicitation,
  passTasksThrough,
  registerPastClientCheckV1,
  registerPastClientCheckV2,
  taskOrThrow,
  transportUrl,
} from '../bridges/sdkPrivate.js';

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
    expect(reads.filter((r) => r.startsWith('bridges/sdkPrivate.ts')).sort()).toEqual([
      'bridges/sdkPrivate.ts: _capabilities',
      'bridges/sdkPrivate.ts: _url',
    ]);
    // The v2 hook is named once, as a constant, in the same file.
    expect(readFileSync(join(root, 'bridges/sdkPrivate.ts'), 'utf8').match(/'_wrapHandler'/g)).toHaveLength(1);
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
    for (const client of [v1, v2])
      expect(
        Object.getOwnPropertyNames(Object.getPrototypeOf(client)).filter((n) => /^get.*Capabilit/.test(n)),
      ).toEqual(['getServerCapabilities']);
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
      server.registerTool(
        'long_job',
        { inputSchema: z.object({}) },
        async () => store.start(async () => ({ content: [] })) as never,
      );
      store.register(server);
      return server;
    };
    const handler = createMcpHandler(build, { legacy: 'reject' });
    const client = new ClientV2(
      { name: 'host', version: '1' },
      { capabilities: { elicitation }, versionNegotiation: { mode: 'auto' } },
    );
    await client.connect(
      new HttpV2(new URL('http://mcp.test/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }),
    );
    const call = () =>
      client.request(
        {
          method: 'tools/call',
          params: withClientCapabilities(
            { name: 'long_job', arguments: {} },
            { elicitation, extensions: { [TASKS_EXTENSION]: {} } },
          ),
        },
        { allowInputRequired: true },
      );
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

  it('both generations’ clients still refuse a converter’s shape on their own (the pin is still needed), and registering past the check delivers it whole', async () => {
    const params = {
      message: 'Nick?',
      requestedSchema: { type: 'object', properties: { nick: { type: ['string', 'null'], pattern: '^[a-z]+$' } } },
    };
    for (const generation of ['v1', 'v2'] as const) {
      for (const past of [false, true]) {
        const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
        const server = new ServerV1({ name: 's', version: '1' }, { capabilities: {} });
        const seen: unknown[] = [];
        const handler = (request: { params?: unknown }) => {
          seen.push(request.params);
          return { action: 'decline' as const };
        };
        if (generation === 'v1') {
          const client = new ClientV1({ name: 'host', version: '1' }, { capabilities: { elicitation } });
          const schema = RequestSchemaV1.extend({ method: ElicitRequestSchemaV1.shape.method });
          if (past) registerPastClientCheckV1(client, ProtocolV1.prototype.setRequestHandler, schema, handler);
          else client.setRequestHandler(schema, handler as never);
          await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
        } else {
          const client = new ClientV2({ name: 'host', version: '1' }, { capabilities: { elicitation } });
          const any = { '~standard': { version: 1, vendor: 't', validate: (value: unknown) => ({ value }) } } as const;
          const register = () =>
            client.setRequestHandler(
              'elicitation/create',
              { params: any },
              (p: unknown) => handler({ params: p }) as never,
            );
          if (past) registerPastClientCheckV2(client, register);
          else register();
          await Promise.all([server.connect(serverSide), client.connect(clientSide as never)]);
        }
        const answer = server.request({ method: 'elicitation/create', params }, ElicitResultSchemaV1);
        if (past) {
          await expect(answer).resolves.toEqual({ action: 'decline' });
          expect(seen).toEqual([params]);
        } else {
          await expect(answer).rejects.toMatchObject({
            code: -32602,
            message: expect.stringMatching(/Invalid elicitation request/),
          });
          expect(seen).toEqual([]);
        }
        await server.close();
      }
    }
  });
});

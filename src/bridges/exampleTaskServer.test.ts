// @vitest-environment node
import { createModernHandler, TASK_TOOLS } from '../../demo/server/modernServer.mjs';
import { guardTransport } from '../../demo/server/tasks.mjs';

// The example server's 2026-07-28 leg keeps every rule of the tasks extension's server side that a
// client can break (ext-tasks, "Protocol Errors" and "Task Status Notifications"), so the tests of
// our client against it hold the client to them. Raw JSON-RPC over its HTTP entry, as a client
// that breaks a rule would send it.

const TASKS = 'io.modelcontextprotocol/tasks';
const handler = createModernHandler({
  origin: 'http://mcp.test',
  profileSchema: { type: 'object', properties: {} },
  enumShapes: {},
  consents: new Map(),
  newConsent: () => ({ id: 'unused' }),
  log: () => {},
});

let nextId = 1;
interface Reply {
  status: number;
  body: { result?: Record<string, unknown>; error?: { code: number; message: string; data?: unknown } } | undefined;
  response: Response;
}

/** One request as a 2026-07-28 client sends it; `declare` puts the tasks extension in its capabilities. */
async function rpc(
  method: string,
  params: Record<string, unknown>,
  { declare, name }: { declare: boolean; name?: string },
): Promise<Reply> {
  const capabilities = { elicitation: { form: {} }, ...(declare && { extensions: { [TASKS]: {} } }) };
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'rule-breaker', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': capabilities,
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
  };
  const mirrored =
    name ??
    (typeof params.taskId === 'string' ? params.taskId : typeof params.name === 'string' ? params.name : undefined);
  if (mirrored !== undefined) headers['mcp-name'] = mirrored;
  const response = await handler.fetch(
    new Request('http://mcp.test/mcp', {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: { ...params, _meta } }),
    }),
  );
  if (response.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: response.status, body: undefined, response };
  return { status: response.status, body: (await response.json()) as Reply['body'], response };
}

const missing = { code: -32021, data: { requiredCapabilities: { extensions: { [TASKS]: {} } } } };

async function startTask(): Promise<string> {
  const created = await rpc('tools/call', { name: 'file_expense', arguments: {} }, { declare: true });
  expect(created.body?.result).toMatchObject({ resultType: 'task', status: 'working' });
  return created.body!.result!.taskId as string;
}

describe('the example server keeps the tasks extension’s rules a client can break', () => {
  it('tasks/get, tasks/update and tasks/cancel from a client that did not declare the extension: -32021, and nothing changes', async () => {
    const taskId = await startTask();
    for (const [method, params] of [
      ['tasks/get', { taskId }],
      ['tasks/update', { taskId, inputResponses: { amount: { action: 'accept', content: { amount: 1 } } } }],
      ['tasks/cancel', { taskId }],
    ] as const) {
      const reply = await rpc(method, params, { declare: false });
      expect(reply.body?.error, method).toMatchObject(missing);
    }
    expect(handler.tasks.refused.map((r) => r.method)).toEqual(['tasks/get', 'tasks/update', 'tasks/cancel']);
    // The refused cancel stopped nothing; the same request, declared, is served.
    expect(handler.tasks.tasks.get(taskId)?.status).toBe('working');
    expect((await rpc('tasks/get', { taskId }, { declare: true })).body?.result).toMatchObject({
      resultType: 'complete',
      taskId,
      status: 'working',
    });
    expect((await rpc('tasks/cancel', { taskId }, { declare: true })).body?.result).toMatchObject({
      resultType: 'complete',
    });
    expect(handler.tasks.tasks.get(taskId)?.status).toBe('cancelled');
  });

  it('a tools/call that only a task can serve, from a client that did not declare the extension: -32021, and no task is made', async () => {
    const before = handler.tasks.tasks.size;
    const reply = await rpc('tools/call', { name: 'file_expense', arguments: {} }, { declare: false });
    expect(reply.body?.error).toMatchObject(missing);
    expect(handler.tasks.tasks.size).toBe(before);
  });

  it('an unknown task: -32602 for tasks/get (and the other two)', async () => {
    for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
      const reply = await rpc(
        method,
        { taskId: 'no-such-task', ...(method === 'tasks/update' && { inputResponses: {} }) },
        { declare: true },
      );
      expect(reply.body?.error?.code, method).toBe(-32602);
    }
  });

  it('subscriptions/listen for task notifications without the declaration: -32021; declared, the stream opens', async () => {
    const taskId = await startTask();
    const refused = await rpc('subscriptions/listen', { notifications: { taskIds: [taskId] } }, { declare: false });
    expect(refused.status).toBe(400);
    expect(refused.body?.error).toMatchObject(missing);
    const served = await rpc('subscriptions/listen', { notifications: { taskIds: [taskId] } }, { declare: true });
    expect(served.status).toBe(200);
    expect(served.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await served.response.body?.cancel();
    // A listen that asks for no task notifications needs no declaration.
    const other = await rpc('subscriptions/listen', { notifications: { toolsListChanged: true } }, { declare: false });
    expect(other.body?.error?.code).not.toBe(-32021);
    await other.response.body?.cancel();
  });

  it('a task request whose Mcp-Name header is not its task id is refused (the SDK’s HTTP entry checks it)', async () => {
    const taskId = await startTask();
    const reply = await rpc('tasks/get', { taskId }, { declare: true, name: 'another-task' });
    expect(reply.status).toBe(400);
    expect(reply.body?.error).toBeDefined();
  });

  it('an answer to a key that is not outstanding is ignored and recorded as a stray', async () => {
    const taskId = await startTask();
    const reply = await rpc(
      'tasks/update',
      { taskId, inputResponses: { never_asked: { action: 'decline' } } },
      { declare: true },
    );
    expect(reply.body?.result).toMatchObject({ resultType: 'complete' });
    expect(handler.tasks.strays).toContainEqual({ taskId, key: 'never_asked' });
    await rpc('tasks/cancel', { taskId }, { declare: true });
  });

  it('over stdio too: the guarded transport answers an undeclared listen for task notifications itself, and passes the rest on', async () => {
    const sent: unknown[] = [];
    const served: unknown[] = [];
    const transport = guardTransport(
      { send: async (m: unknown) => void sent.push(m), onmessage: undefined as ((m: unknown) => void) | undefined },
      TASK_TOOLS,
    );
    transport.onmessage = (m) => void served.push(m);
    const envelope = (declared: boolean) => ({
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': declared ? { extensions: { [TASKS]: {} } } : {},
    });
    const listen = (id: number, declared: boolean) => ({
      jsonrpc: '2.0',
      id,
      method: 'subscriptions/listen',
      params: { notifications: { taskIds: ['t'] }, _meta: envelope(declared) },
    });
    const call = (id: number, declared: boolean) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'file_expense', _meta: envelope(declared) },
    });
    transport.onmessage!(listen(1, false));
    transport.onmessage!(call(2, false));
    transport.onmessage!(listen(3, true));
    transport.onmessage!(call(4, true));
    expect(sent).toMatchObject([
      { jsonrpc: '2.0', id: 1, error: missing },
      { jsonrpc: '2.0', id: 2, error: missing },
    ]);
    expect(sent).toHaveLength(2);
    expect(served.map((m) => (m as { id: number }).id)).toEqual([3, 4]);
  });
});

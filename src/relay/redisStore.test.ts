// @vitest-environment node
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { createClient } from 'redis';
import { onTestFailed } from 'vitest';
import * as z from 'zod';
import { attachElicitation } from '../bridges/v2.js';
import { elicitationCapabilities } from '../bridges/attachment.js';
import { startRedisProcess as startRedis } from '../../scripts/redisProcess.mjs';
import { redisStore } from './redisStore.js';
import { createRelay, type RelayEvent } from './relay.js';
import type { Relay } from './relayTypes.js';
import { RelayUnavailableError } from './errors.js';
import type { RelayStore } from './store.js';
import { relayStoreChecks } from './conformance.js';
import { createTaskStore } from '../../demo/server/tasks.mjs';

// Two relay instances on one real redis-server, as two processes of a host behind one address
// would be: a browser's stream and its answers may reach either, whichever holds the MCP request.
const ORIGIN = 'https://chat.example.com';
const sessions: Record<string, string> = { 'sid=ada': 'ada', 'sid=bo': 'bo' };
const form = {
  message: 'Your table',
  requestedSchema: {
    type: 'object',
    properties: { guests: { type: 'integer', minimum: 1, maximum: 8 } },
    required: ['guests'],
  },
};

let redis: Awaited<ReturnType<typeof startRedis>>;
const clients: { close(): Promise<unknown> }[] = [];
const relays: Relay[] = [];
beforeAll(async () => void (redis = await startRedis()), 20_000);
afterEach(async () => {
  relays.splice(0).forEach((r) => r.close());
  await new Promise((r) => setTimeout(r, 20));
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(() => redis?.stop());

/**
 * A store on its own connection, with a switch that cuts this instance off (as if it died), and
 * `dieAfter(call)`: it dies the moment such a store call (its name and first argument) has gone through.
 */
async function storeFor(prefix: string) {
  const client = await createClient({ url: redis.url }).connect();
  clients.push(client);
  const real = redisStore(client, { prefix });
  let dead = false;
  let fatal: ((name: string, first: unknown) => boolean) | undefined;
  let died!: () => void;
  /** Settles when the instance dies (`kill`, or the call `dieAfter` names). */
  const death = new Promise<void>((resolve) => (died = resolve));
  const die = () => {
    dead = true;
    died();
  };
  const never = new Promise<never>(() => {});
  const store = Object.fromEntries(
    Object.entries(real).map(([name, fn]) => [
      name,
      name === 'subscribe'
        ? (listener: Parameters<RelayStore['subscribe']>[0]) => real.subscribe((m) => !dead && listener(m))
        : async (...args: unknown[]) => {
            if (dead && name !== 'close') return never;
            const value = await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
            if (fatal?.(name, args[0])) die();
            return dead ? never : value;
          },
    ]),
  ) as unknown as RelayStore;
  return { store, kill: die, dieAfter: (call: typeof fatal) => void (fatal = call), death };
}

async function cluster(
  livenessMs = 5000,
  resume?: Parameters<typeof createRelay>[0]['resume'],
  resumeTask?: Parameters<typeof createRelay>[0]['resumeTask'],
) {
  const prefix = `t${Math.random().toString(36).slice(2)}:`;
  const [a, b] = [await storeFor(prefix), await storeFor(prefix)];
  const make = (store: RelayStore) => {
    // Store errors are expected here (an instance cut off mid-answer): kept, not printed.
    const relay = createRelay({
      authorize: (r) => sessions[r.headers.get('cookie') ?? ''],
      store,
      livenessMs,
      resume,
      resumeTask,
      onError: () => {},
    });
    relays.push(relay);
    return relay;
  };
  return { a: make(a.store), b: make(b.store), killA: a.kill, bDiesAfter: b.dieAfter, bDied: b.death, prefix };
}

/** A browser's event stream on `relay`, read in the background (connected again after a 503, as a browser does). */
async function browser(relay: Relay, cookie = 'sid=ada') {
  let response = await relay.handler(new Request(`${ORIGIN}/api/elicitation`, { headers: { cookie } }));
  for (let i = 0; i < 50 && response.status === 503; i++) {
    await new Promise((r) => setTimeout(r, 100));
    response = await relay.handler(new Request(`${ORIGIN}/api/elicitation`, { headers: { cookie } }));
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: RelayEvent[] = [];
  /** Who waits for an event (`until`): told after each read. */
  const waiting = new Set<() => void>();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, at)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        buffer = buffer.slice(at + 2);
        if (data) seen.push(JSON.parse(data.slice(6)) as RelayEvent);
      }
      for (const wake of [...waiting]) wake();
    }
  })();
  // Looked for again each time the stream brings events, never on a timer, and bounded by nothing
  // but the test's own timeout: how fast a loaded machine brings an event is not what is checked.
  // A test that fails says what each of its windows saw.
  onTestFailed(() => console.error(`A window saw: ${JSON.stringify(seen)}`));
  const until = <T>(find: (events: RelayEvent[]) => T | undefined): Promise<T> =>
    new Promise<T>((resolve) => {
      const look = () => {
        const found = find(seen);
        if (found === undefined) return;
        waiting.delete(look);
        resolve(found);
      };
      waiting.add(look);
      look();
    });
  const askId = () => until((e) => e.find((x): x is Extract<RelayEvent, { type: 'ask' }> => x.type === 'ask')?.id);
  const ended = (id: string) =>
    until((e) => e.find((x): x is Extract<RelayEvent, { type: 'end' }> => x.type === 'end' && x.id === id)?.end);
  /**
   * The first `count` distinct requests the window was asked, in their round's order (a live event may overtake a
   * listing).
   */
  const asks = (count: number) =>
    until((e) =>
      asksIn(e).length >= count
        ? asksIn(e)
            .slice(0, count)
            .sort((x, y) => (x.options?.step?.index ?? 0) - (y.options?.step?.index ?? 0))
        : undefined,
    );
  return { seen, until, askId, asks, ended, stop: () => void reader.cancel() };
}

/** The requests a window was asked, each once (a listing and a live event may both carry one). */
const asksIn = (events: RelayEvent[]) => [
  ...new Map(events.flatMap((x) => (x.type === 'ask' ? [[x.id, x] as const] : []))).values(),
];

const post = (relay: Relay, body: unknown, cookie = 'sid=ada') =>
  relay.handler(
    new Request(`${ORIGIN}/api/elicitation`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(body),
    }),
  );

/**
 * Answers `body` on `relay` as the browser does: again, after a pause (its backoff), while the
 * relay says 503 (its store away, or the holder not yet judged); at most 100 times.
 */
async function retried(relay: Relay, body: unknown): Promise<number> {
  let status = 503;
  for (let i = 0; i < 100 && status === 503; i++) {
    status = (await post(relay, body)).status;
    if (status === 503) await new Promise((r) => setTimeout(r, 100));
  }
  return status;
}

// A 2026-07-28 round: two questions in one tools/call, answered through the relay.
const STATE = 'round+1/of=2==';
const roundForm = (message: string, key: string) => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { [key]: { type: 'string' as const, title: key } },
    required: [key],
  },
});
/** A 2026-07-28 server (a fresh instance per request): what each tools/call carried. */
function mcpServer() {
  const calls: { inputResponses: unknown; requestState: string | undefined }[] = [];
  const handler = createMcpHandler(
    () => {
      const server = new McpServer({ name: 'trips', version: '1.0.0' }, { capabilities: { tools: {} } });
      server.registerTool('plan_trip', { inputSchema: z.object({}) }, async (_args, ctx) => {
        const responses = ctx.mcpReq.inputResponses as Record<string, unknown> | undefined;
        calls.push({ inputResponses: responses, requestState: ctx.mcpReq.requestState?.() });
        if (!responses)
          return inputRequired({
            inputRequests: {
              where: inputRequired.elicit(roundForm('Where to?', 'city')),
              who: inputRequired.elicit(roundForm('Who?', 'name')),
            },
            requestState: STATE,
          });
        return { content: [{ type: 'text', text: JSON.stringify(responses) }] };
      });
      return server;
    },
    { legacy: 'reject' },
  );
  return { calls, fetch: (url: URL | string, init?: RequestInit) => handler.fetch(new Request(url, init)) };
}
async function attached(relay: Relay, server: { fetch: (url: URL | string, init?: RequestInit) => Promise<Response> }) {
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities({ form: true }) }, versionNegotiation: { mode: 'auto' } },
  );
  const attachment = attachElicitation(client, relay.queueFor('ada'), {
    serverName: 'Trips',
    tasks: { minPollMs: 10 },
  });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://trips.test/mcp'), { fetch: server.fetch }));
  clients.push(client);
  return attachment;
}

describe('the Redis store keeps every promise of the store ports (the conformance suite)', () => {
  // One connection per instance, closed after each check.
  const connected = async () => {
    const c = await createClient({ url: redis.url }).connect();
    clients.push(c);
    return c;
  };
  for (const check of relayStoreChecks(async (space) => redisStore(await connected(), { prefix: `${space}:` })))
    it(check.name, check.run, 10_000);

  it('every key it writes expires or goes with its request: none is left without a TTL', async () => {
    const c = await connected();
    const store = redisStore(c, { prefix: 'ttl:' });
    const request = {
      id: 'r1',
      owner: 'ada',
      holder: 'i1',
      life: { status: 'asking', completedEarly: false },
      event: { type: 'ask', id: 'r1', params: form, serverName: 'S' },
    } as const;
    await store.save(request);
    await store.claim('r1', 'ada');
    await store.saveRound(
      {
        id: 'q1',
        owner: 'ada',
        serverName: 'S',
        method: 'tools/call',
        params: {},
        result: {} as never,
        keys: ['k'],
        answers: {},
      },
      60_000,
    );
    await store.answerRound('q1', 'k', { action: 'decline' });
    await store.beat('i1', 5000);
    const keys = (await c.sendCommand(['KEYS', 'ttl:*'])) as string[];
    expect(keys.sort()).toEqual([
      'ttl:alive:i1',
      'ttl:claim:r1',
      'ttl:holder:i1',
      'ttl:instances',
      'ttl:owner:ada',
      'ttl:req:r1',
      'ttl:round:q1',
      'ttl:round:q1:answers',
    ]);
    for (const k of keys) expect([k, Number(await c.sendCommand(['PTTL', k])) > 0]).toEqual([k, true]);
    await store.remove('r1');
    await store.removeRound('q1');
    expect(((await c.sendCommand(['KEYS', 'ttl:*'])) as string[]).sort()).toEqual([
      'ttl:alive:i1',
      'ttl:claim:r1',
      'ttl:instances',
    ]);
  });
});

describe('relay on Redis: two instances, one redis-server', () => {
  it('an answer that reaches instance B completes the request instance A holds, exactly; a second answer on A gets 409', async () => {
    const { a, b } = await cluster();
    const onB = await browser(b);
    const answer = a.ask('ada', form, { serverName: 'Bistro' });
    const id = await onB.askId();
    // Checked on B, from the stored request.
    expect((await post(b, { id, result: { action: 'accept', content: { guests: 9 } } })).status).toBe(422);
    expect((await post(b, { id, result: { action: 'accept', content: { guests: 4 } } })).status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 4 } });
    expect((await post(a, { id, result: { action: 'decline' } })).status).toBe(409);
    expect(await onB.ended(id)).toBe('answered');
    onB.stop();
  });

  it('events reach the browser whichever instance holds its stream; a reconnection on the other lists what is pending', async () => {
    const { a, b } = await cluster();
    const controller = new AbortController();
    void a.ask('ada', form, { signal: controller.signal }).catch(() => {});
    const onB = await browser(b);
    const id = await onB.askId();
    const onA = await browser(a);
    expect(await onA.askId()).toBe(id);
    expect(onA.seen[0]).toEqual({ type: 'pending', ids: [id] });
    controller.abort();
    expect(await onB.ended(id)).toBe('withdrawn');
    expect(await onA.ended(id)).toBe('withdrawn');
    onA.stop();
    onB.stop();
  });

  it('URL completion before consent, held on A, consent through B: the step ends, nothing stays pending in Redis', async () => {
    const { a, b } = await cluster();
    const queue = a.queueFor('ada');
    const source = { serverName: 'Auth' };
    const handle = queue.ask(
      source,
      { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e1' },
      { elicitationId: 'e1', closeOnComplete: true },
    );
    const onB = await browser(b);
    const id = await onB.askId();
    expect(queue.complete(source, 'e1')).toBe(true);
    await onB.until((e) => e.find((x) => x.type === 'complete'));
    // A window that connects to B now reads the completion from the store (kept before it is told).
    const later = await browser(b);
    await later.until((e) => e.find((x) => x.type === 'complete'));
    expect((await post(b, { id, result: { action: 'accept' } })).status).toBe(200);
    await expect(handle.result).resolves.toEqual({ action: 'accept' });
    await expect(handle.ended).resolves.toBe('complete');
    const fresh = await browser(a);
    expect(await fresh.until((e) => e.find((x) => x.type === 'pending'))).toEqual({ type: 'pending', ids: [] });
    [onB, later, fresh].forEach((w) => w.stop());
  });

  it('only one of two simultaneous answers on two instances wins', async () => {
    const { a, b } = await cluster();
    const answer = a.ask('ada', form);
    const onB = await browser(b);
    const id = await onB.askId();
    const statuses = await Promise.all([
      post(a, { id, result: { action: 'decline' } }),
      post(b, { id, result: { action: 'accept', content: { guests: 2 } } }),
    ]);
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 409]);
    await expect(answer).resolves.toEqual(
      statuses[0]!.status === 200 ? { action: 'decline' } : { action: 'accept', content: { guests: 2 } },
    );
    onB.stop();
  });

  it('another owner sees nothing on either instance and a forged answer is refused', async () => {
    const { a, b } = await cluster();
    let settled = false;
    void a.ask('ada', form).then(
      () => (settled = true),
      () => {},
    );
    const ada = await browser(b);
    const id = await ada.askId();
    const bo = await browser(b, 'sid=bo');
    // A request of bo's own, asked after ada's, reaches bo's stream: anything of ada's would have
    // come before it.
    void a.ask('bo', form).catch(() => {});
    const own = await bo.askId();
    expect(own).not.toBe(id);
    expect(bo.seen.filter((e) => e.type !== 'ask' || e.id !== own)).toEqual([{ type: 'pending', ids: [] }]);
    expect((await post(b, { id, result: { action: 'accept', content: { guests: 2 } } }, 'sid=bo')).status).toBe(404);
    expect(settled).toBe(false);
    ada.stop();
    bo.stop();
  });

  it('the instance holding a 2025 request dies: the browser on the other is told the connection was lost; an answer gets 410', async () => {
    const { a, b, killA } = await cluster(300);
    void a.ask('ada', form).catch(() => {});
    const onB = await browser(b);
    const id = await onB.askId();
    killA();
    // At once, before A's liveness lapses: B hands the answer to A, hears nothing back, and finds A gone.
    expect((await post(b, { id, result: { action: 'accept', content: { guests: 2 } } })).status).toBe(410);
    expect(await onB.ended(id)).toBe('expired');
    onB.stop();
  });

  // The instance carrying an answer (B, where the POST arrived) dies after it won the first-answer
  // claim: before handing it on, or after the holder took it but before it recorded so. The
  // browser's POST never returns; its retry of the same attempt reaches A.
  for (const moment of [
    'after the claim, before handing it on',
    'after handing it on, before the acknowledgement',
  ] as const) {
    it(`the instance carrying an answer dies ${moment}: the browser's retry on the other delivers it exactly once`, async () => {
      const { a, b, bDiesAfter, bDied } = await cluster();
      const answer = a.ask('ada', form, { serverName: 'Bistro' });
      const onA = await browser(a);
      const id = await onA.askId();
      bDiesAfter((name, first) =>
        moment === 'after the claim, before handing it on'
          ? name === 'claim' && first === id
          : name === 'publish' && (first as { kind: string }).kind === 'answer',
      );
      const body = { id, attempt: 'carried-by-b', result: { action: 'accept', content: { guests: 5 } } };
      let bAnswered = false;
      void post(b, body).then(() => (bAnswered = true));
      await bDied;
      expect((await post(a, body)).status).toBe(200);
      await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 5 } });
      expect((await post(a, body)).status).toBe(200); // asked again: still its own success
      expect((await post(a, { ...body, attempt: 'another' })).status).toBe(409);
      expect(await onA.ended(id)).toBe('answered');
      expect(bAnswered).toBe(false); // as a dropped connection to the browser
      onA.stop();
    });
  }

  it('a browser whose event stream drops while its answer is in flight: the answer arrives once, and the new stream lists nothing pending', async () => {
    const { a, b } = await cluster();
    const answer = a.ask('ada', form, { serverName: 'Bistro' });
    const first = await browser(b);
    const id = await first.askId();
    const sent = post(b, { id, attempt: 'in-flight', result: { action: 'accept', content: { guests: 6 } } });
    first.stop();
    expect((await sent).status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 6 } });
    const again = await browser(a);
    expect(await again.until((e) => e.find((x) => x.type === 'pending'))).toEqual({ type: 'pending', ids: [] });
    expect(again.seen.filter((e) => e.type === 'ask')).toEqual([]);
    again.stop();
  });

  it('the instance holding a request dies and nobody answers: its heartbeat lapses and the other ends the request in the browser, once', async () => {
    const { a, b, killA, prefix } = await cluster(300);
    void a.ask('ada', form).catch(() => {});
    const onB = await browser(b);
    const id = await onB.askId();
    killA();
    expect(await onB.ended(id)).toBe('expired');
    // Its record, both its places and the dead instance's name go: the last step of B's sweep, after
    // it ended A's requests.
    const probe = await createClient({ url: redis.url }).connect();
    clients.push(probe);
    await vi.waitFor(async () => {
      expect(
        (await probe.keys(`${prefix}*`)).filter((k) => !k.includes(':claim:') && !k.includes(':alive:')).sort(),
      ).toEqual([`${prefix}instances`]);
      expect(await probe.sMembers(`${prefix}instances`)).toHaveLength(1);
    });
    // A request B asks after that reaches the window behind everything told before it: the end was told once.
    void b.ask('ada', form).catch(() => {});
    await onB.until((e) => asksIn(e).find((x) => x.id !== id));
    expect(onB.seen.filter((e) => e.type === 'end')).toEqual([{ type: 'end', id, end: 'expired' }]);
    onB.stop();
  });

  describe('a 2026-07-28 round parked in Redis', () => {
    for (const answeredBefore of [0, 1]) {
      it(`the instance that started the call dies after ${answeredBefore} of 2 answers (and at once the rest are given): the last answer, on the other, finishes the call there with one retry and the same requestState`, async () => {
        const server = mcpServer();
        let resumed: Promise<unknown> | undefined;
        let onB: Awaited<ReturnType<typeof attached>> | undefined;
        const { a, b, killA, prefix } = await cluster(300, (call) => {
          expect(call).toMatchObject({ owner: 'ada', serverName: 'Trips', method: 'tools/call' });
          resumed = onB!.callTool(call.params as { name: string });
        });
        const onA = await attached(a, server);
        onB = await attached(b, server);
        const started = onA.callTool({ name: 'plan_trip', arguments: {} });
        started.catch(() => {});
        const browserOnB = await browser(b);
        const [where, who] = await browserOnB.asks(2);
        if (answeredBefore === 1)
          expect(
            (await post(b, { id: where!.id, result: { action: 'accept', content: { city: 'Porto' } } })).status,
          ).toBe(200);
        killA();
        if (answeredBefore === 0)
          expect(
            (await post(b, { id: where!.id, result: { action: 'accept', content: { city: 'Porto' } } })).status,
          ).toBe(200);
        expect(resumed).toBeUndefined();
        expect((await post(b, { id: who!.id, result: { action: 'decline' } })).status).toBe(200);
        await vi.waitFor(() => expect(resumed).toBeDefined());
        const result = (await resumed) as { content: { text: string }[] };
        expect(JSON.parse(result.content[0]!.text)).toEqual({
          where: { action: 'accept', content: { city: 'Porto' } },
          who: { action: 'decline' },
        });
        // The server saw the first call and exactly one retry, with its requestState byte for byte.
        expect(server.calls.map((c) => c.requestState)).toEqual([undefined, STATE]);
        expect(await browserOnB.ended(who!.id)).toBe('answered');
        // Nothing of the round is left in Redis (its answers included).
        const probe = await createClient({ url: redis.url }).connect();
        clients.push(probe);
        expect(((await probe.keys(`${prefix}*round*`)) as string[]).filter((k) => !k.includes(':claim:'))).toEqual([]);
        browserOnB.stop();
      });
    }

    it('a call withdrawn after one answer removes the parked answers at once, not after their hour', async () => {
      const server = mcpServer();
      const { a, b, prefix } = await cluster(5000, () => {});
      const onA = await attached(a, server);
      const controller = new AbortController();
      const call = onA.callTool(
        { name: 'plan_trip', arguments: {} },
        { requestOptions: { signal: controller.signal } },
      );
      call.catch(() => {});
      const browserOnB = await browser(b);
      const asks = await browserOnB.asks(2);
      expect(
        (await post(b, { id: asks[0]!.id, result: { action: 'accept', content: { city: 'hunter2' } } })).status,
      ).toBe(200);
      const probe = await createClient({ url: redis.url }).connect();
      clients.push(probe);
      const roundKeys = async () =>
        ((await probe.keys(`${prefix}*round*`)) as string[]).filter((k) => !k.includes(':claim:'));
      // Parked, with the answer in it, while the call waits for the second question.
      expect((await roundKeys()).length).toBeGreaterThan(0);
      controller.abort();
      await vi.waitFor(async () => expect(await roundKeys()).toEqual([]), { timeout: 2000 });
      expect(await browserOnB.ended(asks[1]!.id)).toBe('withdrawn');
      browserOnB.stop();
    });

    it('while the instance that started the call lives, it finishes the call itself, and nothing is resumed', async () => {
      const server = mcpServer();
      let resumes = 0;
      const { a, b } = await cluster(300, () => void resumes++);
      const onA = await attached(a, server);
      const call = onA.callTool({ name: 'plan_trip', arguments: {} });
      const browserOnB = await browser(b);
      const asks = await browserOnB.asks(2);
      await post(b, { id: asks[0]!.id, result: { action: 'accept', content: { city: 'Faro' } } });
      await post(b, { id: asks[1]!.id, result: { action: 'accept', content: { name: 'Lin' } } });
      expect(JSON.parse(((await call) as { content: { text: string }[] }).content[0]!.text)).toEqual({
        where: { action: 'accept', content: { city: 'Faro' } },
        who: { action: 'accept', content: { name: 'Lin' } },
      });
      expect(server.calls.map((c) => c.requestState)).toEqual([undefined, STATE]);
      expect(resumes).toBe(0);
      browserOnB.stop();
    });
  });
});

describe('relay on Redis: tasks (tasks extension) across instances', () => {
  /**
   * A 2026-07-28 server with the example server's task runtime, reachable from both instances (as an HTTP server is).
   */
  function taskServer() {
    const tasks = createTaskStore({ pollIntervalMs: 20 });
    const handler = createMcpHandler(
      () => {
        const server = new McpServer({ name: 'expenses', version: '1.0.0' }, { capabilities: { tools: {} } });
        tasks.register(server);
        server.registerTool(
          'file_expense',
          { inputSchema: z.object({}) },
          async () =>
            tasks.start(async ({ ask }) => {
              const answers = await ask({
                amount: elicit('How much?', 'amount'),
                approver: elicit('Who approves?', 'approver'),
              });
              const more = await ask({ note: elicit('A note?', 'note') });
              return { content: [{ type: 'text', text: JSON.stringify({ ...answers, ...more }) }] };
            }) as never,
        );
        return server;
      },
      { legacy: 'reject' },
    );
    const elicit = (message: string, key: string) => ({
      method: 'elicitation/create',
      params: { mode: 'form', ...roundForm(message, key) },
    });
    return { tasks, fetch: (url: URL | string, init?: RequestInit) => handler.fetch(new Request(url, init)) };
  }

  /**
   * Posts as a browser does: one named attempt, sent again unchanged while the relay says 503 (on
   * its way, or the holder not yet judged). Without the name, a retry after a 503 that had claimed
   * the request is another answer, and gets 409.
   */
  const postUntilSettled = (relay: Relay, body: Record<string, unknown>) =>
    retried(relay, { ...body, attempt: `t-${Math.random().toString(36).slice(2, 10)}` });

  it('a window on the other instance is told the task’s line, and its "Stop this task" reaches the follower through Redis', async () => {
    const server = taskServer();
    const { a, b } = await cluster(5000);
    const onA = await attached(a, server);
    const started = onA.callTool({ name: 'file_expense' });
    const outcome = started.catch((e: unknown) => e);
    const onB = await browser(b);
    const line = await onB.until((e) =>
      e.find((x): x is Extract<RelayEvent, { type: 'task' }> => x.type === 'task' && x.status === 'input_required'),
    );
    expect(line).toMatchObject({ serverName: 'Trips', status: 'input_required' });
    const stop = await b.handler(
      new Request(`${ORIGIN}/api/elicitation`, {
        method: 'POST',
        headers: { cookie: 'sid=ada', 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ task: line.taskId, stop: true }),
      }),
    );
    expect(stop.status).toBe(200);
    expect(await outcome).toMatchObject({ name: 'TaskError', code: 'cancelled' });
    await vi.waitFor(() => expect(server.tasks.tasks.get(line.taskId)?.status).toBe('cancelled'));
    await onB.until((e) => e.find((x) => x.type === 'task' && x.status === 'cancelled'));
    onB.stop();
  });

  it('the instance following the task dies after one answer: the next answer, on the other, goes by tasks/update from there, which follows the task on, asks its next question once, and gets its result', async () => {
    const server = taskServer();
    let cutA = false;
    const fromA = {
      fetch: (url: URL | string, init?: RequestInit) =>
        cutA ? Promise.reject(new TypeError('fetch failed')) : server.fetch(url, init),
    };
    let resumed: Promise<unknown> | undefined;
    const resumes: { follow: boolean; asked: string[]; inputResponses: Record<string, unknown> }[] = [];
    let onB: Awaited<ReturnType<typeof attached>> | undefined;
    const { a, b, killA } = await cluster(300, undefined, async (task) => {
      expect(task).toMatchObject({ owner: 'ada', serverName: 'Trips' });
      resumes.push({ follow: task.follow, asked: task.asked, inputResponses: task.inputResponses });
      await onB!.updateTask(task.taskId, task.inputResponses);
      if (task.follow) resumed = onB!.followTask(task.taskId, { asked: task.asked });
    });
    const onA = await attached(a, fromA);
    onB = await attached(b, server);
    const started = onA.callTool({ name: 'file_expense' });
    started.catch(() => {});
    const browserOnB = await browser(b);
    const [amount, approver] = await browserOnB.asks(2);
    expect(await postUntilSettled(b, { id: amount!.id, result: { action: 'accept', content: { amount: '12' } } })).toBe(
      200,
    );
    await vi.waitFor(() => expect(server.tasks.updates).toHaveLength(1));
    // A dies: its store and its MCP connection are cut.
    killA();
    cutA = true;
    expect(await postUntilSettled(b, { id: approver!.id, result: { action: 'decline' } })).toBe(200);
    await vi.waitFor(() => expect(resumed).toBeDefined(), { timeout: 5000 });
    expect(resumes).toEqual([
      { follow: true, asked: ['approver'], inputResponses: { approver: { action: 'decline' } } },
    ]);
    // B follows on: the next question is asked once, from B, and its answer finishes the task.
    const asked = await browserOnB.until((e) =>
      asksIn(e).find((x) => (x.params as { message?: string }).message === 'A note?'),
    );
    expect(await postUntilSettled(b, { id: asked.id, result: { action: 'accept', content: { note: 'lunch' } } })).toBe(
      200,
    );
    const result = (await resumed) as { content: { text: string }[] };
    expect(JSON.parse(result.content[0]!.text)).toEqual({
      amount: { action: 'accept', content: { amount: '12' } },
      approver: { action: 'decline' },
      note: { action: 'accept', content: { note: 'lunch' } },
    });
    // Each key went to the server exactly once.
    expect(server.tasks.updates.map((u) => Object.keys(u.inputResponses))).toEqual([
      ['amount'],
      ['approver'],
      ['note'],
    ]);
    expect(
      asksIn(browserOnB.seen).filter((x) => (x.params as { message?: string }).message === 'A note?'),
    ).toHaveLength(1);
    browserOnB.stop();
  }, 20_000);
});

// A Redis outage with a real process: redis-server killed mid-request and started again on the
// same port with its data (append-only file), while the `redis` client reconnects by itself.
describe('relay on Redis: redis-server goes down and comes back', () => {
  let durable: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => void (durable = await startRedis({ durable: true })), 20_000);
  afterAll(() => durable?.stop());

  async function outageCluster(extra: Partial<Parameters<typeof createRelay>[0]> = {}) {
    const errors: string[] = [];
    const prefix = `o${Math.random().toString(36).slice(2)}:`;
    let connectionOfA: string | undefined;
    let clientOfA: { readonly isReady: boolean } | undefined;
    const make = async () => {
      const client = createClient({ url: durable.url });
      client.on('error', () => {}); // reconnecting; the relay reports what fails through onError
      await client.connect();
      clients.push(client);
      clientOfA ??= client;
      connectionOfA ??= String(await client.sendCommand(['CLIENT', 'ID']));
      const relay = createRelay({
        authorize: (r) => sessions[r.headers.get('cookie') ?? ''],
        store: redisStore(client, { prefix, onError: () => {} }),
        storeTimeoutMs: 400,
        livenessMs: 1000,
        onError: (_error, during) => errors.push(during),
        ...extra,
      });
      relays.push(relay);
      return relay;
    };
    const [a, b] = [await make(), await make()];
    /** Kills instance A's own connection to Redis (its commands in flight fail; it reconnects by itself). */
    const killConnectionOfA = async () => {
      const killer = await createClient({ url: durable.url }).connect();
      clients.push(killer);
      await killer.sendCommand(['CLIENT', 'KILL', 'ID', connectionOfA!]);
    };
    return { a, b, errors, prefix, killConnectionOfA, clientOfA: clientOfA! };
  }

  it('mid-request (2025): meanwhile a clear 503 (GET and POST), the retried answer is delivered exactly once after, and the relay serves again without a restart', async () => {
    const { a, b, errors, clientOfA } = await outageCluster();
    const answer = a.ask('ada', form, { serverName: 'Bistro' });
    const onB = await browser(b);
    const id = await onB.askId();
    await durable.kill();
    const body = { id, attempt: 'first-try', result: { action: 'accept', content: { guests: 3 } } };
    const during = await post(b, body);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('2');
    expect(await during.json()).toEqual({ error: 'The relay cannot reach its store right now; try again shortly.' });
    expect((await b.handler(new Request(`${ORIGIN}/api/elicitation`, { headers: { cookie: 'sid=ada' } }))).status).toBe(
      503,
    );
    expect(errors).toEqual(expect.arrayContaining(['taking an answer', 'listing what is pending']));
    // An ask made while Redis is down, once A's client knows it (its commands queue until it is
    // back), waits and is shown once it is back. (One whose save was already written to the dying
    // connection is refused at once with RelayUnavailableError: the burst below.)
    await vi.waitFor(() => expect(clientOfA.isReady).toBe(false));
    const later = a.ask('ada', form, { serverName: 'Bistro' });
    await durable.revive();
    // The browser's retry of the same attempt, with its backoff: 200 once, never a second delivery.
    expect(await retried(b, body)).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { guests: 3 } });
    expect((await post(b, { ...body, attempt: 'another' })).status).toBe(409);
    // Served again: a new window lists the request asked during the outage, and its answer goes through.
    const fresh = await browser(b);
    // A saves the request asked meanwhile once its own store client is back, on that client's own
    // backoff (node-redis: up to 2.2 s): once, in a full run, 4 s was not enough to see it.
    const second = await fresh.until(
      (e) => e.find((x): x is Extract<RelayEvent, { type: 'ask' }> => x.type === 'ask' && x.id !== id)?.id,
    );
    // As a browser does: a 503 while A's bus connection is still coming back is tried again.
    expect(await retried(b, { id: second, attempt: 'second-try', result: { action: 'decline' } })).toBe(200);
    await expect(later).resolves.toEqual({ action: 'decline' });
    expect(errors).not.toContain('saving a request');
    onB.stop();
    fresh.stop();
  }, 40_000);

  /** Whatever the relay keeps under `prefix`, read raw: each request's record and both its places agree. */
  async function consistent(prefix: string) {
    const probe = await createClient({ url: durable.url }).connect();
    clients.push(probe);
    const records = (await probe.keys(`${prefix}req:*`)).map((k) => k.slice(`${prefix}req:`.length)).sort();
    const listed = async (pattern: string) =>
      (await Promise.all((await probe.keys(pattern)).map((k) => probe.zRange(k, 0, -1)))).flat().sort();
    expect(await listed(`${prefix}owner:*`)).toEqual(records);
    expect(await listed(`${prefix}holder:*`)).toEqual(records);
    return records;
  }

  it('mid-round (2026-07-28): one answer before, redis-server killed, the other after it is back: the call completes with both, retried once with its requestState', async () => {
    const server = mcpServer();
    const { a, b, prefix } = await outageCluster();
    const onA = await attached(a, server);
    const call = onA.callTool({ name: 'plan_trip', arguments: {} });
    const onB = await browser(b);
    const [where, who] = await onB.asks(2);
    expect(
      (await post(b, { id: where!.id, attempt: 'w1', result: { action: 'accept', content: { city: 'Porto' } } }))
        .status,
    ).toBe(200);
    await durable.kill();
    const body = { id: who!.id, attempt: 'w2', result: { action: 'accept', content: { name: 'Lin' } } };
    expect((await post(b, body)).status).toBe(503);
    await durable.revive();
    expect(await retried(b, body)).toBe(200);
    const result = (await call) as { content: { text: string }[] };
    expect(JSON.parse(result.content[0]!.text)).toEqual({
      where: { action: 'accept', content: { city: 'Porto' } },
      who: { action: 'accept', content: { name: 'Lin' } },
    });
    expect(server.calls.map((c) => c.requestState)).toEqual([undefined, STATE]);
    expect(await consistent(prefix)).toEqual([]);
    onB.stop();
  }, 40_000);

  it('a burst of 200 asks with the asking instance’s Redis connection killed in the middle: each is answered exactly once or ends visibly, and Redis holds nothing half-written', async () => {
    const { a, b, prefix, killConnectionOfA } = await outageCluster({ maxPendingPerOwner: 500 });
    let refused = 0;
    const outcomes: Promise<'answered' | 'refused'>[] = [];
    const ask = (n: number) =>
      outcomes.push(
        a.ask('ada', { ...form, message: `Table ${n}` }, { serverName: 'Bistro' }).then(
          (r) => {
            expect(r).toEqual({ action: 'accept', content: { guests: 2 } });
            return 'answered' as const;
          },
          (e: unknown) => {
            refused++;
            expect(e).toBeInstanceOf(RelayUnavailableError);
            return 'refused' as const;
          },
        ),
      );
    for (let n = 0; n < 100; n++) ask(n);
    await killConnectionOfA();
    for (let n = 100; n < 200; n++) ask(n);
    // Once the connection is back, a window shows every request that was kept, and each refused
    // one it was shown (saved, but the reply lost with the connection) has ended there: shown and
    // open, or refused, never neither. Redis holds exactly the open ones, each in both its places.
    const window = await browser(b);
    const open = () => {
      const ended = new Set(window.seen.flatMap((x) => (x.type === 'end' ? [x.id] : [])));
      return asksIn(window.seen)
        .filter((x) => !ended.has(x.id))
        .map((x) => x.id)
        .sort();
    };
    await vi.waitFor(() => expect(open().length + refused).toBe(200), { timeout: 20_000, interval: 50 });
    const listed = await consistent(prefix);
    expect(listed).toEqual(open());
    for (const id of listed)
      expect(
        await retried(b, { id, attempt: `a-${id.slice(0, 8)}`, result: { action: 'accept', content: { guests: 2 } } }),
      ).toBe(200);
    const ends = await Promise.all(outcomes);
    expect(ends.filter((e) => e === 'answered')).toHaveLength(listed.length);
    expect(ends).toHaveLength(200);
    expect(await consistent(prefix)).toEqual([]);
    window.stop();
  }, 60_000);
});

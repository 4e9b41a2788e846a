// `npm run bench:relay`: the relay (the built dist/relay.js) side by side with a minimal
// hand-written relay (a Map and Server-Sent Events: the floor), in one run, in one Node process.
// 1,000 pending requests across 100 owners, each owner with one open event stream. End to end,
// with an MCP server and client per owner: latency from the MCP server's send to the browser's
// receipt and from the browser's POST to the MCP server's receipt (p50/p99). The relay alone: the
// same from the MCP client's ask, and heap per pending request. Then ours again through two
// instances on one real redis-server (asked on A, streamed and answered on B). Prints ratios to the
// floor; `--quick` (CI) runs fewer requests and checks that every figure was produced, never a
// threshold. Last, a line at scale: 10,000 pending across 1,000 owners on two instances with
// Redis, beside the floor at the same scale. Run with --expose-gc (the npm script does).
import { createClient } from 'redis';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createRelay, redisStore } from '../dist/relay.js';
import { attachElicitation, elicitationCapabilities } from '../dist/sdk.js';
import { startRedisProcess } from '../scripts/redisProcess.mjs';

const quick = process.argv.includes('--quick');
/** The scale line: 10,000 pending across 1,000 owners (in --quick, 200 across 100). */
const SCALE = quick ? { owners: 100, perOwner: 2 } : { owners: 1000, perOwner: 10 };
const OWNERS = 100;
const PER_OWNER = quick ? 2 : 10;
const ORIGIN = 'https://chat.example.com';
const params = {
  message: 'Book a table',
  requestedSchema: {
    type: 'object',
    properties: { guests: { type: 'integer', minimum: 1, maximum: 8, title: 'Guests' }, name: { type: 'string', minLength: 1, title: 'Name' }, terrace: { type: 'boolean' } },
    required: ['guests', 'name'],
  },
};
const answer = { action: 'accept', content: { guests: 4, name: 'Ada', terrace: true } };

/** The floor: what a host writes by hand, no validation, no reconnection, no exactly-once across tabs. */
function handWritten() {
  const pending = new Map();
  const streams = new Map();
  const encoder = new TextEncoder();
  return {
    ask(owner, p) {
      return new Promise((resolve) => {
        const id = crypto.randomUUID();
        pending.set(id, { owner, resolve });
        const bytes = encoder.encode(`data: ${JSON.stringify({ type: 'ask', id, params: p })}\n\n`);
        for (const c of streams.get(owner) ?? []) c.enqueue(bytes);
      });
    },
    async handler(request) {
      const owner = request.headers.get('cookie').slice(4);
      if (request.method === 'GET') {
        let controller;
        const body = new ReadableStream({
          start(c) {
            controller = c;
            if (!streams.has(owner)) streams.set(owner, new Set());
            streams.get(owner).add(c);
          },
          cancel: () => streams.get(owner)?.delete(controller),
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      const { id, result } = await request.json();
      const entry = pending.get(id);
      if (!entry || entry.owner !== owner) return new Response(null, { status: 404 });
      pending.delete(id);
      entry.resolve(result);
      return Response.json({ ok: true });
    },
    close() {},
  };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const heap = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Opens one event stream per owner on `relay`; calls `onAsk(id, at)` for every ask event. */
async function openStreams(relay, onAsk, owners) {
  const readers = [];
  for (let o = 0; o < owners; o++) {
    const response = await relay.handler(new Request(`${ORIGIN}/e`, { headers: { cookie: `sid=o${o}` } }));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    readers.push(reader);
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ done: true }));
        if (done) return;
        buffer += value;
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.type === 'ask') onAsk(event.id, performance.now(), o);
        }
      }
    })();
  }
  await new Promise((r) => setTimeout(r, 50));
  return () => readers.forEach((r) => void r.cancel());
}

/** One contestant: asks on `asker`, streams and answers on `browserSide`; `owners` × `perOwner` requests. */
async function measure(name, asker, browserSide = asker, owners = OWNERS, perOwner = PER_OWNER) {
  const received = new Map(); // id → { at, owner }
  let waiting = null;
  const stop = await openStreams(browserSide, (id, at, owner) => {
    received.set(id, { at, owner });
    waiting?.();
  }, owners);
  const before = heap();
  const sendLatency = [];
  const answerLatency = [];
  const asks = [];
  // Sent one at a time: the latency of each, not of a queue behind it.
  for (let i = 0; i < owners * perOwner; i++) {
    const owner = `o${i % owners}`;
    const count = received.size;
    const sentAt = performance.now();
    const resolved = asker.ask(owner, params);
    await new Promise((r) => ((waiting = r), received.size > count && r()));
    waiting = null;
    sendLatency.push([...received.values()].at(-1).at - sentAt);
    asks.push(resolved);
  }
  const perPending = (heap() - before) / asks.length;
  let i = 0;
  for (const [id, { owner }] of received) {
    const postedAt = performance.now();
    const response = await browserSide.handler(
      new Request(`${ORIGIN}/e`, { method: 'POST', headers: { cookie: `sid=o${owner}`, 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ id, result: answer }) }),
    );
    if (response.status !== 200) throw new Error(`${name}: answer got ${response.status}`);
    await asks[i++];
    answerLatency.push(performance.now() - postedAt);
  }
  stop();
  const figures = { send: { p50: quantile(sendLatency, 0.5), p99: quantile(sendLatency, 0.99) }, answer: { p50: quantile(answerLatency, 0.5), p99: quantile(answerLatency, 0.99) }, perPendingBytes: perPending };
  return figures;
}

const session = (r) => r.headers.get('cookie')?.slice(4);

/**
 * The same relay with an MCP server and client per owner in between (the v1 SDK over its in-memory
 * transport): `ask` is the server's `elicitInput`, so a figure runs from the MCP server's send to the
 * browser's receipt, and from the browser's POST to the MCP server's receipt. The floor's client
 * hands each request to it by hand; ours goes through the bridge a host uses (`attachElicitation`).
 */
async function overMcp(relay, attach) {
  const pairs = [];
  for (let o = 0; o < OWNERS; o++) {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = new Server({ name: 'bench-server', version: '1.0.0' }, { capabilities: {} });
    const client = new Client({ name: 'bench-host', version: '1.0.0' }, { capabilities: { elicitation: elicitationCapabilities({ form: true }) } });
    attach(client, `o${o}`);
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    pairs.push({ server, client });
  }
  return {
    ask: (owner, p) => pairs[Number(owner.slice(1))].server.elicitInput(p),
    handler: (request) => relay.handler(request),
    async close() {
      await Promise.all(pairs.map(({ client }) => client.close()));
      relay.close();
    },
  };
}
const contestants = {
  floor: { relay: () => handWritten(), mcp: (floor) => overMcp(floor, (client, owner) => client.setRequestHandler(ElicitRequestSchema, (request) => floor.ask(owner, request.params))) },
  ours: { relay: () => createRelay({ authorize: session }), mcp: (ours) => overMcp(ours, (client, owner) => attachElicitation(client, ours.queueFor(owner), { serverName: 'Bench server' })) },
};

// Warm-up rounds, uncounted, so each contestant's code is compiled before it is measured (not in
// --quick, which only checks that every figure is produced).
for (const { relay: make, mcp } of quick ? [] : Object.values(contestants)) {
  const r = make();
  await measure('warm-up', r);
  r.close();
  const m = await mcp(make());
  await measure('warm-up', m);
  await m.close();
}
// Alternated runs, and each figure's median over them: one GC pause does not make a p99.
const REPS = quick ? 1 : 7;
const runs = { floor: [], ours: [], floorMcp: [], oursMcp: [] };
for (let rep = 0; rep < REPS; rep++) {
  for (const [name, { relay: make, mcp }] of Object.entries(contestants)) {
    const r = make();
    runs[name].push(await measure(name, r));
    r.close();
    const m = await mcp(make());
    runs[`${name}Mcp`].push(await measure(`${name} over MCP`, m));
    await m.close();
  }
}
const middle = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const medianOf = (list) => ({
  send: { p50: middle(list.map((f) => f.send.p50)), p99: middle(list.map((f) => f.send.p99)) },
  answer: { p50: middle(list.map((f) => f.answer.p50)), p99: middle(list.map((f) => f.answer.p99)) },
  perPendingBytes: middle(list.map((f) => f.perPendingBytes)),
});
const results = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, medianOf(list)]));
const redis = await startRedisProcess();
try {
  const connections = [await createClient({ url: redis.url }).connect(), await createClient({ url: redis.url }).connect()];
  const [a, b] = connections.map((c) => createRelay({ authorize: session, store: redisStore(c, { prefix: 'bench:' }) }));
  await new Promise((r) => setTimeout(r, 100));
  results.redis = await measure('ours, two instances on Redis', a, b);
  // At scale: every owner with its window open, every request pending at once before any answer.
  results.scaleRedis = await measure('ours at scale, two instances on Redis', a, b, SCALE.owners, SCALE.perOwner);
  a.close();
  b.close();
  await new Promise((r) => setTimeout(r, 50));
  await Promise.all(connections.map((c) => c.close()));
  const floor = handWritten();
  results.scaleFloor = await measure('floor at scale', floor, floor, SCALE.owners, SCALE.perOwner);
} finally {
  await redis.stop();
}

const ms = (x) => `${x.toFixed(3)} ms`;
const ratio = (x, floor) => `${(x / floor).toFixed(2)}×`;
const rows = [
  ['send → browser, p50', (f) => f.send.p50],
  ['send → browser, p99', (f) => f.send.p99],
  ['POST → MCP side, p50', (f) => f.answer.p50],
  ['POST → MCP side, p99', (f) => f.answer.p99],
  ['heap per pending request', (f) => f.perPendingBytes],
];
const table = (title, floor, ours, extra) => {
  console.log(`\n${title}`);
  console.log(`${'figure'.padEnd(28)}${'floor'.padStart(14)}${'ours'.padStart(14)}${'ours÷floor'.padStart(12)}${extra ? `${extra.label.padStart(16)}${'÷floor'.padStart(10)}` : ''}`);
  for (const [label, get] of rows) {
    const fmt = label.startsWith('heap') ? (x) => `${Math.round(x)} B` : ms;
    const more = extra ? `${fmt(get(extra.figures)).padStart(16)}${ratio(get(extra.figures), get(floor)).padStart(10)}` : '';
    console.log(`${label.padEnd(28)}${fmt(get(floor)).padStart(14)}${fmt(get(ours)).padStart(14)}${ratio(get(ours), get(floor)).padStart(12)}${more}`);
  }
};
console.log(`\n${OWNERS * PER_OWNER} pending requests across ${OWNERS} owners (one event stream each); floor and ours: medians of ${REPS} alternated runs${quick ? ' — quick' : ''}`);
table('End to end: MCP server (v1 SDK, in-memory transport) → MCP client → relay → browser, and back', results.floorMcp, results.oursMcp);
table('The relay alone: from the MCP client’s ask, to the MCP client’s receipt', results.floor, results.ours, { label: '2 inst.+Redis', figures: results.redis });
table(`At scale: ${(SCALE.owners * SCALE.perOwner).toLocaleString('en')} pending across ${SCALE.owners.toLocaleString('en')} owners (one event stream each), one run each; ours on two instances with Redis`, results.scaleFloor, results.scaleRedis);
console.log('\nTargets (one instance): p99 end to end ≤ 1.2× the floor; heap per pending request (the relay alone) ≤ 2× the floor.');
const missing = Object.entries(results).flatMap(([name, f]) => rows.filter(([, get]) => !Number.isFinite(get(f))).map(([label]) => `${name}: ${label}`));
if (missing.length) {
  console.error(`missing figures: ${missing.join(', ')}`);
  process.exit(1);
}
process.exit(0);

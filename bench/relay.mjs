// `npm run bench:relay`: the relay (the built dist/relay.js) side by side with a minimal
// hand-written relay (a Map and Server-Sent Events: the floor), in one run, in one Node process.
// 1,000 pending requests across 100 owners, each owner with one open event stream: latency from
// the MCP client's send to the browser's receipt and from the browser's POST to the MCP client's
// receipt (p50/p99), and heap per pending request. Then ours again through two instances on one
// real redis-server (asked on A, streamed and answered on B). Prints ratios to the floor;
// `--quick` (CI) runs fewer requests and checks that every figure was produced, never a threshold.
// Run with --expose-gc (the npm script does).
import { createClient } from 'redis';
import { createRelay, redisStore } from '../dist/relay.js';
import { startRedisProcess } from '../scripts/redisProcess.mjs';

const quick = process.argv.includes('--quick');
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
async function openStreams(relay, onAsk) {
  const readers = [];
  for (let o = 0; o < OWNERS; o++) {
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

/** One contestant: asks on `asker`, streams and answers on `browserSide`. */
async function measure(name, asker, browserSide = asker) {
  const received = new Map(); // id → { at, owner }
  let waiting = null;
  const stop = await openStreams(browserSide, (id, at, owner) => {
    received.set(id, { at, owner });
    waiting?.();
  });
  const before = heap();
  const sendLatency = [];
  const answerLatency = [];
  const asks = [];
  // Sent one at a time: the latency of each, not of a queue behind it.
  for (let i = 0; i < OWNERS * PER_OWNER; i++) {
    const owner = `o${i % OWNERS}`;
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
const results = {};
// Warm-up rounds, uncounted, so each contestant's code is compiled before it is measured.
for (const make of [handWritten, () => createRelay({ authorize: session })]) {
  const r = make();
  await measure('warm-up', r);
  r.close();
}
// Alternated runs, and each figure's median over them: one GC pause does not make a p99.
const REPS = quick ? 1 : 5;
const runs = { floor: [], ours: [] };
for (let rep = 0; rep < REPS; rep++) {
  runs.floor.push(await measure('floor', handWritten()));
  const ours = createRelay({ authorize: session });
  runs.ours.push(await measure('ours', ours));
  ours.close();
}
const middle = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const medianOf = (list) => ({
  send: { p50: middle(list.map((f) => f.send.p50)), p99: middle(list.map((f) => f.send.p99)) },
  answer: { p50: middle(list.map((f) => f.answer.p50)), p99: middle(list.map((f) => f.answer.p99)) },
  perPendingBytes: middle(list.map((f) => f.perPendingBytes)),
});
results.floor = medianOf(runs.floor);
results.ours = medianOf(runs.ours);
const redis = await startRedisProcess();
try {
  const connections = [await createClient({ url: redis.url }).connect(), await createClient({ url: redis.url }).connect()];
  const [a, b] = connections.map((c) => createRelay({ authorize: session, store: redisStore(c, { prefix: 'bench:' }) }));
  await new Promise((r) => setTimeout(r, 100));
  results.redis = await measure('ours, two instances on Redis', a, b);
  a.close();
  b.close();
  await new Promise((r) => setTimeout(r, 50));
  await Promise.all(connections.map((c) => c.close()));
} finally {
  await redis.stop();
}

const ms = (x) => `${x.toFixed(3)} ms`;
const ratio = (x, floor) => `${(x / floor).toFixed(2)}×`;
const rows = [
  ['send → browser, p50', (f) => f.send.p50],
  ['send → browser, p99', (f) => f.send.p99],
  ['POST → MCP client, p50', (f) => f.answer.p50],
  ['POST → MCP client, p99', (f) => f.answer.p99],
  ['heap per pending request', (f) => f.perPendingBytes],
];
console.log(`\nRelay, ${OWNERS * PER_OWNER} pending requests across ${OWNERS} owners (one event stream each); floor and ours: medians of ${REPS} alternated runs${quick ? ' — quick' : ''}`);
console.log(`${'figure'.padEnd(28)}${'floor'.padStart(14)}${'ours'.padStart(14)}${'ours÷floor'.padStart(12)}${'2 inst.+Redis'.padStart(16)}${'÷floor'.padStart(10)}`);
for (const [label, get] of rows) {
  const fmt = label.startsWith('heap') ? (x) => `${Math.round(x)} B` : ms;
  console.log(`${label.padEnd(28)}${fmt(get(results.floor)).padStart(14)}${fmt(get(results.ours)).padStart(14)}${ratio(get(results.ours), get(results.floor)).padStart(12)}${fmt(get(results.redis)).padStart(16)}${ratio(get(results.redis), get(results.floor)).padStart(10)}`);
}
console.log('Targets (one instance): p99 ≤ 1.2× the floor; heap per pending ≤ 2× the floor.');
const missing = Object.entries(results).flatMap(([name, f]) => rows.filter(([, get]) => !Number.isFinite(get(f))).map(([label]) => `${name}: ${label}`));
if (missing.length) {
  console.error(`missing figures: ${missing.join(', ')}`);
  process.exit(1);
}
process.exit(0);

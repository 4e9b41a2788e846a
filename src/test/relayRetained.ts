// What a relay keeps after its requests end, measured in a Node process of its own run with
// --expose-gc (src/relay/retained.test.ts builds this file and spawns it). Not part of the package.
//
// One relay with the memory store and one window of owner `ada`. COUNT requests of about SIZE
// bytes each (a long message and many described fields, all unique text) are asked one after
// another and answered through the handler, as a browser does; none is left pending. Then the
// window closes, the heap is collected, and a replay of the last answer is sent: once with another
// attempt (another tab's answer: 409) and once unchanged (the same attempt: its outcome, 200).
// With INSTANCES=2, the same across two relays on one store (see below).
// Prints one line of JSON: { before, after, pending, replayOther, replaySame }.
import { createRelay } from '../relay/relay.js';
import { memoryStore } from '../relay/store.js';

const COUNT = Number(process.env.COUNT ?? 300);
const SIZE = Number(process.env.SIZE ?? 100_000);
const ORIGIN = 'https://chat.example.com';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc.');

const heap = async () => {
  // A few rounds: timers and microtasks that still hold a request let go between them.
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 20));
    gc();
  }
  return process.memoryUsage().heapUsed;
};

/** A request of about SIZE bytes of text nobody else holds (so nothing is shared or interned). */
function request(n: number) {
  const unique = (length: number, tag: string) => `${tag} ${n} `.padEnd(length, String.fromCharCode(97 + (n % 26)));
  const fields = 40;
  const per = Math.floor(SIZE / 2 / fields);
  const properties: Record<string, unknown> = {};
  for (let f = 0; f < fields; f++)
    properties[`field_${f}`] = { type: 'string', title: `Field ${f}`, description: unique(per, `field ${f} of`) };
  return { message: unique(Math.floor(SIZE / 2), 'Request'), requestedSchema: { type: 'object', properties } };
}

// INSTANCES=2: two relays on one store, as a cluster is: the requests are held by the first, the
// window and its answers are the second's (which decides each request to check its answer).
const store = memoryStore();
const authorize = (r: Request) => r.headers.get('x-owner') ?? undefined;
// Liveness is not what is measured: a minute, so a loaded machine's late heartbeat does not end a request.
const relay = createRelay({ authorize, store, livenessMs: 60_000 });
const answering = process.env.INSTANCES === '2' ? createRelay({ authorize, store, livenessMs: 60_000 }) : relay;
const post = (body: unknown) =>
  answering.handler(
    new Request(`${ORIGIN}/api/elicitation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-owner': 'ada' },
      body: JSON.stringify(body),
    }),
  );

// The window: its event stream, read as it comes; each `ask` event hands its id to the waiter.
const stream = await answering.handler(new Request(`${ORIGIN}/api/elicitation`, { headers: { 'x-owner': 'ada' } }));
const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
const waiting: ((id: string) => void)[] = [];
const asked: string[] = [];
void (async () => {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, cut))?.[1];
      buffer = buffer.slice(cut + 2);
      if (!data) continue;
      const event = JSON.parse(data) as { type: string; id?: string; ids?: string[] };
      if (event.type === 'ask') (waiting.shift() ?? ((id: string) => asked.push(id)))(event.id!);
    }
  }
})();
const nextAsk = () =>
  new Promise<string>((resolve) => (asked.length > 0 ? resolve(asked.shift()!) : waiting.push(resolve)));

const before = await heap();
let last: { id: string; attempt: string } | undefined;
for (let n = 0; n < COUNT; n++) {
  const result = relay.ask('ada', request(n), { serverName: 'Bulk server' });
  const id = await nextAsk();
  const attempt = `attempt-${n}`;
  const answered = await post({ id, attempt, result: { action: 'accept', content: { field_0: `answer ${n}` } } });
  if (answered.status !== 200) throw new Error(`answer ${n}: ${answered.status} ${await answered.text()}`);
  await result;
  last = { id, attempt };
}
await reader.cancel();
// What a window that connects now is listed: nothing is pending.
const listing = await answering.handler(new Request(`${ORIGIN}/api/elicitation`, { headers: { 'x-owner': 'ada' } }));
const first = await listing.body!.pipeThrough(new TextDecoderStream()).getReader().read();
const pending = (JSON.parse(/^data: (.*)$/m.exec(first.value ?? '')![1]!) as { ids: string[] }).ids.length;
// A cancel that fails means the stream already ended: nothing is left to close.
await listing.body!.cancel().catch(() => {});
const after = await heap();
const replayOther = (await post({ id: last!.id, attempt: 'another-tab', result: { action: 'decline' } })).status;
const replaySame = (
  await post({
    id: last!.id,
    attempt: last!.attempt,
    result: { action: 'accept', content: { field_0: `answer ${COUNT - 1}` } },
  })
).status;
relay.close();
answering.close();
process.stdout.write(`${JSON.stringify({ before, after, pending, replayOther, replaySame })}\n`);
process.exit(0);

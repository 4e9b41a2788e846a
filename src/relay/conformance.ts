import type { ElicitResult } from '../protocol/types.js';
import type { ParkedRound, RelayMessage, RelayStore, StoredRequest } from './store.js';

/**
 * The store conformance suite: the promises of each group of `RelayStore`'s methods (pending
 * requests, claims, liveness, parked rounds, bus) as checks, one test each in any runner. `make(space)` returns one
 * instance's view of the backend: two calls with the same `space` share it (two instances), another
 * `space` is apart. The memory store and the Redis store pass it; a Postgres or Valkey store
 * should too.
 *
 * @example
 * ```ts
 * import { relayStoreChecks } from 'react-mcp-elicitation/relay';
 * for (const check of relayStoreChecks((space) => myStore({ schema: space }))) it(check.name, check.run, 10_000);
 * ```
 */
export function relayStoreChecks(make: (space: string) => RelayStore | Promise<RelayStore>): {
  readonly name: string;
  /** Resolves when the store keeps the promise; rejects with an error that says how it did not. */
  run(): Promise<void>;
}[] {
  /** Runs `body` with `count` instances on a fresh space, and closes them after. */
  const withStores = (count: number, body: (...stores: RelayStore[]) => Promise<void>) => async () => {
    const space = `check-${crypto.randomUUID()}`;
    const stores: RelayStore[] = [];
    for (let i = 0; i < count; i++) stores.push(await make(space));
    try {
      await body(...stores);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  };
  const check = (name: string, count: number, body: (...stores: RelayStore[]) => Promise<void>) => ({
    name,
    run: withStores(count, body),
  });
  return [
    check(
      'pending requests: an owner lists its own, in the order first saved; a second save replaces the record and keeps its place',
      2,
      async (a, b) => {
        await a.save(request('r1', 'ada', 'i1'));
        await a.save(request('r2', 'ada', 'i1'));
        await a.save(request('r3', 'bo', 'i1'));
        await b.save({ ...request('r1', 'ada', 'i1'), life: { status: 'waiting', completedEarly: false } });
        same(ids(await b.pendingOf('ada')), ['r1', 'r2'], 'pendingOf(ada)');
        same((await b.load('r1'))?.life.status, 'waiting', 'the second save of r1');
        same(await a.load('nope'), undefined, 'load of an unknown id');
        same(ids(await a.pendingOf('nobody')), [], 'pendingOf an owner with nothing');
      },
    ),
    check(
      'pending requests: heldBy lists what one instance holds; remove takes a request from load, its owner and its holder at once',
      2,
      async (a, b) => {
        await a.save(request('r1', 'ada', 'i1'));
        await a.save(request('r2', 'bo', 'i1'));
        await b.save(request('r3', 'ada', 'i2'));
        same(ids(await b.heldBy('i1')).sort(), ['r1', 'r2'], 'heldBy(i1)');
        await b.remove('r1');
        await b.remove('unknown');
        same(await a.load('r1'), undefined, 'load after remove');
        same(ids(await a.pendingOf('ada')), ['r3'], 'pendingOf(ada) after remove');
        same(ids(await a.heldBy('i1')), ['r2'], 'heldBy(i1) after remove');
      },
    ),
    check(
      'claims: of 20 simultaneous claims of one id on two instances exactly one wins, and claimedBy names it',
      2,
      async (a, b) => {
        const won = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim('c1', `by${i}`)));
        same(won.filter(Boolean).length, 1, 'claims that won');
        same(await a.claimedBy('c1'), `by${won.indexOf(true)}`, 'claimedBy(c1)');
        same(await b.claimedBy('c2'), undefined, 'claimedBy of an unclaimed id');
        same(await b.claim('c1', 'later'), false, 'a later claim');
      },
    ),
    check(
      'bus: a message reaches every instance, the publisher included, never inside publish; a stopped listener hears nothing more',
      2,
      async (a, b) => {
        const heard: [string, RelayMessage][] = [];
        let publishing = false;
        const inside: string[] = [];
        const listen = (name: string) => (m: RelayMessage) => {
          if (publishing) inside.push(name);
          heard.push([name, m]);
        };
        const stopA = await a.subscribe(listen('a'));
        await b.subscribe(listen('b'));
        const message: RelayMessage = { kind: 'event', owner: 'ada', event: { type: 'pending', ids: ['x'] } };
        publishing = true;
        const sent = a.publish(message);
        publishing = false;
        await sent;
        await until(() => heard.length >= 2, 'both instances to hear the message');
        same(inside, [], 'listeners run inside publish');
        same(JSON.stringify(heard.map(([n]) => n).sort()), JSON.stringify(['a', 'b']), 'who heard it');
        same(JSON.stringify(heard[0]![1]), JSON.stringify(message), 'the message heard');
        stopA();
        // The control: a listener that stays on a's instance. Once it has heard the second message,
        // a's instance has handed it to every listener it still has.
        const stopC = await a.subscribe(listen('c'));
        await b.publish({ kind: 'ack', id: 'x', taken: true });
        await until(
          () => heard.filter(([n]) => n !== 'a').length >= 3,
          'b and a listener on a to hear the second message',
        );
        same(heard.filter(([n]) => n === 'a').length, 1, 'messages heard by a after it stopped listening');
        stopC();
      },
    ),
    check(
      'rounds: the first save is kept; answers to two keys from two instances at once both count; an unknown or removed round takes none',
      2,
      async (a, b) => {
        await a.saveRound(round('q1', ['where', 'who']), 60_000);
        await b.saveRound({ ...round('q1', ['other']), serverName: 'Changed' }, 60_000);
        const [one, two] = await Promise.all([
          a.answerRound('q1', 'where', DECLINE),
          b.answerRound('q1', 'who', ACCEPT),
        ]);
        same(one?.serverName, 'Tools', 'the round after a second save');
        const both = two && Object.keys(two.answers).length === 2 ? two : one;
        // The answers are a map: the order a store lists them in is its own.
        const answers = both && Object.fromEntries(Object.entries(both.answers).sort(([x], [y]) => (x < y ? -1 : 1)));
        same(JSON.stringify(answers), JSON.stringify({ where: DECLINE, who: ACCEPT }), 'the answers after two at once');
        same(JSON.stringify(both?.keys), JSON.stringify(['where', 'who']), 'the round keys');
        same(await a.answerRound('unknown', 'k', ACCEPT), undefined, 'an answer to an unknown round');
        await b.removeRound('q1');
        same(await a.answerRound('q1', 'where', ACCEPT), undefined, 'an answer to a removed round');
      },
    ),
    check('rounds: a round and its answers expire together at its time', 1, async (a) => {
      await a.saveRound(round('q2', ['k']), 150);
      same(Object.keys((await a.answerRound('q2', 'k', ACCEPT))?.answers ?? {}).length, 1, 'answers before expiry');
      await pause(300);
      same(await a.answerRound('q2', 'k', ACCEPT), undefined, 'an answer after expiry');
    }),
    check(
      'liveness: alive while it beats; once its heartbeat lapses, alive is false and lapsed lists it on every instance until forget',
      2,
      async (a, b) => {
        await a.beat('i1', 150);
        await a.beat('i2', 60_000);
        same(await b.alive('i1'), true, 'alive(i1) after a beat');
        same(await b.alive('never'), false, 'alive of an instance that never beat');
        same((await b.lapsed()).includes('i1'), false, 'lapsed lists a beating instance');
        await pause(300);
        same(await b.alive('i1'), false, 'alive(i1) after its heartbeat lapsed');
        same(
          JSON.stringify([(await a.lapsed()).includes('i1'), (await b.lapsed()).includes('i1')]),
          '[true,true]',
          'lapsed on both instances',
        );
        same((await b.lapsed()).includes('i2'), false, 'lapsed lists i2, still beating');
        await b.forget('i1');
        same((await a.lapsed()).includes('i1'), false, 'lapsed after forget');
      },
    ),
    check(
      'hostile names: ids, owners and answer keys such as __proto__, constructor or with colons and spaces are kept as given',
      2,
      async (a, b) => {
        const odd = ['__proto__', 'constructor', 'a:b c', 'owner:x'];
        for (const name of odd) await a.save(request(`id ${name}`, name, `h:${name}`));
        for (const name of odd) same(ids(await b.pendingOf(name)), [`id ${name}`], `pendingOf(${name})`);
        same(ids(await b.pendingOf('x')), [], 'pendingOf(x) (a suffix of owner:x)');
        await a.saveRound(round('__proto__', ['__proto__', 'constructor']), 60_000);
        await a.answerRound('__proto__', '__proto__', ACCEPT);
        const parked = await b.answerRound('__proto__', 'constructor', DECLINE);
        same(
          JSON.stringify(Object.entries(parked?.answers ?? {})),
          JSON.stringify([
            ['__proto__', ACCEPT],
            ['constructor', DECLINE],
          ]),
          'answers under hostile keys, own properties',
        );
        same(Object.getPrototypeOf(parked?.answers), Object.prototype, 'the answers object prototype');
      },
    ),
  ];
}

const ACCEPT: ElicitResult = { action: 'accept', content: { city: 'Lyon' } };
const DECLINE: ElicitResult = { action: 'decline' };

function request(id: string, owner: string, holder: string): StoredRequest {
  return {
    id,
    owner,
    holder,
    life: { status: 'asking', completedEarly: false },
    event: {
      type: 'ask',
      id,
      params: { message: 'Where?', requestedSchema: { type: 'object', properties: {} } },
      serverName: 'Tools',
    },
  };
}

function round(id: string, keys: string[]): ParkedRound {
  return {
    id,
    owner: 'ada',
    serverName: 'Tools',
    method: 'tools/call',
    params: { name: 'book' },
    result: { resultType: 'input_required', inputRequests: {} } as unknown as ParkedRound['result'],
    keys,
    answers: {},
  };
}

const ids = (requests: readonly StoredRequest[]) => requests.map((r) => r.id);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function same(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`RelayStore: ${what} is ${a}, expected ${e}.`);
}

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await pause(20);
  if (!done()) throw new Error(`RelayStore: waited 2 s for ${what}.`);
}

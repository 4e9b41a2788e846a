// @vitest-environment node
import { relayStoreChecks } from './conformance.js';
import { memoryStore, type RelayMessage, type RelayStore } from './store.js';

// The store conformance suite against the memory store (the Redis store runs it in
// redisStore.test.ts), and against stores that break one promise each: the suite must catch them.
const spaces = new Map<string, RelayStore>();
function shared(space: string) {
  let store = spaces.get(space);
  if (!store) spaces.set(space, (store = memoryStore()));
  return store;
}

describe('relayStoreChecks: the memory store keeps every promise', () => {
  for (const check of relayStoreChecks(shared)) it(check.name, check.run);
});

describe('relayStoreChecks: a store that breaks a promise fails the check for it', () => {
  const broken: [string, (store: RelayStore) => Partial<RelayStore>, RegExp][] = [
    [
      'a claim that is not atomic',
      (s) => ({
        // Read, then written under a key of its own: claims made together all read "unclaimed".
        async claim(id, by) {
          return !(await s.claimedBy(id)) && (await s.claim(`${id}#${by}`, by));
        },
      }),
      /claims that won/,
    ],
    [
      'a remove that leaves the owner’s list',
      (s) => ({ remove: async () => {}, load: async (id) => (id === 'r1' ? undefined : s.load(id)) }),
      /pendingOf\(ada\) after remove/,
    ],
    ['an answer to an expired round', (s) => ({ saveRound: (r) => s.saveRound(r, 60_000) }), /after expiry/],
    ['a lapsed instance that is never listed', () => ({ lapsed: async () => [] }), /lapsed on both instances/],
    [
      'a bus that calls listeners inside publish',
      (s) => {
        const listeners = new Set<(m: Parameters<Parameters<RelayStore['subscribe']>[0]>[0]) => void>();
        const subscribe = async (l: (m: RelayMessage) => void) => {
          listeners.add(l);
          return () => void listeners.delete(l);
        };
        return { subscribe, publish: async (m) => void listeners.forEach((l) => l(m)), close: s.close };
      },
      /inside publish/,
    ],
    [
      'a listener that still hears after it stopped',
      (s) => ({
        subscribe: async (listener) => {
          await s.subscribe(listener);
          return () => {};
        },
      }),
      /heard by a after it stopped listening/,
    ],
  ];
  for (const [what, breakIt, message] of broken) {
    it(`catches ${what}`, async () => {
      // Each space is one backend, shared by both instances of a check, with one promise broken.
      const faulty = new Map<string, RelayStore>();
      const make = (space: string) => {
        if (!faulty.has(space)) {
          const base = memoryStore();
          faulty.set(space, { ...base, ...breakIt(base) });
        }
        return faulty.get(space)!;
      };
      const results = await Promise.allSettled(relayStoreChecks(make).map((c) => c.run()));
      const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(errors.some((e) => message.test(e))).toBe(true);
    });
  }
});

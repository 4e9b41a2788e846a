import { inlineItems } from './inlineItems.js';
import { foldPerServer } from './foldPerServer.js';
import type { QueueEntry, SettledEntry } from '../engine/queue.js';

// The inline list as pure functions: which items a queue's inline requests make (`inlineItems`),
// and which rows show when a server has many waiting (`foldPerServer`). One line per case.

const entry = (key: number, serverName: string, o: Partial<QueueEntry> = {}): QueueEntry =>
  ({
    key,
    source: { serverName },
    serverName,
    request: {},
    status: 'asking',
    askedAt: key * 10,
    presentation: 'inline',
    ...o,
  } as QueueEntry);
const ended = (e: QueueEntry): SettledEntry => ({
  entry: e,
  end: 'answered',
  result: { action: 'decline' },
  settledAt: 0,
});
const step = (round: number, index: number, count: number) => ({ step: { round, index, count } });

/** The items as one line: `key(server)` with `*` for the claim line, `~` for ended, `[…]` for a round's steps. */
function said(entries: QueueEntry[], settled: SettledEntry[], withSettled = true): string {
  const { items } = inlineItems({ entries, settled }, withSettled);
  return items
    .map((i) => {
      const e = i.pending ?? i.settled.entry;
      const steps = i.steps ? `[${i.steps.map((s) => `${s.key}${s.pending ? '' : '~'}`).join(' ')}]` : '';
      return `${i.key}(${e.serverName})${i.showClaim ? '*' : ''}${i.pending ? '' : '~'}${steps}`;
    })
    .join(' ');
}

const a1 = entry(1, 'A');
const b2 = entry(2, 'B');
const a3 = entry(3, 'A');
const claimed = entry(4, 'A', { serverClaim: 'Acme' });
const r5 = entry(5, 'A', step(9, 1, 2));
const r6 = entry(6, 'A', step(9, 2, 2));
const lone = entry(7, 'A', step(11, 1, 1));

const table: [string, () => string, string][] = [
  ['nothing', () => said([], []), ''],
  ['oldest first, whatever the order given', () => said([a3, b2, a1], []), '1(A)* 2(B)* 3(A)'],
  [
    'the claim line on each server’s first card, and on a new claimed name',
    () => said([a1, a3, claimed], []),
    '1(A)* 3(A) 4(A)*',
  ],
  ['ended ones in arrival order among the waiting', () => said([a3], [ended(a1)]), '1(A)*~ 3(A)'],
  ['ended ones left out without withSettled', () => said([a3], [ended(a1)], false), '3(A)*'],
  [
    'a round’s questions are one item, where its first arrived, on its first waiting step',
    () => said([a1, r6, r5], []),
    '1(A)* 5(A)[5 6]',
  ],
  ['a round with its first step answered is on its second', () => said([r6], [ended(r5)]), '5(A)*[5~ 6]'],
  ['a round all answered is ended, as its last step', () => said([], [ended(r5), ended(r6)]), '5(A)*~[5~ 6~]'],
  ['a round of one question is a plain item', () => said([lone], []), '7(A)*'],
];

describe('inlineItems', () => {
  it.each(table)('%s', (_, run, expected) => {
    expect(run()).toBe(expected);
  });

  it('what did not change is the same object: the list, each item, a round’s item', () => {
    const first = inlineItems({ entries: [a1, r5, r6], settled: [] }, true);
    const again = inlineItems({ entries: [a1, r5, r6], settled: [] }, true, first);
    expect(again.items).toBe(first.items);
    const moved = inlineItems({ entries: [a1, b2, r5, r6], settled: [] }, true, first);
    expect(moved.items).not.toBe(first.items);
    expect(moved.items[0]).toBe(first.items[0]);
    expect(moved.items.at(-1)).toBe(first.items.at(-1));
  });
});

/** The rows as one line: keys, and `+n A` for a fold. */
function rows(keys: [number, string][], max: number, expanded: string[] = []): string {
  const { items } = inlineItems({ entries: keys.map(([k, s]) => entry(k, s)), settled: [] }, true);
  return foldPerServer(items, max, new Set(expanded))
    .map((r) => (r.item ? `${r.item.key}` : `+${r.hidden} ${r.server}`))
    .join(' ');
}

describe('foldPerServer', () => {
  it.each<[string, () => string, string]>([
    [
      'at most max: all shown',
      () =>
        rows(
          [
            [1, 'A'],
            [2, 'A'],
          ],
          2,
        ),
      '1 2',
    ],
    [
      'past max: the rest fold after the last shown',
      () =>
        rows(
          [
            [1, 'A'],
            [2, 'A'],
            [3, 'A'],
            [4, 'A'],
          ],
          2,
        ),
      '1 2 +2 A',
    ],
    [
      'per server: another server’s cards are not counted',
      () =>
        rows(
          [
            [1, 'A'],
            [2, 'B'],
            [3, 'A'],
            [4, 'A'],
            [5, 'B'],
          ],
          2,
        ),
      '1 2 3 +1 A 5',
    ],
    [
      'a server the person expanded shows all',
      () =>
        rows(
          [
            [1, 'A'],
            [2, 'A'],
            [3, 'A'],
          ],
          1,
          ['A'],
        ),
      '1 2 3',
    ],
    [
      'ended cards are never folded',
      () => {
        const { items } = inlineItems(
          { entries: [entry(3, 'A'), entry(4, 'A')], settled: [ended(entry(1, 'A')), ended(entry(2, 'A'))] },
          true,
        );
        return foldPerServer(items, 1, new Set())
          .map((r) => (r.item ? `${r.item.key}` : `+${r.hidden} ${r.server}`))
          .join(' ');
      },
      '1 2 3 +1 A',
    ],
  ])('%s', (_, run, expected) => {
    expect(run()).toBe(expected);
  });
});

import { countWaiting } from './count.js';
import type { EntryStatus } from './lifecycle.js';
import type { QueueEntry } from './queueTypes.js';

// The one count rule (the title, the badge, `onAttention`, the dialog's "Other requests waiting"),
// one line per case: a round's questions are one request, only asking ones count.

const entry = (key: number, status: EntryStatus = 'asking', round?: number): QueueEntry =>
  ({
    key,
    status,
    serverName: 'A',
    ...(round !== undefined && { step: { round, index: key, count: 2 } }),
  } as QueueEntry);

describe('countWaiting', () => {
  const one = entry(1);
  const r2 = entry(2, 'asking', 7);
  const r3 = entry(3, 'asking', 7);
  it.each<[string, QueueEntry[], QueueEntry | undefined, number]>([
    ['nothing', [], undefined, 0],
    ['one request', [one], undefined, 1],
    ['a round of two questions is one request', [r2, r3], undefined, 1],
    ['a request and a round', [one, r2, r3], undefined, 2],
    ['only asking ones count', [entry(4, 'withdrawn'), entry(5, 'sending'), one], undefined, 1],
    ['besides an entry: its request is left out', [one, r2, r3], one, 1],
    ['besides a round’s question: its whole round is left out', [one, r2, r3], r3, 1],
    ['besides an entry no longer listed', [r2, r3], one, 1],
  ])('%s: %i', (_, entries, besides, expected) => {
    expect(countWaiting(entries, besides)).toBe(expected);
  });
});

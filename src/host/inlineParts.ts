import type { ElicitationQueue, QueueEntry, QueueSnapshot, SettledEntry } from '../engine/queue.js';
import { sameItems } from './queueContext.js';

// The inline requests of a queue's snapshot, picked out once per snapshot for every reader (the
// cards, their announcer, the attention part), and the same object while none of them changed.

/** A queue's inline requests, waiting and ended: the same object while none of them changed. */
export interface InlineParts {
  readonly entries: readonly QueueEntry[];
  readonly settled: readonly SettledEntry[];
}

const partsCache = new WeakMap<ElicitationQueue, { snapshot?: QueueSnapshot; parts?: InlineParts }>();

/** The inline parts of `snapshot`, picked once per snapshot for every reader, and kept while they did not change. */
export function inlinePartsOf(queue: ElicitationQueue, snapshot: QueueSnapshot): InlineParts {
  let cache = partsCache.get(queue);
  if (!cache) partsCache.set(queue, (cache = {}));
  if (cache.snapshot !== snapshot) {
    const entries = snapshot.entries.filter((e) => e.presentation === 'inline');
    const settled = snapshot.settled.filter((s) => s.entry.presentation === 'inline');
    const was = cache.parts;
    cache.parts =
      was && sameItems(was.entries, entries) && sameItems(was.settled, settled) ? was : { entries, settled };
    cache.snapshot = snapshot;
  }
  return cache.parts!;
}

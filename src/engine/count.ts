import type { QueueEntry } from './queueTypes.js';

// A module of its own, so a shell that counts brings no queue.

/**
 * How many requests in `entries` wait for the person's answer: the one count rule of the title, the
 * badge, `onAttention`, the cards' "n requests waiting" and the dialog's "Other requests waiting".
 * A 2026-07-28 round's questions (one `step.round`) are one request, asked together. With
 * `besides`, that entry's request (its whole round) is left out.
 */
export function countWaiting(entries: readonly QueueEntry[], besides?: QueueEntry): number {
  const skip = besides && (besides.step?.round !== undefined ? `r${besides.step.round}` : `k${besides.key}`);
  const requests = new Set<string>();
  for (const e of entries) {
    if (e.status !== 'asking') continue;
    const id = e.step?.round !== undefined ? `r${e.step.round}` : `k${e.key}`;
    if (id !== skip) requests.add(id);
  }
  return requests.size;
}

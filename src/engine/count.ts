import type { QueueEntry } from './queueTypes.js';

// A module of its own, so a shell that counts brings no queue.

/** The request an entry belongs to: its round (questions asked together), else itself. */
const requestOf = (e: QueueEntry) => (e.step?.round !== undefined ? `r${e.step.round}` : `k${e.key}`);

/**
 * How many requests in `entries` wait for the person's answer: the one count rule of the title, the
 * badge, `onAttention` and the dialog's "Other requests waiting" (the cards' "n requests waiting"
 * counts cards, and a round is one card). A 2026-07-28 round's questions (one `step.round`) are one
 * request, asked together. With `besides`, that entry's request (its whole round) is left out.
 */
export function countWaiting(entries: readonly QueueEntry[], besides?: QueueEntry): number {
  const skip = besides && requestOf(besides);
  const requests = new Set<string>();
  for (const e of entries) if (e.status === 'asking' && requestOf(e) !== skip) requests.add(requestOf(e));
  return requests.size;
}

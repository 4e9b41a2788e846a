import type { ElicitationQueue, QueueEntry, SettledEntry } from '../engine/queue.js';
import type { InlineParts } from './inlineParts.js';
import { sameItems } from './queueContext.js';

// The inline items of a queue: its inline requests, waiting and ended, in arrival order, a round's
// questions one item. Made once per change of those requests for every reader, and each item the
// same object while its request did not change, so a memoised card renders only for its own.

/**
 * One inline item: a request still waiting for the person (`pending`) or one that ended
 * (`settled`), in the order they arrived. `showClaim` is true on the first item of each server
 * and name it gives itself: its card says that name once, not on every card.
 *
 * @example
 * ```tsx
 * useInlineItems().map((item) => <ElicitationCard key={item.key} item={item} />);
 * ```
 */
export type InlineItem = {
  readonly key: number;
  readonly askedAt: number;
  readonly showClaim: boolean;
  /**
   * A 2026-07-28 round of several questions is one item (one card): each question's own item, in
   * the round's order. The item's `pending` is the question the person is on (the first still
   * waiting); once all have ended, its `settled` is the last one's.
   */
  readonly steps?: readonly InlineItem[] | undefined;
} & (
  | { readonly pending: QueueEntry; readonly settled?: undefined }
  | { readonly pending?: undefined; readonly settled: SettledEntry }
);

/** The items made of a queue's inline parts, per `withSettled`, with the rounds' items they were made with. */
export interface InlineItems {
  readonly parts: InlineParts;
  readonly items: InlineItem[];
  readonly rounds: Map<number, InlineItem>;
}
const itemsCache = new WeakMap<ElicitationQueue, { all?: InlineItems; pending?: InlineItems }>();

/**
 * The inline items of `parts`, made once per change of its requests or ended ones, whoever asks
 * (the shell, its announcer, a host's transcript): a notice's change reuses them.
 */
export function inlineItemsOf(queue: ElicitationQueue, parts: InlineParts, withSettled: boolean): InlineItem[] {
  let cache = itemsCache.get(queue);
  if (!cache) itemsCache.set(queue, (cache = {}));
  const slot = withSettled ? 'all' : 'pending';
  const was = cache[slot];
  if (was?.parts === parts) return was.items;
  const made = inlineItems(parts, withSettled, was);
  cache[slot] = made;
  return made.items;
}

/**
 * The items of `parts` (ended ones too when `withSettled`): oldest first, a round's questions one
 * item where its first arrived, the server's claim on its first card only. What did not change
 * since `was` is the same object (an item, a round's item, the list), so nothing re-renders for it.
 */
export function inlineItems(parts: InlineParts, withSettled: boolean, was?: InlineItems): InlineItems {
  const found: (QueueEntry | SettledEntry)[] = [...parts.entries];
  if (withSettled) found.push(...parts.settled);
  const entry = (of: QueueEntry | SettledEntry) => ('entry' in of ? of.entry : of);
  found.sort((a, b) => entry(a).askedAt - entry(b).askedAt || entry(a).key - entry(b).key);
  // A round's questions (`step.round`) make one item, where its first question arrived.
  const rounds = new Map<number, (QueueEntry | SettledEntry)[]>();
  for (const of of found) {
    const round = entry(of).step?.round;
    if (round === undefined) continue;
    const parts = rounds.get(round);
    if (parts) parts.push(of);
    else rounds.set(round, [of]);
  }
  const kept = new Map<number, InlineItem>();
  // The server's claim is news on its first card only (per server and claimed name).
  const claimed = new Set<string>();
  const out: InlineItem[] = [];
  for (const of of found) {
    const e = entry(of);
    const id = `${e.serverName}\n${e.serverClaim}`;
    const first = !claimed.has(id);
    claimed.add(id);
    const parts = e.step?.round === undefined ? undefined : rounds.get(e.step.round);
    if (!parts || parts.length < 2) out.push(itemOf(of, first));
    else if (parts[0] === of) {
      const steps = [...parts].sort((a, b) => entry(a).step!.index - entry(b).step!.index).map((p) => itemOf(p, false));
      const now = steps.find((s) => s.pending) ?? steps.at(-1)!;
      const before = was?.rounds.get(e.key);
      // The same object while nothing in the round changed, so its card does not render.
      const item: InlineItem =
        before &&
        before.showClaim === first &&
        before.steps!.length === steps.length &&
        before.steps!.every((s, n) => s === steps[n])
          ? before
          : now.pending
          ? { key: e.key, askedAt: e.askedAt, showClaim: first, steps, pending: now.pending }
          : { key: e.key, askedAt: e.askedAt, showClaim: first, steps, settled: now.settled! };
      kept.set(e.key, item);
      out.push(item);
    }
  }
  // The same list while its items are the same (an ended request a list without them does not show).
  const items = was && sameItems(was.items, out) ? was.items : out;
  return { parts, items, rounds: kept };
}

// One item object per queue entry or settled record (both immutable), new only when its claim line
// comes or goes, so a memoised card renders only when its own request changed: an arrival renders
// the new card, not every card.
const items = new WeakMap<QueueEntry | SettledEntry, InlineItem>();
function itemOf(of: QueueEntry | SettledEntry, showClaim: boolean): InlineItem {
  let item = items.get(of);
  if (item?.showClaim !== showClaim) {
    item =
      'entry' in of
        ? { key: of.entry.key, askedAt: of.entry.askedAt, showClaim, settled: of }
        : { key: of.key, askedAt: of.askedAt, showClaim, pending: of };
    items.set(of, item);
  }
  return item;
}

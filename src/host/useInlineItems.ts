import { useCallback, useMemo } from 'react';
import type { ElicitationQueue, QueueSnapshot } from '../engine/queue.js';
import { inlineItemsOf, type InlineItem } from './inlineItems.js';
import { inlinePartsOf } from './inlineParts.js';
import { useQueue, useQueueSelector } from './queueContext.js';

/**
 * The queue's inline requests (`presentation: 'inline'`), pending and ended, oldest first: what a
 * chat host merges into its transcript by `askedAt`.
 *
 * @example
 * ```tsx
 * const items = useInlineItems();
 * const transcript = [...messages, ...items].sort((a, b) => a.askedAt - b.askedAt);
 * ```
 */
export function useInlineItems(queue?: ElicitationQueue, options: { settled?: boolean } = {}): InlineItem[] {
  const q = useQueue(queue, 'useInlineItems');
  const withSettled = options.settled !== false;
  // Per change of the queue only the inline requests are picked out (cheap, once per snapshot for
  // every reader); the items are made in render, once per change of those, for every reader.
  const parts = useQueueSelector(
    q,
    useCallback((snapshot: QueueSnapshot) => inlinePartsOf(q, snapshot), [q]),
  );
  return useMemo(() => inlineItemsOf(q, parts, withSettled), [q, parts, withSettled]);
}

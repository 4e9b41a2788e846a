import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { ElicitationQueue, QueueSnapshot, TaskEntry } from '../engine/queue.js';

// The queue as React sees it: the provider, and a hook per slice of its state (the requests, the
// task lines), each re-rendering only when its own slice changes; inside a slice, a shell reads
// what it shows through a selector (`useQueueSelector`) and renders only when that changed.

/** The queue `<ElicitationProvider>` provides (internal: read it with the hooks below). */
export const QueueContext = createContext<ElicitationQueue | null>(null);

/**
 * Makes `queue` available to `<ElicitationHost>` and the queue hooks below it.
 *
 * @example
 * ```tsx
 * <ElicitationProvider queue={queue}>
 *   <App />
 *   <ElicitationHost />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationProvider(props: { queue: ElicitationQueue; children?: ReactNode }) {
  return <QueueContext.Provider value={props.queue}>{props.children}</QueueContext.Provider>;
}

/** The queue of the nearest `<ElicitationProvider>`.
 *
 * @example
 * ```tsx
 * function AskButton() {
 *   const queue = useElicitationQueue();
 *   return <button onClick={() => queue.ask({ serverName: 'Local' }, params)}>Ask</button>;
 * }
 * ```
 */
export function useElicitationQueue(): ElicitationQueue {
  return useQueue(undefined, 'useElicitationQueue');
}

/** `queue` when given, else the nearest provider's; `who` names the caller when there is neither (internal). */
export function useQueue(queue: ElicitationQueue | undefined, who: string): ElicitationQueue {
  const provided = useContext(QueueContext);
  const q = queue ?? provided;
  if (!q) throw new Error(`${who} needs a queue, or an <ElicitationProvider> above it.`);
  return q;
}

/** The pending entries and the current notice; re-renders when they change.
 *
 * @example
 * ```tsx
 * function PendingBadge() {
 *   const { entries } = useElicitationSnapshot();
 *   return entries.length ? <span>{entries.length} waiting</span> : null;
 * }
 * ```
 */
export function useElicitationSnapshot(queue?: ElicitationQueue): QueueSnapshot {
  const q = useQueue(queue, 'useElicitationSnapshot');
  return useSyncExternalStore(q.subscribe, q.getSnapshot, q.getSnapshot);
}

/** The tasks' lines (the tasks extension), running and ended; re-renders when they change, and only then.
 *
 * @example
 * ```tsx
 * function Busy() {
 *   const running = useElicitationTasks().filter((t) => t.endedAt === undefined);
 *   return running.length ? <span>{running.length} tasks running</span> : null;
 * }
 * ```
 */
export function useElicitationTasks(queue?: ElicitationQueue): readonly TaskEntry[] {
  const q = useQueue(queue, 'useElicitationTasks');
  return useSyncExternalStore(q.subscribeTasks, q.getTasks, q.getTasks);
}

/**
 * What `select` reads of the queue's snapshot; re-renders only when it changed by `equal` (default
 * `Object.is`; `sameItems` for a filtered list). `select` is read once per snapshot (internal).
 */
export function useQueueSelector<T>(
  queue: ElicitationQueue,
  select: (snapshot: QueueSnapshot) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  // The last snapshot read and what it gave: a snapshot already read gives the same value, and an
  // equal value keeps the old one's identity, so React sees no change.
  const last = useRef<[QueueSnapshot, T, typeof select]>(undefined);
  const get = () => {
    const snapshot = queue.getSnapshot();
    const was = last.current;
    if (was?.[0] !== snapshot || was[2] !== select) {
      const value = select(snapshot);
      last.current = [snapshot, was && equal(was[1], value) ? was[1] : value, select];
    }
    return last.current![1];
  };
  return useSyncExternalStore(queue.subscribe, get, get);
}

/** Whether two lists hold the same items in the same order (internal). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((x, n) => x === b[n]));
}

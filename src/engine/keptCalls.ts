import { isRecord } from '../core/objects.js';

// What a page-held 2026-07-28 call needs to go on after a reload, kept in a storage the host gives
// (sessionStorage by default in a browser): the call (method and the host's params), and either the
// open round (the server's `inputRequests` and `requestState`) or the task's id. Never the person's
// answers: a resumed round asks its questions again. A request the server sent on its connection
// (2025-11-25) cannot go on after a reload: only that one was waiting is kept, so the person can be
// told it ended. Bounded: a call whose record is over 64 kB (a
// hostile round) is not kept, at most 16 calls per server, none older than a day; every end of the
// call (its result, an error, the host's abort) removes it.

/** The part of the Web Storage API the bridge uses (`sessionStorage`, `localStorage`, or the host's own). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** One call kept to go on after a reload. */
export interface KeptCall {
  readonly id: string;
  readonly method: string;
  readonly params: Record<string, unknown>;
  readonly at: number;
  /** The open round: what the server asked and its state, exactly as received. */
  readonly round?: { readonly inputRequests?: unknown; readonly requestState?: string | undefined } | undefined;
  readonly taskId?: string | undefined;
  /**
   * A request the server sent (2025-11-25), waiting for the person: it cannot outlive the page, only be said to have
   * ended.
   */
  readonly lost?: true | undefined;
}

/**
 * The records a queue owns: those its attachments wrote and those they took up again. A previous
 * page's record is taken up once, by whichever attachment of the queue asks first (StrictMode's
 * second effect, two attachments on one queue): a second `resume()` finds nothing new, and never
 * a request another attachment of the same queue is showing now.
 */
const owned = new WeakMap<object, Set<string>>();

const MAX_CALL_CHARS = 64 * 1024;
const MAX_CALLS = 16;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'react-mcp-elicitation:calls:';

let ids = 0;
/** An id for a kept record, unique in this storage (no `crypto.randomUUID`: pages on plain http lack it). */
export function keptId(): string {
  return `${Date.now().toString(36)}.${(++ids).toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The browser's sessionStorage where there is one and it may be used; none on a server or in a sandbox that forbids it.
 */
export function defaultStorage(): StorageLike | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // a sandboxed frame without storage throws on access
  }
}

function valid(value: unknown, now: number): value is KeptCall {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.method === 'string' &&
    isRecord(value.params) &&
    typeof value.at === 'number' &&
    now - value.at < MAX_AGE_MS &&
    (value.taskId === undefined || typeof value.taskId === 'string') &&
    (value.round === undefined || isRecord(value.round))
  );
}

/**
 * The calls kept for one server (`name()`: the host's name for it, the same after a reload), in
 * `storage`. A storage that fails (full, forbidden) keeps nothing, and the call goes on as before.
 */
export function keptCalls(storage: StorageLike | null | undefined, name: () => string, owner: object) {
  const key = () => PREFIX + name();
  const read = (): KeptCall[] => {
    if (!storage) return [];
    try {
      const value: unknown = JSON.parse(storage.getItem(key()) ?? '[]');
      const now = Date.now();
      return Array.isArray(value) ? value.filter((c): c is KeptCall => valid(c, now)) : [];
    } catch {
      return [];
    }
  };
  const write = (calls: KeptCall[]) => {
    if (!storage) return;
    try {
      if (calls.length === 0) storage.removeItem(key());
      else storage.setItem(key(), JSON.stringify(calls));
    } catch {
      // Full or forbidden: nothing is kept, nothing else changes.
    }
  };
  const ours = owned.get(owner) ?? owned.set(owner, new Set()).get(owner)!;
  return {
    /** Keeps (or replaces) `call`; false when it is too large to keep (its older record goes too). */
    keep(call: KeptCall): boolean {
      if (!storage) return false;
      ours.add(call.id);
      const others = read().filter((c) => c.id !== call.id);
      const fits = JSON.stringify(call).length <= MAX_CALL_CHARS;
      write(fits ? [...others, call].slice(-MAX_CALLS) : others);
      return fits;
    },
    /**
     * The records a previous page left that no attachment of `owner` (the queue) has written or
     * taken up yet, now taken: each is returned by one call only.
     */
    takeLeft(): KeptCall[] {
      const left = read().filter((c) => !ours.has(c.id));
      for (const c of left) ours.add(c.id);
      return left;
    },
    forget(id: string): void {
      if (!storage) return;
      const calls = read();
      if (calls.some((c) => c.id === id)) write(calls.filter((c) => c.id !== id));
    },
    all: read,
  };
}

import {
  transition,
  type LifeContext,
  type LifeEvent,
  type LifeState,
  type LifeStep,
  type Settle,
} from './lifecycle.js';

// The held requests of one holder — the page's queue, or a relay instance — and the one place an
// event changes one of them. `transition` decides; the book carries the step out in the same
// order for both holders (settle the answer, then move or take the request out) and hands each
// step to its holder's `BookSteps` for what only that holder keeps (a settled record and notice on
// the page; the shared store and the browsers' windows on the server). A lost holder, an expiry,
// a withdrawal and a lost connection are events like any other. No React, no DOM, no I/O.

/**
 * A request as a holder gives it to the book: what decides its transitions. Its life is the book's
 * alone (`life`): no holder has a field to write it to.
 */
export interface BookEntry {
  readonly context: LifeContext;
}

/** Where every request starts. */
export const ASKING: LifeState = { status: 'asking', completedEarly: false };

/** A step that moved the request (it stays in the book). */
export type MoveStep = Extract<LifeStep, { kind: 'move' }>;
/** A step that took the request out of the book. */
export type LeaveStep = Extract<LifeStep, { kind: 'leave' }>;

/**
 * What a holder does with each step, after the book applied it. `extra` is what the caller gave
 * with the event (the relay's error for a withdrawal it caused).
 */
export interface BookSteps<E extends BookEntry, X = undefined> {
  /** The person's answer promise settles: resolved with a result, or rejected as withdrawn. */
  settle(entry: E, settle: Settle, event: LifeEvent, extra: X | undefined): void;
  /** The request moved to `step.to` (`life` already says so) and stays. */
  moved(entry: E, step: MoveStep, event: LifeEvent): void;
  /** The request left the book (already taken out). */
  left(entry: E, step: LeaveStep, event: LifeEvent): void;
}

/**
 * The held requests of one holder by key, in the order they were asked, and the one interpreter of
 * their life (`on`).
 */
export class RequestBook<K, E extends BookEntry, X = undefined> {
  readonly #entries = new Map<K, E>();
  /** Each held request's life, by key: written by `add` and `on` only. */
  readonly #life = new Map<K, LifeState>();
  readonly #keyOf: (entry: E) => K;
  readonly #steps: BookSteps<E, X>;

  constructor(keyOf: (entry: E) => K, steps: BookSteps<E, X>) {
    this.#keyOf = keyOf;
    this.#steps = steps;
  }

  /** Holds `entry`, in `life` (`asking`, or what a shared store kept of it). */
  add(entry: E, life: LifeState = ASKING): void {
    this.#entries.set(this.#keyOf(entry), entry);
    this.#life.set(this.#keyOf(entry), life);
  }

  /** Where a held request stands (read only); `undefined` for one not held here. */
  life(entry: E | undefined): LifeState | undefined {
    return this.holds(entry) ? this.#life.get(this.#keyOf(entry)) : undefined;
  }

  get(key: K): E | undefined {
    return this.#entries.get(key);
  }

  /** Whether `entry` is the one held under its key (not one that ended, nor a stale copy). */
  holds(entry: E | undefined): entry is E {
    return entry !== undefined && this.#entries.get(this.#keyOf(entry)) === entry;
  }

  /** The held requests, oldest first (a copy: `on` may take one out while the caller walks them). */
  all(): E[] {
    return [...this.#entries.values()];
  }

  /**
   * Feeds `event` to a request no live holder keeps (a stored record whose holder is gone, or whose
   * answer finished its call elsewhere), in the `life` it was stored with: the same steps as `on`,
   * and it is not kept after. Returns whether the event meant anything.
   */
  once(entry: E, life: LifeState, event: LifeEvent, extra?: X): boolean {
    this.add(entry, life);
    try {
      return this.on(entry, event, extra);
    } finally {
      this.#entries.delete(this.#keyOf(entry));
      this.#life.delete(this.#keyOf(entry));
    }
  }

  /**
   * Feeds `event` to the request's transition function and carries out the step: settles its
   * answer, then moves it or takes it out, and tells the holder. Returns whether the event meant
   * anything in the request's state (false, too, for a request not held here).
   */
  on(entry: E | undefined, event: LifeEvent, extra?: X): boolean {
    if (!this.holds(entry)) return false;
    const key = this.#keyOf(entry);
    const step = transition(this.#life.get(key)!, event, entry.context);
    if (step.kind === 'ignore') return false;
    if (step.settle) this.#steps.settle(entry, step.settle, event, extra);
    if (step.kind === 'move') {
      this.#life.set(key, step.to);
      this.#steps.moved(entry, step, event);
      return true;
    }
    this.#entries.delete(key);
    this.#life.delete(key);
    this.#steps.left(entry, step, event);
    return true;
  }
}

import type { ElicitResult } from '../protocol/types.js';
import type { InputRequiredResult } from '../engine/inputRequired.js';
import type { EntryStatus, LifeState } from '../engine/lifecycle.js';
import { setOwn } from '../core/objects.js';
import { BoundedMap } from './bounded.js';
import type { RelayEvent } from '../engine/wire.js';

export type { RelayEvent } from '../engine/wire.js';

// Where a relay keeps what every instance must see: the pending requests (what a browser is shown
// on connecting), who answered first, which instances are alive, and one message bus. In memory
// for one process (`memoryStore`), in Redis for several (`./redisStore.ts`). Each request's
// promise lives only in the instance that holds its MCP request (its `holder`).

/** A pending request as every instance sees it. */
export interface StoredRequest {
  readonly id: string;
  readonly owner: string;
  /** The instance whose MCP request this answers. */
  readonly holder: string;
  /**
   * Where it stands, as the queue's transition function decides (`asking` until the first answer;
   * a URL step the server tracks then `waiting` for completion; `completedEarly` when the server
   * reported completion before the person consented). Kept here so every instance reads it.
   */
  readonly life: { readonly status: EntryStatus; readonly completedEarly: boolean };
  /** What a browser is sent (the params, the server's name, the queue options). */
  readonly event: Extract<RelayEvent, { type: 'ask' }>;
  /** A question of a parked 2026-07-28 round: which round, under which key. */
  readonly round?: { readonly id: string; readonly key: string } | undefined;
  /** A question of a task (tasks extension): the server's task id and the input key. */
  readonly task?: { readonly id: string; readonly key: string } | undefined;
}

/**
 * A 2026-07-28 input round, parked while the person answers, so that any instance can finish the
 * call if the one that started it is gone: the call, the `input_required` result (with its
 * `requestState`), the keys the person answers, and the answers given so far.
 */
export interface ParkedRound {
  readonly id: string;
  readonly owner: string;
  readonly serverName: string;
  readonly method: string;
  /** The call's params as first sent (the retry is built from them). */
  readonly params: Record<string, unknown>;
  readonly result: InputRequiredResult;
  /** The elicitation keys; a round with any other kind of request cannot be finished elsewhere. */
  readonly keys: readonly string[];
  readonly answers: Readonly<Record<string, ElicitResult>>;
}

// The stored life is the engine's `LifeState`, member for member (spelt out so that `/relay` need not
// export the engine's name): this fails to compile the day the two differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<StoredRequest['life'], LifeState>;

/** What instances tell each other. */
export type RelayMessage =
  /** For every browser stream of `owner`, on whichever instance it is. */
  | { kind: 'event'; owner: string; event: RelayEvent }
  /**
   * For the holder: the person's answer (validated, and first), or that they left a waiting URL
   * step. `claimant` is whose answer won the claim: the holder records what became of it under that name.
   */
  | { kind: 'answer'; holder: string; id: string; result: ElicitResult; claimant?: string }
  | { kind: 'left'; holder: string; id: string }
  /** A window of `owner` connected: the instances following its tasks tell their lines again. */
  | { kind: 'tasks'; owner: string }
  /** The person's "Stop this task": the instance following it sends `tasks/cancel`. */
  | { kind: 'stopTask'; owner: string; taskId: string }
  /** From the holder: whether it took the answer to `id` (false: the request had ended there). */
  | { kind: 'ack'; id: string; taken: boolean }
  /**
   * Never published: a bus tells its own listener that its connection came back, so messages sent
   * meanwhile may have been lost; the relay lists what is pending to its windows again.
   */
  | { kind: 'resync' };

/**
 * A relay's shared state: five groups of methods, each with its promises. Every method may fail:
 * the relay reports the error (`RelayOptions.onError`) and answers the browser 503.
 * `relayStoreChecks` (`conformance.ts`) checks a store against these promises.
 *
 * - **Pending requests** (`save` … `remove`): what a browser is shown when it connects, and what an
 *   instance that died held. `save` writes the record and both its places (its owner's list, its
 *   holder's) as one atomic write, and a second save of the same id keeps its place in its owner's
 *   list; `remove` takes all three away at once. A shared store forgets a record nobody removes a
 *   day after its last save (`redisStore`: a TTL); `memoryStore`'s records go when removed or with
 *   its process.
 * - **Claims** (`claim`, `claimedBy`): who answered first. `claim` is atomic across every instance
 *   (of any number of simultaneous claims of one id, exactly one is true), and a claim is kept for
 *   a day (`redisStore`; `memoryStore` keeps the newest 10 000, at most 2 M characters of them, for
 *   as long as it lives).
 * - **Liveness** (`beat` … `forget`): which instances are alive, by heartbeats. Each instance beats
 *   every third of its liveness time; an instance whose heartbeat lapsed is listed by `lapsed` (to
 *   every instance, until one of them `forget`s it), so the requests it held are ended once, by
 *   whichever instance claims each first. Nobody scans every pending request.
 * - **Parked rounds** (`saveRound` … `removeRound`): 2026-07-28 rounds parked while the person
 *   answers. `saveRound` keeps the first save of an id; `answerRound` adds an answer and returns the
 *   round as it now stands in one atomic step (two answers to two keys on two instances both
 *   count), and the answers expire with their round; `removeRound` forgets the round and its
 *   answers at once.
 * - **Bus** (`publish`, `subscribe`, `close`): every message reaches every subscriber, this
 *   instance's included, never inside the publisher's own call; `close` ends this instance's use.
 */
export interface RelayStore {
  save(request: StoredRequest): Promise<void>;
  load(id: string): Promise<StoredRequest | undefined>;
  /** `owner`'s requests, in the order they were first saved. */
  pendingOf(owner: string): Promise<StoredRequest[]>;
  /** The requests instance `holder` holds (to end them when it dies). */
  heldBy(holder: string): Promise<StoredRequest[]>;
  /** Forgets `id` (nothing when unknown). */
  remove(id: string): Promise<void>;

  /** Marks `id` as claimed by `by`; true only for the first claim. */
  claim(id: string, by: string): Promise<boolean>;
  /** Who claimed `id`, if anyone (a later answer then gets 409, not 404). */
  claimedBy(id: string): Promise<string | undefined>;

  /** `instance` is alive for `ttlMs` more. */
  beat(instance: string, ttlMs: number): Promise<void>;
  alive(instance: string): Promise<boolean>;
  /** The instances that beat and whose heartbeat has since lapsed. */
  lapsed(): Promise<string[]>;
  /** Stops listing `instance` as lapsed (its requests have been seen to). */
  forget(instance: string): Promise<void>;

  /** Parks a round until `ttlMs` from now (a second save of the same id changes nothing). */
  saveRound(round: ParkedRound, ttlMs: number): Promise<void>;
  /** Adds one answer to a parked round; the round as it now stands, or undefined when it expired. */
  answerRound(id: string, key: string, result: ElicitResult): Promise<ParkedRound | undefined>;
  removeRound(id: string): Promise<void>;

  publish(message: RelayMessage): Promise<void>;
  /** Receives every message published by any instance. Resolves once listening; the function returned stops it. */
  subscribe(listener: (message: RelayMessage) => void): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * The default store: one process, nothing to set up.
 *
 * @example
 * ```ts
 * const relay = createRelay({ authorize, store: memoryStore() });
 * ```
 */
export function memoryStore(): RelayStore {
  const requests = new Map<string, StoredRequest>();
  // The oldest are forgotten past this many, or past this many characters of ids and claimants (a
  // day's worth in Redis): a claim's replay then reads as unknown (404), and still sends nothing.
  const claims = new BoundedMap<string, string>(10_000, 2_000_000);
  const listeners = new Set<(message: RelayMessage) => void>();
  const rounds = new Map<string, { round: ParkedRound; until: number }>();
  const beats = new Map<string, number>();
  const liveRound = (id: string) => {
    const kept = rounds.get(id);
    if (kept && kept.until < Date.now()) rounds.delete(id);
    return rounds.get(id);
  };
  return {
    save: async (request) => void requests.set(request.id, request),
    load: async (id) => requests.get(id),
    pendingOf: async (owner) => [...requests.values()].filter((r) => r.owner === owner),
    heldBy: async (holder) => [...requests.values()].filter((r) => r.holder === holder),
    remove: async (id) => void requests.delete(id),
    async claim(id, by) {
      if (claims.has(id)) return false;
      claims.set(id, by, id.length + by.length);
      return true;
    },
    claimedBy: async (id) => claims.get(id),
    // Delivered on a later microtask, as a bus would: no listener runs inside the publisher's call.
    publish: async (message) => void queueMicrotask(() => listeners.forEach((l) => l(message))),
    async subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async saveRound(round, ttlMs) {
      // Rounds nobody finished go when they expire, as Redis forgets them.
      const now = Date.now();
      for (const [id, kept] of rounds) if (kept.until < now) rounds.delete(id);
      if (!rounds.has(round.id)) rounds.set(round.id, { round, until: now + ttlMs });
    },
    async answerRound(id, key, result) {
      const kept = liveRound(id);
      if (!kept) return undefined;
      const answers = { ...kept.round.answers };
      setOwn(answers, key, result);
      kept.round = { ...kept.round, answers };
      return kept.round;
    },
    removeRound: async (id) => void rounds.delete(id),
    beat: async (instance, ttlMs) => void beats.set(instance, Date.now() + ttlMs),
    alive: async (instance) => (beats.get(instance) ?? 0) >= Date.now(),
    lapsed: async () => [...beats].filter(([, until]) => until < Date.now()).map(([instance]) => instance),
    forget: async (instance) => void beats.delete(instance),
    close: async () => void listeners.clear(),
  };
}

// Whether this relay instance may judge another dead, as a pure step. With a shared store every
// instance beats (`store.beat`) and ends what instances whose beat lapsed held. Beats lapse for
// everyone while the store is unreachable, so an instance judges only once its own beats have gone
// through, promptly, for a whole `livenessMs`, and after an outage `RECONNECT_SKEW_MS` more, since
// the instances' clients come back apart. Until then, a holder counts as alive. `relay.ts` wires
// it to the timer and the store.

/** After an outage, how much longer an instance waits before judging others (ms): instances' store
 * clients come back apart (node-redis backs off up to 2.2 s). */
export const RECONNECT_SKEW_MS = 3000;

/** What an instance knows of its own beats. */
export interface Liveness {
  /** Since when its beats have gone through promptly; undefined while they fail. */
  readonly healthySince: number | undefined;
  /** How long they must have gone through before it judges others (ms). */
  readonly trustAfter: number;
  /** When it last listed everything again to its windows (after an outage). */
  readonly lastRelist: number;
}

export type LivenessEvent =
  /** A beat that started at `started` went through at `now`. */
  | { readonly type: 'beat'; readonly started: number; readonly now: number }
  /** A beat failed (the store is away). */
  | { readonly type: 'failed' };

/** An instance that starts at `now`: its first `livenessMs` are the wait. */
export function startLiveness(now: number, livenessMs: number): Liveness {
  return { healthySince: now, trustAfter: livenessMs, lastRelist: 0 };
}

/**
 * One beat's outcome: the state after it, and whether to list everything again to this instance's
 * windows (events published while the store was away may not have reached them; at most once per
 * `livenessMs`).
 */
export function livenessStep(
  state: Liveness,
  event: LivenessEvent,
  livenessMs: number,
): { state: Liveness; relist: boolean } {
  if (event.type === 'failed') return { state: { ...state, healthySince: undefined }, relist: false };
  // It failed before, or waited on a store that was away: the wait starts again, longer.
  const away = state.healthySince === undefined || event.now - event.started > livenessMs / 2;
  if (!away) return { state, relist: false };
  const relist = event.started - state.lastRelist > livenessMs;
  const next = {
    healthySince: event.now,
    trustAfter: livenessMs + RECONNECT_SKEW_MS,
    lastRelist: relist ? event.now : state.lastRelist,
  };
  return { state: next, relist };
}

/** Whether the instance may judge others dead at `now`. */
export function trusted(state: Liveness, now: number): boolean {
  return state.healthySince !== undefined && now - state.healthySince >= state.trustAfter;
}

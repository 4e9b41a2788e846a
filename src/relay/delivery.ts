// One answer's way from a browser's POST to the MCP request it answers, across instances, as one
// machine: claimed (the first answer wins), handed on to the instance holding the request, its
// word heard, the outcome recorded. What the relay learns on the way (the holder lives or is lost,
// the claim is this answer's, the holder took it…) are events; `deliveryStep` alone decides what
// follows each. `answers.ts` learns the facts (store, bus) and carries out the outcome. No I/O here.

/** Where an answer stands. */
export type DeliveryStep =
  /** The answer fits its request, which still asks; whether its holder lives is not known yet. */
  | 'checked'
  /** Claiming it: across instances, the first answer to a request wins. */
  | 'claiming'
  /** The claim is this very answer's (a retry of it): what became of it, if the markers say. */
  | 'recalling'
  /** A question of a parked round (2026-07-28): the answer is kept with the round. */
  | 'parking'
  /** Handed to the holder (taken here, or published to its instance); waiting for its word. */
  | 'handing'
  /** No word from the holder in time: whether it still lives decides. */
  | 'unheard';

export interface DeliveryState {
  readonly step: DeliveryStep;
  /** The holder was found dead: no one is handed the answer, something else must carry it. */
  readonly holderLost: boolean;
  /** The answer is kept with its parked round (the round's retry can carry it). */
  readonly parked: boolean;
}

/** What else than the holder can carry an answer, fixed for its request. */
export interface DeliveryContext {
  /** A parked round (the relay's `resume`) can send it with the round's retry. */
  readonly round: boolean;
  /** A task question whose answer `resumeTask` can send with `tasks/update`. */
  readonly task: boolean;
}

/** A fact the relay learnt about an answer. */
export type DeliveryEvent =
  | 'alive'
  | 'lost'
  | 'claimed'
  | 'claimedByThisAttempt'
  | 'claimedByAnother'
  | 'known'
  | 'unknown'
  | 'parked'
  | 'notParked'
  | 'took'
  | 'refused'
  | 'noWord';

/**
 * How an answer's journey ends, each with the response the browser gets:
 * - `delivered`: the holder took it (or its parked round will carry it and the holder lives): 200;
 * - `undelivered`: the request ended before the answer arrived: 410, nothing sent;
 * - `onItsWay`: no word yet from a holder that may live: 503, the browser asks again, no "Sent";
 * - `conflict`: another answer won the claim: 409;
 * - `recalled`: a retry of the winner, its recorded outcome: 200 or 410;
 * - `abandoned`: the holder is lost and nothing else can carry it (not claimed): 410;
 * - `expired`: claimed, but the holder is lost and nothing carries it: 410;
 * - `byRound`: the holder is lost; the parked round's retry carries it (from here when last): 200;
 * - `byTask`: the holder is lost; `resumeTask` sends it with `tasks/update`: 200 or 410.
 */
export type DeliveryOutcome =
  | 'delivered'
  | 'undelivered'
  | 'onItsWay'
  | 'conflict'
  | 'recalled'
  | 'abandoned'
  | 'expired'
  | 'byRound'
  | 'byTask';

export type DeliveryMove =
  | { readonly kind: 'to'; readonly state: DeliveryState }
  | { readonly kind: 'outcome'; readonly outcome: DeliveryOutcome }
  /** An event the step does not wait for: a fault of the caller, never a silent state. */
  | { readonly kind: 'invalid' };

/** Where an answer starts, once checked. */
export const CHECKED: DeliveryState = { step: 'checked', holderLost: false, parked: false };

const to = (state: DeliveryState, step: DeliveryStep, change: Partial<DeliveryState> = {}): DeliveryMove => ({
  kind: 'to',
  state: { ...state, ...change, step },
});
const end = (outcome: DeliveryOutcome): DeliveryMove => ({ kind: 'outcome', outcome });
const INVALID: DeliveryMove = { kind: 'invalid' };

/** The holder is lost and the answer claimed: a task's follower, else the parked round, else nothing carries it. */
const carried = (state: DeliveryState, context: DeliveryContext): DeliveryMove =>
  end(context.task ? 'byTask' : state.parked ? 'byRound' : 'expired');

/** The one place that decides what follows an event. Pure. */
export function deliveryStep(state: DeliveryState, event: DeliveryEvent, context: DeliveryContext): DeliveryMove {
  switch (state.step) {
    case 'checked':
      if (event === 'alive') return to(state, 'claiming');
      // Lost before anything was claimed: only a parked round or a task can still carry it.
      if (event === 'lost')
        return context.round || context.task ? to(state, 'claiming', { holderLost: true }) : end('abandoned');
      return INVALID;
    case 'claiming':
      if (event === 'claimed') return to(state, 'parking');
      if (event === 'claimedByThisAttempt') return to(state, 'recalling');
      if (event === 'claimedByAnother') return end('conflict');
      return INVALID;
    case 'recalling':
      if (event === 'known') return end('recalled');
      // Nothing says what became of it (its first arrival is on its way, or its carrier died):
      // carried again; the holder takes an answer once and acknowledges a repeat.
      if (event === 'unknown') return to(state, 'parking');
      return INVALID;
    case 'parking':
      if (event === 'parked' || event === 'notParked') {
        const next = { parked: event === 'parked' };
        return state.holderLost ? carried({ ...state, ...next }, context) : to(state, 'handing', next);
      }
      return INVALID;
    case 'handing':
      if (event === 'took') return end('delivered');
      if (event === 'refused') return end('undelivered');
      if (event === 'noWord') return to(state, 'unheard');
      return INVALID;
    case 'unheard':
      // A holder that may live: a parked answer reaches it through the round; else not "Sent" yet.
      if (event === 'alive') return end(state.parked ? 'delivered' : 'onItsWay');
      if (event === 'lost') return carried({ ...state, holderLost: true }, context);
      return INVALID;
  }
}

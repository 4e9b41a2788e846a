import type { RelayEvent } from '../engine/wire.js';
import { BoundedMap } from './bounded.js';
import { problem } from './http.js';
import type { RelayStore } from './store.js';

// What became of an answer, kept for its retries: a marker in the store (`<id>:delivered`,
// `<id>:undelivered`, claimed by the answer's claimant) and here at once. A retry reads them to
// learn its own outcome; none is "Sent" before the first arrival was handed on.

export type Outcome = 'delivered' | 'undelivered';
/** Answers whose outcome is kept here for their retries; a few bytes each (ids are ours). */
const OUTCOMES_KEPT = 1000;

/** The markers of answers' outcomes, over `store`; a delivered one's end is told again through `tell`. */
export function outcomeMarks(store: RelayStore, tell: (owner: string, event: RelayEvent) => void) {
  /** What became of the answers taken here lately, for their retries (the store keeps it too). */
  const outcomes = new BoundedMap<string, Outcome>(OUTCOMES_KEPT);

  /**
   * A retried answer's outcome, from the markers its first arrival left: 200 once it was handed
   * on, 410 when it could not be, and while the first is still on its way (the retry overtook it)
   * 503 with Retry-After, so the browser asks again and never reads "Sent" before it is.
   */
  async function outcomeOf(id: string, owner: string): Promise<Response> {
    return (await knownOutcome(id, owner)) ?? onItsWay();
  }

  /** 503 for an answer whose fate is not known yet: the browser asks again, and reads no "Sent" meanwhile. */
  function onItsWay(): Response {
    return problem(503, 'This answer is still on its way; ask again.', { 'retry-after': '1' });
  }

  /**
   * What the markers say became of an answer (200 or 410), or undefined while they say nothing.
   * A delivered answer's end is told to the owner's windows again: the instance that first carried
   * it may have died before telling them (a window ignores the end of a request it no longer shows).
   */
  async function knownOutcome(id: string, owner: string): Promise<Response | undefined> {
    const known = outcomes.get(id);
    if (known === 'delivered' || (!known && (await store.claimedBy(`${id}:delivered`)))) {
      tell(owner, { type: 'end', id, end: 'answered' });
      return Response.json({ ok: true });
    }
    if (known === 'undelivered' || (await store.claimedBy(`${id}:undelivered`)))
      return problem(410, 'This request ended before the answer arrived; nothing was sent.');
    return undefined;
  }

  /**
   * Records what became of an answer, for its retries: here at once, and in the store for the
   * other instances. A store that fails is tried again in the background (every second, for a
   * minute), and the failure is reported; the retry that reaches this instance meanwhile reads it here.
   */
  async function mark(id: string, outcome: Outcome, claimant: string): Promise<void> {
    outcomes.set(id, outcome);
    const write = () => store.claim(`${id}:${outcome}`, claimant);
    try {
      await write();
    } catch (error) {
      let tries = 0;
      const again = setInterval(
        () =>
          void write().then(
            () => clearInterval(again),
            () => ++tries >= 60 && clearInterval(again),
          ),
        1000,
      );
      (again as { unref?: () => void }).unref?.();
      throw error;
    }
  }

  return { mark, knownOutcome, outcomeOf, onItsWay };
}

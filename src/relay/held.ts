import type { DecidedRequest } from '../core/decide.js';
import type { ElicitResult } from '../protocol/types.js';
import type { AskHandle, ElicitationSource, EntryEnd } from '../engine/queue.js';
import type { LifeContext, LifeEvent } from '../engine/lifecycle.js';
import { ASKING } from '../engine/book.js';
import type { HeldFacts } from '../engine/request.js';
import type { RelayEvent } from '../engine/wire.js';
import { readInputRequests, type InputRound } from '../engine/inputRequired.js';
import type { ParkedRound, StoredRequest } from './store.js';

/**
 * A request whose MCP request this instance holds: its promise and what its life depends on. A class, not
 * closures: a thousand pending requests each carry only these fields. It is also the `AskHandle`
 * a bridge gets back.
 */
export class Held implements AskHandle {
  readonly result: Promise<ElicitResult>;
  resolve!: (result: ElicitResult) => void;
  private reject!: (error: unknown) => void;
  /** Set when the entry ends; `ended` is made only when someone reads it (a bridge's URL steps). */
  #why: EntryEnd | undefined;
  #ended: Promise<EntryEnd> | undefined;
  #settleEnded: ((why: EntryEnd) => void) | undefined;
  /** Removes the abort listener, when there is one. */
  stopListening: (() => void) | undefined;

  constructor(
    readonly key: number,
    /**
     * What the store keeps of it, but its life: that is the relay's book's (`stored` joins them).
     * Replaced, never changed in place, when a fact is amended (`queueFor(owner).amend`).
     */
    public record: Omit<StoredRequest, 'life'>,
    readonly source: ElicitationSource,
    readonly elicitationId: string | undefined,
    /** What decides its transitions (the queue's, for a relay that has no dialog of its own). */
    readonly context: LifeContext,
    /**
     * The request as the bridge decided it, which its answer is checked against. A request asked
     * without one (`ask`) is decided when its answer comes (`decisionOf`): a pending request keeps
     * no parsed model of its own.
     */
    readonly decided: DecidedRequest | undefined,
  ) {
    this.result = new Promise<ElicitResult>((res, rej) => {
      this.resolve = res;
      this.reject = rej;
    });
  }

  /** Rejects `result`, marked as handled: a caller that never awaits it is not an unhandled rejection. */
  fail(error: unknown): void {
    // The rejection is `error` itself, handed to whoever awaits `result`; none need to.
    this.result.catch(() => {});
    this.reject(error);
  }

  get ended(): Promise<EntryEnd> {
    return (this.#ended ??=
      this.#why !== undefined ? Promise.resolve(this.#why) : new Promise<EntryEnd>((r) => (this.#settleEnded = r)));
  }

  /** Settles `ended`, stops listening to the signal. */
  end(why: EntryEnd): void {
    this.stopListening?.();
    this.#why = why;
    this.#settleEnded?.(why);
  }
}

/**
 * What decides a relayed request's transitions, for one held here and for a stored one whose holder
 * is gone alike: no dialog form (the browser's queue keeps a withdrawn form; the relay only ends it);
 * no `sending` (what became of an answer is the answering request's to say); no screen, so consent
 * given and the server's word heard leave nothing to wait for.
 */
export function relayContext(url: boolean, facts: HeldFacts): LifeContext {
  return {
    tracksCompletion: url && facts.elicitationId !== undefined,
    closeOnComplete: facts.closeOnComplete ?? false,
    dialogForm: false,
    confirmsDelivery: false,
    keepsComplete: false,
  };
}

/**
 * What the browsers hear when a request leaves: an answer is announced by the request that
 * delivered it, completion by its own event; the rest by an `end`.
 */
export function toldEnd(event: LifeEvent, end: EntryEnd): Extract<RelayEvent, { type: 'end' }>['end'] | undefined {
  if (event.type === 'answer' || event.type === 'complete') return undefined;
  if (event.type === 'withdraw') return end === 'expired' ? 'expired' : event.stopped ? 'stopped' : 'withdrawn';
  return 'closed';
}

/**
 * What the store keeps of a request while it asks, and what a browser is sent (its `ask` event):
 * one object for the store and the held request, not two (the heap per pending request).
 */
export function askRecord(
  request: { id: string; owner: string; holder: string; source: ElicitationSource; params: unknown; facts: HeldFacts },
  round: StoredRequest['round'],
  task: StoredRequest['task'],
): StoredRequest {
  const { id, source, facts } = request;
  const claim = source.serverClaim;
  return {
    id,
    owner: request.owner,
    holder: request.holder,
    life: ASKING,
    event: {
      type: 'ask',
      id,
      params: request.params,
      serverName: source.serverName,
      ...(claim !== undefined && { serverClaim: claim }),
      ...(source.kind === 'agent' && { asker: 'agent' as const }),
      ...(Object.keys(facts).length > 0 && { options: facts }),
    },
    ...(round && { round }),
    ...(task && { task }),
  };
}

/** A round to park, when every request of it is a question for the person (else it cannot be finished elsewhere). */
export function parkedRound(owner: string, serverName: string, round: InputRound): ParkedRound | undefined {
  const requests = readInputRequests(round.result);
  if (!requests.every(([, r]) => r.method === 'elicitation/create')) return undefined;
  return {
    id: round.id,
    owner,
    serverName,
    method: round.method,
    params: round.params,
    result: round.result,
    keys: requests.map(([key]) => key),
    answers: {},
  };
}

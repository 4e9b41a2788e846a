import { setOwn } from '../core/objects.js';
import type { DecidedRequest } from '../core/decide.js';
import { decideRequest } from '../core/decide.js';
import type { ElicitResult } from '../protocol/types.js';
import type { RelayEvent } from '../engine/wire.js';
import type { LifeState } from '../engine/lifecycle.js';
import { BoundedMap } from './bounded.js';
import { checkResult, ownerOf, problem } from './http.js';
import { readPost } from './postBody.js';
import { outcomeMarks, type Outcome } from './outcomeMarks.js';
import { storedEnds } from './storedEnds.js';
import type { RelayOptions } from './relayTypes.js';
import type { ParkedRound, RelayStore, StoredRequest } from './store.js';
import {
  CHECKED,
  deliveryStep,
  type DeliveryContext,
  type DeliveryEvent,
  type DeliveryOutcome,
  type DeliveryState,
} from './delivery.js';

// A browser's POST to the relay, on whichever instance it lands: an answer (checked, claimed first
// across instances, handed to the instance holding its MCP request, its outcome recorded for the
// browser's retry), "Stop this task", or "I left this page". The requests themselves are held in
// `relay.ts`; this is the way an answer travels to them.

/**
 * Decisions of requests held elsewhere, kept from their answer's arrival until the request ends:
 * at most this many, and at most this much of the requests' JSON in all (a decision holds the
 * server's message and schema).
 */
const DECISIONS_KEPT = 100;
const DECISIONS_KEPT_CHARS = 2_000_000;

/** What the answers need of the relay that holds the requests. */
export interface AnswerContext {
  readonly store: RelayStore;
  /** This instance's name (a holder's, in the store). */
  readonly instance: string;
  readonly livenessMs: number;
  readonly maxBody: number;
  readonly resume: RelayOptions['resume'];
  readonly resumeTask: RelayOptions['resumeTask'];
  /** The decision a request held here was asked with (a bridge's), if any. */
  heldDecision(id: string): DecidedRequest | undefined;
  /** Gives a request held here its answer; false when it is not held here or no longer asks. */
  take(id: string, result: ElicitResult): boolean;
  /** Whether this instance may judge others dead (its own heartbeats have gone through). */
  trusted(): boolean;
  tell(owner: string, event: RelayEvent): void;
  onError(error: unknown, during: string): void;
  /** Sends a parked round's retry through the host's own client (see `RelayOptions.resume`). */
  finishRound(round: ParkedRound): void;
}

/**
 * The answers' side of a relay: `answer` serves a POST; `heard` takes a holder's acknowledgement
 * from the bus, `mark` records an outcome the holder learnt, `forget` drops what was decided for
 * a request that ended.
 */
export function createAnswers(context: AnswerContext) {
  const {
    store,
    instance,
    livenessMs,
    maxBody,
    resume,
    resumeTask,
    heldDecision,
    take,
    trusted,
    tell,
    onError,
    finishRound,
  } = context;
  /** Who waits for the holder's word on an answer, by request (a retry may carry it beside its first arrival). */
  const acks = new Map<string, Set<(taken: boolean) => void>>();
  const { mark, knownOutcome, outcomeOf, onItsWay } = outcomeMarks(store, tell);
  const { orphanEnds, endStored } = storedEnds(store, tell);
  /** Requests still pending, as decided here for their answers (see `decisionOf`); dropped when they end. */
  const decisions = new BoundedMap<string, DecidedRequest>(DECISIONS_KEPT, DECISIONS_KEPT_CHARS);

  async function answer(request: Request, owner: string): Promise<Response> {
    const post = await readPost(request, maxBody);
    if (post instanceof Response) return post;
    if (post.kind === 'stopTask') {
      // "Stop this task": the instance following it (for this owner only) sends tasks/cancel.
      await store.publish({ kind: 'stopTask', owner, taskId: post.taskId });
      return Response.json({ ok: true });
    }
    const { id, attempt } = post;
    // The browser names each answer (`attempt`) and sends it again, unchanged, when the network
    // failed on the way: the claim says whose answer won, so a retry of the winner learns its own
    // outcome, and another answer gets 409.
    const claimant = JSON.stringify([owner, attempt ?? null]);
    const record = await store.load(id);
    if (!record) {
      const claimed = await store.claimedBy(id);
      if (attempt !== undefined && claimed === claimant) return outcomeOf(id, owner);
      return ownerOf(claimed) === owner
        ? problem(409, 'This request was already answered.')
        : problem(404, 'No such request is waiting for you.');
    }
    // Another owner's request reads as unknown: its existence is not theirs to learn.
    if (record.owner !== owner) return problem(404, 'No such request is waiting for you.');
    if (post.kind === 'left') {
      // The person left a URL step that waits for the server's completion ("Done", closed).
      if (!waitsForPage(record.life)) return problem(409, 'This request is not waiting for its page.');
      await store.publish({ kind: 'left', holder: record.holder, id });
      return Response.json({ ok: true });
    }
    if (record.life.status !== 'asking')
      return attempt !== undefined && (await store.claimedBy(id)) === claimant
        ? outcomeOf(id, owner)
        : problem(409, 'This request was already answered.');
    const checked = await checkResult(decisionOf(record), post.result);
    if (!checked.ok)
      return Response.json({ error: 'The answer does not fit the request.', issues: checked.issues }, { status: 422 });
    return deliverAnswer(record, checked.result, attempt, claimant);
  }

  /**
   * Carries a checked answer to its request through the delivery machine (`delivery.ts`): each
   * step's facts are learnt here (the store, the bus) and `deliveryStep` decides what follows;
   * the outcome is carried out by `settle`.
   */
  async function deliverAnswer(
    record: StoredRequest,
    result: ElicitResult,
    attempt: string | undefined,
    claimant: string,
  ): Promise<Response> {
    const { id, owner } = record;
    const round = resume ? record.round : undefined;
    const task = resumeTask ? record.task : undefined;
    const context: DeliveryContext = { round: round !== undefined, task: task !== undefined };
    const alive = async () => record.holder === instance || !trusted() || (await store.alive(record.holder));
    let parked: ParkedRound | undefined;
    let recalled: Response | undefined;
    /** What is learnt at each step: the event the machine is told. */
    const learn = async (state: DeliveryState): Promise<DeliveryEvent> => {
      switch (state.step) {
        case 'checked':
          return (await alive()) ? 'alive' : 'lost';
        case 'claiming':
          // Atomic across instances: the first answer to get here wins.
          if (await store.claim(id, claimant)) return 'claimed';
          return attempt !== undefined && (await store.claimedBy(id)) === claimant
            ? 'claimedByThisAttempt'
            : 'claimedByAnother';
        case 'recalling':
          recalled = await knownOutcome(id, owner);
          return recalled ? 'known' : 'unknown';
        case 'parking':
          parked = round && (await store.answerRound(round.id, round.key, result));
          return parked ? 'parked' : 'notParked';
        case 'handing': {
          // Held here: taken at once. Elsewhere: the holder says whether it took the answer; one
          // that died meanwhile, or whose bus connection is away, says nothing.
          const taken =
            record.holder === instance ? take(id, result) : await deliver(record.holder, id, result, claimant);
          return taken === true ? 'took' : taken === false ? 'refused' : 'noWord';
        }
        case 'unheard':
          // A parked answer waits on the holder itself; otherwise one that cannot be judged may live.
          return (state.parked ? await store.alive(record.holder) : await alive()) ? 'alive' : 'lost';
      }
    };
    let state = CHECKED;
    for (;;) {
      const event = await learn(state);
      const move = deliveryStep(state, event, context);
      if (move.kind === 'invalid') throw new Error(`The delivery of ${id} learnt ${event} at ${state.step}.`);
      if (move.kind === 'outcome') return settle(move.outcome, { record, result, claimant, parked, recalled, task });
      state = move.state;
    }
  }

  /**
   * Carries out how an answer's journey ended (see `DeliveryOutcome`): the markers, the store, the windows, the
   * response.
   */
  async function settle(
    outcome: DeliveryOutcome,
    {
      record,
      result,
      claimant,
      parked,
      recalled,
      task,
    }: {
      record: StoredRequest;
      result: ElicitResult;
      claimant: string;
      parked: ParkedRound | undefined;
      recalled: Response | undefined;
      task: StoredRequest['task'];
    },
  ): Promise<Response> {
    const { id, owner } = record;
    // The outcome is recorded before the record goes, so a retry never finds neither.
    const told = async (marked: Outcome, response: Response) => {
      await mark(id, marked, claimant);
      return response;
    };
    switch (outcome) {
      case 'recalled':
        return recalled!;
      case 'conflict':
        return problem(409, 'This request was already answered.');
      case 'onItsWay':
        // No word from a holder that may still be alive (its bus connection away, or not yet back
        // after an outage): not "Sent"; the browser's retry of this attempt carries it again.
        return onItsWay();
      case 'abandoned':
        // Nothing can reach the server; say so everywhere.
        await orphanEnds(record, false);
        return problem(410, 'The connection to the MCP server was lost; nothing was sent.');
      case 'undelivered':
        // The request ended between its listing and its answer (withdrawn, or its connection
        // lost): it told the browser so itself.
        return told('undelivered', problem(410, 'This request ended before the answer arrived; nothing was sent.'));
      case 'delivered':
        // The holder retries itself; the parked answers go (no answer outlives its use).
        if (parked && isComplete(parked)) await store.removeRound(parked.id);
        tell(owner, { type: 'end', id, end: 'answered' });
        return told('delivered', Response.json({ ok: true }));
      case 'byTask':
        return answerTask(record, task!, result, claimant);
      case 'expired':
        await mark(id, 'undelivered', claimant);
        await orphanEnds(record, true);
        return problem(
          410,
          record.round && resume
            ? 'The connection to the MCP server was lost and this round expired; nothing was sent.'
            : 'The connection to the MCP server was lost; nothing was sent.',
        );
      case 'byRound':
        await mark(id, 'delivered', claimant);
        await endStored(record, { type: 'answer', result });
        tell(owner, { type: 'end', id, end: 'answered' });
        // The last answer finishes the call here, once (another instance may take the same last step).
        if (isComplete(parked!) && (await store.claim(`round:${parked!.id}`, instance))) {
          await store.removeRound(parked!.id);
          finishRound(parked!);
        }
        return Response.json({ ok: true });
    }
  }

  /**
   * A task's question whose follower is gone: its answer goes to the server from here, by
   * `resumeTask`; the first such answer per gone follower also follows the task on from here.
   */
  async function answerTask(
    record: StoredRequest,
    task: NonNullable<StoredRequest['task']>,
    result: ElicitResult,
    claimant: string,
  ): Promise<Response> {
    const { id, owner } = record;
    const follow = await store.claim(`task:${task.id}:${record.holder}`, instance);
    // The task's questions on screen, this one included (its record goes below): a new follower
    // does not ask them again.
    const asked = (await store.pendingOf(owner)).flatMap((r) => (r.task?.id === task.id ? [r.task.key] : []));
    const inputResponses: Record<string, unknown> = {};
    setOwn(inputResponses, task.key, result);
    try {
      await resumeTask!({ owner, serverName: record.event.serverName, taskId: task.id, inputResponses, follow, asked });
    } catch (error) {
      onError(error, 'sending a task’s answer');
      await mark(id, 'undelivered', claimant);
      await orphanEnds(record, true);
      return problem(410, 'The MCP server could not be reached with this answer; nothing was sent.');
    }
    await mark(id, 'delivered', claimant);
    await endStored(record, { type: 'answer', result });
    tell(owner, { type: 'end', id, end: 'answered' });
    return Response.json({ ok: true });
  }

  /**
   * The decided request an answer is checked against: the bridge's, when it gave one; else decided
   * here once per request (on whichever instance the answer reaches) and kept while it may be
   * answered again: until the request ends, within `DECISIONS_KEPT` and `DECISIONS_KEPT_CHARS`
   * (past them, an answer that comes again is decided again, to the same decision).
   */
  function decisionOf(record: StoredRequest): DecidedRequest {
    let decided = heldDecision(record.id) ?? decisions.get(record.id);
    if (!decided) {
      decided = decideRequest(record.event.params);
      decisions.set(record.id, decided, JSON.stringify(record.event.params)?.length ?? 0);
    }
    return decided;
  }

  /** Publishes an answer to its holder: whether it took it, or undefined after `livenessMs` without a word. */
  async function deliver(
    holder: string,
    id: string,
    result: ElicitResult,
    claimant: string,
  ): Promise<boolean | undefined> {
    // A message can be lost (a subscriber that reconnects after an outage hears nothing in
    // between): sent again while the holder lives; it acknowledges a repeat of what it took.
    for (let tries = 0; tries < 5; tries++) {
      const taken = await deliverOnce(holder, id, result, claimant);
      if (taken !== undefined || (trusted() && !(await store.alive(holder)))) return taken;
    }
    return undefined;
  }

  async function deliverOnce(
    holder: string,
    id: string,
    result: ElicitResult,
    claimant: string,
  ): Promise<boolean | undefined> {
    const mine = acks.get(id) ?? new Set();
    acks.set(id, mine);
    let heard!: (word: boolean | undefined) => void;
    const taken = new Promise<boolean | undefined>((resolve) => (heard = resolve));
    mine.add(heard);
    const timer = setTimeout(() => heard(undefined), livenessMs);
    try {
      await store.publish({ kind: 'answer', holder, id, result, claimant });
      return await taken;
    } finally {
      clearTimeout(timer);
      mine.delete(heard);
      if (mine.size === 0 && acks.get(id) === mine) acks.delete(id);
    }
  }

  return {
    answer,
    mark,
    orphanEnds,
    /** The holder's word on an answer it was handed (the bus's `ack`). */
    heard(id: string, taken: boolean): void {
      acks.get(id)?.forEach((heard) => heard(taken));
    },
    /** A request that ended: its decision can check no more answers. */
    forget(id: string): void {
      decisions.delete(id);
    },
  };
}

/** A URL step the person consented to, waiting for the server's completion. */
export const waitsForPage = (life: LifeState | undefined) =>
  life?.status === 'waiting' || life?.status === 'confirming';

export const isComplete = (round: ParkedRound) => round.keys.every((k) => Object.hasOwn(round.answers, k));

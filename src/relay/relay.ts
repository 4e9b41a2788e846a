import { requestMode } from '../core/parse.js';
import type { DecidedRequest } from '../core/decide.js';
import { setOwn } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import {
  AbortedError,
  type AskHandle,
  type AskOptions,
  type ElicitationSource,
  type EntryEnd,
} from '../engine/queue.js';
import { whenAborted, type LifeEvent } from '../engine/lifecycle.js';
import { ASKING, RequestBook } from '../engine/book.js';
import { copyFacts } from '../engine/request.js';
import { serveNode } from './node.js';
import { memoryStore, type ParkedRound, type RelayEvent, type RelayMessage, type StoredRequest } from './store.js';
import { buildRetryParams } from '../engine/inputRequired.js';
import { BoundedMap } from './bounded.js';
import { askRecord, Held, parkedRound, relayContext, toldEnd } from './held.js';
import { ownerQueue, type RelayHolding } from './ownerQueue.js';
import { notAllowed, problem } from './http.js';
import type { Relay, RelayOptions } from './relayTypes.js';
import { RelayLimitError, RelayUnavailableError } from './errors.js';
import { Windows } from './windows.js';
import { relayTaskLines } from './taskLines.js';
import { createAnswers, waitsForPage } from './answers.js';
import { livenessStep, startLiveness, trusted } from './liveness.js';

export type { RelayEvent } from './store.js';

/** Requests held here whose answer was taken lately (a repeat is acknowledged again); a few bytes each. */
const TAKEN_KEPT = 1000;

/**
 * Makes a relay (see `Relay`). Mount `handler` where the browser's `connectRelay` points, and
 * call `ask` from the MCP client's elicitation handler with the owner from the host's session.
 *
 * @example
 * ```ts
 * const relay = createRelay({ authorize: (request) => sessionOf(request)?.userId });
 * client.setRequestHandler('elicitation/create', (request, ctx) =>
 *   relay.ask(userId, request.params, { signal: ctx.mcpReq.signal, serverName: 'Acme tools' }));
 * ```
 */
export function createRelay(options: RelayOptions): Relay {
  const maxBody = options.maxBodyBytes ?? 64 * 1024;
  const livenessMs = options.livenessMs ?? 5000;
  const store = options.store ?? memoryStore();
  // Rounds are parked only where another instance could finish them.
  const resume = options.resume;
  const resumeTask = options.resumeTask;
  const roundTtlMs = options.roundTtlMs ?? 60 * 60 * 1000;
  const instance = crypto.randomUUID();
  /**
   * The requests held here, by id: the same book as the page's queue (`engine/book.ts`), the one
   * place a held request's state changes. A step that moves one keeps its new state in the store;
   * one that ends it ends it here and in the browsers (`finish`). `error` is what a withdrawal the
   * relay caused rejects with.
   */
  const held = new RequestBook<string, Held, Error>((entry) => entry.record.id, {
    settle: (entry, settle, _event, error) =>
      'resolve' in settle ? entry.resolve(settle.resolve) : entry.fail(error ?? new AbortedError()),
    // A move is kept before the browsers hear of it: a completion remembered before consent is told
    // once saved, so a window that connects in between lists it completed (`complete` in ownerQueue.ts).
    moved: (entry, _step, event) =>
      void store
        .save(stored(entry))
        .then(
          () => event.type === 'complete' && tell(entry.record.owner, { type: 'complete', id: entry.record.id }),
          failed('saving a request'),
        ),
    left: (entry, step, event) => finish(entry, step.end, toldEnd(event, step.end)),
  });
  /** What the store keeps of a held request: its record, and its life as the book says. */
  const stored = (entry: Held): StoredRequest => {
    const life = held.life(entry) ?? ASKING;
    // The record as first stored carries `asking` (see `hold`): while the book says so, it is the one to keep.
    return life === ASKING ? (entry.record as StoredRequest) : { ...entry.record, life };
  };
  /** How many requests each owner has held here (the bound below, without a scan of `held`). */
  const heldBy = new Map<string, number>();
  const maxPending = options.maxPendingPerOwner ?? 100;
  /** Requests held here that took their answer lately (an answer published again is acknowledged again). */
  const takenHere = new BoundedMap<string, true>(TAKEN_KEPT);
  /** The browsers' windows on this instance (event streams, by owner). */
  const windows = new Windows({
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxStreams: options.maxStreamsPerOwner ?? 8,
    maxUnread: options.maxUnreadBytes ?? 1_000_000,
  });
  /** The lines of the tasks followed here, one book per owner (told again to a window that connects). */
  const taskLines = relayTaskLines((owner, event) => tell(owner, event));
  let nextKey = 1;
  let closed = false;

  const onError =
    options.onError ??
    ((error: unknown, during: string) => console.error(`react-mcp-elicitation relay, ${during}:`, error));
  const storeTimeoutMs = options.storeTimeoutMs ?? 5000;
  /** Reports a store error (never swallowed). A failed write is not retried; a request's abort still ends it. */
  const failed = (during: string) => (error: unknown) => onError(error, during);
  /** Messages on their way to the bus: `close` waits for them, so the last ones go out before it closes. */
  const sending = new Set<Promise<void>>();
  const publish = (message: RelayMessage, doing: string) => {
    const sent = store.publish(message).catch(failed(doing));
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  };
  const tell = (owner: string, event: RelayEvent) => publish({ kind: 'event', owner, event }, 'telling the browsers');
  const answers = createAnswers({
    store,
    instance,
    livenessMs,
    maxBody,
    resume,
    resumeTask,
    heldDecision: (id) => held.get(id)?.decided,
    take: (id, result) => take(id, result),
    trusted: () => trustedNow(),
    tell,
    onError,
    finishRound: (round) => finishRound(round),
  });

  function onMessage(message: RelayMessage): void {
    if (message.kind === 'event') {
      // A request that ended, on whichever instance: its decision can check no more answers.
      if (message.event.type === 'end') answers.forget(message.event.id);
      windows.send(message.owner, message.event);
      return;
    }
    if (message.kind === 'ack') return answers.heard(message.id, message.taken);
    if (message.kind === 'resync') return relistAll();
    if (message.kind === 'tasks') return taskLines.relist(message.owner);
    if (message.kind === 'stopTask') return taskLines.stop(message.owner, message.taskId);
    if (message.holder !== instance) return;
    const entry = held.get(message.id);
    // The person left a URL step that waited for the server: as closing it on screen.
    if (message.kind === 'left') return void (waitsForPage(held.life(entry)) && on(entry, { type: 'close' }));
    const taken = take(message.id, message.result);
    // The holder records the outcome too: the instance that carried the answer may die before it does.
    if (message.claimant !== undefined)
      answers
        .mark(message.id, taken ? 'delivered' : 'undelivered', message.claimant)
        .catch(failed('recording an outcome'));
    publish({ kind: 'ack', id: message.id, taken }, 'acknowledging an answer');
  }

  /** Gives the request `id` held here its answer; false when it is not held here or no longer asks. */
  function take(id: string, result: ElicitResult): boolean {
    const entry = held.get(id);
    // The book decides: an answer means something only to a request still asking.
    if (!on(entry, { type: 'answer', result })) return takenHere.has(id);
    // Its first-answer claim makes a repeat the same answer, sent again: it reads as taken.
    takenHere.set(id, true);
    return true;
  }

  /** Feeds `event` to the held request's life (see `held`): whether it meant anything. */
  const on = (entry: Held | undefined, event: LifeEvent, error?: Error): boolean => held.on(entry, event, error);

  // Listening to the other instances: tried again every second until it works, each failure
  // reported, so an instance that starts while the store is away serves once it is back (a
  // rejection kept here would make every later request a 503).
  const listen = (): Promise<() => void> =>
    store.subscribe(onMessage).catch(async (error: unknown) => {
      onError(error, 'listening to the other instances');
      if (closed) return () => {};
      await new Promise((r) => setTimeout(r, 1000));
      return listen();
    });
  const listening = listen();

  /** Ends a request the book took out, here and everywhere: forgotten by the store, and `end` told to the browsers. */
  function finish(entry: Held, why: EntryEnd, end?: Extract<RelayEvent, { type: 'end' }>['end']): void {
    const { id } = entry.record;
    answers.forget(id);
    const owner = entry.record.owner;
    const left = (heldBy.get(owner) ?? 1) - 1;
    if (left > 0) heldBy.set(owner, left);
    else heldBy.delete(owner);
    entry.end(why);
    void store.remove(id).catch(failed('removing a request'));
    // A round's question that ends unanswered (withdrawn, expired, turned off) ends its round: the
    // answers parked for it can finish nothing, so they go now, not when their TTL runs out.
    const round = entry.record.round;
    if (round && (why === 'withdrawn' || why === 'expired' || why === 'blocked'))
      void store.removeRound(round.id).catch(failed('removing a round'));
    if (end) tell(entry.record.owner, { type: 'end', id, end });
  }

  // With a shared store: say this instance is alive, and end what instances that died held, once
  // its own beats say it may judge (`liveness.ts`).
  let alive = startLiveness(Date.now(), livenessMs);
  const trustedNow = () => trusted(alive, Date.now());
  const beat = () => {
    const started = Date.now();
    void store.beat(instance, livenessMs).then(
      () => {
        const step = livenessStep(alive, { type: 'beat', started, now: Date.now() }, livenessMs);
        alive = step.state;
        if (step.relist) relistAll();
      },
      (error: unknown) => {
        alive = livenessStep(alive, { type: 'failed' }, livenessMs).state;
        onError(error, 'beating');
      },
    );
  };
  // The requests of instances whose heartbeat lapsed end, each once (the first claim), wherever
  // their owner's windows are; only those instances' requests are asked for (`heldBy`: the Redis
  // store reads their holder lists, the memory store filters the records it keeps).
  const sweep = async () => {
    if (!trustedNow()) return;
    for (const dead of await store.lapsed()) {
      if (dead === instance) continue;
      for (const r of await store.heldBy(dead)) {
        // A parked round's question stays: its answer finishes the call elsewhere (see `resume`);
        // so does a task's (see `resumeTask`).
        if ((resume && r.round) || (resumeTask && r.task)) continue;
        await answers.orphanEnds(r, false);
      }
      await store.forget(dead);
    }
  };
  beat();
  const liveness = setInterval(() => {
    beat();
    void sweep().catch(failed('ending the requests of a lapsed instance'));
  }, Math.max(100, livenessMs / 3));
  (liveness as { unref?: () => void }).unref?.();

  /**
   * Holds one request for `owner`: the one path of `ask` and of a bridge's `queueFor(owner).ask`.
   * `decided` is the bridge's decision (the one `decideRequest` keeps for these params); a request
   * from `ask` is decided when its answer comes (`decisionOf`).
   */
  function hold(
    owner: string,
    source: ElicitationSource,
    params: unknown,
    askOptions: AskOptions = {},
    decided?: DecidedRequest,
  ): AskHandle {
    const id = crypto.randomUUID();
    // What the browser's queue shows and uses, as the bridge gave it (none of it named here).
    const facts = copyFacts(askOptions);
    const parked = resume && askOptions.round ? parkedRound(owner, source.serverName, askOptions.round) : undefined;
    const round = parked && { id: parked.id, key: askOptions.round!.key };
    const task = resumeTask && askOptions.task ? { id: askOptions.task.taskId, key: askOptions.task.key } : undefined;
    // Stored as it is while it asks; the held request's type has no life, which is the book's.
    const record = askRecord({ id, owner, holder: instance, source, params, facts }, round, task);
    const url = (decided ?? requestMode(params)).kind === 'url';
    const context = relayContext(url, facts);
    const entry = new Held(nextKey++, record, source, url ? askOptions.elicitationId : undefined, context, decided);
    const { signal } = askOptions;
    if ((heldBy.get(owner) ?? 0) >= maxPending) {
      entry.fail(new RelayLimitError(maxPending));
      entry.end('withdrawn');
      return entry;
    }
    if (signal?.aborted || closed) {
      entry.fail(new AbortedError(closed ? 'The relay closed.' : undefined));
      entry.end('withdrawn');
      return entry;
    }
    // An abort while the person answers withdraws it; one while a URL step waits only ends it.
    if (signal)
      entry.stopListening = whenAborted(signal, askOptions.disconnected, (expired) =>
        on(entry, { type: 'withdraw', expired, unseen: false, touched: false, typed: false }),
      );
    held.add(entry);
    heldBy.set(owner, (heldBy.get(owner) ?? 0) + 1);
    // Saved before it is told: a browser that connects in between lists it.
    // The record as it stands when written and told: a fact amended meanwhile goes with it (`amend`).
    void listening
      .then(() => parked && store.saveRound(parked, roundTtlMs))
      .then(() => store.save(stored(entry)))
      .then(
        () => held.holds(entry) && tell(owner, entry.record.event),
        // Not kept, so never shown: the MCP server hears so at once, rather than waiting on nothing.
        (error: unknown) => {
          onError(error, 'saving a request');
          on(
            entry,
            { type: 'withdraw', expired: 'disconnected', unseen: false, touched: false, typed: false },
            new RelayUnavailableError({ cause: error }),
          );
        },
      );
    return entry;
  }

  function ask(
    owner: string,
    params: unknown,
    askOptions: { signal?: AbortSignal | undefined; serverName?: string | undefined } = {},
  ): Promise<ElicitResult> {
    return hold(owner, { serverName: askOptions.serverName ?? '' }, params, { signal: askOptions.signal }).result;
  }

  /** Sends a parked round's retry through the host's own client for its owner (see `resume`). */
  function finishRound(round: ParkedRound): void {
    const answers: Record<string, unknown> = {};
    for (const key of round.keys) setOwn(answers, key, round.answers[key]);
    const params = buildRetryParams(round.params, round.result, answers);
    void Promise.resolve()
      .then(() => resume?.({ owner: round.owner, serverName: round.serverName, method: round.method, params }))
      .catch(failed('resuming a round'));
  }

  async function events(owner: string): Promise<Response> {
    const response = await windows.open(owner, () => bounded(store.pendingOf(owner)));
    // The lines of the owner's tasks, from whichever instances follow them.
    publish({ kind: 'tasks', owner }, 'listing the tasks');
    return response;
  }

  /** Lists what is pending to every open window again (after the store or the bus was away). */
  function relistAll(): void {
    const owners = new Set<string>();
    for (const [owner, stream] of windows.all()) {
      stream.relist(() => store.pendingOf(owner)).catch(failed('listing what is pending'));
      owners.add(owner);
    }
    for (const owner of owners) publish({ kind: 'tasks', owner }, 'listing the tasks');
  }

  async function handler(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'POST') return notAllowed();
    const owner: unknown = await options.authorize(request);
    // Only a non-empty string is an owner: a host's `null`, `0`, `false` or `''` refuses, as
    // `undefined` does, rather than naming an owner every such request would share.
    if (typeof owner !== 'string' || owner === '') return problem(401, 'No session.');
    try {
      await bounded(listening);
      // An answer past the bound goes on in the background: its retry (same attempt) learns its outcome.
      // An answer may wait `livenessMs` for another instance's word on it besides.
      return await (request.method === 'GET'
        ? bounded(events(owner))
        : bounded(answers.answer(request, owner), livenessMs));
    } catch (error) {
      onError(error, request.method === 'GET' ? 'listing what is pending' : 'taking an answer');
      return problem(503, 'The relay cannot reach its store right now; try again shortly.', { 'retry-after': '2' });
    }
  }

  /** `promise`, or a rejection once the store took longer than `storeTimeoutMs`. */
  function bounded<T>(promise: Promise<T>, besides = 0): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ms = storeTimeoutMs + besides;
    const late = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`The store did not answer within ${ms} ms.`)), ms)),
    );
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  const holding: RelayHolding = {
    held,
    hold,
    on,
    tell,
    track: (owner, source, taskId) => taskLines.track(owner, source, taskId),
    save: (entry) => store.save(stored(entry)),
    failed,
  };
  return {
    ask,
    queueFor: (owner) => ownerQueue(owner, holding),
    handler,
    nodeHandler: (req, res) => void serveNode(handler, req, res, notAllowed),
    close() {
      if (closed) return;
      closed = true;
      clearInterval(liveness);
      for (const entry of held.all()) {
        on(
          entry,
          { type: 'withdraw', expired: 'disconnected', unseen: false, touched: false, typed: false },
          new AbortedError('The relay closed.'),
        );
      }
      windows.closeAll();
      // The last messages (the withdrawals just told) go out before the bus closes.
      void Promise.all([listening, Promise.allSettled(sending)]).then(([stop]) => {
        stop();
        void store.close().catch(failed('closing the store'));
      });
    },
  };
}

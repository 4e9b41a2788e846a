import { decideRequest, requestMode, type DecidedRequest } from '../core/parse.js';
import { isRecord, setOwn } from '../core/objects.js';
import type { ElicitResult } from '../protocol/types.js';
import { AbortedError, type AskHandle, type AskOptions, type ElicitationSource, type EntryEnd, type TaskTracker } from '../engine/queue.js';
import { MAX_TASK_ID } from '../engine/tasks.js';
import { TaskBook, type TaskLineFields } from '../engine/taskBook.js';
import { transition, whenAborted, type LifeContext, type LifeEvent } from '../engine/lifecycle.js';
import type { BridgeQueue } from '../bridges/shared.js';
import { serveNode } from './node.js';
import { memoryStore, type ParkedRound, type RelayAskOptions, type RelayEvent, type RelayMessage, type StoredRequest } from './store.js';
import { buildRetryParams, readInputRequests, type InputRound } from '../engine/inputRequired.js';
import { BoundedMap } from './bounded.js';
import { Held } from './held.js';
import { ATTEMPT, checkResult, fromThisSite, JSON_TYPE, notAllowed, ownerOf, problem, readLimited } from './http.js';
import { RelayLimitError, RelayUnavailableError, type Relay, type RelayOptions } from './options.js';

export type { RelayEvent } from './store.js';

interface Stream {
  send(event: RelayEvent): void;
  /**
   * Sends what is pending (`pendingOf`, read now) before any live event that arrives while it is
   * read: a listing read before a request was saved must not follow, and so end, that request's
   * live `ask` in the browser.
   */
  relist(read: () => Promise<StoredRequest[]>): Promise<void>;
  /** Ends the stream; with an error, dropped (what it had not read is discarded). */
  close(dropped?: Error): void;
}

type Outcome = 'delivered' | 'undelivered';
/** Answers whose outcome (and whose taking, on the holder) is kept here for their retries; a few bytes each (ids are ours). */
const OUTCOMES_KEPT = 1000;
/**
 * Decisions of requests held elsewhere, kept from their answer's arrival until the request ends:
 * at most this many, and at most this much of the requests' JSON in all (a decision holds the
 * server's message and schema).
 */
const DECISIONS_KEPT = 100;
const DECISIONS_KEPT_CHARS = 2_000_000;
/** How far apart instances' store clients may come back after an outage (node-redis backs off up to 2.2 s). */
const RECONNECT_SKEW_MS = 3000;

// What an event stream queues before it counts as behind (bytes; `desiredSize` is this minus what is queued).
const STREAM_HWM = 16 * 1024;

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
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const livenessMs = options.livenessMs ?? 5000;
  const store = options.store ?? memoryStore();
  // Rounds are parked only where another instance could finish them.
  const resume = options.resume;
  const resumeTask = options.resumeTask;
  const roundTtlMs = options.roundTtlMs ?? 60 * 60 * 1000;
  const instance = crypto.randomUUID();
  const held = new Map<string, Held>();
  /** How many requests each owner has held here (the bound below, without a scan of `held`). */
  const heldBy = new Map<string, number>();
  const maxPending = options.maxPendingPerOwner ?? 100;
  const maxStreams = options.maxStreamsPerOwner ?? 8;
  const maxUnread = options.maxUnreadBytes ?? 1_000_000;
  /** Who waits for the holder's word on an answer, by request (a retry may carry it beside its first arrival). */
  const acks = new Map<string, Set<(taken: boolean) => void>>();
  /** What became of the answers taken here lately, for their retries (the store keeps it too). */
  const outcomes = new BoundedMap<string, Outcome>(OUTCOMES_KEPT);
  /** Requests held here that took their answer lately (an answer published again is acknowledged again). */
  const takenHere = new BoundedMap<string, true>(OUTCOMES_KEPT);
  /** Requests still pending, as decided here for their answers (see `decisionOf`); dropped when they end. */
  const decisions = new BoundedMap<string, DecidedRequest>(DECISIONS_KEPT, DECISIONS_KEPT_CHARS);
  /** Open event streams, by owner: an event goes to its owner's windows only, without a scan. */
  const streams = new Map<string, Set<Stream>>();
  /** The lines of the tasks followed here, one book per owner (told again to a window that connects). */
  const taskBooks = new Map<string, TaskBook<TaskLineFields>>();
  let nextKey = 1;
  let closed = false;

  const onError = options.onError ?? ((error: unknown, during: string) => console.error(`react-mcp-elicitation relay, ${during}:`, error));
  const storeTimeoutMs = options.storeTimeoutMs ?? 5000;
  /** Reports a store error (never swallowed). A failed write is not retried; a request's abort still ends it. */
  const failed = (during: string) => (error: unknown) => onError(error, during);
  const tell = (owner: string, event: RelayEvent) => void store.publish({ kind: 'event', owner, event }).catch(failed('telling the browsers'));

  function onMessage(message: RelayMessage): void {
    if (message.kind === 'event') {
      // A request that ended, on whichever instance: its decision can check no more answers.
      if (message.event.type === 'end') decisions.delete(message.event.id);
      streams.get(message.owner)?.forEach((s) => s.send(message.event));
      return;
    }
    if (message.kind === 'ack') return acks.get(message.id)?.forEach((heard) => heard(message.taken));
    if (message.kind === 'resync') return relistAll();
    if (message.kind === 'tasks') return void taskBooks.get(message.owner)?.lines().forEach((line) => tell(message.owner, taskEvent(line)));
    if (message.kind === 'stopTask') {
      const book = taskBooks.get(message.owner);
      const line = book?.lines().find((l) => l.taskId === message.taskId && l.endedAt === undefined);
      return void (line && book!.stop(line.id));
    }
    if (message.holder !== instance) return;
    const entry = held.get(message.id);
    // The person left a URL step that waited for the server: as closing it on screen.
    if (message.kind === 'left') return void (entry && waitsForPage(entry.record) && on(entry, { type: 'close' }));
    const taken = take(message.id, message.result);
    // The holder records the outcome too: the instance that carried the answer may die before it does.
    if (message.claimant !== undefined) mark(message.id, taken ? 'delivered' : 'undelivered', message.claimant).catch(failed('recording an outcome'));
    void store.publish({ kind: 'ack', id: message.id, taken }).catch(failed('acknowledging an answer'));
  }

  /** Gives the request `id` held here its answer; false when it is not held here or no longer asks. */
  function take(id: string, result: ElicitResult): boolean {
    const entry = held.get(id);
    if (entry?.record.life.status !== 'asking' || !on(entry, { type: 'answer', result })) return takenHere.has(id);
    // Its first-answer claim makes a repeat the same answer, sent again: it reads as taken.
    takenHere.set(id, true);
    return true;
  }

  /**
   * Feeds `event` to the request's transition function (the queue's own, `host/lifecycle.ts`) and
   * carries out its step: settles the MCP request, keeps the new state in the store, or ends it
   * here and in the browsers. `error` is what a withdrawal rejects with. The only place a held
   * request's state changes.
   */
  function on(entry: Held, event: LifeEvent, error?: Error): boolean {
    if (held.get(entry.record.id) !== entry) return false;
    const step = transition(entry.record.life, event, entry.context);
    if (step.kind === 'ignore') return false;
    if (step.settle) {
      if ('resolve' in step.settle) entry.resolve(step.settle.resolve);
      else entry.fail(error ?? new AbortedError());
    }
    // `complete` (consent given and the server's word heard, in either order) leaves nothing to wait for.
    if (step.kind === 'move' && step.to.status !== 'complete') {
      entry.record = { ...entry.record, life: step.to };
      void store.save(entry.record).catch(failed('saving a request'));
      return true;
    }
    const end = step.kind === 'leave' ? step.end : 'complete';
    finish(entry, end, toldEnd(event, end));
    return true;
  }
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

  /** Ends a held request here and everywhere: forgotten by the store, and `end` told to the browsers. */
  function finish(entry: Held, why: EntryEnd, end?: Extract<RelayEvent, { type: 'end' }>['end']): void {
    const { id } = entry.record;
    if (held.get(id) !== entry) return;
    held.delete(id);
    decisions.delete(id);
    const owner = entry.record.owner;
    const left = (heldBy.get(owner) ?? 1) - 1;
    if (left > 0) heldBy.set(owner, left);
    else heldBy.delete(owner);
    entry.end(why);
    void store.remove(id).catch(failed('removing a request'));
    // A round's question that ends unanswered (withdrawn, expired, turned off) ends its round: the
    // answers parked for it can finish nothing, so they go now, not when their TTL runs out.
    const round = entry.record.round;
    if (round && (why === 'withdrawn' || why === 'expired' || why === 'blocked')) void store.removeRound(round.id).catch(failed('removing a round'));
    if (end) tell(entry.record.owner, { type: 'end', id, end });
  }

  // With a shared store: say this instance is alive, and end what instances that died held.
  // Heartbeats lapse for everyone while the store is unreachable: an instance judges another dead
  // only once its own beats have gone through, promptly, for a whole `livenessMs` — and after an
  // outage, `RECONNECT_SKEW_MS` more, since the instances' clients come back apart. Until then, a
  // holder counts as alive.
  let healthySince: number | undefined = Date.now();
  let trustAfter = livenessMs;
  let lastRelist = 0;
  const trusted = () => healthySince !== undefined && Date.now() - healthySince >= trustAfter;
  const beat = () => {
    const started = Date.now();
    void store.beat(instance, livenessMs).then(
      () => {
        const now = Date.now();
        const away = healthySince === undefined || now - started > livenessMs / 2; // it failed, or waited on a store that was away
        if (away) ((healthySince = now), (trustAfter = livenessMs + RECONNECT_SKEW_MS));
        // Events published while the store was away may not have reached this instance's windows.
        if (away && started - lastRelist > livenessMs) ((lastRelist = now), relistAll());
      },
      (error: unknown) => ((healthySince = undefined), onError(error, 'beating')),
    );
  };
  // The requests of instances whose heartbeat lapsed end, each once (the first claim), wherever
  // their owner's windows are; only those instances' requests are read, never every record.
  const sweep = async () => {
    if (!trusted()) return;
    for (const dead of await store.lapsed()) {
      if (dead === instance) continue;
      for (const r of await store.heldBy(dead)) {
        // A parked round's question stays: its answer finishes the call elsewhere (see `resume`);
        // so does a task's (see `resumeTask`).
        if ((resume && r.round) || (resumeTask && r.task) || !(await store.claim(r.id, ''))) continue;
        await store.remove(r.id);
        tell(r.owner, { type: 'end', id: r.id, end: 'expired' });
      }
      await store.forget(dead);
    }
  };
  beat();
  const liveness = setInterval(() => (beat(), void sweep().catch(failed('ending the requests of a lapsed instance'))), Math.max(100, livenessMs / 3));
  (liveness as { unref?: () => void }).unref?.();

  /** Holds one request for `owner`: the one path of `ask` and of a bridge's `queueFor(owner).ask`. */
  function hold(owner: string, source: ElicitationSource, params: unknown, askOptions: AskOptions = {}): AskHandle {
    const id = crypto.randomUUID();
    const forwarded = pick(askOptions);
    const claim = source.serverClaim;
    const parked = resume && askOptions.round ? parkedRound(owner, source.serverName, askOptions.round) : undefined;
    const record: StoredRequest = {
      id,
      owner,
      holder: instance,
      life: { status: 'asking', completedEarly: false },
      event: { type: 'ask', id, params, serverName: source.serverName, ...(claim !== undefined && { serverClaim: claim }), ...(forwarded && { options: forwarded }) },
      ...(parked && { round: { id: parked.id, key: askOptions.round!.key } }),
      ...(resumeTask && askOptions.task && { task: { id: askOptions.task.taskId, key: askOptions.task.key } }),
    };
    const decided = askOptions.decided;
    const url = (decided ?? requestMode(params)).kind === 'url';
    const context: LifeContext = {
      tracksCompletion: url && askOptions.elicitationId !== undefined,
      closeOnComplete: askOptions.closeOnComplete ?? false,
      // The browser's queue keeps a withdrawn form on screen; the relay only ends it.
      dialogForm: false,
      // What became of an answer is the answering request's to say (its status code), not a state here.
      confirmsDelivery: false,
    };
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
    if (signal) entry.stopListening = whenAborted(signal, askOptions.disconnected, (expired) => on(entry, { type: 'withdraw', expired, unseen: false, touched: false, typed: false }));
    held.set(id, entry);
    heldBy.set(owner, (heldBy.get(owner) ?? 0) + 1);
    // Saved before it is told: a browser that connects in between lists it.
    void listening
      .then(() => parked && store.saveRound(parked, roundTtlMs))
      .then(() => store.save(record))
      .then(
        () => held.get(id) === entry && tell(owner, record.event),
        // Not kept, so never shown: the MCP server hears so at once, rather than waiting on nothing.
        (error: unknown) => (onError(error, 'saving a request'), on(entry, { type: 'withdraw', expired: 'disconnected', unseen: false, touched: false, typed: false }, new RelayUnavailableError({ cause: error }))),
      );
    return entry;
  }

  function ask(owner: string, params: unknown, askOptions: { signal?: AbortSignal | undefined; serverName?: string | undefined } = {}): Promise<ElicitResult> {
    return hold(owner, { serverName: askOptions.serverName ?? '' }, params, { signal: askOptions.signal }).result;
  }

  /**
   * A task followed here for `owner`: its line is told to the owner's windows at each change, and
   * again to a window that connects, until a minute after it ended (the owner's newest 20 ended
   * lines at most); "Stop this task" reaches it by the bus, from whichever instance the browser's
   * POST came to. The same task followed again here replaces its line.
   */
  function track(owner: string, source: ElicitationSource, taskId: string): TaskTracker {
    let book = taskBooks.get(owner);
    if (!book) {
      const made = new TaskBook<TaskLineFields>(TASK_LINES_KEPT, (line) => tell(owner, taskEvent(line)));
      made.subscribe(() => made.lines().length === 0 && taskBooks.get(owner) === made && taskBooks.delete(owner));
      taskBooks.set(owner, (book = made));
    }
    return book.track({ taskId, serverName: source.serverName, startedAt: Date.now() }, (l) => l.taskId === taskId);
  }

  function queueFor(owner: string): BridgeQueue {
    const mine = (h: Held) => h.record.owner === owner;
    return {
      ask: (source, params, askOptions) => hold(owner, source, params, askOptions),
      track: (source, taskId) => track(owner, source, taskId),
      close(key) {
        const entry = [...held.values()].find((h) => mine(h) && h.key === key);
        if (entry) on(entry, { type: 'close' });
      },
      complete(source, elicitationId) {
        const entry = [...held.values()].find((h) => mine(h) && h.source === source && h.elicitationId === elicitationId);
        if (!entry) return false;
        // The browser hears it in every state (one still asking shows it on screen); here, a step
        // the person consented to is done, and one still asking remembers it for their answer.
        tell(owner, { type: 'complete', id: entry.record.id });
        on(entry, { type: 'complete' });
        return true;
      },
    };
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
    let stream!: Stream;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    // The listing on (re)connection is bounded by `maxPendingPerOwner` and not yet the window's to
    // read; unread bytes count from the first event after it.
    let listing = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stream.close();
            return;
          }
          // A window that stops reading is dropped, not buffered without bound (its queued bytes go with it).
          if (!listing && STREAM_HWM - (controller.desiredSize ?? STREAM_HWM) > maxUnread) stream.close(new Error('The window stopped reading its events.'));
        };
        // Event ids count this stream's own events, so they tell nothing of other owners' traffic.
        let eventId = 0;
        const emit = (event: RelayEvent) => write(`id: ${++eventId}\ndata: ${JSON.stringify(event)}\n\n`);
        // Live events held back while a listing is read, then sent after it.
        let early: RelayEvent[] | undefined;
        stream = {
          send: (event) => (early ? void early.push(event) : emit(event)),
          async relist(read) {
            const live = (early ??= []);
            try {
              const mine = (await read()).filter((r) => r.life.status === 'asking');
              emit({ type: 'pending', ids: mine.map((r) => r.id) });
              // A URL step the server already reported complete is shown saying so, as it was before.
              for (const r of mine) (emit(r.event), r.life.completedEarly && emit({ type: 'complete', id: r.id }));
            } finally {
              if (early === live) early = undefined;
              for (const event of live) emit(event);
            }
          },
          close(dropped?: Error) {
            const windows = streams.get(owner);
            if (!windows?.delete(stream)) return;
            if (windows.size === 0) streams.delete(owner);
            clearInterval(heartbeat);
            try {
              if (dropped) controller.error(dropped);
              else controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        // Listening first, then listing: an event in between arrives twice at worst (the browser
        // shows a request once), never not at all.
        let windows = streams.get(owner);
        if (!windows) streams.set(owner, (windows = new Set()));
        // One owner's windows are bounded: the oldest gives way (a tab left open the longest).
        if (windows.size >= maxStreams) windows.values().next().value?.close();
        windows.add(stream);
        heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
      },
      cancel() {
        stream.close();
      },
      // Counted in bytes, so `desiredSize` says how much the window has not read.
    }, new ByteLengthQueuingStrategy({ highWaterMark: STREAM_HWM }));
    // On every (re)connection, what is pending now: the browser ends what it shows and is not
    // listed (answered in another tab, withdrawn meanwhile) and shows what it lacks. A store that
    // cannot say is a 503 (the browser connects again), never an empty list.
    try {
      await stream.relist(() => bounded(store.pendingOf(owner)));
    } catch (error) {
      stream.close();
      throw error;
    }
    listing = false;
    // The lines of the owner's tasks, from whichever instances follow them.
    void store.publish({ kind: 'tasks', owner }).catch(failed('listing the tasks'));
    return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
  }

  /** Lists what is pending to every open window again (after the store or the bus was away). */
  function relistAll(): void {
    for (const [owner, windows] of streams) {
      for (const stream of windows) stream.relist(() => store.pendingOf(owner)).catch(failed('listing what is pending'));
      void store.publish({ kind: 'tasks', owner }).catch(failed('listing the tasks'));
    }
  }

  async function answer(request: Request, owner: string): Promise<Response> {
    // Only a same-origin JSON POST: a cross-site form can send neither this type nor this origin.
    if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) return problem(415, 'An answer is a JSON body (Content-Type: application/json).');
    if (!fromThisSite(request)) return problem(403, 'An answer must come from this origin.');
    const text = await readLimited(request, maxBody);
    if (text === undefined) return problem(413, `An answer is at most ${maxBody} bytes.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return problem(400, 'The body is not JSON.');
    }
    if (isRecord(body) && typeof body.task === 'string' && body.stop === true) {
      // "Stop this task": the instance following it (for this owner only) sends tasks/cancel.
      if (body.task.length > MAX_TASK_ID) return problem(400, `A task id is at most ${MAX_TASK_ID} characters.`);
      await store.publish({ kind: 'stopTask', owner, taskId: body.task });
      return Response.json({ ok: true });
    }
    if (!isRecord(body) || typeof body.id !== 'string' || !(isRecord(body.result) || body.left === true)) return problem(400, 'The body is { id, result }, { id, left: true }, or { task, stop: true }.');
    if (body.attempt !== undefined && !(typeof body.attempt === 'string' && ATTEMPT.test(body.attempt))) return problem(400, 'An attempt is an id of at most 64 letters, digits, - or _.');
    const id = body.id;
    // The browser names each answer (`attempt`) and sends it again, unchanged, when the network
    // failed on the way: the claim says whose answer won, so a retry of the winner learns its own
    // outcome, and another answer gets 409.
    const attempt = typeof body.attempt === 'string' ? body.attempt : undefined;
    const claimant = JSON.stringify([owner, attempt ?? null]);
    const record = await store.load(id);
    if (!record) {
      const claimed = await store.claimedBy(id);
      if (attempt !== undefined && claimed === claimant) return outcomeOf(id, owner);
      return ownerOf(claimed) === owner ? problem(409, 'This request was already answered.') : problem(404, 'No such request is waiting for you.');
    }
    // Another owner's request reads as unknown: its existence is not theirs to learn.
    if (record.owner !== owner) return problem(404, 'No such request is waiting for you.');
    if (body.left === true) {
      // The person left a URL step that waits for the server's completion ("Done", closed).
      if (!waitsForPage(record)) return problem(409, 'This request is not waiting for its page.');
      await store.publish({ kind: 'left', holder: record.holder, id });
      return Response.json({ ok: true });
    }
    if (record.life.status !== 'asking') return attempt !== undefined && (await store.claimedBy(id)) === claimant ? outcomeOf(id, owner) : problem(409, 'This request was already answered.');
    const checked = await checkResult(decisionOf(record), body.result as Record<string, unknown>);
    if (!checked.ok) return Response.json({ error: 'The answer does not fit the request.', issues: checked.issues }, { status: 422 });
    const holderAlive = record.holder === instance || !trusted() || (await store.alive(record.holder));
    const round = resume ? record.round : undefined;
    const task = resumeTask ? record.task : undefined;
    // The instance holding the MCP request died, and no parked round or task can carry the answer:
    // nothing can reach the server; say so everywhere.
    if (!holderAlive && !round && !task) {
      if (await store.claim(id, '')) (await store.remove(id), tell(owner, { type: 'end', id, end: 'expired' }));
      return problem(410, 'The connection to the MCP server was lost; nothing was sent.');
    }
    // Atomic across instances: the first answer to get here wins, a second gets 409 (a retry of
    // the winner, its outcome).
    if (!(await store.claim(id, claimant))) {
      if (attempt === undefined || (await store.claimedBy(id)) !== claimant) return problem(409, 'This request was already answered.');
      const known = await knownOutcome(id, owner);
      if (known) return known;
      // This very answer holds the claim and nothing says what became of it: its first arrival is
      // on its way, or the instance carrying it died before handing it on. Carried again: the
      // holder takes an answer once and acknowledges a repeat, so it arrives exactly once.
    }
    const told = async (outcome: Outcome, response: Response) => (await mark(id, outcome, claimant), response);
    const parked = round && (await store.answerRound(round.id, round.key, checked.result));
    if (holderAlive) {
      // Held here: taken at once. Elsewhere: the holder says whether it took the answer; one that
      // died meanwhile says nothing (then as below).
      const local = record.holder === instance;
      const taken = local ? take(id, checked.result) : await deliver(record.holder, id, checked.result, claimant);
      // The request ended between its listing and its answer (withdrawn, or its connection lost): it
      // told the browser so itself.
      if (taken === false) return told('undelivered', problem(410, 'This request ended before the answer arrived; nothing was sent.'));
      // No word from a holder that may still be alive (its bus connection away, or not yet back
      // after an outage): not "Sent"; the browser's retry of this attempt carries it again.
      if (taken === undefined && !parked && (!trusted() || (await store.alive(record.holder)))) return onItsWay();
      if (taken || (await store.alive(record.holder))) {
        // The holder retries itself; the parked answers go (no answer outlives its use).
        if (parked && isComplete(parked)) await store.removeRound(parked.id);
        tell(owner, { type: 'end', id, end: 'answered' });
        return told('delivered', Response.json({ ok: true }));
      }
    }
    if (task && resumeTask) return answerTask(record, task, checked.result, claimant);
    // The outcome is recorded before the record goes, so a retry never finds neither.
    if (!parked) {
      await mark(id, 'undelivered', claimant);
      await store.remove(id);
      tell(owner, { type: 'end', id, end: 'expired' });
      return problem(410, round ? 'The connection to the MCP server was lost and this round expired; nothing was sent.' : 'The connection to the MCP server was lost; nothing was sent.');
    }
    await mark(id, 'delivered', claimant);
    await store.remove(id);
    tell(owner, { type: 'end', id, end: 'answered' });
    // The last answer finishes the call here, once (another instance may take the same last step).
    if (isComplete(parked) && (await store.claim(`round:${parked.id}`, instance))) {
      await store.removeRound(parked.id);
      finishRound(parked);
    }
    return Response.json({ ok: true });
  }

  /**
   * A task's question whose follower is gone: its answer goes to the server from here, by
   * `resumeTask`; the first such answer per gone follower also follows the task on from here.
   */
  async function answerTask(record: StoredRequest, task: NonNullable<StoredRequest['task']>, result: ElicitResult, claimant: string): Promise<Response> {
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
      await store.remove(id);
      tell(owner, { type: 'end', id, end: 'expired' });
      return problem(410, 'The MCP server could not be reached with this answer; nothing was sent.');
    }
    await mark(id, 'delivered', claimant);
    await store.remove(id);
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
    const mine = held.get(record.id);
    if (mine?.decided) return mine.decided;
    let decided = decisions.get(record.id);
    if (!decided) {
      decided = decideRequest(record.event.params);
      decisions.set(record.id, decided, JSON.stringify(record.event.params)?.length ?? 0);
    }
    return decided;
  }

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
    if (known === 'undelivered' || (await store.claimedBy(`${id}:undelivered`))) return problem(410, 'This request ended before the answer arrived; nothing was sent.');
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
      const again = setInterval(() => void write().then(() => clearInterval(again), () => ++tries >= 60 && clearInterval(again)), 1000);
      (again as { unref?: () => void }).unref?.();
      throw error;
    }
  }

  /** Publishes an answer to its holder: whether it took it, or undefined after `livenessMs` without a word. */
  async function deliver(holder: string, id: string, result: ElicitResult, claimant: string): Promise<boolean | undefined> {
    // A message can be lost (a subscriber that reconnects after an outage hears nothing in
    // between): sent again while the holder lives; it acknowledges a repeat of what it took.
    for (let tries = 0; tries < 5; tries++) {
      const taken = await deliverOnce(holder, id, result, claimant);
      if (taken !== undefined || (trusted() && !(await store.alive(holder)))) return taken;
    }
    return undefined;
  }

  async function deliverOnce(holder: string, id: string, result: ElicitResult, claimant: string): Promise<boolean | undefined> {
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
      return await (request.method === 'GET' ? bounded(events(owner)) : bounded(answer(request, owner), livenessMs));
    } catch (error) {
      onError(error, request.method === 'GET' ? 'listing what is pending' : 'taking an answer');
      return problem(503, 'The relay cannot reach its store right now; try again shortly.', { 'retry-after': '2' });
    }
  }

  /** `promise`, or a rejection once the store took longer than `storeTimeoutMs`. */
  function bounded<T>(promise: Promise<T>, besides = 0): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ms = storeTimeoutMs + besides;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`The store did not answer within ${ms} ms.`)), ms)));
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  return {
    ask,
    queueFor,
    handler,
    nodeHandler: (req, res) => void serveNode(handler, req, res, notAllowed),
    close() {
      if (closed) return;
      closed = true;
      clearInterval(liveness);
      for (const entry of [...held.values()]) {
        on(entry, { type: 'withdraw', expired: 'disconnected', unseen: false, touched: false, typed: false }, new AbortedError('The relay closed.'));
      }
      for (const mine of [...streams.values()]) for (const s of [...mine]) s.close();
      // The last messages go out before the bus closes.
      void listening.then((stop) => setTimeout(() => (stop(), void store.close().catch(failed('closing the store'))), 0));
    },
  };
}

/** A URL step the person consented to, waiting for the server's completion. */
const waitsForPage = (record: StoredRequest) => record.life.status === 'waiting' || record.life.status === 'confirming';

/**
 * What the browsers hear when a request leaves: an answer is announced by the request that
 * delivered it, completion by its own event; the rest by an `end`.
 */
function toldEnd(event: LifeEvent, end: EntryEnd): Extract<RelayEvent, { type: 'end' }>['end'] | undefined {
  if (event.type === 'answer' || event.type === 'complete') return undefined;
  if (event.type === 'withdraw') return end === 'expired' ? 'expired' : 'withdrawn';
  return 'closed';
}

/** Ended task lines an instance tells a window that connects: an owner's newest 20, each for a minute. */
const TASK_LINES_KEPT = { ended: 20, endedForMs: 60_000 };

/** A task's line as the owner's windows are told it. */
function taskEvent(line: TaskLineFields): Extract<RelayEvent, { type: 'task' }> {
  const { taskId, serverName, status, statusMessage, startedAt } = line;
  return { type: 'task', taskId, serverName, status, ...(statusMessage !== undefined && { statusMessage }), startedAt };
}

const isComplete = (round: ParkedRound) => round.keys.every((k) => Object.hasOwn(round.answers, k));

/** A round to park, when every request of it is a question for the person (else it cannot be finished elsewhere). */
function parkedRound(owner: string, serverName: string, round: InputRound): ParkedRound | undefined {
  const requests = readInputRequests(round.result);
  if (!requests.every(([, r]) => r.method === 'elicitation/create')) return undefined;
  return { id: round.id, owner, serverName, method: round.method, params: round.params, result: round.result, keys: requests.map(([key]) => key), answers: {} };
}

/** The options the browser's queue needs again, or nothing. */
function pick(o: AskOptions): RelayAskOptions | undefined {
  const picked: RelayAskOptions = {
    ...(o.elicitationId !== undefined && { elicitationId: o.elicitationId }),
    ...(o.closeOnComplete && { closeOnComplete: true }),
    ...(o.previousAnswer && { previousAnswer: o.previousAnswer }),
    ...(o.step && { step: { index: o.step.index, count: o.step.count } }),
    ...(o.urlCompletion && { urlCompletion: o.urlCompletion }),
    ...(o.urlNotFinished && { urlNotFinished: true }),
  };
  return Object.keys(picked).length > 0 ? picked : undefined;
}

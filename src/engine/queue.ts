import { sensitiveKeys, withoutKeys } from '../core/carry.js';
import { decideRequest, type DecidedRequest } from '../core/parse.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import type { InputRound } from './inputRequired.js';
import { TaskBook, type TaskTracker } from './taskBook.js';
import type { TaskStatus } from './tasks.js';
import { expiryOf, transition, type EntryEnd, type EntryStatus, type LifeEvent, type LifeState, type LifeContext } from './lifecycle.js';

export type { EntryEnd, EntryStatus } from './lifecycle.js';
export type { TaskTracker } from './taskBook.js';

/**
 * Where an elicitation came from. Completion ids are scoped to a source object, so two servers with
 * the same elicitation id never touch each other's entries. "Stop asking" is keyed to the name the
 * person sees (`serverName`): a server that reconnects under the same name stays stopped, and the
 * bridges name a server by its full endpoint when the host gives no name, so two servers on one
 * origin are never one name. A source with an empty name is stopped by object only.
 *
 * @example
 * ```tsx
 * const source: ElicitationSource = { serverName: 'Example tools (tools.example.com)' };
 * queue.ask(source, params);
 * ```
 */
export interface ElicitationSource {
  /** The name the person sees: the host's name for the server, never text the server chose alone. */
  readonly serverName: string;
  /** What the server calls itself (`serverInfo.title`), shown only as its unverified claim. */
  readonly serverClaim?: string | undefined;
}

/**
 * One request in the queue, as the UI shows it.
 *
 * @example
 * ```tsx
 * useElicitationSnapshot().entries.map((e) => <li key={e.key}>{e.serverName}</li>);
 * ```
 */
export interface QueueEntry {
  /** Unique within this queue; use as a React key. */
  readonly key: number;
  readonly source: ElicitationSource;
  readonly serverName: string;
  /** The server's own name for itself, when it differs from `serverName` (unverified). */
  readonly serverClaim?: string | undefined;
  /** The `elicitation/create` params, untouched (the components validate them). */
  readonly request: unknown;
  /** `request` as read once, at `ask`: its mode and, in form mode, the parse the views share. */
  readonly decided: DecidedRequest;
  /** Where it stands (see `EntryStatus`). */
  readonly status: EntryStatus;
  /**
   * The server asked this again (same server, same question, same call): the person's previous
   * answer, to prefill (fields flagged sensitive are not prefilled).
   */
  readonly previousAnswer?: Readonly<ElicitContent> | undefined;
  /** When the request arrived (`Date.now()`), to show how long it has been waiting. */
  readonly askedAt: number;
  /** Its place among the questions of one input round (2026-07-28), 1-based. */
  readonly step?: { readonly index: number; readonly count: number } | undefined;
  /**
   * URL mode: `retry` (2026-07-28) when the answer waits for the person's "I've finished —
   * continue" and the call is then retried; otherwise the server reports completion.
   */
  readonly urlCompletion?: 'notification' | 'retry' | undefined;
  /** URL mode by retry: the server asked again for a page the person said they had finished. */
  readonly urlNotFinished?: boolean | undefined;
  /** Where the host shows it: in the modal `<ElicitationHost>` or as a card of `<ElicitationInline>`. */
  readonly presentation: Presentation;
  /** With status `expired` (and in its settled record): why, the request timed out or the connection was lost. */
  readonly expired?: 'timeout' | 'disconnected' | undefined;
}

/**
 * Where a request is shown: `dialog` (`<ElicitationHost>`, one at a time, modal) or `inline`
 * (`<ElicitationInline>`, a card in the host's transcript, several at once).
 *
 * @example
 * ```tsx
 * const queue = new ElicitationQueue({ presentation: 'inline' });
 * ```
 */
export type Presentation = 'dialog' | 'inline';

/**
 * How the queue is set up.
 *
 * @example
 * ```tsx
 * // URL steps in the dialog, forms inline in the chat.
 * const queue = new ElicitationQueue({ presentation: (_source, request) => (isUrl(request) ? 'dialog' : 'inline') });
 * ```
 */
export interface ElicitationQueueOptions {
  /**
   * Where requests are shown (default `dialog`): one choice for all, or a function of the source
   * and the request. `AskOptions.presentation` overrides it for one request.
   */
  presentation?: (Presentation | ((source: ElicitationSource, request: unknown) => Presentation)) | undefined;
  /** How many ended requests `settled` keeps, newest last (default 50). */
  keepSettled?: number | undefined;
}

/**
 * A request that has left the queue, as an inline card (or a host's history) shows it.
 *
 * @example
 * ```tsx
 * const { settled } = useElicitationSnapshot();
 * settled.filter((s) => s.end === 'answered' && s.result?.action === 'accept');
 * ```
 */
export interface SettledEntry {
  readonly entry: QueueEntry;
  /** Why it ended (`withdrawn`: the server cancelled it; `expired`: `entry.expired` says why). */
  readonly end: EntryEnd;
  /** The person's answer, when they gave one. */
  readonly result?: ElicitResult | undefined;
  /** A form's last draft (only answered fields, unvalidated) when it ended without an answer. */
  readonly draft?: Readonly<ElicitContent> | undefined;
  /** When it ended (`Date.now()`). */
  readonly settledAt: number;
  /**
   * Keys of fields that look sensitive whose values were dropped from `result.content` and
   * `draft` when the request ended (no secret outlives it); summaries show them masked.
   */
  readonly redacted?: readonly string[] | undefined;
}

/**
 * Something to tell the person that is not a request (a withdrawn request, a blocked server).
 *
 * @example
 * ```tsx
 * const { notice } = useElicitationSnapshot();
 * notice?.kind; // 'withdrawn' | 'blocked'
 * ```
 */
export type Notice = {
  readonly kind: 'withdrawn' | 'expired' | 'blocked' | 'answered';
  readonly serverName: string;
  readonly id: number;
  /** With `answered`, `withdrawn` and `expired`: the request that ended. */
  readonly settled?: SettledEntry | undefined;
  /** Who it is about, so the host can offer "Stop requests from …" beside it. */
  readonly source?: ElicitationSource | undefined;
  /**
   * With `withdrawn`: how many requests this server withdrew in a row before the person had
   * touched them (one line, "… withdrew 12 requests", instead of a notice each).
   */
  readonly count?: number | undefined;
};

/**
 * A task a server runs for a call (the tasks extension), as the person sees it: what the server
 * says it is doing and since when, and how it ended.
 *
 * @example
 * ```tsx
 * useElicitationTasks().filter((t) => t.status === 'working');
 * ```
 */
export interface TaskEntry {
  /** Unique within this queue; use as a React key. */
  readonly id: number;
  readonly source: ElicitationSource;
  readonly serverName: string;
  /** The server's id for the task. */
  readonly taskId: string;
  readonly status: TaskStatus;
  /** The server's latest words about it (`statusMessage`, or a failed task's error message). */
  readonly statusMessage?: string | undefined;
  /** When the call got the task (`Date.now()`). */
  readonly startedAt: number;
  /** When it ended (`Date.now()`), once `completed`, `failed` or `cancelled`. */
  readonly endedAt?: number | undefined;
  /** Which host shows its line: the queue's `presentation` for its source. */
  readonly presentation: Presentation;
}

/**
 * The queue's state: pending entries, oldest first, and the last notice.
 *
 * @example
 * ```tsx
 * const { entries, notice } = queue.getSnapshot();
 * ```
 */
export interface QueueSnapshot {
  /** Oldest first; the first is shown, the rest wait. */
  readonly entries: readonly QueueEntry[];
  /** The last thing the person should be told about that is not an entry (e.g. a withdrawn request). */
  readonly notice: Notice | null;
  /** Requests that have ended, oldest first (at most `keepSettled`); `dismiss` removes one. */
  readonly settled: readonly SettledEntry[];
}

/**
 * How a request joins the queue: its abort signal, and URL-mode completion.
 *
 * @example
 * ```tsx
 * queue.ask(source, params, { signal: extra.signal, elicitationId: params.elicitationId });
 * ```
 */
export interface AskOptions {
  /** The request's abort signal: when it fires, the entry leaves the queue and the person is told. */
  signal?: AbortSignal | undefined;
  /**
   * URL mode with an `elicitationId` (2025-11-25): after consent the entry stays as "waiting" until
   * the server reports completion or the person says done.
   */
  elicitationId?: string | undefined;
  /** With `elicitationId`: leave the queue as soon as the server reports completion. */
  closeOnComplete?: boolean | undefined;
  /** The server asks this again: the person's previous answer (see `QueueEntry.previousAnswer`). */
  previousAnswer?: Readonly<ElicitContent> | undefined;
  /** Its place among the questions of one input round (see `QueueEntry.step`). */
  step?: { index: number; count: number } | undefined;
  /** URL mode: how the server learns the step is finished (see `QueueEntry.urlCompletion`). */
  urlCompletion?: 'notification' | 'retry' | undefined;
  /** URL mode by retry: the server asked again for the same page (see `QueueEntry.urlNotFinished`). */
  urlNotFinished?: boolean | undefined;
  /** Where to show this request, over the queue's `presentation`. */
  presentation?: Presentation | undefined;
  /**
   * Asked when `signal` aborts: true when the connection is gone, so the request ended as
   * `expired` (connection lost), not as withdrawn by the server.
   */
  disconnected?: (() => boolean) | undefined;
  /**
   * A question of a 2026-07-28 input round: the call and the round it belongs to. A queue that
   * outlives the process (a relay on a shared store) parks the round with it, so another process
   * can finish the call; the page's queue has no use for it.
   */
  round?: InputRound | undefined;
  /**
   * A question of a task (tasks extension): the task and its input key. A relay on a shared store
   * keeps it with the request, so another instance can send the answer with `tasks/update`.
   */
  task?: { taskId: string; key: string } | undefined;
  /**
   * The host delivers the answer itself and may fail to (a relay's POST): once answered, the entry
   * stays `sending` — the form says "Sending…", not "Sent" — until `delivered(key)`, or comes back
   * `expired` with the answer as its draft on `notDelivered(key)`.
   */
  confirmsDelivery?: boolean | undefined;
  /**
   * The request as the caller already decided it (`decideRequest(request)`, e.g. a bridge that
   * also compares it with an earlier question): the queue uses it and does not parse again.
   */
  decided?: DecidedRequest | undefined;
}

/**
 * A queued request: its key, the person's answer, and when it leaves the queue.
 *
 * @example
 * ```tsx
 * const { result, ended } = queue.ask(source, params);
 * const answer = await result;
 * ```
 */
export interface AskHandle {
  readonly key: number;
  /** The person's answer. Rejects with an `AbortError` when the request is withdrawn. */
  readonly result: Promise<ElicitResult>;
  /** When the entry leaves the queue, and why. */
  readonly ended: Promise<EntryEnd>;
}

interface Internal {
  entry: QueueEntry;
  /** Its life: one state, changed only by `transition`. */
  life: LifeState;
  readonly context: LifeContext;
  /** Keys of its fields that look sensitive: dropped from everything kept after it ends. */
  readonly sensitive: ReadonlySet<string>;
  result?: ElicitResult | undefined;
  draft?: ElicitContent | undefined;
  /** Reads the person's draft from the form on screen, when the queue needs it (`readDraftWith`). */
  readDraft?: (() => Readonly<ElicitContent> | undefined) | undefined;
  readonly elicitationId?: string | undefined;
  /** `retrying`: sends the answer again now (the host's, from `notSentYet`). */
  retry?: (() => void) | undefined;
  /**
   * True until the event loop has turned once since `ask`: nothing can have been painted yet. A
   * withdrawal then (React StrictMode's second effect run, a cleanup that aborts) leaves no trace.
   */
  fresh: boolean;
  resolve: (r: ElicitResult) => void;
  reject: (e: unknown) => void;
  end: (why: EntryEnd) => void;
  cleanup: () => void;
}

const CANCEL: ElicitResult = { action: 'cancel' };

/**
 * The rejection of `AskHandle.result` when the request was withdrawn.
 *
 * @example
 * ```tsx
 * queue.ask(source, params, { signal }).result.catch((e) => e instanceof AbortedError && console.info('withdrawn'));
 * ```
 */
export class AbortedError extends Error {
  override readonly name = 'AbortError';
  constructor(message = 'The request was withdrawn.') {
    super(message);
  }
}

/**
 * The pending elicitations of a host app, shown one at a time. An external store
 * (`subscribe`/`getSnapshot`, as `useSyncExternalStore` wants) with no React in it, so the SDK side
 * and tests can drive it directly.
 *
 * @example
 * ```tsx
 * const queue = new ElicitationQueue();
 * const { result } = queue.ask({ serverName: 'Local server' }, params);
 * result.then((answer) => send(answer));
 * ```
 */
export class ElicitationQueue {
  #items: Internal[] = [];
  #settled: SettledEntry[] = [];
  #listeners = new Set<() => void>();
  #snapshot: QueueSnapshot = { entries: [], notice: null, settled: [] };
  /** The task lines: a slice of their own, so a line's change renders the lines and nothing else. */
  #tasks: TaskBook<TaskEntry>;
  #nextKey = 1;
  #noticeId = 0;
  #notice: Notice | null = null;
  #blocked = new Set<string>();
  #blockedSources = new WeakSet<ElicitationSource>();
  #presentation: NonNullable<ElicitationQueueOptions['presentation']>;
  #keepSettled: number;

  constructor(options: ElicitationQueueOptions = {}) {
    this.#presentation = options.presentation ?? 'dialog';
    this.#keepSettled = Math.max(0, options.keepSettled ?? 50);
    // Ended tasks are kept like settled requests: the newest `keepSettled`, until dismissed.
    this.#tasks = new TaskBook({ ended: this.#keepSettled });
    this.subscribeTasks = this.#tasks.subscribe;
    this.getTasks = this.#tasks.lines;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.#snapshot;

  /** Listens to the task lines only (`getTasks`), as `useSyncExternalStore` wants. */
  readonly subscribeTasks: (listener: () => void) => () => void;

  /** Tasks running and ended, oldest first (ended ones at most `keepSettled`); `dismissTask` removes one. A new array at each change. */
  readonly getTasks: () => readonly TaskEntry[];

  /** Shows a request to the person (after those already waiting). */
  ask(source: ElicitationSource, request: unknown, options: AskOptions = {}): AskHandle {
    const key = this.#nextKey++;
    let resolve!: (r: ElicitResult) => void;
    let reject!: (e: unknown) => void;
    let end!: (why: EntryEnd) => void;
    const result = new Promise<ElicitResult>((res, rej) => ((resolve = res), (reject = rej)));
    const ended = new Promise<EntryEnd>((res) => (end = res));
    // Nobody has to listen to `result` (a caller may only await `ended`).
    result.catch(() => {});
    if (this.isBlocked(source)) {
      resolve(CANCEL);
      end('blocked');
      return { key, result, ended };
    }
    if (options.signal?.aborted) {
      reject(new AbortedError());
      end('withdrawn');
      return { key, result, ended };
    }
    // The request's mode is decided here, once, with the parse every later step shares.
    const decided = options.decided ?? decideRequest(request);
    const url = decided.kind === 'url';
    const sensitive = sensitiveKeys(decided.kind === 'form' && decided.parsed.ok ? decided.parsed.model : undefined);
    const presentation = options.presentation ?? this.#presentationOf(source, request);
    const previousAnswer = options.previousAnswer && withoutKeys(options.previousAnswer, sensitive);
    const item: Internal = {
      sensitive,
      entry: {
        key,
        source,
        serverName: source.serverName,
        serverClaim: claimOf(source),
        request,
        decided,
        status: 'asking',
        askedAt: Date.now(),
        ...(previousAnswer && Object.keys(previousAnswer).length > 0 && { previousAnswer }),
        ...(options.step && { step: { index: options.step.index, count: options.step.count } }),
        ...(options.urlCompletion && { urlCompletion: options.urlCompletion }),
        ...(options.urlNotFinished && { urlNotFinished: true }),
        presentation,
      },
      life: { status: 'asking', completedEarly: false },
      context: {
        tracksCompletion: url && options.elicitationId !== undefined,
        closeOnComplete: options.closeOnComplete ?? false,
        dialogForm: !url && presentation === 'dialog',
        confirmsDelivery: options.confirmsDelivery ?? false,
      },
      elicitationId: options.elicitationId,
      fresh: true,
      resolve,
      reject,
      end,
      cleanup: () => {},
    };
    if (options.signal) {
      const signal = options.signal;
      // A microtask later: an SDK aborts its handlers and then reports the closed connection
      // (`expire`), and a lost connection must read as such, not as the server's withdrawal.
      const onAbort = () => queueMicrotask(() => this.#withdraw(item, options.disconnected?.() ? 'disconnected' : expiryOf(signal.reason)));
      signal.addEventListener('abort', onAbort, { once: true });
      item.cleanup = () => signal.removeEventListener('abort', onAbort);
    }
    this.#items.push(item);
    setTimeout(() => (item.fresh = false), 0);
    this.#emit();
    return { key, result, ended };
  }

  /** The person's answer to the entry `key`. Later answers for the same entry are ignored. */
  answer(key: number, result: ElicitResult): void {
    this.#on(this.#find(key), { type: 'answer', result });
  }

  /**
   * URL mode, after consent: the person says they have finished on the page ("Done"). A request
   * the server tracks (an `elicitationId`) then waits, `confirming`, for the server's completion
   * notification; any other ends.
   */
  finish(key: number): void {
    this.#on(this.#find(key), { type: 'finish' });
  }

  /** URL mode, `confirming`: the person stops waiting for the server's confirmation; the entry ends. */
  stopWaiting(key: number): void {
    this.#on(this.#find(key), { type: 'stopWaiting' });
  }

  /**
   * Closes the entry `key` as the person leaves it: a request still asking is cancelled; a
   * completed, withdrawn or expired one on screen goes; a URL step still waiting ends as `done`.
   */
  close(key: number): void {
    this.#on(this.#find(key), { type: 'close' });
  }

  /**
   * The person answered entry `key` in another window (a relay delivers one request to every tab
   * of its owner): it leaves here, saying so, and nothing is sent from here.
   */
  answeredElsewhere(key: number): void {
    this.#on(this.#find(key), { type: 'elsewhere' });
  }

  /** Asked with `confirmsDelivery`: entry `key`'s answer reached the server; it leaves as answered. */
  delivered(key: number): boolean {
    return this.#on(this.#find(key), { type: 'delivered' });
  }

  /**
   * Asked with `confirmsDelivery`: the network failed while entry `key`'s answer was on its way, and
   * the host sends it again. The entry says "Not sent yet" (status `retrying`) until `delivered` or
   * `notDelivered`. `retry`, when given, sends it again at once: the entry's "Retry now" calls it
   * (through `retryNow`). False unless it was `sending` or `retrying`.
   *
   * @example
   * ```tsx
   * if (status === 0) queue.notSentYet(key, () => postAgainNow()); // then say delivered(key) once it is
   * ```
   */
  notSentYet(key: number, retry?: () => void): boolean {
    const item = this.#find(key);
    if (item?.life.status === 'retrying') return (item.retry = retry), true;
    if (!this.#on(item, { type: 'notSentYet' })) return false;
    item!.retry = retry;
    return true;
  }

  /** A `retrying` entry's "Retry now": the host sends the answer again at once. False when it cannot. */
  retryNow(key: number): boolean {
    const item = this.#find(key);
    if (item?.life.status !== 'retrying' || !item.retry) return false;
    item.retry();
    return true;
  }

  /**
   * Asked with `confirmsDelivery`: entry `key`'s answer never reached the server. It comes back as
   * expired, the answer (secrets dropped) kept as the draft to copy. False unless it was `sending`.
   */
  notDelivered(key: number): boolean {
    const item = this.#find(key);
    if (item?.life.status !== 'sending' && item?.life.status !== 'retrying') return false;
    if (item.result?.content) item.draft = withoutKeys(item.result.content, item.sensitive);
    item.result = undefined;
    item.entry = { ...item.entry, expired: 'disconnected' };
    return this.#on(item, { type: 'notDelivered' });
  }

  /**
   * `notifications/elicitation/complete` from `source`. Returns whether it matched an entry; unknown
   * and already completed ids are ignored, as the protocol asks.
   */
  complete(source: ElicitationSource, elicitationId: string): boolean {
    const item = this.#items.find((i) => i.entry.source === source && i.elicitationId === elicitationId);
    return this.#on(item, { type: 'complete' });
  }

  /**
   * "Stop asking": answers every waiting request from `source` with cancel, and every later one too,
   * for as long as this queue lives (the session).
   */
  block(source: ElicitationSource): void {
    this.#blockedSources.add(source);
    const name = identityOf(source);
    if (name !== undefined) this.#blocked.add(name);
    for (const item of [...this.#items]) if (this.isBlocked(item.entry.source)) this.#on(item, { type: 'block' }, false);
    this.#notice = { kind: 'blocked', serverName: source.serverName, id: ++this.#noticeId, source };
    this.#emit();
  }

  /**
   * The connection to `source` was lost: every request from it ends as `expired`, nothing is sent,
   * and a form's draft stays on screen (a dialog until closed, an inline card as settled).
   */
  expire(source: ElicitationSource): void {
    for (const item of [...this.#items]) if (item.entry.source === source) this.#withdraw(item, 'disconnected');
  }

  /**
   * The person's draft of entry `key` (what `onChange` reports), kept so that a request withdrawn
   * or expired while they answer can still show what they had typed.
   */
  saveDraft(key: number, draft: Readonly<Partial<ElicitContent>>): void {
    const item = this.#find(key);
    if (item?.life.status !== 'asking') return;
    // Property names are the server's (`__proto__` included): own properties only. Secrets are
    // never kept.
    item.draft = withoutKeys(draft as ElicitContent, item.sensitive);
  }

  /**
   * Where the queue reads entry `key`'s draft when it needs it (a withdrawal, an expiry, an end
   * without an answer): the form on screen gives its reader, and nothing is pushed per keystroke.
   * `null` when the form goes. Returns `undefined` from the reader while the person changed nothing.
   */
  readDraftWith(key: number, reader: (() => Readonly<ElicitContent> | undefined) | null): void {
    const item = this.#find(key);
    if (item) item.readDraft = reader ?? undefined;
  }

  /** The person's draft of entry `key`, as last read or saved (to copy from a withdrawn form). */
  draftOf(key: number): Readonly<ElicitContent> | undefined {
    const item = this.#find(key);
    if (item?.life.status === 'asking') this.#readDraft(item);
    return item?.draft;
  }

  /** Takes the form's draft now, secrets dropped. */
  #readDraft(item: Internal): void {
    const draft = item.readDraft?.();
    if (draft) item.draft = withoutKeys(draft as ElicitContent, item.sensitive);
  }

  /** Forgets an ended request (its inline card goes away). */
  dismiss(key: number): void {
    const at = this.#settled.findIndex((s) => s.entry.key === key);
    if (at < 0) return;
    this.#settled = this.#settled.filter((_, i) => i !== at);
    this.#emit();
  }

  /**
   * Follows a task `source` runs (a bridge calls this when a call gets a task): its line shows what
   * the server says and how long it has run (from `startedAt`, when given), with "Stop this task",
   * until it ends.
   */
  track(source: ElicitationSource, taskId: string, options: { startedAt?: number | undefined } = {}): TaskTracker {
    // A relay gives the time the task started on the server side (a reload does not restart the clock).
    const startedAt = Math.min(Date.now(), options.startedAt ?? Date.now());
    return this.#tasks.track({ source, serverName: source.serverName, taskId, startedAt, presentation: this.#presentationOf(source, undefined) });
  }

  /** The person's "Stop this task": sends `tasks/cancel` through the bridge that follows it. */
  stopTask(id: number): void {
    this.#tasks.stop(id);
  }

  /** Forgets an ended task's line. */
  dismissTask(id: number): void {
    this.#tasks.dismiss(id);
  }

  /** Whether requests from `source` (or a source of the same name) are turned off. */
  isBlocked(source: ElicitationSource): boolean {
    if (this.#blockedSources.has(source)) return true;
    const name = identityOf(source);
    return name !== undefined && this.#blocked.has(name);
  }

  /** Forgets the notice once it has been shown and announced. */
  clearNotice(): void {
    if (!this.#notice) return;
    this.#notice = null;
    this.#emit();
  }

  #withdraw(item: Internal, expired?: 'timeout' | 'disconnected'): void {
    if (item.life.status === 'asking') this.#readDraft(item);
    const typed = item.draft !== undefined && Object.keys(item.draft).length > 0;
    this.#on(item, { type: 'withdraw', expired, unseen: item.fresh, touched: item.draft !== undefined, typed });
  }

  /**
   * Feeds `event` to the entry's transition function and carries out the step: settles the
   * answer, moves the entry or takes it out (with its settled record and notice). Returns whether
   * the event meant anything in the entry's state.
   */
  #on(item: Internal | undefined, event: LifeEvent, emit = true): boolean {
    if (!item || !this.#items.includes(item)) return false;
    // What the person had typed, for whatever stays after an end without an answer.
    if (item.life.status === 'asking' && event.type !== 'answer') this.#readDraft(item);
    const step = transition(item.life, event, item.context);
    if (step.kind === 'ignore') return false;
    if (step.settle) {
      if ('resolve' in step.settle) {
        item.result = step.settle.resolve;
        item.resolve(step.settle.resolve);
      } else item.reject(new AbortedError());
    }
    if (event.type === 'withdraw' && event.expired) item.entry = { ...item.entry, expired: event.expired };
    if (step.kind === 'move') {
      item.life = step.to;
      if (item.entry.status !== step.to.status) item.entry = { ...item.entry, status: step.to.status };
      if (step.ended) {
        item.cleanup();
        item.end(step.ended);
        this.#notice = { kind: step.ended === 'expired' ? 'expired' : 'withdrawn', serverName: item.entry.serverName, id: ++this.#noticeId, source: item.entry.source };
      }
      if (emit) this.#emit();
      return true;
    }
    this.#leave(item, step.end, step.trace, event.type === 'withdraw');
    if (emit) this.#emit();
    return true;
  }

  /** Takes the entry out and ends it; with a trace, keeps its settled record and says so. */
  #leave(item: Internal, why: EntryEnd, trace: 'settled' | 'none', withdrawn: boolean): void {
    this.#items.splice(this.#items.indexOf(item), 1);
    item.cleanup();
    item.end(why);
    if (trace === 'none') return;
    const settled = settledRecord(item, why);
    // A new array on each change, so the snapshot shares it until the next one.
    const all = [...this.#settled, settled];
    this.#settled = all.slice(Math.max(0, all.length - this.#keepSettled));
    const { serverName, source, presentation } = item.entry;
    const dialog = presentation === 'dialog';
    // The dialog says what was sent once it closes, or that another window answered it (an inline
    // card says so itself).
    if (((why === 'answered' && item.result) || why === 'elsewhere') && dialog) this.#notice = { kind: 'answered', serverName, id: ++this.#noticeId, settled };
    if (withdrawn) {
      // Repeated withdrawals from one server fold into one line with a count, so a server cannot
      // nag with a notice each.
      const last = this.#notice;
      const count = dialog && why === 'withdrawn' && last?.kind === 'withdrawn' && last.source === source ? (last.count ?? 1) + 1 : 1;
      this.#notice = { kind: why === 'expired' ? 'expired' : 'withdrawn', serverName, id: ++this.#noticeId, settled, source, ...(count > 1 && { count }) };
    }
  }

  #presentationOf(source: ElicitationSource, request: unknown): Presentation {
    const p = this.#presentation;
    if (typeof p !== 'function') return p;
    try {
      return p(source, request) === 'inline' ? 'inline' : 'dialog';
    } catch {
      // A task line has no request: a host's function that reads one shows it in the dialog host.
      return 'dialog';
    }
  }

  #find(key: number): Internal | undefined {
    return this.#items.find((i) => i.entry.key === key);
  }

  #emit(): void {
    this.#snapshot = { entries: this.#items.map((i) => i.entry), notice: this.#notice, settled: this.#settled };
    for (const l of [...this.#listeners]) l();
  }

}

/** What is kept of a request that ended: its answer or draft, with every sensitive value dropped
 * (and named in `redacted`, so summaries still show them masked). */
function settledRecord(item: Internal, why: EntryEnd): SettledEntry {
  const { sensitive, result } = item;
  const redacted: string[] = [];
  const scrub = (content: Readonly<ElicitContent>): ElicitContent => {
    for (const k of Object.keys(content)) if (sensitive.has(k) && !redacted.includes(k)) redacted.push(k);
    return withoutKeys(content, sensitive);
  };
  const kept = result?.content && sensitive.size > 0 ? { ...result, content: scrub(result.content) } : result;
  const draft = item.draft && !result ? scrub(item.draft) : undefined;
  return {
    entry: item.entry,
    end: why,
    ...(kept && { result: kept }),
    ...(draft && { draft }),
    settledAt: Date.now(),
    ...(redacted.length > 0 && { redacted }),
  };
}

/** `tasks` without its `count` oldest ended ones. */
/** The name "Stop requests" is keyed to; none for a nameless source (stopped by object only). */
function identityOf(source: ElicitationSource): string | undefined {
  const name = source.serverName.trim();
  return name ? name : undefined;
}

function claimOf(source: ElicitationSource): string | undefined {
  const claim = source.serverClaim;
  return claim !== undefined && claim !== source.serverName ? claim : undefined;
}

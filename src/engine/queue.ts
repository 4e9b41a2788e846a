import { decideRequest } from '../core/decide.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { TaskBook, type TaskTracker } from './taskBook.js';
import { whenAborted, type EntryEnd, type LifeEvent } from './lifecycle.js';
import { RequestBook } from './book.js';
import { AbortedError, CANCEL, choose, keepDraft, newEntry, noteExpiry, settle, settledRecord } from './queueEntry.js';
import type { Internal, LineKind } from './queueEntry.js';
import { copyLateFacts, type RequestFacts } from './request.js';
import { noticeFor, type NoticeEvent } from './notices.js';
import type { AskHandle, AskOptions, ElicitationQueueOptions, ElicitationSource, Notice } from './queueTypes.js';
import type { Presentation, QueueSnapshot, SettledEntry, TaskEntry } from './queueTypes.js';

export type { EntryEnd, EntryStatus } from './lifecycle.js';
export type { TaskTracker } from './taskBook.js';
export type * from './queueTypes.js';
export { AbortedError } from './queueEntry.js';

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
  /** The requests on screen, by key; `#book.on` is the one place their life changes. */
  #book = new RequestBook<number, Internal>((item) => item.entry.key, {
    settle,
    moved: (item, step, event) => {
      noteExpiry(item, event);
      if (item.entry.status !== step.to.status) item.entry = { ...item.entry, status: step.to.status };
      if (step.ended) {
        item.cleanup();
        item.end(step.ended);
        this.#tell({ type: 'ended', why: step.ended, entry: item.entry });
      }
    },
    left: (item, step, event) => {
      noteExpiry(item, event);
      this.#leave(item, step.end, step.trace, event.type === 'withdraw');
    },
  });
  #settled: SettledEntry[] = [];
  #listeners = new Set<() => void>();
  #snapshot: QueueSnapshot = { entries: [], notice: null, settled: [] };
  /** The task lines: a slice of their own, so a line's change renders the lines and nothing else. */
  #tasks: TaskBook<TaskEntry>;
  #nextKey = 1;
  #noticeId = 0;
  #notice: Notice | null = null;
  /** "Stop asking": the sources turned off, by object and by name (a blank name is nobody's). */
  #blocked = new Set<string>();
  #blockedSources = new WeakSet<ElicitationSource>();
  /** Where requests and calls' lines are shown, as the host chose. */
  #presentation: NonNullable<ElicitationQueueOptions['presentation']>;
  #taskPresentation: NonNullable<ElicitationQueueOptions['taskPresentation']>;
  /** The host's functions that threw, reported once each. */
  #reported = new Set<string>();
  #keepSettled: number;

  constructor(options: ElicitationQueueOptions = {}) {
    this.#presentation = options.presentation ?? 'dialog';
    this.#taskPresentation =
      options.taskPresentation ?? (typeof this.#presentation === 'function' ? 'inline' : this.#presentation);
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

  /** Tasks running and ended, oldest first (ended ones at most `keepSettled`); `dismissTask` removes one.
   * A new array at each change. */
  readonly getTasks: () => readonly TaskEntry[];

  /** Shows a request to the person (after those already waiting). */
  ask(source: ElicitationSource, request: unknown, options: AskOptions = {}): AskHandle {
    const key = this.#nextKey++;
    let resolve!: (r: ElicitResult) => void;
    let reject!: (e: unknown) => void;
    let end!: (why: EntryEnd) => void;
    const result = new Promise<ElicitResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const ended = new Promise<EntryEnd>((res) => (end = res));
    // Nobody has to listen to `result` (a caller may only await `ended`): its one rejection,
    // `AbortedError`, is handed to whoever does.
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
    // The request's mode and parse, as decided once for these params (a bridge may have asked first).
    const decided = decideRequest(request);
    const presentation =
      options.presentation ?? choose(this.#reported, 'presentation', this.#presentation, source, request, 'dialog');
    const item = newEntry(key, source, request, decided, options, presentation, { resolve, reject, end });
    if (options.signal) {
      // Whether it was fresh is read at the abort: the withdrawal itself comes a microtask later.
      const withdraw = (expired: 'timeout' | 'disconnected' | undefined) => this.#withdraw(item, expired);
      const atAbort = () => (item.freshWhenAborted = item.fresh);
      item.cleanup = whenAborted(options.signal, options.disconnected, withdraw, atAbort);
    }
    this.#book.add(item);
    // Fresh until the run of code that asked is over: React runs StrictMode's second effect pass,
    // and a commit's cleanups, in that same run, so a withdrawal there leaves no trace.
    queueMicrotask(() => {
      item.fresh = false;
    });
    this.#emit();
    return { key, result, ended };
  }

  /** The person's answer to the entry `key`. Later answers for the same entry are ignored. */
  answer(key: number, result: ElicitResult): void {
    this.#on(this.#book.get(key), { type: 'answer', result });
  }

  /**
   * URL mode, after consent: the person says they have finished on the page ("Done"). A request
   * the server tracks (an `elicitationId`) then waits, `confirming`, for the server's completion
   * notification; any other ends.
   */
  finish(key: number): void {
    this.#on(this.#book.get(key), { type: 'finish' });
  }

  /** URL mode, `confirming`: the person stops waiting for the server's confirmation; the entry ends. */
  stopWaiting(key: number): void {
    this.#on(this.#book.get(key), { type: 'stopWaiting' });
  }

  /** Closes entry `key` as the person leaves it: one asking is cancelled, one ended goes, a URL step
   * waiting ends `done`. */
  close(key: number): void {
    this.#on(this.#book.get(key), { type: 'close' });
  }

  /** The host stopped the turn entry `key` belongs to (ACP's Stop): "You stopped this turn", the draft
   * kept; answered `cancel` (see `LifeEvent`). */
  stop(key: number): void {
    const item = this.#book.get(key);
    if (item) this.#withdraw(item, undefined, true);
  }

  /**
   * The person answered entry `key` in another window (a relay delivers one request to every tab
   * of its owner): it leaves here, saying so, and nothing is sent from here.
   */
  answeredElsewhere(key: number): void {
    this.#on(this.#book.get(key), { type: 'elsewhere' });
  }

  /** Asked with `confirmsDelivery`: entry `key`'s answer reached the server; it leaves as answered. */
  delivered(key: number): boolean {
    return this.#on(this.#book.get(key), { type: 'delivered' });
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
    const item = this.#book.get(key);
    if (!item || (this.#statusOf(item) !== 'retrying' && !this.#on(item, { type: 'notSentYet' }))) return false;
    item.retry = retry;
    return true;
  }

  /** A `retrying` entry's "Retry now": the host sends the answer again at once. False when it cannot. */
  retryNow(key: number): boolean {
    const item = this.#book.get(key);
    if (!item?.retry || this.#statusOf(item) !== 'retrying') return false;
    item.retry();
    return true;
  }

  /**
   * Asked with `confirmsDelivery`: entry `key`'s answer never reached the server. It comes back as
   * expired, the answer (secrets dropped) kept as the draft to copy. False unless it was `sending`.
   */
  notDelivered(key: number): boolean {
    const item = this.#book.get(key);
    const status = this.#statusOf(item);
    if (!item || (status !== 'sending' && status !== 'retrying')) return false;
    keepDraft(item, item.result?.content ?? null);
    item.result = undefined;
    item.entry = { ...item.entry, expired: 'disconnected' };
    return this.#on(item, { type: 'notDelivered' });
  }

  /**
   * `notifications/elicitation/complete` from `source`. Returns whether it matched an entry; unknown
   * and already completed ids are ignored, as the protocol asks.
   */
  complete(source: ElicitationSource, elicitationId: string): boolean {
    const item = this.#book.all().find((i) => i.entry.source === source && i.entry.elicitationId === elicitationId);
    return this.#on(item, { type: 'complete' });
  }

  /**
   * Facts heard after entry `key` was asked (an agent's tool call titled after the request that
   * it makes): the entry shows them from now on, while it waits. Only what says what the request
   * belongs to is taken, checked as `ask`'s facts are (`copyLateFacts`); nothing the form holds or
   * sends changes once it is shown.
   */
  amend(key: number, facts: RequestFacts<'mcp' | 'acp'>): void {
    const item = this.#book.get(key);
    if (!item) return;
    item.entry = { ...item.entry, ...copyLateFacts(facts) };
    this.#emit();
  }

  /**
   * "Stop asking": answers every waiting request from `source` with cancel, and every later one too,
   * for as long as this queue lives (the session).
   */
  block(source: ElicitationSource): void {
    this.#blockedSources.add(source);
    if (source.serverName.trim()) this.#blocked.add(source.serverName.trim());
    const stopped = this.#book.all().filter((item) => this.isBlocked(item.entry.source));
    for (const item of stopped) this.#on(item, { type: 'block' }, false);
    // Told where its requests were shown (a card says it itself: `settled`), else where its calls' lines are.
    const first = stopped[0];
    const presentation = first?.entry.presentation ?? this.#line(source, { kind: 'blocked' });
    const settled = first && this.#settled.find((s) => s.entry.key === first.entry.key);
    this.#tell({ type: 'blocked', source, presentation, settled });
    this.#emit();
  }

  /**
   * A request from `source` was waiting when the page reloaded, and cannot go on (a 2025-11-25
   * request lives on its connection): the person reads that it ended, never silence. The bridges'
   * `resume()` calls it.
   */
  endedByReload(source: ElicitationSource): void {
    this.#tell({ type: 'reloaded', source, presentation: this.#line(source, { kind: 'reloaded' }) });
    this.#emit();
  }

  /**
   * The connection to `source` was lost: every request from it ends as `expired`, nothing is sent,
   * and a form's draft stays on screen (a dialog until closed, an inline card as settled).
   */
  expire(source: ElicitationSource): void {
    for (const item of this.#book.all()) if (item.entry.source === source) this.#withdraw(item, 'disconnected');
  }

  /**
   * The person's draft of entry `key` (what `onChange` reports), kept so that a request withdrawn
   * or expired while they answer can still show what they had typed.
   */
  saveDraft(key: number, draft: Readonly<Partial<ElicitContent>>): void {
    const item = this.#book.get(key);
    if (item && this.#statusOf(item) === 'asking') keepDraft(item, draft);
  }

  /**
   * Where the queue reads entry `key`'s draft when it needs it (a withdrawal, an expiry, an end
   * without an answer): the form on screen gives its reader, and nothing is pushed per keystroke.
   * `null` when the form goes. Returns `undefined` from the reader while the person changed nothing.
   */
  readDraftWith(key: number, reader: (() => Readonly<ElicitContent> | undefined) | null): void {
    const item = this.#book.get(key);
    if (item) item.readDraft = reader ?? undefined;
  }

  /** The person's draft of entry `key`, as last read or saved (to copy from a withdrawn form). */
  draftOf(key: number): Readonly<ElicitContent> | undefined {
    const item = this.#book.get(key);
    if (item && this.#statusOf(item) === 'asking') keepDraft(item);
    return item?.draft;
  }

  /** Forgets an ended request (its inline card goes away). */
  dismiss(key: number): void {
    const kept = this.#settled.filter((s) => s.entry.key !== key);
    if (kept.length === this.#settled.length) return;
    this.#settled = kept;
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
    const presentation = this.#line(source, { kind: 'task', taskId });
    return this.#tasks.track({ source, serverName: source.serverName, taskId, startedAt, presentation });
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
    return this.#blockedSources.has(source) || this.#blocked.has(source.serverName.trim());
  }

  /** Forgets the notice once it has been shown and announced; with `id`, only that notice (not a newer one). */
  clearNotice(id?: number): void {
    if (!this.#notice || (id !== undefined && this.#notice.id !== id)) return;
    this.#notice = null;
    this.#emit();
  }

  #withdraw(item: Internal, expired?: 'timeout' | 'disconnected', stopped?: true): void {
    if (this.#statusOf(item) === 'asking') keepDraft(item);
    const typed = item.draft !== undefined && Object.keys(item.draft).length > 0;
    const unseen = item.freshWhenAborted ?? item.fresh;
    this.#on(item, { type: 'withdraw', expired, stopped, unseen, touched: item.draft !== undefined, typed });
  }

  /**
   * Feeds `event` to the book (`book.ts`, the one place a request's life changes), having first
   * read the draft of a form still asking (what stays after an end without an answer). Returns
   * whether the event meant anything in the entry's state.
   */
  #on(item: Internal | undefined, event: LifeEvent, emit = true): boolean {
    if (!this.#book.holds(item)) return false;
    if (this.#statusOf(item) === 'asking' && event.type !== 'answer') keepDraft(item);
    const changed = this.#book.on(item, event);
    if (changed && emit) this.#emit();
    return changed;
  }

  /** Ends an entry the book took out; with a trace, keeps its settled record and says so. */
  #leave(item: Internal, why: EntryEnd, trace: 'settled' | 'none', withdrawn: boolean): void {
    item.cleanup();
    item.end(why);
    if (trace === 'none') return;
    const settled = settledRecord(item, why);
    // A new array on each change, so the snapshot shares it until the next one.
    const all = [...this.#settled, settled];
    this.#settled = all.slice(Math.max(0, all.length - this.#keepSettled));
    this.#tell({ type: 'left', why, entry: item.entry, settled, withdrawn });
  }

  /** The notice after `event` (`notices.ts`), numbered. */
  #tell(event: NoticeEvent): void {
    const body = noticeFor(this.#notice, event);
    if (body) this.#notice = { ...body, id: ++this.#noticeId };
  }

  /** Where a call's line (a task's, a reload's, a stop's) is shown: `taskPresentation`, else inline. */
  #line(source: ElicitationSource, line: LineKind): Presentation {
    return choose(this.#reported, 'taskPresentation', this.#taskPresentation, source, line, 'inline');
  }

  /** Where a held request stands, as the book (its one writer) says. */
  #statusOf = (item: Internal | undefined) => this.#book.life(item)?.status;

  #emit(): void {
    const was = this.#snapshot;
    const now = this.#book.all().map((i) => i.entry);
    // Each part keeps its identity while it did not change, so a reader of one part is not woken by another's change.
    const entries = now.length === was.entries.length && now.every((e, n) => e === was.entries[n]) ? was.entries : now;
    this.#snapshot = { entries, notice: this.#notice, settled: this.#settled };
    for (const l of [...this.#listeners]) l();
  }
}

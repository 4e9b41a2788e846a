import type { DecidedRequest } from '../core/decide.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import type { TaskStatus } from './tasks.js';
import type { EntryEnd, EntryStatus } from './lifecycle.js';
import type { BridgeAskOptions, ElicitationSource } from './port.js';
import type { RequestFacts } from './request.js';

// The queue's public shapes: what a request is when it is asked, waits and ends, and what the
// queue's slices hold. The queue itself is `queue.ts`.

// Who is asking is the port's word (`port.ts`): a bridge gives it with each request.
export type { ElicitationSource } from './port.js';

/**
 * One request in the queue, as the UI shows it: the queue's own record of it (its key, source,
 * status) and the facts its bridge gave (`RequestFacts`, passed on as they are).
 *
 * @example
 * ```tsx
 * useElicitationSnapshot().entries.map((e) => <li key={e.key}>{e.serverName}</li>);
 * ```
 */
export interface QueueEntry extends RequestFacts<'mcp' | 'acp'> {
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
   * When the request arrived here (`Date.now()`); `serverAskedAt`, when the bridge gave it, is when the server asked.
   */
  readonly askedAt: number;
  /** Where the host shows it: in the modal `<ElicitationHost>` or as a card of `<ElicitationInline>`. */
  readonly presentation: Presentation;
  /** With status `expired` (and in its settled record): why, the request timed out or the connection was lost. */
  readonly expired?: 'timeout' | 'disconnected' | undefined;
  /** With status `withdrawn` (and in its settled record): the host stopped the turn it belonged to, not its server. */
  readonly stopped?: true | undefined;
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
   * and the request (the `elicitation/create` params as the server sent them: never `undefined`; it
   * is called for requests only). `AskOptions.presentation` overrides it for one request. A function
   * that throws is reported once (`console.error`, with what it was given) and its request shown in
   * the dialog.
   */
  presentation?: (Presentation | ((source: ElicitationSource, request: unknown) => Presentation)) | undefined;
  /**
   * Where the lines about a call rather than a request are shown: a task's line (tasks extension),
   * the line that a request ended with a reload (2025-11-25), and the line that a server was turned
   * off while none of its requests waited. One choice, or a function of the source and what the line
   * is about. Default: `presentation` when it is one choice; `inline` when
   * it is a function (a host that shows requests inline has a transcript, and a call's lines belong
   * there). Inline lines render in `<ElicitationTasks>` (which `<ElicitationInline>` includes);
   * dialog lines beside `<ElicitationHost>`'s dialog. A function that throws is reported once and
   * its line shown inline.
   *
   * @example
   * ```tsx
   * new ElicitationQueue({ presentation: (_s, r) => (isUrl(r) ? 'dialog' : 'inline'), taskPresentation: 'inline' });
   * ```
   */
  taskPresentation?:
    | (
        | Presentation
        | ((
            source: ElicitationSource,
            line: { readonly kind: 'task'; readonly taskId: string } | { readonly kind: 'reloaded' | 'blocked' },
          ) => Presentation)
      )
    | undefined;
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

/** Something to tell the person that is not a request (not exported from an entry: `QueueSnapshot['notice']`). */
export type Notice = NonNullable<QueueSnapshot['notice']>;

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
  /**
   * Something to tell the person that is not a request (a withdrawn request, a blocked server), e.g.
   * `useElicitationSnapshot().notice?.kind`.
   */
  readonly notice: {
    /**
     * `reloaded`: a request from this server was waiting when the page reloaded, and cannot go on
     * (2025-11-25); `stopped`: the host stopped the turn it belonged to (`ElicitationQueue.stop`).
     */
    readonly kind: 'withdrawn' | 'expired' | 'stopped' | 'blocked' | 'answered' | 'reloaded';
    readonly serverName: string;
    readonly id: number;
    /**
     * With `answered`, `withdrawn`, `expired` and `stopped`: the request that ended; with `blocked`, the first request
     * it ended, if one was waiting.
     */
    readonly settled?: SettledEntry | undefined;
    /** Who it is about, so the host can offer "Stop requests from …" beside it. */
    readonly source?: ElicitationSource | undefined;
    /**
     * Which shell tells it: the request's presentation, or for a notice about no one request (a
     * reload, a server stopped with nothing waiting) the queue's `taskPresentation`.
     */
    readonly presentation: Presentation;
    /**
     * With `withdrawn`: how many requests this server withdrew in a row before the person had
     * touched them (one line, "… withdrew 12 requests", instead of a notice each).
     */
    readonly count?: number | undefined;
  } | null;
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
export interface AskOptions extends BridgeAskOptions, RequestFacts<'mcp' | 'acp'> {
  /** Where to show this request, over the queue's `presentation`. */
  presentation?: Presentation | undefined;
  /**
   * The host delivers the answer itself and may fail to (a relay's POST): once answered, the entry
   * stays `sending` — the form says "Sending…", not "Sent" — until `delivered(key)`, or comes back
   * `expired` with the answer as its draft on `notDelivered(key)`.
   */
  confirmsDelivery?: boolean | undefined;
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

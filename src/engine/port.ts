import type { ElicitResult } from '../protocol/types.js';
import type { RequestFacts } from './request.js';
import type { InputRound } from './inputRequired.js';
import type { TaskStatus } from './tasks.js';

export type { RequestApp, RequestFacts } from './request.js';

// The port a bridge calls, typed on its own: what it asks of whatever shows its requests to the
// person. The engine's queue (`ElicitationQueue`, whose `AskOptions` extend these) and a relay's
// `queueFor(owner)` each fit it; the bridges name nothing else of them, so `/sdk` and `/client`
// export this and the few types it names.

/**
 * What a bridge calls to show a request to the person and hear the answer: `ask`, `close`,
 * `complete`, and `track` for a task's line. The browser's `ElicitationQueue` is one; on the server,
 * a relay's `queueFor(owner)` is one that shows each request in that person's browser.
 *
 * @example
 * ```tsx
 * const queue: BridgeQueue = new ElicitationQueue(); // or relay.queueFor(userId)
 * attachElicitation(client, queue, { serverName: 'Example tools' });
 * ```
 */
export interface BridgeQueue {
  /**
   * Shows `request` (the params of an `elicitation/create`, as the server sent them) to the person.
   * `result` is their answer; `ended` settles when the request has left the screen.
   */
  ask(
    source: ElicitationSource,
    request: unknown,
    options?: BridgeAskOptions,
  ): { readonly key: number; readonly result: Promise<ElicitResult>; readonly ended: Promise<unknown> };
  /** Takes a request off the screen (a URL step whose call gave up). */
  close(key: number): void;
  /**
   * The host stopped the turn a request belongs to (ACP's Stop): it is answered `cancel`, and the
   * person reads "You stopped this turn", their draft kept. A port without it is `close`d instead.
   */
  stop?(key: number): void;
  /**
   * The server says the URL step `elicitationId` is complete (`notifications/elicitation/complete`); false when none
   * waits.
   */
  complete(source: ElicitationSource, elicitationId: string): boolean;
  /** A request from `source` was waiting when the page reloaded and cannot go on: the person is told so. */
  endedByReload?(source: ElicitationSource): void;
  /** A line for a task the bridge follows (tasks extension): its state as polled, and what "Stop this task" does. */
  track?(
    source: ElicitationSource,
    taskId: string,
  ): {
    update(task: { readonly status: TaskStatus; readonly statusMessage?: string | undefined }): void;
    onStop(stop: () => void): void;
  };
}

/**
 * What a bridge says of one request beside its params: the facts the person's screen shows or uses
 * (`RequestFacts`), and how it ends (an abort, a lost connection) and what it belongs to (a round,
 * a task), which stay with whoever holds the request.
 */
export interface BridgeAskOptions extends RequestFacts {
  /** The request's abort signal: when it fires, the request leaves the screen and the person is told. */
  signal?: AbortSignal | undefined;
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
}

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
  /** `'agent'`: an Agent Client Protocol agent asks (`/acp`), and the lines that name the asker say "agent". */
  readonly kind?: 'agent' | undefined;
}

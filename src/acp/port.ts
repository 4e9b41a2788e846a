import type { ElicitResult } from '../protocol/types.js';
import type { ElicitationSource } from '../engine/port.js';
import type { RequestFacts } from '../engine/request.js';

// The port the ACP attachment calls: the part of the bridges' port an agent's request uses, with
// an agent's facts, and nothing of MCP's rounds, tasks or task lines. Written out, not derived from
// the bridges' `BridgeQueue`: a derived type would name MCP's types in `/acp`'s declarations
// (`protocols.typetest.ts` checks that both ports fit the same queues). The page's `ElicitationQueue`
// and a relay's `queueFor(owner)` fit it as they fit the MCP bridges' port.

/**
 * What an agent's request is asked with: its facts (`RequestFacts<'acp'>`), its abort, and
 * whether that abort was a lost connection.
 *
 * @example
 * ```tsx
 * const options: BridgeAskOptions = { scope: { sessionId: 'session-1', toolCallId: 'call-1' } };
 * ```
 */
export interface BridgeAskOptions extends RequestFacts<'acp'> {
  /** The request's abort (`$/cancel_request`, a closed connection): it leaves the screen, saying so. */
  signal?: AbortSignal | undefined;
  /** Asked at the abort: true when the connection is gone (the request expired, not withdrawn). */
  disconnected?: (() => boolean) | undefined;
}

/**
 * What the attachment calls to show an agent's request to the person and hear the answer.
 *
 * @example
 * ```tsx
 * const queue: BridgeQueue = new ElicitationQueue(); // or relay.queueFor(userId)
 * attachElicitation(app, queue, { agentName: 'Example agent' });
 * ```
 */
export interface BridgeQueue {
  /** Shows the request (MCP params of the same mode, as `request.ts` read them); `result` is the answer. */
  ask(
    source: ElicitationSource,
    request: unknown,
    options?: BridgeAskOptions,
  ): { readonly key: number; readonly result: Promise<ElicitResult>; readonly ended: Promise<unknown> };
  /**
   * What request `key` belongs to, heard after it was asked (its tool call's title, reported by a
   * `session/update` the SDK handed on after the request): shown from then on, while it waits. A
   * port without it shows the scope as first asked.
   */
  amend?(key: number, facts: BridgeAskOptions): void;
  /** Takes a request off the screen, answered `cancel` (the page is going away: `leave()`). */
  close(key: number): void;
  /** The host stopped the turn (`cancelSession`): "You stopped this turn", the draft kept. Else `close`. */
  stop?(key: number): void;
  /** `elicitation/complete` for a URL step; false when none waits for `elicitationId`. */
  complete(source: ElicitationSource, elicitationId: string): boolean;
  /** A request of this agent was waiting when the page reloaded: the person is told it ended. */
  endedByReload?(source: ElicitationSource): void;
}

import type { SessionNotification } from '@agentclientprotocol/sdk';
import { nonBlank } from '../core/objects.js';
import type { RequestFacts } from '../engine/request.js';

/** The most tool calls remembered per session, and the longest title kept (the agent's text). */
const MAX_CALLS = 500;
const MAX_SESSIONS = 100;
const MAX_TITLE = 200;

/**
 * The titles of the tool calls the agent reported (`session/update`: `tool_call` and
 * `tool_call_update`), per session and bounded (the newest sessions and calls), so a request a tool call makes can say
 * which one
 * asks. The title is the agent's own words: shown quoted, never as the host's.
 */
export class ToolTitles {
  readonly #sessions = new Map<string, Map<string, string>>();

  /** Keeps a tool call's title; true when the notification titled one (anew or again). */
  note(notification: SessionNotification): boolean {
    // What a host's handler passes on, as the SDK parsed it; anything else is ignored.
    if (typeof notification?.sessionId !== 'string') return false;
    const update = (notification.update ?? {}) as { sessionUpdate?: unknown; toolCallId?: unknown; title?: unknown };
    const title = nonBlank(update.title);
    if (update.sessionUpdate !== 'tool_call' && update.sessionUpdate !== 'tool_call_update') return false;
    if (typeof update.toolCallId !== 'string' || title === undefined) return false;
    let calls = this.#sessions.get(notification.sessionId);
    if (!calls) {
      this.#sessions.set(notification.sessionId, (calls = new Map()));
      if (this.#sessions.size > MAX_SESSIONS) this.#sessions.delete(this.#sessions.keys().next().value as string);
    }
    calls.delete(update.toolCallId);
    calls.set(update.toolCallId, title.slice(0, MAX_TITLE));
    // The oldest call is forgotten first.
    if (calls.size > MAX_CALLS) calls.delete(calls.keys().next().value as string);
    return true;
  }

  /** `scope` with its tool call's title, when one was reported. */
  scope(scope: NonNullable<RequestFacts<'acp'>['scope']>): NonNullable<RequestFacts<'acp'>['scope']> {
    const title =
      scope.sessionId !== undefined && scope.toolCallId !== undefined
        ? this.#sessions.get(scope.sessionId)?.get(scope.toolCallId)
        : undefined;
    return title === undefined ? scope : { ...scope, toolTitle: title };
  }
}

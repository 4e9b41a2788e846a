import type { RequestFacts } from './request.js';
import type { TaskStatus } from './tasks.js';

// What a relay sends the browser: the wire between the server side (`relay/`) and the page's
// `connectRelay` (`host/relayClient.ts`), here so that neither imports the other.

/** What the browser receives, one event per line of the stream. */
export type RelayEvent =
  | { type: 'pending'; ids: string[] }
  | {
      type: 'ask';
      id: string;
      params: unknown;
      serverName: string;
      serverClaim?: string | undefined;
      asker?: 'agent' | undefined;
      options?: RequestFacts<'mcp' | 'acp'> | undefined;
    }
  /** Facts heard after the request was asked (what it belongs to): `ElicitationQueue.amend`. */
  | { type: 'amend'; id: string; options: RequestFacts<'mcp' | 'acp'> }
  /** URL mode: the server reported the page complete (`notifications/elicitation/complete`). */
  | { type: 'complete'; id: string }
  | { type: 'end'; id: string; end: 'answered' | 'withdrawn' | 'expired' | 'stopped' | 'closed' }
  /** A task a server runs for one of the owner's calls (tasks extension), as it now stands: its line. */
  | {
      type: 'task';
      taskId: string;
      serverName: string;
      status: TaskStatus;
      statusMessage?: string | undefined;
      startedAt: number;
    };

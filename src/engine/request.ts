import type { ElicitContent } from '../protocol/types.js';
import { isRecord } from '../core/objects.js';

// The one shape of what a request carries beside its params, from the bridge that received it to
// the shell that shows it: serializable (a relay stores it and sends it to the browser as it is),
// and copied by one function (`copyFacts`), which every holder uses. A new fact is a member here,
// its rule in `RULES`, where a bridge sets it, and where a shell shows it: the queue, the relay, the
// wire and the browser's relay client pass the facts on without naming them.

/**
 * What a bridge says of a request beside its params, which the person's screen shows or uses: how a
 * URL step completes, when the server asked; for MCP (the default, `RequestFacts<'mcp'>`) also what to
 * start from, its place in a round, its app; for an ACP agent (`RequestFacts<'acp'>`) what it
 * belongs to and what the form left out. A holder of either protocol's requests (the queue, a relay,
 * the wire) keeps `RequestFacts<'mcp' | 'acp'>`.
 */
export type RequestFacts<P extends 'mcp' | 'acp' = 'mcp'> = {
  /**
   * URL mode with an `elicitationId` (2025-11-25): after consent the request stays as "waiting"
   * until the server reports completion or the person says done.
   */
  readonly elicitationId?: string | undefined;
  /** With `elicitationId`: leave the screen as soon as the server reports completion. */
  readonly closeOnComplete?: boolean | undefined;
  /**
   * URL mode: `retry` (2026-07-28) when the answer waits for the person's "I've finished —
   * continue" and the call is then retried; otherwise the server reports completion.
   */
  readonly urlCompletion?: 'notification' | 'retry' | undefined;
  /**
   * When the server asked (`Date.now()` where the bridge received the request; never later than
   * the screen's own clock): a request held on a server and shown again after a reload still says
   * how long it has waited.
   */
  readonly serverAskedAt?: number | undefined;
} & ('mcp' extends P
  ? {
      /**
       * The server asked this again (same server, same question, same call): the person's previous
       * answer, to prefill (fields flagged sensitive are not prefilled).
       */
      readonly previousAnswer?: Readonly<ElicitContent> | undefined;
      /**
       * Its place among the questions of one input round (2026-07-28), 1-based. `round` is the same
       * number on the questions asked together (and on no other request), so a host can tell a round's
       * other questions from other requests waiting.
       */
      readonly step?:
        | { readonly index: number; readonly count: number; readonly round?: number | undefined }
        | undefined;
      /** URL mode by retry: the server asked again for a page the person said they had finished. */
      readonly urlNotFinished?: boolean | undefined;
      /**
       * Asked again after the page reloaded (a page-held 2026-07-28 round, `resume()`): what the person
       * had typed before was never stored, and the request says so.
       */
      readonly resumed?: boolean | undefined;
      /**
       * The server named an app to show this form (MCP Apps, SEP-3118) and both sides negotiated it:
       * its `ui://` URI, the host's sandbox page, and the app's document as read from that server
       * (`html`, with the origins it declared). Without `html` the app could not be read: the standard
       * form shows, and says so. The standard form is always one click away.
       */
      readonly app?:
        | {
            readonly uri: string;
            /** The host's sandbox page (on an origin of its own) the app is loaded through. */
            readonly sandbox: string;
            readonly html?: string | undefined;
            readonly connectDomains?: readonly string[] | undefined;
            readonly resourceDomains?: readonly string[] | undefined;
          }
        | undefined;
    }
  : unknown) &
  ('acp' extends P
    ? {
        /**
         * What the request belongs to, as an Agent Client Protocol agent says (`/acp`): its session and
         * tool call (with the tool call's title when the host knows it), or the JSON-RPC request it
         * came from outside a session. A shell can say which tool call asks.
         */
        readonly scope?:
          | {
              readonly sessionId?: string | undefined;
              readonly toolCallId?: string | undefined;
              readonly toolTitle?: string | undefined;
              readonly requestId?: string | undefined;
            }
          | undefined;
        /**
         * The titles (else names) of optional fields the form left out because it cannot show their
         * type (an ACP agent's extension type): the person is told, and the answer leaves them out.
         */
        readonly leftOut?: readonly string[] | undefined;
      }
    : unknown);

/** An app a form request is shown with (not exported from an entry: `RequestFacts['app']`). */
export type RequestApp = NonNullable<RequestFacts['app']>;

/** What a holder of any protocol's requests keeps (the queue, a relay, the wire). */
export type HeldFacts = RequestFacts<'mcp' | 'acp'>;

/**
 * How each fact is copied: what a caller's value becomes (`undefined`: left out). Every member of
 * `RequestFacts` has its rule (the type says so), so no fact is carried by one holder and dropped by
 * another; and each rule checks the value's type, since facts also come from the wire (a relay's
 * browser takes them from its event stream): a value of another type is left out, never shown.
 */
const RULES: { readonly [K in keyof HeldFacts]-?: (value: unknown) => HeldFacts[K] } = {
  elicitationId: (id) => (typeof id === 'string' ? id : undefined),
  closeOnComplete: flag,
  previousAnswer: (answer) => (isRecord(answer) ? (answer as ElicitContent) : undefined),
  step: (step) =>
    isRecord(step) && counts(step.index) && counts(step.count)
      ? { index: step.index, count: step.count, ...(counts(step.round) && { round: step.round }) }
      : undefined,
  urlCompletion: (how) => (how === 'retry' || how === 'notification' ? how : undefined),
  urlNotFinished: flag,
  resumed: flag,
  app: (app) =>
    isRecord(app) && typeof app.uri === 'string' && typeof app.sandbox === 'string'
      ? {
          uri: app.uri,
          sandbox: app.sandbox,
          html: typeof app.html === 'string' ? app.html : undefined,
          connectDomains: strings(app.connectDomains),
          resourceDomains: strings(app.resourceDomains),
        }
      : undefined,
  serverAskedAt: (at) => (Number.isFinite(at) ? Math.min(at as number, Date.now()) : undefined),
  // The ACP attachment's: text only, each part of the scope on its own.
  scope: (scope) => {
    if (!isRecord(scope)) return undefined;
    const kept: Record<string, string> = {};
    for (const key of ['sessionId', 'toolCallId', 'toolTitle', 'requestId'])
      if (typeof scope[key] === 'string') kept[key] = scope[key];
    return kept;
  },
  leftOut: strings,
};

/** A flag is kept only when set. */
function flag(on: unknown): true | undefined {
  return on === true || undefined;
}

/** A position or count: a whole number from 1. */
function counts(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) > 0;
}

/** The strings of a list; not a list, nothing. */
function strings(list: unknown): string[] | undefined {
  return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : undefined;
}

/**
 * The facts of `from`, each copied by its rule, and nothing else of it (a caller's signal, its
 * round, what its object carries besides): what a holder keeps, stores or sends on.
 */
export function copyFacts(from: HeldFacts): HeldFacts {
  const facts: Record<string, unknown> = {};
  for (const key in RULES) {
    // Every rule leaves out what is not of its type, `undefined` and `null` included.
    const copied = RULES[key as keyof HeldFacts](from[key as keyof HeldFacts]);
    if (copied !== undefined) facts[key] = copied;
  }
  return facts;
}

/**
 * The facts of `from` a bridge may hear after it asked (`queue.amend`), each copied by its rule:
 * what the request belongs to (an agent's tool call and its title), which the person reads beside
 * it. Nothing the form holds or sends (a prefill, a step, an app) changes once it is shown.
 */
export function copyLateFacts(from: HeldFacts): HeldFacts {
  return copyFacts({ scope: from.scope });
}

import { sensitiveKeys, withoutKeys } from '../core/carry.js';
import type { DecidedRequest } from '../core/decide.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import type { EntryEnd, LifeContext, LifeEvent, Settle } from './lifecycle.js';
import type { AskOptions, ElicitationQueueOptions, ElicitationSource, Presentation } from './queueTypes.js';
import type { QueueEntry, SettledEntry } from './queueTypes.js';
import { copyFacts } from './request.js';

// One request as the queue holds it (`Internal`): made from `ask`'s arguments, and what is kept of
// it once it ends.

export interface Internal {
  entry: QueueEntry;
  readonly context: LifeContext;
  /** Keys of its fields that look sensitive: dropped from everything kept after it ends. */
  readonly sensitive: ReadonlySet<string>;
  result?: ElicitResult | undefined;
  draft?: ElicitContent | undefined;
  /** Reads the person's draft from the form on screen, when the queue needs it (`readDraftWith`). */
  readDraft?: (() => Readonly<ElicitContent> | undefined) | undefined;
  /** `retrying`: sends the answer again now (the host's, from `notSentYet`). */
  retry?: (() => void) | undefined;
  /**
   * True until the synchronous run of code that called `ask` is over (its microtask checkpoint):
   * nothing can have been painted yet. A withdrawal then (React StrictMode's second effect run,
   * which React makes in the same run as the first, a cleanup that aborts) leaves no trace.
   */
  fresh: boolean;
  /** `fresh` as it was when the host's signal aborted (the withdrawal comes a microtask later). */
  freshWhenAborted?: boolean | undefined;
  resolve: (r: ElicitResult) => void;
  reject: (e: unknown) => void;
  end: (why: EntryEnd) => void;
  cleanup: () => void;
}

export const CANCEL: ElicitResult = { action: 'cancel' };

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

/** A new entry, `asking`, from `ask`'s arguments; `settle` are its promise's and `ended`'s. */
export function newEntry(
  key: number,
  source: ElicitationSource,
  request: unknown,
  decided: DecidedRequest,
  options: AskOptions,
  presentation: Presentation,
  settle: Pick<Internal, 'resolve' | 'reject' | 'end'>,
): Internal {
  const url = decided.kind === 'url';
  const sensitive = sensitiveKeys(decided.kind === 'form' && decided.parsed.ok ? decided.parsed.model : undefined);
  // The bridge's facts as they are, but a prefill without its secrets, and an app for a form only.
  const { previousAnswer: given, app, ...facts } = copyFacts(options);
  const previousAnswer = given && withoutKeys(given, sensitive);
  return {
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
      ...facts,
      ...(previousAnswer && Object.keys(previousAnswer).length > 0 && { previousAnswer }),
      ...(app && decided.kind === 'form' && { app }),
      presentation,
    },
    context: {
      tracksCompletion: url && facts.elicitationId !== undefined,
      closeOnComplete: facts.closeOnComplete ?? false,
      dialogForm: !url && presentation === 'dialog',
      confirmsDelivery: options.confirmsDelivery ?? false,
      // The page shows a completed step until the person closes it.
      keepsComplete: true,
    },
    fresh: true,
    ...settle,
    cleanup: () => {},
  };
}

/** What is kept of a request that ended: its answer or draft, with every sensitive value dropped
 * (and named in `redacted`, so summaries still show them masked). */
export function settledRecord(item: Internal, why: EntryEnd): SettledEntry {
  const { sensitive, result } = item;
  const redacted: string[] = [];
  const scrub = (content: Readonly<ElicitContent>): ElicitContent => {
    for (const k of Object.keys(content)) if (sensitive.has(k) && !redacted.includes(k)) redacted.push(k);
    return withoutKeys(content, sensitive);
  };
  const kept = result?.content && sensitive.size > 0 ? { ...result, content: scrub(result.content) } : result;
  // Kept when nothing the person chose was sent: no answer, or the host's Stop (answered cancel for them).
  const draft = item.draft && (!result || item.entry.stopped) ? scrub(item.draft) : undefined;
  return {
    entry: item.entry,
    end: why,
    ...(kept && { result: kept }),
    ...(draft && { draft }),
    settledAt: Date.now(),
    ...(redacted.length > 0 && { redacted }),
  };
}

function claimOf(source: ElicitationSource): string | undefined {
  const claim = source.serverClaim;
  return claim !== undefined && claim !== source.serverName ? claim : undefined;
}

/**
 * A host's choice (where to present a request or a line): a constant, or its function's answer; one
 * that throws is reported once per option (remembered in `reported`) and `fallback` used.
 */
export function choose<T>(
  reported: Set<string>,
  option: string,
  p: Presentation | ((source: ElicitationSource, about: T) => Presentation),
  source: ElicitationSource,
  about: T,
  fallback: Presentation,
): Presentation {
  if (typeof p !== 'function') return p;
  try {
    return p(source, about) === 'inline' ? 'inline' : 'dialog';
  } catch (error) {
    if (!reported.has(option)) {
      reported.add(option);
      console.error(`react-mcp-elicitation: the queue's ${option} function threw; using '${fallback}'.`, {
        source,
        given: about,
        error,
      });
    }
    return fallback;
  }
}

/**
 * Keeps `draft` (when omitted, what the form on screen gives now; `null`, none) as the entry's
 * draft, secrets dropped. Property names are the server's (`__proto__` included): own properties only.
 */
export function keepDraft(
  item: Internal,
  draft: Readonly<Partial<ElicitContent>> | null | undefined = item.readDraft?.(),
): void {
  if (draft) item.draft = withoutKeys(draft as ElicitContent, item.sensitive);
}

/**
 * A withdrawal that is an expiry or a stop says so on the entry (the form says "connection lost",
 * "timed out", "you stopped").
 */
export function noteExpiry(item: Internal, event: LifeEvent): void {
  if (event.type !== 'withdraw' || !(event.expired || event.stopped)) return;
  item.entry = { ...item.entry, ...(event.expired ? { expired: event.expired } : { stopped: true }) };
}

/** What a call's line is of (`taskPresentation`'s second argument). */
export type LineKind = Parameters<Extract<ElicitationQueueOptions['taskPresentation'], Function>>[1];

/** The ask's promise settled as the book says: its answer (kept for the settled record), or withdrawn. */
export function settle(item: Internal, settled: Settle): void {
  if ('resolve' in settled) {
    item.result = settled.resolve;
    item.resolve(settled.resolve);
  } else item.reject(new AbortedError());
}

import type { ParseResult } from './model.js';
import { isRecord } from './objects.js';
import { parseElicitRequest, requestMode } from './parse.js';

// A request decided once, where it enters: its mode and what each mode's view reads. The engine's
// queue, the bridges, the relay and the views share the one decision of a params object.

/**
 * A request as read once, where it enters (the queue's `ask`, or a form without a queue): its
 * mode and what each mode's view reads — in form mode the parse every later step shares; in URL
 * mode the message, the URL as sent (inspected where it is shown) and its completion id. Nothing
 * past this reads the request's raw params.
 */
export type DecidedRequest =
  | { kind: 'form'; parsed: ParseResult }
  | { kind: 'url'; message: string; url: string; elicitationId?: string | undefined }
  | { kind: 'unknown'; mode: unknown; message?: string | undefined };

/** A request read as URL mode, whatever its `mode` says (`<UrlElicitation>` shows what it is given). */
export function decideUrl(params: unknown): Extract<DecidedRequest, { kind: 'url' }> {
  const p = isRecord(params) ? params : {};
  return {
    kind: 'url',
    message: typeof p.message === 'string' ? p.message : '',
    // A URL that is not a string is refused where it is shown, as the empty URL.
    url: typeof p.url === 'string' ? p.url : '',
    ...(typeof p.elicitationId === 'string' && { elicitationId: p.elicitationId }),
  };
}

/** The server's message of a decided request, when it sent one as a string (a card's name, a transcript's line). */
export function messageOf(decided: DecidedRequest): string | undefined {
  switch (decided.kind) {
    case 'form':
      return decided.parsed.ok ? decided.parsed.model.message : decided.parsed.message;
    case 'url':
      return decided.message;
    case 'unknown':
      return decided.message;
    default:
      return decided satisfies never;
  }
}

// One decision per request: the params object a server sent is decided once, whoever asks first
// (the bridge, to compare it with an earlier question; the queue or relay that holds it; a view),
// and every later call gets the same decision. Params are never changed after they arrive.
const decisions = new WeakMap<object, DecidedRequest>();

/** Decides a request's mode and, in form mode, parses it: the one reading every view shares. */
export function decideRequest(params: unknown): DecidedRequest {
  if (typeof params !== 'object' || params === null) return decide(params);
  let decided = decisions.get(params);
  if (!decided) decisions.set(params, (decided = decide(params)));
  return decided;
}

function decide(params: unknown): DecidedRequest {
  const mode = requestMode(params);
  if (mode.kind === 'form') return { kind: 'form', parsed: parseElicitRequest(params) };
  if (mode.kind === 'url') return decideUrl(params);
  const message = isRecord(params) && typeof params.message === 'string' ? params.message : undefined;
  return { kind: 'unknown', mode: mode.mode, ...(message !== undefined && { message }) };
}

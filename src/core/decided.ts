import type { ParseResult } from './model.js';
import { isRecord } from './objects.js';

// What a decided request is, and what reads it without the parser (a card's name, the URL view):
// kept apart from `decide.ts`, so a module that only reads a decision does not bring the parser.

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

import type { ParseResult } from './model.js';

// What a decided request is, and what reads it without the parser (a card's name, a settled
// line): kept apart from `decide.ts`, so a shell that only reads a decision does not bring it.

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

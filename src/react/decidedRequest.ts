import type { ParseResult } from '../core/model.js';
import { parseElicitRequest } from '../core/parse.js';
import { requestIdentity } from './requestGeneration.js';

// A request read once without a host: by its content, so a `request={{ … }}` literal rebuilt on
// every render (and StrictMode's second render) gets the reading of the first object with the same
// content. A host that holds the request passes its own decision instead (`heldRequest.ts`).

/** How many readings a cache keeps at most. */
const KEPT = 16;

/** `read(request)`, or the reading `kept` has for the same content. */
export function readByContent<T>(kept: Map<string, T>, request: unknown, read: (request: unknown) => T): T {
  // An object without a content identity (a cycle) has one of its own: kept per object.
  const id = requestIdentity(request);
  let reading = kept.get(id);
  if (reading === undefined) {
    // Full: the old readings go (a page shows a handful of requests at a time).
    if (kept.size >= KEPT) kept.clear();
    kept.set(id, (reading = read(request)));
  }
  return reading;
}

const parses = new Map<string, ParseResult>();

/** The form-mode parse of a request no host holds, by content: the hook's, and `<Elicitation>`'s. */
export function parsedByContent(request: unknown): ParseResult {
  return readByContent(parses, request, parseElicitRequest);
}

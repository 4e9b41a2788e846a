import { isRecord } from './objects.js';
import { parseElicitRequest, requestMode } from './parse.js';
import type { DecidedRequest } from './decided.js';
import { decideUrl } from './urlRequest.js';

export type { DecidedRequest } from './decided.js';

// A request decided once, where it enters: its mode and what each mode's view reads. The engine's
// queue, the bridges, the relay and the views share the one decision of a params object.

// One decision per request: the params object a server sent is decided once, whoever asks first
// (the bridge, to compare it with an earlier question; the queue or relay that holds it; a view),
// and every later call gets the same decision. Params are never changed after they arrive.
const decisions = new WeakMap<object, DecidedRequest>();

/**
 * Decides a request's mode and, in form mode, parses it (with `parse`: a view without a host passes
 * its reading by content): the one reading every view shares.
 */
export function decideRequest(params: unknown, parse = parseElicitRequest): DecidedRequest {
  if (typeof params !== 'object' || params === null) return decide(params, parse);
  let decided = decisions.get(params);
  if (!decided) decisions.set(params, (decided = decide(params, parse)));
  return decided;
}

function decide(params: unknown, parse: typeof parseElicitRequest): DecidedRequest {
  const mode = requestMode(params);
  if (mode.kind === 'form') return { kind: 'form', parsed: parse(params) };
  if (mode.kind === 'url') return decideUrl(params);
  const message = isRecord(params) && typeof params.message === 'string' ? params.message : undefined;
  return { kind: 'unknown', mode: mode.mode, ...(message !== undefined && { message }) };
}

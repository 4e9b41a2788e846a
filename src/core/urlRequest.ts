import type { DecidedRequest } from './decided.js';
import { isRecord } from './objects.js';

// URL mode's reading of a request, on its own: the decision makes it, and `<UrlElicitation>` makes
// it of what it is given, neither bringing the form's parser.

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

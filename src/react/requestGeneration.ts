import { useRef, useState, type RefObject } from 'react';

// When a view's request is a new one: its identity by content, and the generation that starts the
// view over when it changes.

const identities = new WeakMap<object, string>();
let opaque = 0;

/**
 * What makes two requests "the same request": their content (JSON), not object identity, so an
 * inline `request={{ … }}` literal rebuilt on every parent render keeps what the person typed.
 * Field order is part of the content. Cached per object, so a kept object costs nothing.
 */
export function requestIdentity(request: unknown): string {
  if (typeof request !== 'object' || request === null) return `${typeof request}:${String(request)}`;
  let id = identities.get(request);
  if (id === undefined) {
    try {
      id = `json:${JSON.stringify(request)}`;
    } catch {
      id = `opaque:${++opaque}`; // cycles, BigInt: fall back to identity
    }
    identities.set(request, id);
  }
  return id;
}

// Bundlers replace `process.env.NODE_ENV`, so a production build drops the warning's words; without a
// bundler there may be no `process` (a browser), and nothing is warned.
declare const process: { env: { NODE_ENV?: string } } | undefined;

/**
 * The request as the form keeps it: the first object of each distinct content (or `requestKey`),
 * and a generation number that changes when the content changes, used as a `key` so the UI
 * starts over (React's "reset state when a prop changes" pattern, without an effect).
 * `touched` is where the form shown registers how to ask its store whether the person has changed
 * something (null once answered: nothing left to lose), so a development build can warn when a new
 * request replaces their answer. The store is the one owner of that fact.
 */
export function useRequestGeneration(
  request: unknown,
  requestKey?: string | number,
): { generation: number; request: unknown; touched: RefObject<(() => boolean) | null> } {
  const [tracked, setTracked] = useState({ request, requestKey, generation: 0 });
  const touched = useRef<(() => boolean) | null>(null);
  const same = sameRequest(tracked, request, requestKey);
  if (!same) {
    if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production' && touched.current?.()) {
      console.warn(
        'react-mcp-elicitation: a different request replaced one the person had started to answer, so the form started over. ' +
          'If it is the same request, pass the same content (or the same `requestKey`).',
      );
    }
    touched.current = null;
    setTracked({ request, requestKey, generation: tracked.generation + 1 });
  }
  return { generation: tracked.generation, request: same ? tracked.request : request, touched };
}

/** Whether a request is the one being tracked: by `requestKey` when either side has one, else by
 * content. The content is serialised only when a different object arrives, so a first mount
 * serialises nothing. */
function sameRequest(
  tracked: { request: unknown; requestKey?: string | number },
  request: unknown,
  requestKey?: string | number,
): boolean {
  if (tracked.request === request && tracked.requestKey === requestKey) return true;
  if (requestKey !== undefined || tracked.requestKey !== undefined) {
    return (
      requestKey !== undefined && tracked.requestKey !== undefined && String(requestKey) === String(tracked.requestKey)
    );
  }
  return requestIdentity(tracked.request) === requestIdentity(request);
}

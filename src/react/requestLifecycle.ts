import { useCallback, useRef, useState, type RefObject } from 'react';
import type { ElicitResult } from '../protocol/types.js';

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

// Bundlers replace `process.env.NODE_ENV`; without one there is no `process` in a browser.
declare const process: { env: { NODE_ENV?: string } };
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

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
    if (touched.current?.() && isDevelopment()) {
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
function sameRequest(tracked: { request: unknown; requestKey?: string | number }, request: unknown, requestKey?: string | number): boolean {
  if (tracked.request === request && tracked.requestKey === requestKey) return true;
  if (requestKey !== undefined || tracked.requestKey !== undefined) {
    return requestKey !== undefined && tracked.requestKey !== undefined && String(requestKey) === String(tracked.requestKey);
  }
  return requestIdentity(tracked.request) === requestIdentity(request);
}

/** Returns the previous object while the new one has the same own keys and values (inline `messages={{…}}`). */
export function useShallowStable<T extends object | undefined>(value: T): T {
  const ref = useRef(value);
  const prev = ref.current;
  if (prev !== value && !shallowEqual(prev, value)) ref.current = value;
  return ref.current;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Emits a result exactly once, whatever the clicks and keys; `settle` says whether it emitted. */
export function useSettleOnce(onResult: (result: ElicitResult) => void): {
  settle: (result: ElicitResult) => boolean;
  settled: RefObject<boolean>;
} {
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const settled = useRef(false);
  const settle = useCallback((result: ElicitResult) => {
    if (settled.current) return false;
    settled.current = true;
    onResultRef.current(result);
    return true;
  }, []);
  return { settle, settled };
}

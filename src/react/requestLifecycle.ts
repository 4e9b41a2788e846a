import { useCallback, useRef, useState, type RefObject } from 'react';
import type { ElicitResult } from '../protocol/types';

/**
 * A number that changes whenever a new request object arrives; used as a `key` so the UI starts
 * over (React's "reset state when a prop changes" pattern, without an effect).
 */
export function useRequestGeneration(request: unknown): number {
  const [tracked, setTracked] = useState({ request, generation: 0 });
  if (tracked.request !== request) setTracked({ request, generation: tracked.generation + 1 });
  return tracked.generation;
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

import { useCallback, useRef, type RefObject } from 'react';
import type { ElicitResult } from '../protocol/types.js';

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

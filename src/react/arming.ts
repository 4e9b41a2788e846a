import { createContext, useCallback, useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { typesInto } from './typesInto.js';

/**
 * How long a request must have been on screen, unchanged, before the actions that answer it
 * (Submit, Open, Continue, Decline, Cancel, Enter's implicit submit) respond, in milliseconds.
 * Browsers hold permission prompts for about this long, so that a click or key meant for what was
 * there before cannot answer what just appeared. The host presentations use it by default.
 *
 * @example
 * ```tsx
 * <ElicitationHost armMs={DEFAULT_ARM_MS * 2} />
 * ```
 */
export const DEFAULT_ARM_MS = 500;

/**
 * Whether the surface that holds a request is really visible (the dialog host sets it from
 * IntersectionObserver v2 where the browser has it). While false, nothing arms.
 */
export const SurfaceVisibleContext = createContext(true);

/** What `useArming` gives a request's UI. */
export interface Arming {
  /** False while the answering actions ignore activation (render them `aria-disabled`). */
  armed: boolean;
  /** The live state, for event handlers (a render may lag behind the timer). */
  isArmed: () => boolean;
  /** For the request's root, in the capture phase: auto-repeated Enter and Space never activate. */
  onKeyDownCapture: (event: KeyboardEvent) => void;
}

/**
 * Arms a request's answering actions `armMs` after it appeared, and again after each change of
 * `stage` (what stands in the same place changed: URL mode's Open became Continue), while the page
 * is shown and the surface visible. `armMs` ≤ 0 arms at once.
 */
export function useArming(armMs: number, stage: unknown = 0): Arming {
  const visible = useContext(SurfaceVisibleContext);
  const immediate = !(armMs > 0);
  const [armed, setArmedState] = useState(immediate && visible);
  const live = useRef(armed);
  const setArmed = useCallback((value: boolean) => {
    live.current = value;
    setArmedState(value);
  }, []);
  useEffect(() => {
    if (!visible) return setArmed(false);
    if (immediate) return setArmed(true);
    setArmed(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      setArmed(false);
      if (document.visibilityState !== 'hidden') timer = setTimeout(() => setArmed(true), armMs);
    };
    // A page in the background arms nothing; coming back starts the time again.
    document.addEventListener('visibilitychange', start);
    start();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [armMs, immediate, visible, stage, setArmed]);
  const isArmed = useCallback(() => live.current, []);
  const onKeyDownCapture = useCallback((event: KeyboardEvent) => {
    // A held key repeats: whatever it was pressed for, it was not this request. Where the key
    // types (Space in a text field, Enter in a multi-line one) it stays the person's text.
    if (!event.repeat || (event.key !== 'Enter' && event.key !== ' ')) return;
    if (!typesInto(event.target, event.key)) event.preventDefault();
  }, []);
  return { armed, isArmed, onKeyDownCapture };
}

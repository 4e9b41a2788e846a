import { useCallback, useEffect, useRef, useState } from 'react';

/** What the last copy did: nothing yet, copied, or the clipboard refused (the text was selected instead). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard on the person's click and says how it went, for a polite status line.
 * Where the clipboard is missing or refuses (an insecure page, a denied permission), the element in
 * `selectOnFailure` is selected, so Ctrl+C or the context menu copies exactly the same text.
 *
 * @example
 * ```tsx
 * const { copy, state } = useCopy();
 * <button onClick={() => copy(url, urlRef.current)}>Copy link</button>
 * ```
 */
export function useCopy(write: (text: string) => Promise<void> | void = writeToClipboard) {
  const [state, setState] = useState<CopyState>('idle');
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const copy = useCallback(
    (text: string, selectOnFailure?: Element | null) => {
      const done = (ok: boolean) => {
        if (!live.current) return;
        if (!ok && selectOnFailure) selectContents(selectOnFailure);
        setState(ok ? 'copied' : 'failed');
      };
      // The same words again would not be announced: clear, then say it.
      setState('idle');
      try {
        Promise.resolve(write(text)).then(
          () => done(true),
          () => done(false),
        );
      } catch {
        done(false);
      }
    },
    [write],
  );
  return { copy, state };
}

function writeToClipboard(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
}

function selectContents(element: Element) {
  const selection = element.ownerDocument.defaultView?.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the open dialog is really visible, as IntersectionObserver v2 reports it (not covered,
 * not faded, not transformed by a framing page); true where the browser cannot tell.
 */
export function useVisibility(ref: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const target = ref.current;
    if (
      !open ||
      !target ||
      typeof IntersectionObserver === 'undefined' ||
      typeof IntersectionObserverEntry === 'undefined'
    )
      return;
    if (!('isVisible' in IntersectionObserverEntry.prototype)) return;
    const observer = new IntersectionObserver(
      (records) => {
        const last = records[records.length - 1] as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined;
        if (last) setVisible(last.isVisible !== false);
      },
      { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      setVisible(true);
    };
  }, [ref, open]);
  return visible;
}

import { useEffect, type RefObject } from 'react';

/**
 * Keeps the focused control in view above a scroll container's sticky action bar (WCAG 2.4.11,
 * focus not obscured): the bar's measured height becomes the container's bottom scroll padding
 * (`--rme-actions-height`, read by the stylesheet), and a control that receives focus while any
 * part of it is under the bar or out of view is scrolled just enough to show all of it. At 320 px
 * wide or 400 % zoom the bar can be a third of the dialog; a fixed padding would be wrong at every
 * other size.
 */
export function useUnobscuredFocus(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    let bar: Element | null = null;
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : undefined;
    const measure = () => {
      if (bar)
        container.style.setProperty('--rme-actions-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    };
    // The bar is replaced when the request or its stage changes: follow the one on screen. While
    // it is still in the dialog nothing is looked up (an error appearing as the person types is a
    // mutation too, and reading computed styles then would cost a style pass per keystroke).
    const track = () => {
      if (bar?.isConnected) return;
      const next = stickyBar(container);
      if (next === bar) return;
      if (bar) sizes?.unobserve(bar);
      bar = next;
      if (bar) sizes?.observe(bar);
      else container.style.removeProperty('--rme-actions-height');
      measure();
    };
    const changes = typeof MutationObserver === 'function' ? new MutationObserver(track) : undefined;
    changes?.observe(container, { childList: true, subtree: true });
    track();
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if ((bar && bar.contains(target)) || typeof target.getBoundingClientRect !== 'function') return;
      // The browser scrolls a focused control only until part of it shows; all of it should, clear
      // of the bar. `nearest` honours the scroll padding, so it ends just above the bar.
      const box = target.getBoundingClientRect();
      const top = container.getBoundingClientRect().top + container.clientTop;
      const bottom = Math.min(top + container.clientHeight, bar ? bar.getBoundingClientRect().top : Infinity);
      if (box.top < top || box.bottom > bottom) target.scrollIntoView?.({ block: 'nearest' });
    };
    container.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      changes?.disconnect();
      sizes?.disconnect();
      container.style.removeProperty('--rme-actions-height');
    };
  }, [containerRef, active]);
}

function stickyBar(container: HTMLElement): Element | null {
  for (const candidate of container.querySelectorAll('.rme-actions')) {
    if (getComputedStyle(candidate).position === 'sticky') return candidate;
  }
  return null;
}

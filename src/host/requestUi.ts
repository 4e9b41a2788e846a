import { useEffect, useState } from 'react';
import { whenIdle } from '../react/idle.js';

// The host presentations' initial chunk is a shell: the queue subscription, the dialog element or
// the cards' frames, the status lines and the announcer. What a request is shown with (the form,
// the URL step, the selects, the summaries) is `requestUiParts`, loaded on demand: while the page
// is idle after the shell mounts, or at once when a request waits, whichever comes first.
type RequestUi = typeof import('./requestUiParts.js');

let loaded: RequestUi | undefined;
let loading: Promise<RequestUi> | undefined;

/**
 * Loads the request UI once for the page. A load that fails (a dropped network, a deploy that
 * removed the old chunk) is forgotten, so the next call tries again.
 */
export function loadRequestUi(): Promise<RequestUi> {
  loading ??= import('./requestUiParts.js').then(
    (ui) => (loaded = ui),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The request UI, once loaded (`undefined` until then; at once when it already is). Loads it while
 * the page is idle, or now when `needed`; retries a failed load (1 s, 2 s, 4 s … at most 30 s apart)
 * while it is needed. Nothing runs during server rendering: effects don't.
 */
export function useRequestUi(needed: boolean): RequestUi | undefined {
  const [ui, setUi] = useState(loaded);
  useEffect(() => {
    if (ui) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const load = () => {
      loadRequestUi().then(
        (done) => live && setUi(done),
        () => {
          if (live && needed) retry = setTimeout(load, Math.min(30_000, 1000 * 2 ** attempt++));
        },
      );
    };
    let cancelIdle: (() => void) | undefined;
    if (needed) load();
    else cancelIdle = whenIdle(load, 2000);
    return () => {
      live = false;
      cancelIdle?.();
      clearTimeout(retry);
    };
  }, [ui, needed]);
  return ui;
}

/** Runs `task` when the browser is idle (within `timeout` ms), or soon where it cannot say; returns the cancel. */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 100);
  return () => clearTimeout(timer);
}

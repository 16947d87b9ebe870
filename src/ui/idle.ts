/**
 * Runs `task` once the browser is idle, at the latest after `timeout` ms; without
 * requestIdleCallback (Safari) after half the timeout. Returns the canceller.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeout / 2);
  return () => window.clearTimeout(id);
}

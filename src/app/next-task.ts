/**
 * Resolves in a later task of the browser's event loop: the work before and after it are two
 * tasks, and a tap or key in between is answered at once instead of after both. A phone four times
 * slower than a desktop turns every task over 50 ms into blocking time.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Fetch minimum display delay (200 ms): once a loading indicator appears it stays at
 * least this long, so fast answers do not flicker. Only the indicator waits; data renders at once.
 */
import { useEffect, useRef, useState } from 'react';

export const MIN_LOADING_DISPLAY_MS = 200;

export function useLoadingIndicator(pending: boolean, minimumMs: number = MIN_LOADING_DISPLAY_MS): boolean {
  const [visible, setVisible] = useState(pending);
  const shownAt = useRef<number | null>(pending ? Date.now() : null);

  useEffect(() => {
    if (pending) {
      shownAt.current ??= Date.now();
      setVisible(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const remaining = minimumMs - (Date.now() - shownAt.current);
    const hide = () => {
      shownAt.current = null;
      setVisible(false);
    };
    if (remaining <= 0) {
      hide();
      return undefined;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [pending, minimumMs]);

  return visible;
}

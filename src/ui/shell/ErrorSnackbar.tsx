import { lazy, Suspense } from 'react';
import type { ErrorSnackbarProps } from './ErrorSnackbarView';
import { whenIdle } from '../idle';

export type { ErrorSnackbarProps } from './ErrorSnackbarView';

// The sanitiser (DOMPurify) and the snackbar stay out of the first paint's JS ...
const loadView = () => import('./ErrorSnackbarView');
const ErrorSnackbarView = lazy(loadView);

let preloaded = false;

/**
 * ... but are fetched as soon as the page is idle: an error often comes with a network outage, and
 * a snackbar whose chunk cannot load then would never show.
 */
function preloadErrorSnackbar(): void {
  if (preloaded || typeof window === 'undefined') return;
  preloaded = true;
  const start = () => void loadView().catch(() => (preloaded = false));
  whenIdle(start);
}

/** Global error message at the bottom; `message` may contain server HTML (sanitised). */
export function ErrorSnackbar(props: ErrorSnackbarProps) {
  preloadErrorSnackbar();
  if (!props.message) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbarView {...props} />
    </Suspense>
  );
}

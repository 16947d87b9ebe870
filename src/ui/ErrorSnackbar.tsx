import { lazy, Suspense } from 'react';
import type { ErrorSnackbarProps } from './ErrorSnackbarView';

export type { ErrorSnackbarProps } from './ErrorSnackbarView';

// The sanitiser (DOMPurify) and the snackbar load only when there is a message to show.
const ErrorSnackbarView = lazy(() => import('./ErrorSnackbarView'));

/** Global error message at the bottom; `message` may contain server HTML (sanitised). */
export function ErrorSnackbar(props: ErrorSnackbarProps) {
  if (!props.message) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbarView {...props} />
    </Suspense>
  );
}

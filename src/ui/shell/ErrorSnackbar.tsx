import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSnackbarProps } from './ErrorSnackbarView';

export type { ErrorSnackbarProps } from './ErrorSnackbarView';

const PLAIN = {
  position: 'fixed',
  left: 16,
  right: 16,
  bottom: 16,
  zIndex: 400,
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: 12,
  borderRadius: 8,
  background: 'var(--mantine-color-dark-7)',
  color: 'var(--mantine-color-white)',
} as const;

/**
 * Only text, without the sanitiser: shown when the view's code cannot be fetched (an outage on a
 * device whose service worker has not precached the portal yet), so the message is never lost.
 */
function PlainErrorSnackbar({ message, onClose }: ErrorSnackbarProps) {
  const { t } = useTranslation();
  const text = message ? (new DOMParser().parseFromString(message, 'text/html').body.textContent ?? '') : '';
  return (
    <div role="alert" aria-label={t('snackbar.label')} style={PLAIN}>
      <span style={{ flex: 1 }}>{text}</span>
      <button type="button" onClick={onClose}>
        {t('snackbar.close')}
      </button>
    </div>
  );
}

// The sanitiser (DOMPurify), the snackbar and its Mantine parts are fetched when there is a message
// to show, not with every page: in an outage the service worker has precached the chunk.
const ErrorSnackbarView = lazy(
  (): Promise<{ default: ComponentType<ErrorSnackbarProps> }> => import('./ErrorSnackbarView').catch(() => ({ default: PlainErrorSnackbar })),
);

/** Global error message at the bottom; `message` may contain server HTML (sanitised). */
export function ErrorSnackbar(props: ErrorSnackbarProps) {
  if (!props.message) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbarView {...props} />
    </Suspense>
  );
}

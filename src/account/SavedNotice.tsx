/**
 * The visible confirmation after an account dialog saved (the
 * dialog closes). A polite status at the bottom of the screen; it goes by itself or by its button.
 */
import { Notification, Portal } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Long enough to read twice; the message is also announced (role="status"). */
const SAVED_NOTICE_MS = 8000;

export function SavedNotice({ message, onClose }: { message: string | null; onClose(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(onClose, SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (message === null) return null;
  return (
    <Portal>
      <Notification
        role="status"
        aria-live="polite"
        icon={<IconCheck size={18} aria-hidden="true" />}
        color="green.8"
        withBorder
        onClose={onClose}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="saved-notice"
        style={{ position: 'fixed', left: '50%', bottom: 24, transform: 'translateX(-50%)', zIndex: 400, width: 'min(440px, calc(100vw - 32px))' }}
      >
        {message}
      </Notification>
    </Portal>
  );
}

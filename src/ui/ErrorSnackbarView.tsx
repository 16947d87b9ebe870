import { CloseButton, Group, Paper, Portal, Transition } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './SafeHtml';

export interface ErrorSnackbarProps {
  /** The stored message; may contain HTML from the server, which is sanitised. null hides it. */
  message: string | null;
  /** Closing clears the stored message (SPEC 8). */
  onClose: () => void;
}

/** Global error message at the bottom of the screen with a close button. */
export default function ErrorSnackbarView({ message, onClose }: ErrorSnackbarProps) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Transition mounted={Boolean(message)} transition="slide-up" duration={150}>
        {(style) => (
          <Paper
            role="alert"
            aria-label={t('snackbar.label')}
            shadow="lg"
            radius="md"
            p="sm"
            pl="md"
            bg="dark.7"
            c="white"
            style={{
              ...style,
              position: 'fixed',
              left: '50%',
              bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
              transform: `${style.transform ?? ''} translateX(-50%)`,
              width: 'min(600px, calc(100vw - 32px))',
              zIndex: 400,
            }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <IconAlertTriangle size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-brand-6)' }} />
              <SafeHtml html={message ?? ''} className="snackbar-message" style={{ flex: 1, color: 'inherit' }} fz="sm" />
              <CloseButton aria-label={t('snackbar.close')} onClick={onClose} variant="transparent" c="white" />
            </Group>
          </Paper>
        )}
      </Transition>
    </Portal>
  );
}

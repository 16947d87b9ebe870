import { CloseButton, Group, Paper, Transition } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../SafeHtml';

export interface ErrorSnackbarProps {
  /** The stored message; may contain HTML from the server, which is sanitised. null hides it. */
  message: string | null;
  /** Closing clears the stored message. */
  onClose: () => void;
}

const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';

/** The topmost open modal dialog (the last one in the document), or null. */
function topDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  return dialogs.length > 0 ? dialogs[dialogs.length - 1]! : null;
}

/** Follows dialogs opening and closing (they are portalled into <body>). */
function useTopDialog(active: boolean): HTMLElement | null {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active) return;
    const update = () => setDialog((current) => {
      const next = topDialog();
      return current === next ? current : next;
    });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active]);
  return active ? dialog : null;
}

const FLOATING: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
  width: 'min(600px, calc(100vw - 32px))',
  zIndex: 400,
};

/**
 * Global error message at the bottom of the screen with a close button. While a dialog is open the
 * message joins the dialog's content instead, below its actions and in its focus trap: floating
 * over the dialog it covered the submit button and swallowed clicks, and its
 * close button was out of the keyboard's reach.
 * @public Loaded on demand by ErrorSnackbar.tsx, through an import (with a fallback) the dead-export check cannot follow.
 */
export default function ErrorSnackbarView({ message, onClose }: ErrorSnackbarProps) {
  const { t } = useTranslation();
  const dialog = useTopDialog(Boolean(message));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (dialog && message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [dialog, message]);
  // A plain portal: it must move when a dialog opens or closes, which Mantine's Portal does not.
  return createPortal(
      <Transition mounted={Boolean(message)} transition="slide-up" duration={150}>
        {(style) => (
          <Paper
            ref={ref}
            role="alert"
            aria-label={t('snackbar.label')}
            shadow={dialog ? undefined : 'lg'}
            radius="md"
            p="sm"
            pl="md"
            m={dialog ? 'md' : undefined}
            mt={dialog ? 0 : undefined}
            bg="dark.7"
            c="white"
            data-in-dialog={dialog ? '' : undefined}
            style={
              dialog
                ? { ...style, position: 'relative' }
                : { ...style, ...FLOATING, transform: `${style.transform ?? ''} translateX(-50%)` }
            }
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <IconAlertTriangle size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-brand-6)' }} />
              <SafeHtml html={message ?? ''} className="snackbar-message" style={{ flex: 1, color: 'inherit' }} fz="sm" />
              <CloseButton aria-label={t('snackbar.close')} onClick={onClose} variant="transparent" c="white" />
            </Group>
          </Paper>
        )}
      </Transition>,
    dialog ?? document.body,
  );
}

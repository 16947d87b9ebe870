/**
 * The frame both account dialogs share (master data and password change,
 * max width 600): the modal, the form with its submit, an optional hint on top, the general server
 * error, and cancel/save. A locked frame (change requests exist) offers no way out but saving.
 */
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedNotice } from './SavedNotice';
import { Dialog } from '../ui/Dialog';

const ACCOUNT_DIALOG_WIDTH = 600;

export interface AccountDialogFrameProps {
  opened: boolean;
  title: string;
  /** Persistent: no close button, Escape and outside clicks do nothing, no cancel button. */
  locked?: boolean;
  /** Shown above the fields (e.g. why the dialog cannot be closed). */
  hint?: ReactNode;
  saving: boolean;
  canSave: boolean;
  /** A translated failure that belongs to no field; shown above the buttons. */
  generalError?: string | null;
  saveIcon: ReactNode;
  /** The confirmation after a save (shown once the modal has closed). */
  savedMessage: string | null;
  onSavedClose(): void;
  onCancel(): void;
  onSubmit(): void;
  children: ReactNode;
}

export function AccountDialogFrame(props: AccountDialogFrameProps) {
  const { t } = useTranslation();
  // Phones get the whole screen: the keyboard leaves too little room for a centred card.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const locked = props.locked ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <>
      <Dialog
        opened={props.opened}
        onClose={props.onCancel}
        title={props.title}
        size={ACCOUNT_DIALOG_WIDTH}
        fullScreen={phone}
        centered
        withCloseButton={!locked}
        closeOnClickOutside={!locked}
        closeOnEscape={!locked}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form onSubmit={submit} noValidate aria-busy={props.saving}>
          <Stack gap="md">
            {props.hint && (
              <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
                {props.hint}
              </Alert>
            )}
            {props.children}
            {props.generalError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
                {props.generalError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" mt="xs" grow={phone}>
              {!locked && (
                <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
                  {t('settings.cancel')}
                </Button>
              )}
              <Button type="submit" leftSection={props.saveIcon} loading={props.saving} disabled={!props.canSave}>
                {t('settings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
      <SavedNotice message={props.savedMessage} onClose={props.onSavedClose} />
    </>
  );
}

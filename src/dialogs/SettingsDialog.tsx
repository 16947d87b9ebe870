import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { masterDataActors } from '../flows/master-data.actors';
import { canSaveSettings, generalError, settingsErrors, settingsMachine, type SettingsField } from '../flows/settings.machine';
import { PASSWORD_CHANGE_REQUEST } from '../session/login-result';
import { sessionActor, useSession } from '../session/session';
import { PasswordChecklist } from './PasswordChecklist';
import { useDialogMachineSync } from './useDialogMachineSync';

export const SETTINGS_DIALOG_WIDTH = 600;

export interface SettingsDialogProps {
  opened: boolean;
  onClose(): void;
  /** Whether the optional foreign key field is offered (portal profile). */
  showForeignKey?: boolean;
}

/** Master-data dialog (SPEC section 2 "Dialogs", 4 "Settings dialog"). Persistent while changes are requested. */
export function SettingsDialog({ opened, onClose, showForeignKey = false }: SettingsDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const requests = session.requests ?? [];
  const persistent = requests.length > 0;
  const machine = useMemo(() => settingsMachine.provide({ actors: masterDataActors }), []);
  const [state, send, actor] = useMachine(machine, { input: { addressId: session.addressId ?? 0 } });

  const open = useCallback(
    () =>
      send({
        type: 'OPEN',
        addressId: session.addressId ?? 0,
        userAddress: session.userAddress,
        passwordChangeRequested: requests.includes(PASSWORD_CHANGE_REQUEST),
        showForeignKey,
        persistent,
      }),
    [send, session.addressId, session.userAddress, requests, showForeignKey, persistent],
  );
  const closeMachine = useCallback(() => send({ type: 'CLOSE' }), [send]);
  useDialogMachineSync(opened, state.matches('open'), open, onClose, closeMachine);
  // The machine's output goes to the session: new hash, expiry, requests, address.
  useEffect(() => {
    const sub = actor.on('saved', ({ result }) => sessionActor.send({ type: 'UPDATE', result }));
    return () => sub.unsubscribe();
  }, [actor]);

  const c = state.context;
  const errors = settingsErrors(c);
  const errorOf = (field: SettingsField) => {
    const key = errors[field];
    return key && (c.showErrors || c.serverError?.field === field || (c.values[field] !== '' && field !== 'currentPassword')) ? t(key) : undefined;
  };
  const general = generalError(c);
  const input = (field: SettingsField) => (e: { currentTarget: { value: string } }) => send({ type: 'INPUT', field, value: e.currentTarget.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SAVE' });
  };
  const locked = persistent || c.persistent;

  return (
    <Modal
      opened={opened}
      onClose={() => send({ type: 'CLOSE' })}
      title={t('settings.title')}
      size={SETTINGS_DIALOG_WIDTH}
      centered
      withCloseButton={!locked}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate aria-busy={c.saving}>
        <Stack gap="md">
          {locked && (
            <Alert color="brand" variant="light" icon={<IconAlertCircle size={18} />}>
              {c.passwordChangeRequested ? t('settings.passwordChangeRequested') : t('modules.dialogs.settings.persistentHint')}
            </Alert>
          )}
          <TextInput label={t('settings.email')} type="email" autoComplete="email" required value={c.values.email} onChange={input('email')} error={errorOf('email')} data-autofocus />
          {c.showForeignKey && (
            <TextInput label={t('settings.foreignKey')} required value={c.values.foreignKey} onChange={input('foreignKey')} error={errorOf('foreignKey')} />
          )}
          <PasswordInput
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            required
            value={c.values.currentPassword}
            onChange={input('currentPassword')}
            error={errorOf('currentPassword')}
          />
          {c.passwordChangeRequested && (
            <>
              <PasswordInput
                label={t('settings.newPassword')}
                autoComplete="new-password"
                required
                value={c.values.newPassword}
                onChange={input('newPassword')}
                error={c.serverError?.field === 'newPassword' ? t(c.serverError.key) : undefined}
                aria-describedby="settings-password-rules"
              />
              <PasswordChecklist password={c.values.newPassword} id="settings-password-rules" />
              <PasswordInput
                label={t('settings.confirmation')}
                autoComplete="new-password"
                required
                value={c.values.confirmation}
                onChange={input('confirmation')}
                error={errorOf('confirmation')}
              />
            </>
          )}
          {general && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t(general)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {!locked && (
              <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={c.saving}>
                {t('settings.cancel')}
              </Button>
            )}
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={c.saving} disabled={!canSaveSettings(c)}>
              {t('settings.save')}
            </Button>
          </Group>
          {locked && (
            <Text size="xs" c="dimmed" ta="right">
              {t('modules.dialogs.settings.persistentHint')}
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

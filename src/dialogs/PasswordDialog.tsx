import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../api/capabilities';
import { identifierRequired } from '../flows/master-data';
import { masterDataActors } from '../flows/master-data.actors';
import { canSavePassword, passwordErrors, passwordMachine, type PasswordField } from '../flows/password.machine';
import { sessionActor, useSession } from '../session/session';
import { PasswordChecklist } from './PasswordChecklist';
import { useDialogMachineSync } from './useDialogMachineSync';

export const PASSWORD_DIALOG_WIDTH = 600;

export interface PasswordDialogProps {
  opened: boolean;
  onClose(): void;
}

/** Password-change dialog (SPEC section 2 "Dialogs"): identifier only when benutzerkennung is non-nullable. */
export function PasswordDialog({ opened, onClose }: PasswordDialogProps) {
  const capabilities = useCapabilities();
  const session = useSession();
  const needsIdentifier = identifierRequired(capabilities?.functions.AktualisiereStammdaten);
  // A new machine when the rule changes (capabilities arrive), so the input is never stale.
  return <PasswordForm key={String(needsIdentifier)} opened={opened} onClose={onClose} addressId={session.addressId ?? 0} identifierRequired={needsIdentifier} />;
}

function PasswordForm({ opened, onClose, addressId, identifierRequired: needsIdentifier }: PasswordDialogProps & { addressId: number; identifierRequired: boolean }) {
  const { t } = useTranslation();
  const machine = useMemo(() => passwordMachine.provide({ actors: masterDataActors }), []);
  const [state, send, actor] = useMachine(machine, { input: { addressId, identifierRequired: needsIdentifier } });
  const open = useCallback(() => send({ type: 'OPEN' }), [send]);
  const closeMachine = useCallback(() => send({ type: 'CLOSE' }), [send]);
  useDialogMachineSync(opened, state.matches('open'), open, onClose, closeMachine);
  useEffect(() => {
    const sub = actor.on('saved', ({ result }) => sessionActor.send({ type: 'UPDATE', result }));
    return () => sub.unsubscribe();
  }, [actor]);

  const c = state.context;
  const errors = passwordErrors(c);
  const errorOf = (field: PasswordField) => {
    const key = errors[field];
    return key && (c.showErrors || c.serverError?.field === field || (field === 'confirmation' && c.values.confirmation !== '')) ? t(key) : undefined;
  };
  const general = c.serverError && c.serverError.field === null ? c.serverError.key : null;
  const input = (field: PasswordField) => (e: { currentTarget: { value: string } }) => send({ type: 'INPUT', field, value: e.currentTarget.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SAVE' });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => send({ type: 'CLOSE' })}
      title={t('settings.password.title')}
      size={PASSWORD_DIALOG_WIDTH}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate aria-busy={c.saving}>
        <Stack gap="md">
          <PasswordInput
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            required
            value={c.values.currentPassword}
            onChange={input('currentPassword')}
            error={errorOf('currentPassword')}
            data-autofocus
          />
          {c.identifierRequired && (
            <TextInput label={t('settings.identifier')} autoComplete="username" required value={c.values.identifier} onChange={input('identifier')} error={errorOf('identifier')} />
          )}
          <PasswordInput
            label={t('settings.newPassword')}
            autoComplete="new-password"
            required
            value={c.values.newPassword}
            onChange={input('newPassword')}
            error={c.serverError?.field === 'newPassword' ? t(c.serverError.key) : c.showErrors && errors.newPassword ? t(errors.newPassword) : undefined}
            aria-describedby="password-rules"
          />
          <PasswordChecklist password={c.values.newPassword} id="password-rules" />
          <PasswordInput
            label={t('settings.confirmation')}
            autoComplete="new-password"
            required
            value={c.values.confirmation}
            onChange={input('confirmation')}
            error={errorOf('confirmation')}
          />
          {general && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t(general)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={c.saving}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconKey size={18} />} loading={c.saving} disabled={!canSavePassword(c)}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

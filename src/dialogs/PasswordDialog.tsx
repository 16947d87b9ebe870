import { PasswordInput, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../api/capabilities';
import { identifierRequired } from '../flows/master-data';
import { masterDataActors } from '../flows/master-data.actors';
import { canSavePassword, passwordErrors, passwordMachine, type PasswordField } from '../flows/password.machine';
import { useSession } from '../session/session';
import { AccountDialogFrame, ACCOUNT_DIALOG_WIDTH } from './AccountDialogFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { passwordToggleProps } from './password-toggle';
import { SavedNotice } from './SavedNotice';
import { useAccountDialog } from './useAccountDialog';

export const PASSWORD_DIALOG_WIDTH = ACCOUNT_DIALOG_WIDTH;

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

// Only the confirmation speaks up while typing: the checklist already shows the new password's progress.
const LIVE_FIELDS: ReadonlySet<PasswordField> = new Set(['identifier', 'confirmation']);

function PasswordForm({ opened, onClose, addressId, identifierRequired: needsIdentifier }: PasswordDialogProps & { addressId: number; identifierRequired: boolean }) {
  const { t } = useTranslation();
  const machine = useMemo(() => passwordMachine.provide({ actors: masterDataActors }), []);
  const [state, send, actor] = useMachine(machine, { input: { addressId, identifierRequired: needsIdentifier } });
  // The address id is read at opening: a save in between (master data) does not change it, a new login remounts.
  const open = useCallback(() => send({ type: 'OPEN', addressId }), [send, addressId]);
  const close = useCallback(() => send({ type: 'CLOSE' }), [send]);
  const machineOpen = state.matches('open');
  const { saved, dismissSaved } = useAccountDialog({ opened, machineOpen, actor, open, close, onClose });

  const c = state.context;
  const errors = passwordErrors(c);
  const errorOf = (field: PasswordField) => {
    const key = errors[field];
    return key && (c.showErrors || c.serverError?.field === field || (c.values[field] !== '' && LIVE_FIELDS.has(field))) ? t(key) : undefined;
  };
  const input = (field: PasswordField) => (value: string) => send({ type: 'INPUT', field, value });
  const general = c.serverError && c.serverError.field === null ? c.serverError.key : null;

  return (
    <>
      <AccountDialogFrame
        opened={opened && machineOpen}
        title={t('settings.password.title')}
        saving={c.saving}
        canSave={canSavePassword(c)}
        generalError={general ? t(general) : null}
        saveIcon={<IconKey size={18} aria-hidden="true" />}
        onCancel={close}
        onSubmit={() => send({ type: 'SAVE' })}
      >
        <PasswordInput
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          required
          value={c.values.currentPassword}
          onChange={(e) => input('currentPassword')(e.currentTarget.value)}
          error={errorOf('currentPassword')}
          visibilityToggleButtonProps={passwordToggleProps(t)}
          data-autofocus
        />
        {c.identifierRequired && (
          <TextInput
            label={t('settings.identifier')}
            autoComplete="username"
            required
            value={c.values.identifier}
            onChange={(e) => input('identifier')(e.currentTarget.value)}
            error={errorOf('identifier')}
          />
        )}
        <NewPasswordFields
          newPassword={c.values.newPassword}
          confirmation={c.values.confirmation}
          newPasswordError={errorOf('newPassword')}
          confirmationError={errorOf('confirmation')}
          onNewPassword={input('newPassword')}
          onConfirmation={input('confirmation')}
        />
      </AccountDialogFrame>
      <SavedNotice message={saved ? t('settings.password.saved') : null} onClose={dismissSaved} />
    </>
  );
}

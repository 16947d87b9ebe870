import { PasswordInput, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { objectsQueryOptions } from '../api/queries/objects';
import { masterDataActors } from '../flows/master-data.actors';
import { canSaveSettings, generalError, settingsErrors, settingsMachine, type SettingsField } from '../flows/settings.machine';
import { PASSWORD_CHANGE_REQUEST } from '../session/login-result';
import { useSession } from '../session/session';
import { AccountDialogFrame, ACCOUNT_DIALOG_WIDTH } from './AccountDialogFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { ownAddress } from './own-address';
import { passwordToggleProps } from './password-toggle';
import { SavedNotice } from './SavedNotice';
import { useAccountDialog } from './useAccountDialog';

export const SETTINGS_DIALOG_WIDTH = ACCOUNT_DIALOG_WIDTH;

export interface SettingsDialogProps {
  opened: boolean;
  onClose(): void;
  /** Whether the optional foreign key field is offered (portal profile). */
  showForeignKey?: boolean;
}

// Fields whose rule breaks show while typing. Not the current password (nothing to check but
// emptiness) nor the new one (its checklist shows the progress).
const LIVE_FIELDS: ReadonlySet<SettingsField> = new Set(['email', 'foreignKey', 'confirmation']);

/** Master-data dialog (SPEC section 2 "Dialogs", 4 "Settings dialog"). Persistent while changes are requested. */
export function SettingsDialog({ opened, onClose, showForeignKey = false }: SettingsDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const objects = useQuery({ ...objectsQueryOptions(), enabled: session.authorized });
  const userAddress = ownAddress(session.userAddress, session.addressId, objects.data);
  // The form opens once the address to prefill is known (or known to be missing).
  const ready = session.userAddress !== null || !objects.isPending || !session.authorized;
  const requests = session.requests;
  const persistent = (requests?.length ?? 0) > 0;
  const passwordChangeRequested = requests?.includes(PASSWORD_CHANGE_REQUEST) ?? false;
  const machine = useMemo(() => settingsMachine.provide({ actors: masterDataActors }), []);
  const [state, send, actor] = useMachine(machine, { input: { addressId: session.addressId ?? 0 } });

  const open = useCallback(
    () => send({ type: 'OPEN', addressId: session.addressId ?? 0, userAddress, passwordChangeRequested, showForeignKey, persistent }),
    [send, session.addressId, userAddress, passwordChangeRequested, showForeignKey, persistent],
  );
  const close = useCallback(() => send({ type: 'CLOSE' }), [send]);
  const machineOpen = state.matches('open');
  const { saved, dismissSaved } = useAccountDialog({ opened: opened && ready, machineOpen, actor, open, close, onClose });

  const c = state.context;
  const errors = settingsErrors(c);
  const errorOf = (field: SettingsField) => {
    const key = errors[field];
    return key && (c.showErrors || c.serverError?.field === field || (c.values[field] !== '' && LIVE_FIELDS.has(field))) ? t(key) : undefined;
  };
  const input = (field: SettingsField) => (value: string) => send({ type: 'INPUT', field, value });
  const general = generalError(c);
  const locked = persistent || c.persistent;

  return (
    <>
      <AccountDialogFrame
        opened={opened && machineOpen}
        title={t('settings.title')}
        locked={locked}
        hint={locked ? [c.passwordChangeRequested && t('settings.passwordChangeRequested'), t('modules.dialogs.settings.persistentHint')].filter(Boolean).join(' ') : null}
        saving={c.saving}
        canSave={canSaveSettings(c)}
        generalError={general ? t(general) : null}
        saveIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}
        onCancel={close}
        onSubmit={() => send({ type: 'SAVE' })}
      >
        <TextInput
          label={t('settings.email')}
          type="email"
          autoComplete="email"
          required
          value={c.values.email}
          onChange={(e) => input('email')(e.currentTarget.value)}
          error={errorOf('email')}
          data-autofocus
        />
        {c.showForeignKey && (
          <TextInput
            label={t('settings.foreignKey')}
            required
            value={c.values.foreignKey}
            onChange={(e) => input('foreignKey')(e.currentTarget.value)}
            error={errorOf('foreignKey')}
          />
        )}
        <PasswordInput
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          required
          value={c.values.currentPassword}
          onChange={(e) => input('currentPassword')(e.currentTarget.value)}
          error={errorOf('currentPassword')}
          visibilityToggleButtonProps={passwordToggleProps(t)}
        />
        {c.passwordChangeRequested && (
          <NewPasswordFields
            newPassword={c.values.newPassword}
            confirmation={c.values.confirmation}
            newPasswordError={errorOf('newPassword')}
            confirmationError={errorOf('confirmation')}
            onNewPassword={input('newPassword')}
            onConfirmation={input('confirmation')}
          />
        )}
      </AccountDialogFrame>
      <SavedNotice message={saved ? t('settings.saved') : null} onClose={dismissSaved} />
    </>
  );
}

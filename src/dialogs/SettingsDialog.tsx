import { TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { objectsQueryOptions } from '../api/queries/objects';
import type { AccountField } from '../flows/master-data.machine';
import { settingsMachine } from '../flows/settings.machine';
import { PASSWORD_CHANGE_REQUEST } from '../session/login-result';
import { useSession } from '../session/session';
import { AccountDialogFrame, ACCOUNT_DIALOG_WIDTH } from './AccountDialogFrame';
import { PasswordField } from '../ui/PasswordField';
import { NewPasswordFields } from './NewPasswordFields';
import { ownAddress } from './own-address';
import { useAccountForm } from './useAccountForm';

export const SETTINGS_DIALOG_WIDTH = ACCOUNT_DIALOG_WIDTH;

export interface SettingsDialogProps {
  opened: boolean;
  onClose(): void;
  /** Whether the optional foreign key field is offered (portal profile). */
  showForeignKey?: boolean;
}

// Fields whose rule breaks show while typing. Not the current password (nothing to check but
// emptiness) nor the new one (its checklist shows the progress).
const LIVE_FIELDS: ReadonlySet<AccountField> = new Set(['email', 'foreignKey', 'confirmation']);

/** Master-data dialog (SPEC section 2 "Dialogs", 4 "Settings dialog"). Persistent while changes are requested. */
export function SettingsDialog({ opened, onClose, showForeignKey = false }: SettingsDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const objects = useQuery({ ...objectsQueryOptions(), enabled: session.authorized });
  const userAddress = ownAddress(session.userAddress, session.addressId, objects.data);
  // The form opens once the address to prefill is known (or known to be missing).
  const ready = session.userAddress !== null || !objects.isPending || !session.authorized;
  const addressId = session.addressId ?? 0;
  const persistent = (session.requests?.length ?? 0) > 0;
  const passwordChangeRequested = session.requests?.includes(PASSWORD_CHANGE_REQUEST) ?? false;
  const openEvent = useMemo(
    () => ({ type: 'OPEN' as const, addressId, userAddress, passwordChangeRequested, showForeignKey, persistent }),
    [addressId, userAddress, passwordChangeRequested, showForeignKey, persistent],
  );
  const form = useAccountForm(settingsMachine, {
    input: { addressId },
    opened: opened && ready,
    onClose,
    openEvent,
    liveFields: LIVE_FIELDS,
    savedMessage: 'settings.saved',
  });
  const c = form.context;
  const locked = persistent || c.persistent;

  return (
    <AccountDialogFrame
      {...form.frame}
      title={t('settings.title')}
      locked={locked}
      hint={locked ? [c.passwordChangeRequested && t('settings.passwordChangeRequested'), t('modules.dialogs.settings.persistentHint')].filter(Boolean).join(' ') : null}
      saveIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}
    >
      <TextInput label={t('settings.email')} type="email" autoComplete="email" required {...form.field('email')} data-autofocus />
      {c.showForeignKey && <TextInput label={t('settings.foreignKey')} required {...form.field('foreignKey')} />}
      <PasswordField label={t('settings.currentPassword')} autoComplete="current-password" {...form.field('currentPassword')} />
      {c.passwordChangeRequested && <NewPasswordFields form={form} />}
    </AccountDialogFrame>
  );
}

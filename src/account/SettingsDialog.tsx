import { Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { objectsQueryOptions } from '../api/queries/objects';
import type { AccountField } from './master-data.machine';
import { settingsMachine } from './settings.machine';
import { PASSWORD_CHANGE_REQUEST } from '../session/login-result';
import { useSession } from '../session/session';
import { useGeneratedForm } from '../forms/useGeneratedForm';
import { AccountDialogFrame } from './AccountDialogFrame';
import { AccountFormFields } from './AccountFormFields';
import { ownAddress } from './own-address';
import { useAccountForm } from './useAccountForm';

export const MASTER_DATA_FUNCTION = 'AktualisiereStammdaten';

export interface SettingsDialogProps {
  opened: boolean;
  onClose(): void;
  /** Whether the optional foreign key field is offered (portal profile). */
  showForeignKey?: boolean;
}

// Fields whose rule breaks show while typing. Not the current password (nothing to check but
// emptiness) nor the new one (its checklist shows the progress).
const LIVE_FIELDS: ReadonlySet<AccountField> = new Set(['email', 'foreignKey', 'confirmation']);

/** Master-data dialog. Persistent while changes are requested. */
export function SettingsDialog({ opened, onClose, showForeignKey = false }: SettingsDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const objects = useQuery({ ...objectsQueryOptions(), enabled: session.authorized });
  const userAddress = ownAddress(session.userAddress, session.addressId, objects.data);
  const generated = useGeneratedForm(MASTER_DATA_FUNCTION, opened);
  // The form opens once its fields and the address to prefill are known (or known to be missing).
  const ready = (session.userAddress !== null || !objects.isPending || !session.authorized) && !generated.isPending;
  const form = generated.data ?? null;
  const addressId = session.addressId ?? 0;
  const persistent = (session.requests?.length ?? 0) > 0;
  const passwordChangeRequested = session.requests?.includes(PASSWORD_CHANGE_REQUEST) ?? false;
  const openEvent = useMemo(
    () => ({ type: 'OPEN' as const, addressId, userAddress, passwordChangeRequested, showForeignKey, persistent, form }),
    [addressId, userAddress, passwordChangeRequested, showForeignKey, persistent, form],
  );
  const account = useAccountForm(settingsMachine, {
    input: { addressId },
    opened: opened && ready,
    onClose,
    openEvent,
    liveFields: LIVE_FIELDS,
    savedMessage: 'settings.saved',
  });
  const c = account.context;
  const locked = persistent || c.persistent;

  return (
    <AccountDialogFrame
      {...account.frame}
      title={t('settings.title')}
      locked={locked}
      hint={locked ? [c.passwordChangeRequested && t('settings.passwordChangeRequested'), t('modules.dialogs.settings.persistentHint')].filter(Boolean).join(' ') : null}
      saveIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}
    >
      {form ? <AccountFormFields form={form} account={account} /> : <Text c="dimmed">{t('settings.unavailable')}</Text>}
    </AccountDialogFrame>
  );
}

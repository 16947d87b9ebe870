import { Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../api/capabilities';
import { identifierRequired } from './master-data';
import type { AccountField } from './master-data.machine';
import { passwordMachine } from './password.machine';
import { useSession } from '../session/session';
import { useGeneratedForm } from '../forms/useGeneratedForm';
import { AccountDialogFrame } from './AccountDialogFrame';
import { AccountFormFields } from './AccountFormFields';
import { MASTER_DATA_FUNCTION } from './SettingsDialog';
import { useAccountForm } from './useAccountForm';

export interface PasswordDialogProps {
  opened: boolean;
  onClose(): void;
}

// Only identifier and repetition speak up while typing: the checklist shows the new password's progress.
const LIVE_FIELDS: ReadonlySet<AccountField> = new Set(['identifier', 'confirmation']);

/** Password-change dialog: identifier only when benutzerkennung is non-nullable. */
export function PasswordDialog({ opened, onClose }: PasswordDialogProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const session = useSession();
  const addressId = session.addressId ?? 0;
  const needsIdentifier = identifierRequired(gate.describe(MASTER_DATA_FUNCTION));
  const generated = useGeneratedForm(MASTER_DATA_FUNCTION, opened);
  const form = generated.data ?? null;
  // Read at every opening: the capabilities may arrive after the first render.
  const openEvent = useMemo(() => ({ type: 'OPEN' as const, addressId, identifierRequired: needsIdentifier, form }), [addressId, needsIdentifier, form]);
  const account = useAccountForm(passwordMachine, {
    input: { addressId, identifierRequired: needsIdentifier },
    opened: opened && !generated.isPending,
    onClose,
    openEvent,
    liveFields: LIVE_FIELDS,
    savedMessage: 'settings.password.saved',
  });

  return (
    <AccountDialogFrame {...account.frame} title={t('settings.password.title')} saveIcon={<IconKey size={18} aria-hidden="true" />}>
      {form ? <AccountFormFields form={form} account={account} /> : <Text c="dimmed">{t('settings.unavailable')}</Text>}
    </AccountDialogFrame>
  );
}

import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../forms/iban';
import type { AuthorityAccount } from './queries';

interface DetailProps {
  label: string;
  value: string;
  testId?: string;
}

/** One line of the transfer data with a copy button (typing an IBAN off a screen goes wrong). */
function Detail({ label, value, testId }: DetailProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      <CopyButton value={value.replace(/\s/g, label === 'IBAN' ? '' : ' ')}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('demands.copied') : t('demands.copy', { label })} withArrow>
            <ActionIcon variant="subtle" color="gray" onClick={copy} aria-label={t('demands.copy', { label })}>
              {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

export interface TransferDetailsProps {
  account: AuthorityAccount;
  /** The object's Kassenzeichen: the reference that lets the authority book the payment. */
  reference: string | null;
  /** The amount to transfer, when one is chosen. */
  amount?: string;
}

/** Bank transfer data: recipient, IBAN, BIC and the Kassenzeichen as reference. */
export function TransferDetails({ account, reference, amount }: TransferDetailsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="transfer">
      <Text size="sm" fw={600}>
        {t('demands.transferTitle')}
      </Text>
      <Detail label={t('demands.recipient')} value={account.Empfaenger} />
      <Detail label="IBAN" value={formatIban(account.IBAN)} testId="transfer-iban" />
      {account.BIC && <Detail label="BIC" value={account.BIC} />}
      {amount && <Detail label={t('demands.amount')} value={amount} testId="transfer-amount" />}
      {reference && <Detail label={t('demands.reference')} value={reference} testId="transfer-reference" />}
      {account.Bankname && (
        <Text size="xs" c="dimmed">
          {account.Bankname}
        </Text>
      )}
    </Stack>
  );
}

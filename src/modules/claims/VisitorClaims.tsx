import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import type { ErrorReporter } from '../../api/notifications';
import type { ClaimKindCode } from './claim.form';
import { VISITOR_CLAIM_FUNCTION } from './claim-setup';
import { ClaimDialog } from './ClaimDialog';
import type { EntityKey } from '../../api/values';

export interface VisitorClaimsProps {
  kind: ClaimKindCode;
  phoneCountries: readonly string[];
  /** Opens the login dialog; absent in profiles without a login. */
  onLogin?(): void;
  onError?: ErrorReporter;
}

const NO_SUBJECT = { id: 0 } as const;

/**
 * /claims and /requests before login: a claim or request by address where the
 * authority offers LegeReklamationAn, and the login for residents who want their own object's
 * history and prefilled contact data; never a dead end.
 */
export function VisitorClaims({ kind, phoneCountries, onLogin, onError }: VisitorClaimsProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const [opened, setOpened] = useState(false);
  const [claimNumber, setClaimNumber] = useState<EntityKey | null>(null);
  const close = useCallback(() => setOpened(false), []);
  const created = useCallback((id: EntityKey) => setClaimNumber(id), []);
  if (!gate.known) return <Loader role="status" aria-label={t('common.loading')} />;
  const canReport = gate.fn(VISITOR_CLAIM_FUNCTION) !== undefined;
  const request = kind === 1;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {request ? t('claims.visitor.requestTitle') : t('claims.visitor.claimTitle')}
      </Title>
      {claimNumber !== null && (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setClaimNumber(null)} closeButtonLabel={t('common.close')}>
          {t('claims.visitor.created', { number: claimNumber })}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md" align="flex-start">
          {canReport ? (
            <>
              <Text>{request ? t('claims.visitor.requestIntro') : t('claims.visitor.claimIntro')}</Text>
              <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
                {request ? t('claims.newRequest') : t('claims.newClaim')}
              </Button>
            </>
          ) : (
            <Text>{onLogin ? t('claims.visitor.loginOnly') : t('claims.unavailable')}</Text>
          )}
          {onLogin && (
            <>
              {canReport && <Text size="sm" c="dimmed">{t('claims.visitor.loginHint')}</Text>}
              <Button variant={canReport ? 'default' : 'filled'} leftSection={<IconLogin2 size={18} aria-hidden="true" />} onClick={() => onLogin()}>
                {t('claims.visitor.login')}
              </Button>
            </>
          )}
        </Stack>
      </Card>
      {canReport && (
        <ClaimDialog visitor opened={opened} kind={kind} subject={NO_SUBJECT} phoneCountries={phoneCountries} onClose={close} onCreated={created} onError={onError} />
      )}
    </Stack>
  );
}

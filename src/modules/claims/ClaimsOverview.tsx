import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { formatDate } from '../../i18n/format';
import type { EventStatus } from '../../events/status';
import type { ClaimContact, ClaimKindCode } from './claim.form';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { ClaimDialog } from './ClaimDialog';
import { objectClaimsQueryKey, objectClaimsQueryOptions, type ObjectClaim } from './claims-query';
import { reportToSnackbar, type ErrorReporter } from '../../api/notifications';
import type { EntityKey } from '../../api/values';

export interface ClaimsOverviewProps {
  objectId: number;
  kind: ClaimKindCode;
  phoneCountries: readonly string[];
  prefill?: Partial<ClaimContact>;
  onError?: ErrorReporter;
  /** A sold object: its claims stay readable, nothing new is filed (the page says why). */
  readOnly?: boolean;
}

// Colour of the status badge's dot. The label itself stays in the text colour: Mantine's light
// badges put shade-6 text on a tint (blue, green, yellow, gray all below 4.5:1).
const STATUS_COLOR: Record<EventStatus, string> = {
  recorded: 'blue.7',
  planned: 'brand.7',
  done: 'green.7',
  canceled: 'gray.5',
  error: 'red.7',
  unknown: 'gray.5',
};
// Separators are borders of the items (gray-3 like Mantine's Divider): a <ul> may only hold <li> items.
const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;

/** An object's claims or requests with the button that files a new one (claims and requests modules). */
export function ClaimsOverview({ objectId, kind, phoneCountries, prefill, onError = reportToSnackbar, readOnly = false }: ClaimsOverviewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const gate = useGate();
  const [opened, setOpened] = useState(false);
  // The new claim's number: residents quote it when they call, as visitors do.
  const [created, setCreated] = useState<EntityKey | null>(null);
  const claims = useQuery(objectClaimsQueryOptions(objectId, kind));
  const canCreate = gate.fn('LegeReklamationAngemeldetAn') !== undefined && !readOnly;
  const close = useCallback(() => setOpened(false), []);
  const onCreated = useCallback((claimId: EntityKey) => {
    setCreated(claimId);
    // The server knows the new claim's type and status: fetch the list again rather than guess.
    // (The dialog itself announces the claim to the event history.)
    void queryClient.invalidateQueries({ queryKey: objectClaimsQueryKey(objectId, kind) });
  }, [queryClient, objectId, kind]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {kind === 1 ? t('claims.requestsTitle') : t('claims.claimsTitle')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
            {kind === 1 ? t('claims.newRequest') : t('claims.newClaim')}
          </Button>
        )}
      </Group>
      {!canCreate && gate.known && !readOnly && (
        <Text size="sm" c="dimmed">
          {t('claims.unavailable')}
        </Text>
      )}
      {created !== null && (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setCreated(null)} closeButtonLabel={t('common.close')}>
          {t('claims.created', { number: created })}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <ClaimsList claims={claims} kind={kind} />
      </Card>
      <ClaimDialog
        opened={opened}
        kind={kind}
        subject={{ id: objectId }}
        phoneCountries={phoneCountries}
        prefill={prefill}
        onClose={close}
        onCreated={onCreated}
        onError={onError}
      />
    </Stack>
  );
}

/** The claims, or that they load, failed or are none. */
function ClaimsList({ claims, kind }: { claims: UseQueryResult<ObjectClaim[]>; kind: ClaimKindCode }) {
  const { t } = useTranslation();
  if (claims.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (claims.isError) return <LoadError onRetry={() => void claims.refetch()} />;
  if (claims.data.length === 0) return <EmptyState icon={IconMessageReport} message={kind === 1 ? t('claims.emptyRequests') : t('claims.emptyClaims')} />;
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {claims.data.map((claim, index) => (
        <ClaimRow key={claim.event.key} claim={claim} first={index === 0} />
      ))}
    </Stack>
  );
}

/** One claim: its type, description, date and status. */
function ClaimRow({ claim: { event, description }, first }: { claim: ObjectClaim; first: boolean }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" py="sm" gap="sm" style={first ? undefined : SEPARATOR}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {String(event.title.params.type || t(event.title.key, event.title.params))}
        </Text>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        )}
        {event.recordedDate && (
          <Text size="xs" c="dimmed">
            {t('claims.recorded', { date: formatDate(event.recordedDate, 'dd.MM.yyyy') })}
          </Text>
        )}
      </Stack>
      <Badge color={STATUS_COLOR[event.status]} variant="dot" style={{ flexShrink: 0 }}>
        {t(`claims.status.${event.status}`)}
      </Badge>
    </Group>
  );
}

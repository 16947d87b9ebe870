import { Accordion, Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useInViewport, useMergedRef } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { objectsQueryOptions } from '../../api/queries/objects';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { formatEuro } from '../../i18n/currency';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { objectLabel } from '../../ui/objects';
import { ObjectDemandsCard } from './ObjectDemandsCard';
import { groupOpenDemands, totals } from './open-demands';
import { chosenDemands, currentFirst, remittanceText, toggleDemand, toggleGroup } from './selection';
import { SelectionBar } from './SelectionBar';
import { SelectionTransfer } from './SelectionTransfer';
import { authorityAccountQueryOptions, demandsQueryOptions, mandatesQueryOptions } from './queries';
import { PaymentOutcome } from '../../payment/PaymentOutcome';

const MANDATE_FUNCTION = 'ErteileSepaMandat';
// The form library comes with the dialog, once a resident opens it: not with the list.
const MandateDialog = lazy(() => import('./MandateDialog').then((m) => ({ default: m.MandateDialog })));

/**
 * /objects/{id}/demands: the open demands of ALL the owner's objects (the header's object selector
 * is disabled on this page), what is overdue, and how to pay each object's.
 */
/** The outcome of an online payment comes first: after paying the last demand the list is empty. */
export default function DemandsPage({ objectId = null }: { objectId?: number | null }) {
  return (
    <Stack gap="lg">
      <PaymentOutcome purpose="demand" />
      <PaymentOutcome purpose="demands" />
      <OpenDemands objectId={objectId} />
    </Stack>
  );
}

const groupKey = (objectId: number | null) => `object-${objectId ?? 'none'}`;

function OpenDemands({ objectId }: { objectId: number | null }) {
  const { t } = useTranslation();
  const gate = useGate();
  const demands = useQuery(demandsQueryOptions());
  const objects = useQuery(objectsQueryOptions());
  const account = useQuery({ ...authorityAccountQueryOptions(), enabled: gate.set('Bankverbindungen') !== undefined });
  const mandates = useQuery({ ...mandatesQueryOptions(), enabled: gate.set('SepaMandate') !== undefined });
  const mandateForm = useGeneratedForm(MANDATE_FUNCTION, gate.fn(MANDATE_FUNCTION) !== undefined);
  const [mandateFor, setMandateFor] = useState<number | null>(null);
  const [granted, setGranted] = useState(false);
  const now = useMemo(() => new Date(), []);
  // Only the current object's group is open at first: forty objects' lists at once are pages long.
  const [opened, setOpened] = useState<string[]>(() => [groupKey(objectId)]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  // The transfer block sits below all groups; while it is out of sight a bar shows the choice.
  const { ref: transferRef, inViewport: transferInView } = useInViewport<HTMLDivElement>();
  const transferBlock = useRef<HTMLDivElement | null>(null);
  // One stable ref for both: a new function each render would restart the observer every time.
  const transferRefs = useMergedRef(transferRef, transferBlock);

  if (demands.isError) return <LoadError onRetry={() => void demands.refetch()} />;
  if (demands.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  const groups = currentFirst(groupOpenDemands(demands.data, now), objectId);
  if (groups.length === 0) {
    return (
      <Card withBorder radius="md" padding="md">
        <EmptyState icon={IconCircleCheck} message={t('demands.empty')} />
      </Card>
    );
  }
  const sum = totals(groups);
  const objectOf = (id: number | null) => objects.data?.find((o) => o.ObjekteId === id);
  const labelOf = (id: number | null) => {
    const object = objectOf(id);
    return (object && objectLabel(object)) || t('demands.unknownObject');
  };
  const form = mandateForm.data ?? null;
  const chosen = chosenDemands(groups, selected);
  const remittance = remittanceText(chosen.demands, (id) => objectOf(id)?.Kassenzeichen ?? null);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" data-testid="demands-summary">
        <Text size="sm" c="dimmed">
          {t('demands.totalTitle')}
        </Text>
        <Text fz="xl" fw={700}>
          {formatEuro(sum.openCents / 100)}
        </Text>
        <Text size="sm">{t('demands.totalCount', { count: sum.count })}</Text>
        {sum.overdueCount > 0 && (
          <Text size="sm" c="red.9" fw={600}>
            {t('demands.overdueCount', { count: sum.overdueCount })}
          </Text>
        )}
      </Card>
      {granted && (
        <Alert color="green" variant="light" withCloseButton onClose={() => setGranted(false)} closeButtonLabel={t('common.close')}>
          {t('demands.mandateGranted')}
        </Alert>
      )}
      <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md" chevronPosition="right" chevron={<IconChevronDown size={16} aria-hidden="true" />}>
        {groups.map((group) => (
          <ObjectDemandsCard
            key={groupKey(group.objectId)}
            value={groupKey(group.objectId)}
            group={group}
            label={labelOf(group.objectId)}
            reference={objectOf(group.objectId)?.Kassenzeichen ?? null}
            mandate={mandates.data?.find((m) => m.Objekt?.ObjekteId === group.objectId) ?? null}
            onMandate={form && group.objectId !== null ? () => setMandateFor(group.objectId) : null}
            selected={selected}
            onToggleDemand={(id) => setSelected((s) => toggleDemand(id, s))}
            onToggleGroup={() => setSelected((s) => toggleGroup(group, s))}
            now={now}
          />
        ))}
      </Accordion>
      {chosen.demands.length > 0 && !transferInView && (
        <SelectionBar
          count={chosen.demands.length}
          cents={chosen.cents}
          onJump={() => {
            const block = transferBlock.current;
            block?.scrollIntoView({ block: 'start' });
            block?.focus({ preventScroll: true });
          }}
        />
      )}
      <div
        ref={transferRefs}
        tabIndex={-1}
        style={{ outline: 'none', scrollMarginTop: 'calc(64px + var(--mantine-spacing-md))' }}
      >
        <SelectionTransfer
          demands={chosen.demands}
          cents={chosen.cents}
          remittance={remittance}
          account={account.data ?? null}
          returnPath={`/objects/${objectId ?? groups[0]?.objectId ?? ''}/demands`}
        />
      </div>
      {form && mandateFor !== null && (
        <Suspense fallback={null}>
          <MandateDialog
            objectId={mandateFor}
            objectLabel={labelOf(mandateFor)}
            form={form}
            creditorId={account.data?.GlaeubigerId ?? null}
            onClose={() => setMandateFor(null)}
            onGranted={() => {
              setMandateFor(null);
              setGranted(true);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

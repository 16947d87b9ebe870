import { Accordion, Alert, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { objectsQueryOptions } from '../../api/queries/objects';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { LoadError } from '../../ui/LoadError';
import { objectLabel } from '../../ui/objects';
import { DemandsLoading, DemandsSummary, NoDemands, useTransferBlock } from './demands-parts';
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
  const transfer = useTransferBlock();

  if (demands.isError) return <LoadError onRetry={() => void demands.refetch()} />;
  if (demands.isPending) return <DemandsLoading />;
  const groups = currentFirst(groupOpenDemands(demands.data, now), objectId);
  if (groups.length === 0) return <NoDemands />;
  const objectOf = (id: number | null) => objects.data?.find((o) => o.ObjekteId === id);
  const labelOf = (id: number | null) => {
    const object = objectOf(id);
    return (object && objectLabel(object)) || t('demands.unknownObject');
  };
  const form = mandateForm.data ?? null;
  const chosen = chosenDemands(groups, selected);

  return (
    <Stack gap="lg">
      <DemandsSummary sum={totals(groups)} />
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
      {chosen.demands.length > 0 && !transfer.inViewport && (
        <SelectionBar count={chosen.demands.length} cents={chosen.cents} onJump={transfer.jump} />
      )}
      <div ref={transfer.ref} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 'calc(64px + var(--mantine-spacing-md))' }}>
        <SelectionTransfer
          demands={chosen.demands}
          cents={chosen.cents}
          remittance={remittanceText(chosen.demands, (id) => objectOf(id)?.Kassenzeichen ?? null)}
          account={account.data ?? null}
          returnPath={`/objects/${objectId ?? groups[0]?.objectId ?? ''}/demands`}
        />
      </div>
      {form && mandateFor !== null && (
        <MandateSlot
          {...{ form, mandateFor }}
          label={labelOf(mandateFor)}
          creditorId={account.data?.GlaeubigerId ?? null}
          onClose={() => setMandateFor(null)}
          onGranted={() => {
            setMandateFor(null);
            setGranted(true);
          }}
        />
      )}
    </Stack>
  );
}

interface MandateSlotProps {
  mandateFor: number;
  label: string;
  form: NonNullable<ReturnType<typeof useGeneratedForm>['data']>;
  creditorId: string | null;
  onClose(): void;
  onGranted(): void;
}

/** The SEPA mandate dialog for one object, loaded when first opened. */
function MandateSlot({ mandateFor, label, form, creditorId, onClose, onGranted }: MandateSlotProps) {
  return (
    <Suspense fallback={null}>
      <MandateDialog objectId={mandateFor} objectLabel={label} form={form} creditorId={creditorId} onClose={onClose} onGranted={onGranted} />
    </Suspense>
  );
}

/**
 * /objects/{id}/dump: the payment outcome (after a return from the payment page), the object's
 * quota per type, "Sperrmüll anmelden" and the object's bulky-waste orders with cancel and claim,
 * through the same dialogs and rules as the history (AllowsPlannedCancellation).
 */
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSofa } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { objectsQueryOptions } from '../../api/queries/objects';
import { useResidentContact } from '../../account/resident-contact';
import { objectActionCapabilities, soldOn } from '../../events/actions';
import { fromStueckgutAuftrag, type PortalEvent } from '../../events/events';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import type { ModulePageProps } from '../types';
import { canBook, type DumpOrder, dumpOrdersKey, dumpOrdersQueryOptions, dumpTypesQueryOptions, typeName } from './data';
import { amountText, paymentSummary } from './format';
import { OrderCard } from './OrderCard';
import { payOnline } from '../../payment/leave';
import { PaymentOutcome } from '../../payment/PaymentOutcome';
import { quotaState, unitKey } from './quota';
import { stepNumber, stepOfNumber, type Step } from './booking-rules';
import { objectLabel } from '../../ui/objects';

const BookingWizard = lazy(() => import('./BookingWizard'));

export interface ObjectDumpPageProps {
  objectId: number;
  phoneCountries: readonly string[];
  availableModules: readonly string[];
  onRetryEvents?(): void;
  /** Client-side navigation (the wizard's step is part of the address). */
  onNavigate: ModulePageProps['onNavigate'];
  /** The address's query: `?schritt=N` opens the wizard at step N. */
  search?: ModulePageProps['search'];
  /** The event history's cancel and claim dialogs (from the app). */
  EventDialogs?: ModulePageProps['EventDialogs'];
}

type Notice = 'dump.cancelled' | 'dump.claimCreated';

/** The address's parameter for the wizard's step (`?schritt=3`); absent: the list. */
export const STEP_PARAM = 'schritt';

export function ObjectDumpView({ objectId, phoneCountries, availableModules, onRetryEvents, onNavigate, search, EventDialogs }: ObjectDumpPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const gate = useGate();
  const prefill = useResidentContact(objectId);
  const orders = useQuery(dumpOrdersQueryOptions(objectId));
  const types = useQuery(dumpTypesQueryOptions());
  const objects = useQuery(objectsQueryOptions());
  const object = objects.data?.find((o) => o.ObjekteId === objectId);
  const sold = soldOn(object, new Date());
  const town = object?.Strasse?.Ort?.Ortsname ?? object?.Strasse?.Ort?.Name;
  const address = object ? [objectLabel(object), town].filter(Boolean).join(', ') : '';
  const step = stepOfNumber(search?.[STEP_PARAM]);
  const pagePath = `/objects/${objectId}/dump`;
  const showStep = useCallback(
    (next: Step, options?: { replace: boolean }) => onNavigate(`${pagePath}?${STEP_PARAM}=${stepNumber(next)}`, options),
    [onNavigate, pagePath],
  );
  const [cancelTarget, setCancelTarget] = useState<PortalEvent | null>(null);
  const [claimTarget, setClaimTarget] = useState<PortalEvent | null>(null);
  const [notice, setNotice] = useState<{ key: Notice; number?: number } | null>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const year = Number(formatDate(new Date(), 'yyyy'));

  const actionContext = useMemo(
    () => ({ capabilities: objectActionCapabilities(gate, sold), modules: availableModules }),
    [gate, sold, availableModules],
  );
  const rows = useMemo(() => {
    const list = (orders.data ?? []).map((order) => ({ order, event: fromStueckgutAuftrag(order, actionContext) }));
    // Coming pick-ups first, the next one on top; then the past ones, the latest on top.
    const open = (r: (typeof list)[number]) => r.event.status === 'recorded' || r.event.status === 'planned';
    const day = (r: (typeof list)[number]) => (r.order.IstDatum ?? r.order.SollDatum ?? r.event.lastDate)?.getTime() ?? 0;
    return list.sort((a, b) => Number(open(b)) - Number(open(a)) || (open(a) ? day(a) - day(b) : day(b) - day(a)));
  }, [orders.data, actionContext]);

  // A new or changed order shows in this list and in the history at once.
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dumpOrdersKey(objectId) });
    onRetryEvents?.();
  }, [queryClient, objectId, onRetryEvents]);

  // "Auftrag stornieren" of an unpaid order: the history's cancel dialog, answered true once the
  // order is cancelled and false when the dialog closed without it (the payment outcome then stays).
  const pendingCancel = useRef<((cancelled: boolean) => void) | null>(null);
  const settleCancel = (cancelled: boolean) => {
    pendingCancel.current?.(cancelled);
    pendingCancel.current = null;
  };
  const cancelUnpaid = (reference: number) =>
    new Promise<boolean>((resolve) => {
      const target = rows.find((r) => r.order.StueckgutAuftraegeId === reference)?.event;
      if (!target?.cancellable) return resolve(false);
      pendingCancel.current = resolve;
      setCancelTarget(target);
    });

  // An order still waiting for its payment can be paid from its card (the same payment as "Erneut bezahlen").
  const start = gate.fn('StarteZahlung');
  const payOrder =
    start && gate.fn('PruefeZahlung')
      ? (order: DumpOrder) =>
          payOnline(start, { purpose: 'dump', reference: order.StueckgutAuftraegeId, objectId, summary: paymentSummary(order), returnPath: `/objects/${objectId}/dump` })
      : undefined;

  const bookable = canBook(gate) && !sold;
  const booking = bookable && step !== null;
  const closeWizard = useCallback(() => {
    onNavigate(pagePath);
    setTimeout(() => bookButton.current?.focus(), 0);
  }, [onNavigate, pagePath]);

  const quotaTypes = (types.data ?? []).filter((type) => type.JahresKontingent !== null && type.JahresKontingent !== undefined);

  return (
    <Stack gap="lg">
      <PaymentOutcome purpose="dump" onCancelOrder={cancelUnpaid} />
      {booking ? (
        <Suspense fallback={<Loader role="status" aria-label={t('common.loading')} />}>
          <BookingWizard
            key={objectId}
            objectId={objectId}
            orders={orders.data ?? []}
            prefill={{ eMail: prefill.mail, telefon: prefill.phone }}
            phoneCountries={phoneCountries}
            address={address}
            step={step ?? 'type'}
            onStep={showStep}
            onBooked={refresh}
            onClose={closeWizard}
          />
        </Suspense>
      ) : (
        <>
          <div role="status">
            {notice && (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setNotice(null)}>
                {t(notice.key, { number: notice.number })}
              </Alert>
            )}
          </div>
          {quotaTypes.length > 0 && orders.data && (
            <section aria-labelledby="dump-quota-title">
              <Title order={2} size="h4" id="dump-quota-title" mb="xs">
                {t('dump.quota.title', { year })}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {quotaTypes.map((type) => {
                  const q = quotaState(orders.data, type, year);
                  return (
                    <Paper key={type.StueckgutAuftragsartenId} withBorder radius="md" p="sm" data-testid="dump-quota">
                      <Text fw={600}>{typeName(type)}</Text>
                      <Text size="sm">{t('dump.quota.left', { left: amountText(q.left ?? 0), total: amountText(q.total ?? 0), unit: t(unitKey(type)) })}</Text>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </section>
          )}
          {bookable && (
            <Group>
              <Button ref={bookButton} leftSection={<IconSofa size={18} aria-hidden="true" />} onClick={() => { setNotice(null); showStep('type'); }}>
                {t('dump.book')}
              </Button>
            </Group>
          )}
          <section aria-labelledby="dump-orders-title">
            <Title order={2} size="h4" id="dump-orders-title" mb="xs">
              {t('dump.ordersTitle')}
            </Title>
            {orders.isPending ? (
              <Text role="status">{t('dump.loading')}</Text>
            ) : orders.isError ? (
              <LoadError message={t('dump.loadError')} onRetry={() => void orders.refetch()} />
            ) : rows.length === 0 ? (
              <Paper withBorder radius="md" p="lg">
                <EmptyState icon={IconSofa} message={t('dump.empty')} />
              </Paper>
            ) : (
              <Stack gap="sm">
                {rows.map(({ order, event }) => (
                  <OrderCard key={event.key} order={order} event={event} onCancel={setCancelTarget} onClaim={setClaimTarget} onPay={payOrder} />
                ))}
              </Stack>
            )}
          </section>
        </>
      )}
      {EventDialogs && (
        <EventDialogs
          objectId={objectId}
          actionContext={actionContext}
          cancelTarget={cancelTarget}
          claimTarget={claimTarget}
          onCloseCancel={() => {
            setCancelTarget(null);
            settleCancel(false);
          }}
          onCloseClaim={() => setClaimTarget(null)}
          onCancelled={() => {
            settleCancel(true);
            setNotice({ key: 'dump.cancelled' });
            refresh();
          }}
          onClaimCreated={(claimId) => {
            setNotice({ key: 'dump.claimCreated', number: claimId });
            void queryClient.invalidateQueries({ queryKey: ['objects', objectId, 'claims'] });
          }}
        />
      )}
    </Stack>
  );
}

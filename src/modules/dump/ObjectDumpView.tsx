/**
 * /objects/{id}/dump: the payment outcome (after a return from the payment page), the object's
 * quota per type, "Sperrmüll anmelden" and the object's bulky-waste orders with cancel and claim,
 * through the same dialogs and rules as the history (AllowsPlannedCancellation).
 */
import { Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { useResidentContact } from '../../account/resident-contact';
import { objectActionCapabilities } from '../../events/actions';
import type { PortalEvent } from '../../events/events';
import type { ModulePageProps } from '../types';
import { canBook, dumpOrdersQueryOptions, dumpTypesQueryOptions } from './data';
import { payOrderWith, STEP_PARAM, useDumpObject, useRefreshOrders, useUnpaidCancel, useWizardInAddress } from './object-dump-hooks';
import { BookButton, NoticeRegion, OrdersSection, QuotaSection, useOrderRows, type Notice } from './object-dump-parts';
import { PaymentOutcome } from '../../payment/PaymentOutcome';
import { stepOfNumber } from './booking-rules';

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

export function ObjectDumpView({ objectId, phoneCountries, availableModules, onRetryEvents, onNavigate, search, EventDialogs }: ObjectDumpPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const gate = useGate();
  const prefill = useResidentContact(objectId);
  const orders = useQuery(dumpOrdersQueryOptions(objectId));
  const types = useQuery(dumpTypesQueryOptions());
  const { sold, address } = useDumpObject(objectId);
  const step = stepOfNumber(search?.[STEP_PARAM]);
  const [cancelTarget, setCancelTarget] = useState<PortalEvent | null>(null);
  const [claimTarget, setClaimTarget] = useState<PortalEvent | null>(null);
  const [notice, setNotice] = useState<{ key: Notice; number?: number } | null>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const { showStep, closeWizard } = useWizardInAddress(objectId, onNavigate, bookButton);

  const actionContext = useMemo(
    () => ({ capabilities: objectActionCapabilities(gate, sold), modules: availableModules }),
    [gate, sold, availableModules],
  );
  const rows = useOrderRows(orders.data, actionContext);
  const refresh = useRefreshOrders(objectId, onRetryEvents);
  const { cancelUnpaid, settleCancel } = useUnpaidCancel(rows, setCancelTarget);

  const bookable = canBook(gate) && !sold;
  const quotaTypes = (types.data ?? []).filter((type) => type.JahresKontingent !== null && type.JahresKontingent !== undefined);

  return (
    <Stack gap="lg">
      <PaymentOutcome purpose="dump" onCancelOrder={cancelUnpaid} />
      {bookable && step !== null ? (
        <Suspense fallback={<Loader role="status" aria-label={t('common.loading')} />}>
          <BookingWizard
            key={objectId}
            {...{ objectId, phoneCountries, address, step }}
            orders={orders.data ?? []}
            prefill={{ eMail: prefill.mail, telefon: prefill.phone }}
            onStep={showStep}
            onBooked={refresh}
            onClose={closeWizard}
          />
        </Suspense>
      ) : (
        <>
          <NoticeRegion notice={notice} onClose={() => setNotice(null)} />
          {quotaTypes.length > 0 && orders.data && <QuotaSection types={quotaTypes} orders={orders.data} />}
          {bookable && (
            <BookButton
              buttonRef={bookButton}
              onClick={() => {
                setNotice(null);
                showStep('type');
              }}
            />
          )}
          <OrdersSection orders={orders} rows={rows} onCancel={setCancelTarget} onClaim={setClaimTarget} onPay={payOrderWith(gate, objectId)} />
        </>
      )}
      {EventDialogs && (
        <EventDialogs
          {...{ objectId, actionContext, cancelTarget, claimTarget }}
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

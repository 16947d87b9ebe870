/**
 * The object's bulky-waste page's logic outside its view (ObjectDumpView.tsx): the object's
 * address, the wizard's step in the address, paying an unpaid order and cancelling it from the
 * payment outcome.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type RefObject } from 'react';
import type { useGate } from '../../api/capabilities';
import { objectsQueryOptions } from '../../api/queries/objects';
import { soldOn } from '../../events/actions';
import type { PortalEvent } from '../../events/events';
import { payOnline } from '../../payment/leave';
import { objectLabel } from '../../ui/objects';
import type { ModulePageProps } from '../types';
import { stepNumber, type Step } from './booking-rules';
import { dumpOrdersKey, type DumpOrder } from './data';
import { paymentSummary } from './format';
import type { OrderRow } from './object-dump-parts';

/** The address's parameter for the wizard's step (`?schritt=3`); absent: the list. */
export const STEP_PARAM = 'schritt';

/** Whether the object is sold, and its address ("Lindenweg 7, Musterstadt"). */
export function useDumpObject(objectId: number) {
  const objects = useQuery(objectsQueryOptions());
  const object = objects.data?.find((o) => o.ObjekteId === objectId);
  const town = object?.Strasse?.Ort?.Ortsname ?? object?.Strasse?.Ort?.Name;
  return { sold: soldOn(object, new Date()), address: object ? [objectLabel(object), town].filter(Boolean).join(', ') : '' };
}

/** Showing a step of the wizard puts it into the address; closing the wizard returns the focus to "Sperrmüll anmelden". */
export function useWizardInAddress(objectId: number, onNavigate: ModulePageProps['onNavigate'], bookButton: RefObject<HTMLButtonElement | null>) {
  const pagePath = `/objects/${objectId}/dump`;
  const showStep = useCallback(
    (next: Step, options?: { replace: boolean }) => onNavigate(`${pagePath}?${STEP_PARAM}=${stepNumber(next)}`, options),
    [onNavigate, pagePath],
  );
  const closeWizard = useCallback(() => {
    onNavigate(pagePath);
    setTimeout(() => bookButton.current?.focus(), 0);
  }, [onNavigate, pagePath, bookButton]);
  return { showStep, closeWizard };
}

/**
 * "Auftrag stornieren" of an unpaid order: the history's cancel dialog, answered true once the
 * order is cancelled and false when the dialog closed without it (the payment outcome then stays).
 */
export function useUnpaidCancel(rows: readonly OrderRow[], openCancel: (target: PortalEvent) => void) {
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
      openCancel(target);
    });
  return { cancelUnpaid, settleCancel };
}

/** An order still waiting for its payment can be paid from its card (the same payment as "Erneut bezahlen"). */
export function payOrderWith(gate: ReturnType<typeof useGate>, objectId: number) {
  const start = gate.fn('StarteZahlung');
  return start && gate.fn('PruefeZahlung')
    ? (order: DumpOrder) =>
        payOnline(start, { purpose: 'dump', reference: order.StueckgutAuftraegeId, objectId, summary: paymentSummary(order), returnPath: `/objects/${objectId}/dump` })
    : undefined;
}

/** A new or changed order shows in the page's list and in the history at once. */
export function useRefreshOrders(objectId: number, onRetryEvents: (() => void) | undefined) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dumpOrdersKey(objectId) });
    onRetryEvents?.();
  }, [queryClient, objectId, onRetryEvents]);
}

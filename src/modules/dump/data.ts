/**
 * What the bulky-waste module reads: the order types and their catalogue (public), the object's
 * orders with their items, and the dates the backend offers (StueckgutTermine). Every member is
 * asked of the capability gate and typed here by this module's view of it: an authority without
 * one regenerates a client without it, and the module then shows what it can.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate, type CapabilityGate } from '../../api/gate';
import type { PortalClient } from '../../api/portal-client';
import type { StueckgutAuftrag, StueckgutAuftragsart, StueckgutTermin } from '../../api/types';
import { parseDecimal } from '../../api/values';

type DumpClient = Pick<PortalClient, 'StueckgutAuftragsarten' | 'Stueckgueter' | 'StueckgutAuftraege' | 'StueckgutTermine' | 'LegeStueckgutAuftragAn'>;

export type DumpType = StueckgutAuftragsart;
/** A catalogue item: a row of Stueckgueter, which always has its key. */
export type DumpItem = Awaited<ReturnType<NonNullable<DumpClient['Stueckgueter']>['list']>>[number];
export type DumpOrder = StueckgutAuftrag;
export type OfferedDate = StueckgutTermin;
export type BookingParams = Parameters<NonNullable<DumpClient['LegeStueckgutAuftragAn']>>[0];
const client = () => gate().view<DumpClient>();

const ORDER_EXPAND = ['StueckgutAuftragsart', 'StueckgutAnzahlen/Stueckgut'] as const;

/** The object's bulky-waste orders; the key the app invalidates with the object's other lists. */
export const dumpOrdersKey = (objectId: number) => ['objects', objectId, 'dump'] as const;

export function dumpTypesQueryOptions() {
  return queryOptions<DumpType[]>({
    queryKey: ['dump', 'types'] as const,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => (await client().StueckgutAuftragsarten?.list({ signal })) ?? [],
  });
}

export function dumpCatalogueQueryOptions() {
  return queryOptions<DumpItem[]>({
    queryKey: ['dump', 'catalogue'] as const,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => (await client().Stueckgueter?.list({ $expand: ['StueckgutAuftragsart'], $orderby: 'Name asc', signal })) ?? [],
  });
}

export function dumpOrdersQueryOptions(objectId: number) {
  return queryOptions<DumpOrder[]>({
    queryKey: dumpOrdersKey(objectId),
    queryFn: async ({ signal }) =>
      (await client().StueckgutAuftraege?.list({ $filter: `Objekt/ObjekteId eq ${objectId}`, $expand: ORDER_EXPAND, signal })) ?? [],
  });
}

export function offeredDatesQueryOptions(objectId: number, typeId: number | null) {
  return queryOptions<OfferedDate[]>({
    queryKey: ['objects', objectId, 'dump', 'dates', typeId] as const,
    enabled: typeId !== null,
    // Places fill up while residents book: never older than a minute.
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await client().StueckgutTermine?.({ objekteId: objectId, stueckgutAuftragsartenId: typeId! }, { signal })) ?? [],
  });
}

export function submitBooking(params: BookingParams, idempotencyKey: string, signal?: AbortSignal): Promise<DumpOrder | null> {
  const call = client().LegeStueckgutAuftragAn;
  if (!call) return Promise.reject(new Error('LegeStueckgutAuftragAn'));
  return call(params, { signal, idempotencyKey, $expand: ORDER_EXPAND });
}

/** Whether this backend can take bookings (the function and its dates). */
export const canBook = (capabilities: CapabilityGate): boolean =>
  capabilities.fn('LegeStueckgutAuftragAn') !== undefined && capabilities.fn('StueckgutTermine') !== undefined;

export const typeName = (type: StueckgutAuftragsart | null | undefined): string => type?.NameInPortal?.trim() || type?.Name?.trim() || '';
/** Quantities and prices the module computes with: parsed by the wire's rule (api/values.ts). */
export const decimal = parseDecimal;

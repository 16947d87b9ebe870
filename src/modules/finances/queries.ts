/**
 * The bookings of an object's account (Buchungen) and its statement as PDF
 * (KontoauszugHerunterladen). Members beyond the stable PortalClient are optional.
 */
import { queryOptions } from '@tanstack/react-query';
import { fromBerlinDay } from '../../../codegen/runtime/dates';
import { gate } from '../../api/gate';
import type { PortalClient } from '../../api/portal-client';
import type { FileContent } from '../../ui/save-file';
import type { Booking } from './ledger';

type FinancesClient = Pick<PortalClient, 'Buchungen' | 'KontoauszugHerunterladen'>;
const client = () => gate().view<FinancesClient>();

export function bookingsQueryOptions(objectId: number) {
  return queryOptions<Booking[]>({
    queryKey: ['finances', 'bookings', objectId] as const,
    queryFn: async ({ signal }) => {
      const rows = (await client().Buchungen?.list({ $filter: `Objekt/ObjekteId eq ${objectId}`, $orderby: 'Buchungsdatum desc', signal })) ?? [];
      return rows.map((r) => ({ id: r.BuchungenId, date: r.Buchungsdatum, amount: r.Betrag, text: r.Buchungstext, reference: r.Kassenzeichen }));
    },
  });
}

/** `von`/`bis` as the form holds them (`yyyy-MM-dd`, Berlin calendar days). */
export async function downloadStatement(objectId: number, von: string, bis: string): Promise<FileContent | null> {
  return (await client().KontoauszugHerunterladen?.({ objekteId: objectId, von: fromBerlinDay(von), bis: fromBerlinDay(bis) })) ?? null;
}

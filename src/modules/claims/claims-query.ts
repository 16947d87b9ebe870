/**
 * The claims (kind 0) or requests (kind 1) of one object, newest first, as portal events so the
 * status text matches the event history.
 */
import { queryOptions } from '@tanstack/react-query';
import { emptyGate, gate } from '../../api/gate';
import type { ClaimKindCode } from './claim.form';
import type { ReklamationEntity } from '../../events/entities';
import { fromReklamation, type PortalEvent } from '../../events/events';
import { filter } from '../../../codegen/runtime/query';
import type { EntityKey } from '../../api/values';

/** Claims never offer cancel or claim actions: an empty context is exact, not a shortcut. */
const noActions = { capabilities: emptyGate, modules: [] as string[] };

export interface ObjectClaim {
  event: PortalEvent;
  description: string | null;
}

export const objectClaimsQueryKey = (objectId: number, kind: ClaimKindCode) => ['objects', objectId, 'claims', kind] as const;

export function objectClaimsQueryOptions(objectId: number, kind: ClaimKindCode) {
  return queryOptions<ObjectClaim[]>({
    queryKey: objectClaimsQueryKey(objectId, kind),
    queryFn: async ({ signal }) => {
      const claims = gate().set('Reklamationen');
      if (!claims) return [];
      const rows = (await claims.list({
        $filter: `Objekt/ObjekteId eq ${objectId} and ReklamationsArt/ReklamationOderAnfrage eq ${kind}`,
        $expand: ['ReklamationsArt', 'Objekt'],
        $orderby: 'ErfasstAmDatum desc',
        signal,
      })) as (ReklamationEntity & { Kurzbeschreibung?: string | null })[];
      return rows.map((row) => ({ event: fromReklamation(row, noActions), description: row.Kurzbeschreibung?.trim() || null }));
    },
  });
}

/** The claim the server just created, as the event the history shows (null if it is not readable). */
export async function loadClaimEvent(claimId: EntityKey, signal?: AbortSignal): Promise<PortalEvent | null> {
  const claims = gate().set('Reklamationen');
  if (!claims) return null;
  const rows = (await claims.list({
    $filter: filter.eq('ReklamationenId', claimId),
    $expand: ['ReklamationsArt', 'Objekt'],
    signal,
  })) as ReklamationEntity[];
  const row = rows[0];
  return row ? fromReklamation(row, noActions) : null;
}

/**
 * The event of one claim, fetched right after it was filed (SPEC.md section 4 "Claim dialog": a claim
 * event is added for the returned claim id). The server knows the new claim's type, name and status,
 * so the history shows what it stored instead of a guess from the form.
 */
import { api } from '../api/client';
import type { ActionContext } from './actions';
import { fromReklamation, type PortalEvent } from './events';

/** The claim's event, or null when the authority has no claims set or the row is not visible. */
export async function loadClaimEvent(claimId: number, ctx: ActionContext, signal?: AbortSignal): Promise<PortalEvent | null> {
  if (!api.Reklamationen) return null;
  const rows = await api.Reklamationen.list({ $filter: `ReklamationenId eq ${claimId}`, $expand: ['ReklamationsArt', 'Objekt'], signal });
  const row = rows[0];
  return row ? fromReklamation(row, ctx) : null;
}

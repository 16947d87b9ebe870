/**
 * The booking wizard's entries survive a reload, the browser's back button and a detour to another
 * page: kept per object with the forms' drafts (session storage, gone with the logout), so a booking
 * begun for one property never carries on for another. Cleared once the order exists or the
 * resident discards it.
 */
import { clearDraft, loadDraft, saveDraft } from '../../forms/drafts';
import type { BookingValues } from './booking-rules';

const draftId = (objectId: number) => `dump:${objectId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The object's kept entries; null when there are none (or they cannot be read any more). */
export function loadBookingDraft(objectId: number): BookingValues | null {
  const draft = loadDraft(draftId(objectId));
  if (!draft) return null;
  const { typeId, counts, other, date, contact } = draft.values;
  return {
    typeId: numberOrNull(typeId),
    counts: isRecord(counts) ? Object.fromEntries(Object.entries(counts).filter((e): e is [string, number] => typeof e[1] === 'number')) : {},
    other: typeof other === 'string' ? other : '',
    date: numberOrNull(date),
    contact: isRecord(contact) ? contact : {},
  };
}

export function saveBookingDraft(objectId: number, values: BookingValues): void {
  saveDraft(draftId(objectId), { values: { ...values }, files: [] });
}

export function clearBookingDraft(objectId: number): void {
  clearDraft(draftId(objectId));
}

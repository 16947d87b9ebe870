/**
 * Addresses of the calendar exports (reference backend: KalenderAbo, KalenderExport,
 * KalenderDruck; see server/routes/functions). They are plain GET URLs of the function's raw value
 * (`/$value`) so that a calendar app, a download link or a new tab can fetch them without the
 * portal's session: they carry the street's keys (town, street, house number) and the chosen
 * waste types, never an object, an owner or a token.
 */
import { encodeQuery, formatLiteral } from '../../../codegen/runtime/query';
import { API_BASE } from '../../api/transport';
import type { StreetRef } from './queries';

export interface ExportChoice {
  /** Waste type keys to include; null or every type means no filter. */
  wasteTypeIds: readonly number[] | null;
}

function street(ref: StreetRef, choice: ExportChoice) {
  return {
    orteId: String(ref.townId),
    strassenId: String(ref.streetId),
    hausNr: ref.houseNumber ? formatLiteral('Edm.String', ref.houseNumber) : undefined,
    abfallarten: choice.wasteTypeIds && choice.wasteTypeIds.length > 0 ? formatLiteral('Edm.String', [...choice.wasteTypeIds].sort((a, b) => a - b).join(',')) : undefined,
  };
}

const path = (fn: string, query: Record<string, string | undefined>) => `${API_BASE}/${fn}/$value?${encodeQuery(query)}`;

/** The subscription feed, as `https://` (or the page's own scheme) and `webcal://` for calendar apps. */
export function subscriptionUrls(ref: StreetRef, choice: ExportChoice & { reminder: boolean }, origin: string): { https: string; webcal: string } {
  const https = new URL(path('KalenderAbo', { ...street(ref, choice), erinnerung: choice.reminder ? 'true' : undefined }), origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** The year as an .ics file. */
export function downloadPath(ref: StreetRef, choice: ExportChoice, year: number): string {
  // Written as wall-clock literals: a Date would pass through the device's zone first.
  return path('KalenderExport', { ...street(ref, choice), von: `DateTime'${year}-01-01T00:00:00'`, bis: `DateTime'${year}-12-31T00:00:00'` });
}

/** The printable PDF of the year (two pages) or of one half-year. */
export function printPath(ref: StreetRef, choice: ExportChoice, year: number, half: 1 | 2 | null): string {
  return path('KalenderDruck', { ...street(ref, choice), jahr: String(year), halbjahr: half === null ? undefined : String(half) });
}

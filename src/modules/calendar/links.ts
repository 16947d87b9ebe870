/**
 * Addresses of the calendar exports (reference backend: KalenderAbo, KalenderExport,
 * KalenderDruck; see server/routes/functions). They are plain GET URLs of the function's raw value
 * (`/$value`) so that a calendar app, a download link or a new tab can fetch them without the
 * portal's session: they carry the street's keys (town, street, house number) and the chosen
 * waste types, never an object, an owner or a token.
 */
import { fromBerlinDay } from '../../../codegen/runtime/dates';
import { functionQuery, type FunctionSpec } from '../../../codegen/runtime/client';
import { encodeQuery } from '../../../codegen/runtime/query';
import { functionSpecs } from '../../../generated/client';
import type { ContractParams } from '../../api/portal-client';
import { API_BASE } from '../../api/transport';
import type { StreetRef } from './queries';

export interface ExportChoice {
  /** Waste type keys to include; null or every type means no filter. */
  wasteTypeIds: readonly number[] | null;
}

type ExportFunction = 'KalenderAbo' | 'KalenderExport' | 'KalenderDruck';

function street(ref: StreetRef, choice: ExportChoice) {
  return {
    orteId: ref.townId,
    strassenId: ref.streetId,
    hausNr: ref.houseNumber || undefined,
    abfallarten: choice.wasteTypeIds && choice.wasteTypeIds.length > 0 ? [...choice.wasteTypeIds].sort((a, b) => a - b).join(',') : undefined,
  };
}

/** This authority's spec of the function; an authority may lack it (the page offers no link then). */
const specs: Readonly<Partial<Record<string, FunctionSpec>>> = functionSpecs;

/** The function's raw value with the contract's parameters, as literals like a call's. */
function path<F extends ExportFunction>(fn: F, params: ContractParams<F>): string {
  const spec = specs[fn];
  if (!spec) throw new Error(`${fn} is not offered by this authority`);
  // Each export's parameters are an object (portal-client.ts); the generic type does not say so.
  return `${API_BASE}/${fn}/$value?${encodeQuery(functionQuery(spec, params as Record<string, unknown>))}`;
}

/** The subscription feed, as `https://` (or the page's own scheme) and `webcal://` for calendar apps. */
export function subscriptionUrls(ref: StreetRef, choice: ExportChoice & { reminder: boolean }, origin: string): { https: string; webcal: string } {
  const https = new URL(path('KalenderAbo', { ...street(ref, choice), erinnerung: choice.reminder ? true : undefined }), origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** The year as an .ics file. */
export function downloadPath(ref: StreetRef, choice: ExportChoice, year: number): string {
  // Midnight in Berlin: the literal carries the authority's wall clock, not the device's zone.
  return path('KalenderExport', { ...street(ref, choice), von: fromBerlinDay(`${year}-01-01`), bis: fromBerlinDay(`${year}-12-31`) });
}

/** The printable PDF of the year (two pages) or of one half-year. */
export function printPath(ref: StreetRef, choice: ExportChoice, year: number, half: 1 | 2 | null): string {
  return path('KalenderDruck', { ...street(ref, choice), jahr: year, halbjahr: half ?? undefined });
}

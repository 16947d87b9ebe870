/**
 * What every calendar export reads from its request: the street (town and street keys only; the
 * exports are public and carry no object, owner or session) and the chosen waste types.
 */
import type { FunctionContext } from '../routes/functions/types';
import { reqInt, str } from '../routes/functions/params';
import { notFound } from '../errors';
import { parseWasteTypes, streetCollections, streetName } from './collections';
import { buildIcs } from './ics';

export interface CalendarScope {
  townId: number;
  streetId: number;
  wasteTypes: ReadonlySet<number> | null;
  /** "Ahornweg 12, 35411 Lindenau": names the calendar and every event's location. */
  place: string;
  /** Latin letters, digits and dashes only: a file name every system accepts. */
  slug: string;
}

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function calendarScope(ctx: FunctionContext): CalendarScope {
  const townId = reqInt(ctx.params, 'orteId');
  const streetId = reqInt(ctx.params, 'strassenId');
  const names = streetName(ctx.db, townId, streetId);
  if (!names) throw notFound('Diese Straße gibt es nicht.');
  const houseNumber = str(ctx.params, 'hausNr')?.trim() || null;
  const street = houseNumber ? `${names.street} ${houseNumber}` : names.street;
  const town = [names.postcode, names.town].filter(Boolean).join(' ');
  return {
    townId,
    streetId,
    wasteTypes: parseWasteTypes(str(ctx.params, 'abfallarten')),
    place: town ? `${street}, ${town}` : street,
    slug: slugOf(street),
  };
}

/** The scope's collections from..to as iCalendar text: one shape for the download and the subscription. */
export function streetIcs(ctx: FunctionContext, scope: CalendarScope, range: { from: number; to: number }, refreshSeconds?: number): string {
  return buildIcs({
    streetId: scope.streetId,
    name: `Abfuhrkalender ${scope.place}`,
    location: scope.place,
    collections: streetCollections(ctx.db, { ...scope, ...range }),
    now: ctx.now,
    reminder: ctx.params.erinnerung === true,
    refreshSeconds,
  });
}

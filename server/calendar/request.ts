/**
 * What every calendar export reads from its request: the street (town and street keys only; the
 * exports are public and carry no object, owner or session) and the chosen waste types.
 */
import type { FunctionContext } from '../function-contract';
import { reqInt, str } from '../function-params';
import { badRequest, notFound } from '../errors';
import { HIDDEN_CHARACTERS } from '../plain-text';
import { parseWasteTypes, streetCollections, streetName } from './collections';
import { calendarVersion } from './data-version';
import { renderIcs } from './render-pool';

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

/**
 * Text parameters end up in the calendar's name, every event's location and the PDF's heading: a
 * line break or other control character has no place there (in iCalendar it would start a
 * property of its own; U+2028 breaks the line in calendar apps), an invisible or direction-changing
 * character would make the printed address read differently from what it is, and neither can be
 * printed with the PDF's font. So they are refused rather than silently changed.
 */
function assertPlainText(ctx: FunctionContext): void {
  for (const [name, value] of Object.entries(ctx.params)) {
    if (typeof value === 'string' && HIDDEN_CHARACTERS.test(value)) {
      throw badRequest(`Parameter ${name}: Steuer- und unsichtbare Formatzeichen (z. B. Zeilenumbrüche) sind nicht erlaubt.`);
    }
  }
}

export function calendarScope(ctx: FunctionContext): CalendarScope {
  assertPlainText(ctx);
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

/**
 * The scope's collections from..to as iCalendar text: one shape for the download and the
 * subscription. The collections are read here, the text is written by a render worker.
 */
export function streetIcs(ctx: FunctionContext, scope: CalendarScope, range: { from: number; to: number }, refreshSeconds?: number): Promise<string> {
  return renderIcs(ctx.config.calendar.workers, {
    streetId: scope.streetId,
    name: `Abfuhrkalender ${scope.place}`,
    location: scope.place,
    collections: streetCollections(ctx.db, { ...scope, ...range }),
    // Not the request's clock: the same data gives the same text (one ETag, no event looking changed).
    now: calendarVersion(ctx.db).changedMs,
    reminder: ctx.params.erinnerung === true,
    refreshSeconds,
  });
}

/**
 * KalenderExport(orteId, strassenId, von, bis, erinnerung?, hausNr?, abfallarten?): the street's
 * collection dates in the range as iCalendar text (RFC 5545, calendar/ics.ts). The JSON answer
 * carries it as the function's string value; `KalenderExport/$value` is the .ics file itself
 * (`text/calendar`, as an attachment), which the portal's "Herunterladen (.ics)" links to.
 */
import { calendarScope, streetIcs } from '../../calendar/request';
import { reqInt } from './params';
import { valueResult, type FunctionHandler } from './types';

export const ICS_TYPE = 'text/calendar; charset=utf-8';

export const KalenderExport: FunctionHandler = {
  auth: 'public',
  publicCache: {},
  async run(ctx) {
    const scope = calendarScope(ctx);
    const from = reqInt(ctx.params, 'von');
    const to = reqInt(ctx.params, 'bis');
    const ics = await streetIcs(ctx, scope, { from, to });
    const year = new Date(from).getUTCFullYear();
    return { ...valueResult(ctx, ics), media: { contentType: ICS_TYPE, content: ics, filename: `abfuhrkalender-${scope.slug}-${year}.ics` } };
  },
};

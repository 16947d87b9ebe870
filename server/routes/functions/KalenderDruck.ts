/**
 * KalenderDruck(orteId, strassenId, jahr, halbjahr?, hausNr?, abfallarten?): the printable
 * collection calendar (calendar/pdf.ts) as a PDF. The JSON answer carries it base64-encoded
 * (Edm.Binary); `KalenderDruck/$value` is the file, which the portal's "Drucken / PDF" links to.
 */
import { streetCollections } from '../../calendar/collections';
import { calendarVersion } from '../../calendar/data-version';
import { renderPdf } from '../../calendar/render-pool';
import { calendarScope } from '../../calendar/request';
import { badRequest } from '../../errors';
import { holidays } from '../../seed/holidays';
import { toWireMs } from '../../time';
import { int, reqInt } from './params';
import { valueResult, type FunctionHandler } from './types';

export const KalenderDruck: FunctionHandler = {
  auth: 'public',
  publicCache: {},
  async run(ctx) {
    const scope = calendarScope(ctx);
    const year = reqInt(ctx.params, 'jahr');
    const half = int(ctx.params, 'halbjahr');
    if (year < 2000 || year > 2100) throw badRequest('Parameter jahr: ein Jahr zwischen 2000 und 2100 erwartet.');
    if (half !== null && half !== 1 && half !== 2) throw badRequest('Parameter halbjahr: 1 oder 2 erwartet.');
    const collections = streetCollections(ctx.db, { ...scope, from: Date.UTC(year, 0, 1), to: Date.UTC(year, 11, 31) });
    // Drawn by a render worker, off the event loop (calendar/render-pool.ts). "Stand" is the day
    // the calendar data last changed: the same data prints the same PDF.
    const pdf = await renderPdf(ctx.config.calendar.workers, {
      year,
      half,
      place: scope.place,
      collections,
      today: toWireMs(calendarVersion(ctx.db).changedMs),
      brand: ctx.config.brand,
      holidays: holidays(year),
    });
    const suffix = half ? `-${half}-halbjahr` : '';
    return {
      ...valueResult(ctx, Buffer.from(pdf).toString('base64')),
      media: { contentType: 'application/pdf', content: pdf, filename: `abfuhrkalender-${scope.slug}-${year}${suffix}.pdf` },
    };
  },
};

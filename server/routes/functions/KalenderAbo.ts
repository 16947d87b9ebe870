/**
 * KalenderAbo(orteId, strassenId, hausNr?, abfallarten?, erinnerung?): the subscription feed that
 * calendar apps poll (`webcal://…/api/KalenderAbo/$value?…`). Its URL holds no dates, so it never
 * goes stale: each poll answers this year's and next year's collections (what the authority has
 * planned), counted from today in Berlin. Public, no session: the URL names a street, never a person.
 */
import { calendarScope, streetIcs } from '../../calendar/request';
import { berlinYear } from '../../time';
import { ICS_TYPE } from './KalenderExport';
import { valueResult, type FunctionContext, type FunctionHandler } from './types';

/** Calendar apps are asked to poll once a day: shifted dates reach them the next morning. */
const REFRESH_SECONDS = 24 * 3600;

const thisYear = (ctx: FunctionContext): number => berlinYear(ctx.now);
/** New Year's midnight in Berlin (always CET, UTC+1) as a real instant. */
const newYear = (year: number): number => Date.UTC(year, 0, 1) - 3_600_000;

export const KalenderAbo: FunctionHandler = {
  auth: 'public',
  // A new year makes it another answer (it covers this year and next): part of the cache key.
  publicCache: { period: (ctx) => ({ key: String(thisYear(ctx)), sinceMs: newYear(thisYear(ctx)) }) },
  async run(ctx) {
    const scope = calendarScope(ctx);
    const year = thisYear(ctx);
    const ics = await streetIcs(ctx, scope, { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 11, 31) }, REFRESH_SECONDS);
    return { ...valueResult(ctx, ics), media: { contentType: ICS_TYPE, content: ics } };
  },
};

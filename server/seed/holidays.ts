/**
 * Public holidays of the demo district and the rule that moves collections around them.
 *
 * The fictitious district lies in Hessen (its towns have 354xx postcodes), so its holidays are
 * Hessen's: the nationwide ones plus Fronleichnam. `feiertagejs` computes them (Easter and the
 * days that hang on it), with their German names.
 *
 * The rule, as the start page's info text and the wiki article "Abfuhr nach Feiertagen" state it:
 * from a public holiday on a working day on, every collection of that week moves one day later
 * (Friday's to Saturday); two holidays in one week move it two days. A day it lands on that is a
 * Sunday or itself a holiday is skipped as well. A stop with a fixed weekday, time and place (the
 * Schadstoffmobil) moves only when it falls on a holiday itself, by a week (`shiftStop`).
 */
import { getHolidays } from 'feiertagejs';
import { DAY, day } from './random';
import { germanDay } from '../time';

/** The Federal State whose holidays the district observes. */
export const HOLIDAY_REGION = 'HE';

const cache = new Map<number, ReadonlyMap<number, string>>();

/** Wire midnight of each public holiday of `year` -> its German name ("1. Weihnachtstag"). */
export function holidays(year: number): ReadonlyMap<number, string> {
  let table = cache.get(year);
  if (!table) {
    table = new Map(
      getHolidays(year, HOLIDAY_REGION).map((h) => {
        const [y, m, d] = h.dateString.split('-').map(Number) as [number, number, number];
        return [day(y, m, d), h.translate('de') ?? h.name] as const;
      }),
    );
    cache.set(year, table);
  }
  return table;
}

export interface ShiftedDate {
  termin: number;
  shifted: boolean;
  hinweis: string | null;
}

const isHoliday = (t: number): string | undefined => holidays(new Date(t).getUTCFullYear()).get(t);

/** Where a collection planned on `planned` (wire midnight) takes place under the holiday rule. */
export function shiftForHolidays(planned: number): ShiftedDate {
  const weekday = new Date(planned).getUTCDay();
  // Only working days are shifted; the week runs Monday to the planned day.
  if (weekday === 0) return { termin: planned, shifted: false, hinweis: null };
  const monday = planned - (weekday - 1) * DAY;
  const before: [number, string][] = [];
  for (let t = monday; t <= planned; t += DAY) {
    const name = isHoliday(t);
    if (name) before.push([t, name]);
  }
  if (before.length === 0) return { termin: planned, shifted: false, hinweis: null };
  let t = planned + before.length * DAY;
  while (new Date(t).getUTCDay() === 0 || isHoliday(t)) t += DAY;
  const [cause, name] = before[before.length - 1]!;
  return { termin: t, shifted: true, hinweis: `Verschoben wegen ${name} (${germanDay(cause, 'dd.MM.')})` };
}

/**
 * Where a stop with a fixed weekday, time and place (the Schadstoffmobil's Saturday) takes place:
 * the holiday rule of the rounds does not move it, since it is no round that a holiday earlier in
 * the week delays. Only a stop on a holiday itself moves, by whole weeks, so it keeps its weekday.
 */
export function shiftStop(planned: number): ShiftedDate {
  const name = isHoliday(planned);
  if (!name) return { termin: planned, shifted: false, hinweis: null };
  let t = planned + 7 * DAY;
  while (isHoliday(t)) t += 7 * DAY;
  return { termin: t, shifted: true, hinweis: `Verschoben wegen ${name} (${germanDay(planned, 'dd.MM.')})` };
}

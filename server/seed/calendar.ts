/**
 * Collection calendar for the current and the next calendar year (counted from the seeding day):
 * Restmüll/Bioabfall every 2 weeks (alternating), Papier/Gelbe Tonne every 4 weeks, a few
 * Schadstoffmobil stops per town. Each regular series runs through both years without a break at
 * New Year (a series is one rhythm, not one per year); around public holidays a date moves by the
 * rule in holidays.ts, and the dates after it keep their rhythm. The Schadstoffmobil is a stop with
 * a time and a place rather than a round: it keeps its Saturday unless that day is a holiday.
 */
import type { SeedContext } from './context';
import type { StreetSeed, TariffSeed } from './catalogues';
import { WASTE } from './catalogues';
import { shiftForHolidays, shiftStop, type ShiftedDate } from './holidays';
import { DAY, day } from './random';

export interface CalendarEntry {
  id: number;
  streetId: number;
  tariffId: number;
  termin: number;
}

/** When and where the Schadstoffmobil stops in each town; every one of its dates says so. */
export const SCHADSTOFFMOBIL_STOP = '9 bis 12 Uhr am Dorfgemeinschaftshaus';
const SCHADSTOFFMOBIL_WASTE = 6;

function firstWeekday(year: number, weekday: number): number {
  let t = day(year, 1, 1);
  while (new Date(t).getUTCDay() !== weekday) t += DAY;
  return t;
}

/** The planned days of a regular series from `start` to `end`, `everyWeeks` apart. */
function series(start: number, end: number, everyWeeks: number): number[] {
  const list: number[] = [];
  for (let t = start; t <= end; t += everyWeeks * 7 * DAY) list.push(t);
  return list;
}

/** The Schadstoffmobil's planned stops of one year in a town: a Saturday in March, May, September and November. */
function mobileStops(year: number, ortId: number): number[] {
  return [3, 5, 9, 11].map((m) => {
    let t = day(year, m, 8 + ortId);
    while (new Date(t).getUTCDay() !== 6) t += DAY;
    return t;
  });
}

const mobileHint = (shifted: ShiftedDate): string => `Schadstoffmobil: ${SCHADSTOFFMOBIL_STOP}${shifted.hinweis ? `. ${shifted.hinweis}` : ''}`;

export function seedCalendar(ctx: SeedContext, streets: StreetSeed[], tariffs: TariffSeed[]): CalendarEntry[] {
  const years = [ctx.year, ctx.year + 1] as const;
  const end = day(years[1], 12, 31);
  // Each street's dates by waste type, across both years, as they take place.
  const byStreet = new Map<number, Map<number, ShiftedDate[]>>();
  for (const street of streets) {
    const start = firstWeekday(years[0], (street.id % 5) + 1);
    const dates = new Map<number, ShiftedDate[]>();
    for (const w of WASTE) {
      if (w.every === 0) continue;
      const offset = w.every === 2 ? (street.id + (w.bio ? 1 : 0)) % 2 : (street.id + (w.code === 'LVP' ? 2 : 0)) % 4;
      dates.set(w.id, series(start + offset * 7 * DAY, end, w.every).map(shiftForHolidays));
    }
    dates.set(SCHADSTOFFMOBIL_WASTE, years.flatMap((y) => mobileStops(y, street.ortId)).map(shiftStop));
    byStreet.set(street.id, dates);
  }
  // A date belongs to the plan of the year it takes place in (one moved past the last New Year stays in the last).
  const planYear = (termin: number): number => Math.min(new Date(termin).getUTCFullYear(), years[1]);

  const entries: CalendarEntry[] = [];
  let planId = 0;
  let terminId = 0;
  for (const year of years) {
    const plans = new Map<number, number>();
    for (const t of tariffs) {
      plans.set(t.id, ++planId);
      ctx.insert('Abfuhrplaene', { AbfuhrplaeneId: planId, Jahr: year, GefaesstarifArt: t.id });
    }
    for (const street of streets) {
      const dates = byStreet.get(street.id)!;
      for (const t of tariffs) {
        for (const shifted of dates.get(t.wasteId) ?? []) {
          if (planYear(shifted.termin) !== year) continue;
          terminId++;
          ctx.insert('Abfuhrtermine', {
            AbfuhrtermineId: terminId,
            Termin: shifted.termin,
            IstVerschoben: shifted.shifted,
            Hinweis: t.wasteId === SCHADSTOFFMOBIL_WASTE ? mobileHint(shifted) : shifted.hinweis,
            Abfuhrplan: plans.get(t.id),
            Strasse: street.id,
          });
          entries.push({ id: terminId, streetId: street.id, tariffId: t.id, termin: shifted.termin });
        }
      }
    }
  }
  return entries;
}

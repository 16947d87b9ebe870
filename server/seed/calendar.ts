/**
 * Collection calendar for the current and the next calendar year (counted from the seeding day):
 * Restmüll/Bioabfall every 2 weeks (alternating), Papier/Gelbe Tonne every 4 weeks, a few
 * Schadstoffmobil dates per town; around public holidays the dates move by the rule in holidays.ts.
 */
import type { SeedContext } from './context';
import type { StreetSeed, TariffSeed } from './catalogues';
import { WASTE } from './catalogues';
import { shiftForHolidays } from './holidays';
import { DAY, day } from './random';

export interface CalendarEntry {
  id: number;
  streetId: number;
  tariffId: number;
  termin: number;
}

function firstWeekday(year: number, weekday: number): number {
  let t = day(year, 1, 1);
  while (new Date(t).getUTCDay() !== weekday) t += DAY;
  return t;
}

export function seedCalendar(ctx: SeedContext, streets: StreetSeed[], tariffs: TariffSeed[]): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  let planId = 0;
  let terminId = 0;
  for (const year of [ctx.year, ctx.year + 1]) {
    const plans = new Map<number, number>();
    for (const t of tariffs) {
      plans.set(t.id, ++planId);
      ctx.insert('Abfuhrplaene', { AbfuhrplaeneId: planId, Jahr: year, GefaesstarifArt: t.id });
    }
    for (const street of streets) {
      const weekday = (street.id % 5) + 1;
      const start = firstWeekday(year, weekday);
      const end = day(year, 12, 31);
      const dates = new Map<number, number[]>();
      for (const w of WASTE) {
        if (w.every === 0) continue;
        const offset = w.every === 2 ? (street.id + (w.bio ? 1 : 0)) % 2 : (street.id + (w.code === 'LVP' ? 2 : 0)) % 4;
        const list: number[] = [];
        for (let t = start + offset * 7 * DAY; t <= end; t += w.every * 7 * DAY) list.push(t);
        dates.set(w.id, list);
      }
      // Schadstoffmobil: one Saturday in March, May, September and November per town.
      dates.set(
        6,
        [3, 5, 9, 11].map((m) => {
          let t = day(year, m, 8 + street.ortId);
          while (new Date(t).getUTCDay() !== 6) t += DAY;
          return t;
        }),
      );
      for (const t of tariffs) {
        for (const planned of dates.get(t.wasteId) ?? []) {
          const shifted = shiftForHolidays(planned);
          terminId++;
          ctx.insert('Abfuhrtermine', {
            AbfuhrtermineId: terminId,
            Termin: shifted.termin,
            IstVerschoben: shifted.shifted,
            Hinweis: t.wasteId === 6 ? `Schadstoffmobil: ${shifted.hinweis ?? '9 bis 12 Uhr am Dorfgemeinschaftshaus'}` : shifted.hinweis,
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

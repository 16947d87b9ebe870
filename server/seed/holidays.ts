/**
 * German public holidays (nationwide plus Fronleichnam, which the fictitious district observes)
 * and the rule for shifting a collection: to the next working day (Mon–Sat) that is no holiday.
 */
import { DAY, day } from './random';
import { germanDay } from '../time';

function easterSunday(year: number): number {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

export function holidays(year: number): Map<number, string> {
  const easter = easterSunday(year);
  return new Map<number, string>([
    [day(year, 1, 1), 'Neujahr'],
    [easter - 2 * DAY, 'Karfreitag'],
    [easter + DAY, 'Ostermontag'],
    [day(year, 5, 1), 'Tag der Arbeit'],
    [easter + 39 * DAY, 'Christi Himmelfahrt'],
    [easter + 50 * DAY, 'Pfingstmontag'],
    [easter + 60 * DAY, 'Fronleichnam'],
    [day(year, 10, 3), 'Tag der Deutschen Einheit'],
    [day(year, 12, 25), '1. Weihnachtstag'],
    [day(year, 12, 26), '2. Weihnachtstag'],
  ]);
}

export interface ShiftedDate {
  termin: number;
  shifted: boolean;
  hinweis: string | null;
}


export function shiftForHolidays(planned: number, table: (year: number) => Map<number, string>): ShiftedDate {
  const name = table(new Date(planned).getUTCFullYear()).get(planned);
  if (!name) return { termin: planned, shifted: false, hinweis: null };
  let t = planned + DAY;
  while (new Date(t).getUTCDay() === 0 || table(new Date(t).getUTCFullYear()).has(t)) t += DAY;
  return { termin: t, shifted: true, hinweis: `Verschoben wegen ${name} (${germanDay(planned, 'dd.MM.')})` };
}

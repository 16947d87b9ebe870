/**
 * The day a seeded bulky-waste order is picked up: one the booking would have offered, i.e. a
 * weekday of the type (`Terminvorgaben`, the street's own one where the type names several) and
 * no public holiday. The demo data then tells the same story as the booking form.
 */
import { parseDateRules, streetWeekdays } from '../dump/schedule';
import { DUMP_DATE_RULES } from './catalogues';
import { holidays } from './holidays';
import { DAY } from './random';

/**
 * The nearest allowed day to `planned`: later for a pick-up still ahead (so the lead time the
 * order was booked with stays), earlier for one in the past (so it stays in the past).
 */
export function pickUpDay(typeId: number, streetId: number | null, planned: number, today: number): number {
  const weekdays = streetWeekdays(parseDateRules(DUMP_DATE_RULES[typeId] ?? null), streetId);
  const step = planned > today ? DAY : -DAY;
  let t = planned;
  while (!weekdays.includes(new Date(t).getUTCDay()) || holidays(new Date(t).getUTCFullYear()).has(t)) t += step;
  return t;
}

/**
 * When a bulky-waste type is picked up (its `Terminvorgaben`) and which dates the backend offers
 * an object's street. The reference backend reads `Terminvorgaben` as `key=value` pairs, e.g.
 * `Vorlauf=7;Tage=Di,Do;Kapazitaet=3;Wochen=6`:
 * - Vorlauf: days between booking and the earliest pick-up (default 2);
 * - Tage: the weekdays the type is collected; each street has one of them (its district's day);
 *   without Tage every working day Monday to Friday is offered;
 * - Kapazitaet: pick-ups of this type per day (default 10);
 * - Wochen: how far ahead dates are offered (default 6).
 * Public holidays are never offered. A text without these keys (an authority's prose) falls back to
 * the defaults, so every backend still gets dates.
 */
import type { Db } from '../db';
import { holidays } from '../seed/holidays';
import { STATUS } from '../work-status';

const DAY = 86_400_000;
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

export interface DateRules {
  leadDays: number;
  /** getUTCDay() numbers (0 Sunday). */
  weekdays: number[];
  /** Whether the street narrows the weekdays down to one. */
  perStreet: boolean;
  capacity: number;
  weeks: number;
}

export function parseDateRules(text: string | null): DateRules {
  const pairs = new Map<string, string>();
  for (const part of (text ?? '').split(';')) {
    const m = /^\s*([A-Za-zä]+)\s*=\s*(.+?)\s*$/.exec(part);
    if (m) pairs.set(m[1]!.toLowerCase(), m[2]!);
  }
  const num = (key: string, fallback: number, min: number, max: number): number => {
    const n = Number(pairs.get(key));
    return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  };
  const days = (pairs.get('tage') ?? '')
    .split(',')
    .map((d) => WEEKDAYS.indexOf(d.trim().slice(0, 2)))
    .filter((d) => d >= 0);
  return {
    leadDays: num('vorlauf', 2, 0, 365),
    weekdays: days.length > 0 ? [...new Set(days)].sort() : [1, 2, 3, 4, 5],
    perStreet: days.length > 0,
    capacity: num('kapazitaet', 10, 1, 10_000),
    weeks: num('wochen', 6, 1, 52),
  };
}

export interface OfferedDate {
  /** Wire midnight of the day. */
  day: number;
  capacity: number;
  free: number;
}

/** The weekdays a street is collected on under these rules (its district's day, by street id). */
export function streetWeekdays(rules: DateRules, streetId: number | null): number[] {
  if (!rules.perStreet || streetId === null) return rules.weekdays;
  return [rules.weekdays[streetId % rules.weekdays.length]!];
}

/** Dates offered for a type and street from `today` (wire midnight) on, with the places left. */
export function offeredDates(db: Db, typeId: number, rules: DateRules, streetId: number | null, today: number): OfferedDate[] {
  const weekdays = streetWeekdays(rules, streetId);
  const first = today + rules.leadDays * DAY;
  const last = today + rules.weeks * 7 * DAY;
  const booked = db
    .prepare(
      `SELECT "SollDatum" AS day, COUNT(*) AS n FROM "StueckgutAuftraege"
       WHERE "StueckgutAuftragsart__fk" = ? AND "Status" <> ? AND "SollDatum" >= ? AND "SollDatum" <= ? GROUP BY "SollDatum"`,
    )
    .all(typeId, STATUS.canceled, first, last) as { day: number; n: number }[];
  const taken = new Map(booked.map((b) => [b.day, b.n]));
  const closed = new Set<number>();
  for (let y = new Date(first).getUTCFullYear(); y <= new Date(last).getUTCFullYear(); y++) for (const d of holidays(y).keys()) closed.add(d);
  const out: OfferedDate[] = [];
  for (let day = first; day <= last; day += DAY) {
    if (!weekdays.includes(new Date(day).getUTCDay()) || closed.has(day)) continue;
    out.push({ day, capacity: rules.capacity, free: Math.max(0, rules.capacity - (taken.get(day) ?? 0)) });
  }
  return out;
}

/** The street of an object (its collection district decides the day). */
export function streetOf(db: Db, objectId: number): number | null {
  const row = db.prepare(`SELECT "Strasse__fk" AS s FROM "Objekte" WHERE "ObjekteId" = ?`).get(objectId) as { s: number | null } | undefined;
  return row?.s ?? null;
}

/**
 * Run-time evaluation of `portal:Default` values: date tokens are resolved when
 * a form opens, in the Berlin calendar, so a form opened on 31 December says "this year" correctly.
 */
import { addDays, addMonths, addYears, endOfMonth, endOfYear, startOfMonth, startOfYear } from 'date-fns';
import { toBerlinDay } from './dates';

export type DateDefaultToken = 'CurrentDate' | 'StartOfYear' | 'EndOfYear' | 'StartOfMonth' | 'EndOfMonth';

export type DefaultSpec =
  | { kind: 'literal'; value: string }
  | { kind: 'date'; token: string; years: number; months: number; days: number };

const TOKENS = new Set<string>(['CurrentDate', 'StartOfYear', 'EndOfYear', 'StartOfMonth', 'EndOfMonth']);

/** Parses `EndOfMonth;Months=2` (or a literal) into a spec. */
export function parseDefault(text: string): DefaultSpec {
  const [head = '', ...offsets] = text.split(';').map((part) => part.trim());
  if (!TOKENS.has(head)) return { kind: 'literal', value: text };
  const spec = { kind: 'date' as const, token: head, years: 0, months: 0, days: 0 };
  for (const offset of offsets) {
    const [key, value] = offset.split('=');
    const n = Number(value);
    if (!Number.isInteger(n)) continue;
    if (key === 'Years') spec.years = n;
    else if (key === 'Months') spec.months = n;
    else if (key === 'Days') spec.days = n;
  }
  return spec;
}

/**
 * The value a field starts with: a literal as given, a date token as the Berlin calendar day
 * `yyyy-MM-dd` (the value format of date fields). Years and months move the reference day before
 * the start/end is taken (`EndOfMonth;Months=2` is the last day of the month after next), days after.
 */
export function resolveDefault(value: DefaultSpec | string, now: Date): string {
  const spec = typeof value === 'string' ? parseDefault(value) : value;
  if (spec.kind === 'literal') return spec.value;
  // Work on the Berlin calendar day as a plain UTC-free local date (only y/m/d matter).
  const [y, m, d] = toBerlinDay(now).split('-').map(Number) as [number, number, number];
  let day = addMonths(addYears(new Date(y, m - 1, d), spec.years), spec.months);
  if (spec.token === 'StartOfYear') day = startOfYear(day);
  else if (spec.token === 'EndOfYear') day = endOfYear(day);
  else if (spec.token === 'StartOfMonth') day = startOfMonth(day);
  else if (spec.token === 'EndOfMonth') day = endOfMonth(day);
  day = addDays(day, spec.days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

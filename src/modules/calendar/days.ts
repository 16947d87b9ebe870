/**
 * How the calendar arranges collection dates: one entry per day holding every waste type of that
 * day, days grouped by month, the next date of each waste type, and the weeks of a month view.
 * Days are Berlin calendar days (`yyyy-MM-dd`), so nothing here depends on the device's zone.
 */
import type { CollectionDate } from './queries';

export interface CollectionDay {
  day: string;
  date: Date;
  entries: CollectionDate[];
  /** A holiday moved at least one of the day's collections here. */
  postponed: boolean;
  /** The authority's notes of the day (e.g. "Verschoben wegen Ostermontag (Mo, 06.04.)"), once each. */
  notes: string[];
}

/** Dates (sorted by day) folded into one entry per day. */
export function groupByDay(dates: readonly CollectionDate[]): CollectionDay[] {
  const days = new Map<string, CollectionDay>();
  for (const d of dates) {
    const entry = days.get(d.day) ?? { day: d.day, date: d.date, entries: [], postponed: false, notes: [] };
    entry.entries.push(d);
    entry.postponed ||= d.postponed;
    if (d.note && !entry.notes.includes(d.note)) entry.notes.push(d.note);
    days.set(d.day, entry);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** The first date from today on of each waste type, soonest first. */
export function nextPerWasteType(dates: readonly CollectionDate[], today: string): CollectionDate[] {
  const next = new Map<string, CollectionDate>();
  for (const d of dates) {
    if (d.day < today) continue;
    const seen = next.get(d.wasteType);
    if (!seen || d.day < seen.day) next.set(d.wasteType, d);
  }
  return [...next.values()].sort((a, b) => a.day.localeCompare(b.day) || a.wasteType.localeCompare(b.wasteType, 'de'));
}

/** Whole days from today to the day (both `yyyy-MM-dd`). */
export function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** `yyyy-MM` of the month `offset` months after `month`. */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** The weeks (Monday first) of a `yyyy-MM` month as `yyyy-MM-dd` days; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= length; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

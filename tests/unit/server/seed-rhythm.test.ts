/**
 * The demo collection rhythm runs on across New Year: each series keeps its interval (Restmüll and
 * Bioabfall 14 days, Papier and Gelbe Tonne 28) through both seeded years, only a holiday moves a
 * date (by the rule of holidays.ts) and the dates after it keep the rhythm. The Schadstoffmobil's
 * Saturday stops keep their weekday, time and place.
 */
import { describe, expect, it } from 'vitest';
import { loadReferenceMetadata, openDatabase, prepareDatabase } from '../../../server/index';
import { SCHADSTOFFMOBIL_STOP } from '../../../server/seed/calendar';
import { holidays, shiftForHolidays, shiftStop } from '../../../server/seed/holidays';

const { model } = loadReferenceMetadata();
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const INTERVAL_DAYS: Record<string, number> = { Restmüll: 14, Bioabfall: 14, Papier: 28, 'Gelbe Tonne': 28 };

interface Row {
  street: number;
  tariff: number;
  waste: string;
  t: number;
  shifted: number;
  hint: string | null;
  year: number;
}

function seededDates(now: number): Row[] {
  const db = openDatabase(':memory:');
  prepareDatabase(db, model, { now });
  return db
    .prepare(
      `SELECT t."Strasse__fk" AS street, p."GefaesstarifArt__fk" AS tariff, a."Name" AS waste, t."Termin" AS t, t."IstVerschoben" AS shifted, t."Hinweis" AS hint, p."Jahr" AS year
         FROM "Abfuhrtermine" t JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
         JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk" JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk"
        ORDER BY t."Termin"`,
    )
    .all() as Row[];
}

/** Each street's series of one tariff, in date order. */
function seriesOf(rows: Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.waste}|${r.street}|${r.tariff}`;
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

/**
 * Where the series does not keep its rhythm: every date must be its planned day (the first
 * unmoved date plus whole intervals), or where a holiday moves that day to, and say so.
 */
function rhythmBreaks(rows: Row[], intervalDays: number): string[] {
  const anchorAt = rows.findIndex((r) => r.shifted === 0);
  const anchor = rows[anchorAt]!.t;
  return rows.flatMap((r, i) => {
    const planned = anchor + (i - anchorAt) * intervalDays * DAY;
    const expected = shiftForHolidays(planned);
    return r.t === expected.termin && Boolean(r.shifted) === expected.shifted ? [] : [`${iso(r.t)} (planned ${iso(planned)}, expected ${iso(expected.termin)})`];
  });
}

describe.each([
  { seeded: Date.UTC(2026, 10, 21, 12), years: [2026, 2027] },
  { seeded: Date.UTC(2027, 2, 3, 12), years: [2027, 2028] },
])('collection series seeded on $seeded', ({ seeded, years }) => {
  const rows = seededDates(seeded);
  const [first, second] = years as [number, number];

  it.each(Object.entries(INTERVAL_DAYS))('%s: every series keeps its interval across New Year, moved by holidays only', (waste, days) => {
    const all = [...seriesOf(rows.filter((r) => r.waste === waste)).entries()];
    expect(all.length).toBeGreaterThan(10);
    for (const [key, list] of all) {
      expect(rhythmBreaks(list, days), key).toEqual([]);
      // It runs from the first January weeks of the first year to the last December weeks of the second.
      expect(list[0]!.t, key).toBeLessThan(Date.UTC(first, 0, 1) + days * DAY + 3 * DAY);
      expect(list.at(-1)!.t, key).toBeGreaterThan(Date.UTC(second, 11, 31) - days * DAY);
      // Each date is in the plan of the year it takes place in (one moved past the last New Year in the last).
      expect(list.filter((r) => r.year !== Math.min(new Date(r.t).getUTCFullYear(), second)).map((r) => iso(r.t)), key).toEqual([]);
    }
  });

  it('has no gap or crowding at New Year: the dates next to it are a plain interval apart unless a holiday moved one', () => {
    const newYear = Date.UTC(second, 0, 1);
    for (const [key, list] of seriesOf(rows.filter((r) => r.waste in INTERVAL_DAYS))) {
      const i = list.findIndex((r) => r.t >= newYear);
      const [before, after] = [list[i - 1]!, list[i]!];
      const gap = (after.t - before.t) / DAY;
      const interval = INTERVAL_DAYS[before.waste]!;
      if (before.shifted === 0 && after.shifted === 0) expect(gap, `${key}: ${iso(before.t)} → ${iso(after.t)}`).toBe(interval);
      else expect(Math.abs(gap - interval), `${key}: ${iso(before.t)} → ${iso(after.t)}`).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the Schadstoffmobil on its Saturdays, with its time and place', () => {
    const stops = rows.filter((r) => r.waste === 'Schadstoffe');
    expect(stops.length).toBeGreaterThan(0);
    for (const year of years) expect(stops.some((s) => new Date(s.t).getUTCFullYear() === year), String(year)).toBe(true);
    const wrong = stops.filter((s) => new Date(s.t).getUTCDay() !== 6 || !s.hint?.startsWith(`Schadstoffmobil: ${SCHADSTOFFMOBIL_STOP}`) || holidays(new Date(s.t).getUTCFullYear()).has(s.t));
    expect(wrong.map((s) => `${iso(s.t)} ${s.hint}`)).toEqual([]);
  });
});

describe('the Schadstoffmobil of the residents\' report', () => {
  it('stops on Saturday 16 May 2026 with its time and place, although Christi Himmelfahrt is that week', () => {
    const rows = seededDates(Date.UTC(2026, 10, 21, 12)).filter((r) => r.waste === 'Schadstoffe' && r.t >= Date.UTC(2026, 4, 1) && r.t < Date.UTC(2026, 5, 1));
    expect(rows.map((r) => iso(r.t))).toContain('2026-05-16');
    expect(rows.filter((r) => iso(r.t) === '2026-05-16').every((r) => r.hint === `Schadstoffmobil: ${SCHADSTOFFMOBIL_STOP}` && r.shifted === 0)).toBe(true);
    expect(rows.some((r) => new Date(r.t).getUTCDay() === 1)).toBe(false);
  });

  it('moves a stop on a holiday by whole weeks, keeping its weekday', () => {
    expect(shiftStop(Date.UTC(2026, 4, 16))).toEqual({ termin: Date.UTC(2026, 4, 16), shifted: false, hinweis: null });
    // 25 Dec 2027 and 1 Jan 2028 are Saturdays and holidays both: to 8 January.
    expect(shiftStop(Date.UTC(2027, 11, 25))).toEqual({ termin: Date.UTC(2028, 0, 8), shifted: true, hinweis: 'Verschoben wegen 1. Weihnachtstag (25.12.)' });
  });
});

describe("the Restmüll of the residents' report", () => {
  it('follows 24.12.2026 with 07.01.2027, and Bioabfall 31.12.2026 with 14.01.2027', () => {
    const rows = seededDates(Date.UTC(2026, 10, 21, 12));
    const next = (waste: string, date: string): string[] =>
      [...seriesOf(rows.filter((r) => r.waste === waste)).values()]
        .filter((list) => list.some((r) => iso(r.t) === date))
        .map((list) => iso(list[list.findIndex((r) => iso(r.t) === date) + 1]!.t));
    expect(new Set(next('Restmüll', '2026-12-24'))).toEqual(new Set(['2027-01-07']));
    expect(new Set(next('Bioabfall', '2026-12-31'))).toEqual(new Set(['2027-01-14']));
  });
});

/**
 * The demo data tells one story about holidays and bulky waste: collections move by the rule the
 * info text and the wiki article state (from a holiday on, the rest of the week one day later),
 * none falls on a holiday, and bulky-waste pick-ups lie on their type's weekdays only.
 */
import { describe, expect, it } from 'vitest';
import { loadReferenceMetadata, openDatabase, prepareDatabase } from '../../../server/index';
import { parseDateRules } from '../../../server/dump/schedule';
import { holidays, shiftForHolidays } from '../../../server/seed/holidays';

const { model } = loadReferenceMetadata();
const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function seeded() {
  const db = openDatabase(':memory:');
  prepareDatabase(db, model, { now: NOW });
  return db;
}

describe('holidays of the demo district (Hessen)', () => {
  it('names the Federal State holidays in German, Fronleichnam included', () => {
    const names = [...holidays(2026)].map(([d, n]) => `${iso(d)} ${n}`);
    expect(names).toEqual(expect.arrayContaining(['2026-04-06 Ostermontag', '2026-06-04 Fronleichnam', '2026-12-25 1. Weihnachtstag', '2026-12-26 2. Weihnachtstag']));
    expect(names.some((n) => n.includes('Reformationstag'))).toBe(false);
  });

  it('moves the rest of a holiday week one day later, Friday to Saturday, skipping a second holiday', () => {
    // Ostermontag 2026 is 6 April: Monday to Tuesday, Tuesday to Wednesday, Friday to Saturday.
    expect(shiftForHolidays(Date.UTC(2026, 3, 6))).toEqual({ termin: Date.UTC(2026, 3, 7), shifted: true, hinweis: 'Verschoben wegen Ostermontag (06.04.)' });
    expect(iso(shiftForHolidays(Date.UTC(2026, 3, 7)).termin)).toBe('2026-04-08');
    expect(iso(shiftForHolidays(Date.UTC(2026, 3, 10)).termin)).toBe('2026-04-11');
    // Christi Himmelfahrt (Thursday 14 May): the Wednesday before stays.
    expect(shiftForHolidays(Date.UTC(2026, 4, 13))).toEqual({ termin: Date.UTC(2026, 4, 13), shifted: false, hinweis: null });
    // 1. Weihnachtstag is Friday 25 Dec, the Saturday after is a holiday too: to Monday.
    expect(iso(shiftForHolidays(Date.UTC(2026, 11, 25)).termin)).toBe('2026-12-28');
  });
});

describe('seeded collection dates', () => {
  const db = seeded();
  const dates = db.prepare(`SELECT "Termin" AS t, "IstVerschoben" AS s, "Hinweis" AS h, "Strasse__fk" AS street FROM "Abfuhrtermine"`).all() as { t: number; s: number; h: string | null; street: number }[];

  it('has none on a public holiday or a Sunday', () => {
    const bad = dates.filter((d) => holidays(new Date(d.t).getUTCFullYear()).has(d.t) || new Date(d.t).getUTCDay() === 0);
    expect(bad.map((d) => iso(d.t))).toEqual([]);
  });

  it('has shifted dates that say why, also in the street of the demo owner', () => {
    const shifted = dates.filter((d) => d.s === 1);
    expect(shifted.length).toBeGreaterThan(0);
    expect(shifted.every((d) => /^(Schadstoffmobil: .+\. )?Verschoben wegen .+ \(\d\d\.\d\d\.\)$/.test(d.h ?? ''))).toBe(true);
    const own = (db.prepare(`SELECT "Strasse__fk" AS s FROM "Objekte" WHERE "ObjekteId" = 2`).get() as { s: number }).s;
    const ownShifted = shifted.filter((d) => d.street === own).map((d) => iso(d.t));
    // Her street is collected on Tuesdays: after Ostermontag and Pfingstmontag on Wednesday.
    expect(ownShifted).toEqual(expect.arrayContaining(['2026-04-08', '2026-05-27']));
  });
});

describe('seeded bulky-waste orders', () => {
  it('are picked up only on a weekday of their type and never on a holiday', () => {
    const db = seeded();
    const rows = db
      .prepare(
        `SELECT o."StueckgutAuftraegeId" AS id, o."SollDatum" AS soll, o."IstDatum" AS ist, a."Terminvorgaben" AS rules
         FROM "StueckgutAuftraege" o JOIN "StueckgutAuftragsarten" a ON a."StueckgutAuftragsartenId" = o."StueckgutAuftragsart__fk"`,
      )
      .all() as { id: number; soll: number | null; ist: number | null; rules: string | null }[];
    expect(rows.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const r of rows) {
      const allowed = parseDateRules(r.rules).weekdays;
      for (const d of [r.soll, r.ist]) {
        if (d === null) continue;
        if (!allowed.includes(new Date(d).getUTCDay()) || holidays(new Date(d).getUTCFullYear()).has(d)) wrong.push(`${r.id}: ${iso(d)} (${r.rules})`);
      }
    }
    expect(wrong).toEqual([]);
    // Still one ahead and one done, as the portal's order list shows them.
    expect(rows.some((r) => (r.soll ?? 0) > NOW)).toBe(true);
    expect(rows.some((r) => r.ist !== null && r.ist < NOW - 30 * DAY)).toBe(true);
  });
});

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../server/calendar/collections';
import { buildIcs, collectionUid } from '../../../server/calendar/ics';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const restmuell = (iso: string, extra: Partial<Collection> = {}): Collection => ({
  day: day(iso), wasteTypeId: 1, wasteType: 'Restmüll', code: 'RM', color: '#5f6b73', shifted: false, note: null, ...extra,
});
const input = (now: number, collections: Collection[] = [restmuell('2026-04-07', { shifted: true, note: 'Verschoben wegen Ostermontag (Mo, 06.04.); bitte den Behälter bis 6 Uhr bereitstellen, Straßenseite gegenüber' }), restmuell('2026-04-20')]) => ({
  streetId: 7, name: 'Abfuhrkalender Ahornweg 12, 35411 Lindenau', location: 'Ahornweg 12, 35411 Lindenau', collections, now, reminder: true,
});
const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));

describe('buildIcs', () => {
  it('folds long lines at 75 octets with CRLF, and the parser restores the full text', () => {
    const ics = buildIcs(input(Date.UTC(2026, 0, 5, 9)));
    const lines = ics.split('\r\n');
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const [shifted] = events(ics);
    expect(shifted?.description).toBe('Verschoben (Feiertag) – Verschoben wegen Ostermontag (Mo, 06.04.); bitte den Behälter bis 6 Uhr bereitstellen, Straßenseite gegenüber');
    // The waste type alone: clients group by SUMMARY; the shift is told in the description.
    expect(shifted?.summary).toBe('Restmüll');
  });

  it('writes all-day dates, DTSTAMP from the clock and an alarm at 18:00 the evening before', () => {
    const ics = buildIcs(input(Date.UTC(2026, 0, 5, 9, 30)));
    const [first] = events(ics);
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe('2026-04-07');
    expect(first?.endDate.toString()).toBe('2026-04-08');
    expect(first?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-01-05T09:30:00Z');
    const alarm = first?.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT6H');
    expect(buildIcs({ ...input(0), reminder: false })).not.toContain('BEGIN:VALARM');
  });

  it('keeps UIDs stable across runs and clocks, unique per street, waste type and day', () => {
    const a = events(buildIcs(input(Date.UTC(2026, 0, 5))));
    const b = events(buildIcs(input(Date.UTC(2026, 5, 1))));
    expect(a.map((e) => e.uid)).toEqual(b.map((e) => e.uid));
    expect(a.map((e) => e.uid)).toEqual(['abfuhr-7-1-20260407@awv-mittelland.example', 'abfuhr-7-1-20260420@awv-mittelland.example']);
    const papier = { ...restmuell('2026-04-07'), wasteTypeId: 3 };
    expect(new Set([collectionUid(7, restmuell('2026-04-07')), collectionUid(7, papier), collectionUid(8, papier)]).size).toBe(3);
  });

  it('asks subscribing apps to poll daily only when a refresh interval is given', () => {
    expect(buildIcs({ ...input(0), refreshSeconds: 86_400 })).toContain('REFRESH-INTERVAL;VALUE=DURATION:P1D');
    expect(buildIcs(input(0))).not.toContain('REFRESH-INTERVAL');
  });
});

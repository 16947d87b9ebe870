import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatODataDate, fromBerlinDay, parseODataDate, toBerlinDay } from '../../../codegen/runtime/dates';

describe('server dates in Europe/Berlin', () => {
  it('reads /Date(ms)/ as Berlin wall-clock: New Year midnight is 23:00Z the day before', () => {
    expect(parseODataDate('/Date(1767225600000)/')?.toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('reads summer wall-clock with UTC+2', () => {
    // 2026-07-01T12:00 "as UTC"
    expect(parseODataDate(`/Date(${Date.UTC(2026, 6, 1, 12)})/`)?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('takes /Date(ms+0060)/ as the instant ms', () => {
    expect(parseODataDate('/Date(1767225600000+0060)/')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('handles the DST switch days 2026-03-29 and 2026-10-25', () => {
    // Midnight before the spring switch is still winter time (UTC+1).
    expect(parseODataDate(`/Date(${Date.UTC(2026, 2, 29)})/`)?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // 03:00 after the spring switch is summer time (UTC+2).
    expect(parseODataDate(`/Date(${Date.UTC(2026, 2, 29, 3)})/`)?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Midnight of the autumn switch day is still summer time (UTC+2); noon is winter time.
    expect(parseODataDate(`/Date(${Date.UTC(2026, 9, 25)})/`)?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(parseODataDate(`/Date(${Date.UTC(2026, 9, 25, 12)})/`)?.toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('round-trips /Date(ms)/ exactly for every wall-clock time that exists in Berlin', () => {
    // The wall-clock hour 02:00–03:00 of the last Sunday in March does not exist in Berlin.
    const inSpringGap = (wall: Date) =>
      wall.getUTCMonth() === 2 && wall.getUTCDay() === 0 && wall.getUTCDate() >= 25 && wall.getUTCHours() === 2;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const wire = `/Date(${ms})/`;
        if (!inSpringGap(new Date(ms))) expect(formatODataDate(parseODataDate(wire)!)).toBe(wire);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips instants on the DST switch days through the wire format', () => {
    for (const iso of ['2026-03-28T23:00:00Z', '2026-03-29T01:30:00Z', '2026-10-24T22:00:00Z', '2026-10-25T12:15:30Z']) {
      const date = new Date(iso);
      expect(parseODataDate(formatODataDate(date))?.toISOString()).toBe(date.toISOString());
    }
  });

  it('maps date form values to Berlin midnight and back', () => {
    expect(fromBerlinDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(toBerlinDay(fromBerlinDay('2026-10-25'))).toBe('2026-10-25');
  });

  it('reads ISO values (with zone as given, without as Berlin) and rejects others', () => {
    expect(parseODataDate('2026-01-01T00:00:00Z')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseODataDate('2026-01-01T00:00:00')?.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(parseODataDate('morgen')).toBeNull();
  });
});

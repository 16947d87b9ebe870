/**
 * Date and time literals that spell no real date are refused wherever the backend reads them
 * (function import parameters, $filter, literal values), instead of being rolled over by
 * JavaScript's Date into another, plausible date.
 */
import { describe, expect, it } from 'vitest';
import type { FunctionImport, FunctionParameter } from '../../../codegen/edmx/model';
import { offsetMinutes, timeOfDayMs, wallClockMs } from '../../../server/odata/calendar';
import { parseFilter, parseLiteralValue } from '../../../server/odata';
import { parseParams } from '../../../server/function-params';
import { failure } from './fixture';

describe('wallClockMs', () => {
  it.each([
    [{ year: 2026, month: 11, day: 21 }, Date.UTC(2026, 10, 21)],
    [{ year: 2028, month: 2, day: 29 }, Date.UTC(2028, 1, 29)],
    [{ year: 2000, month: 2, day: 29 }, Date.UTC(2000, 1, 29)],
    [{ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999 }, Date.UTC(2026, 11, 31, 23, 59, 59, 999)],
    [{ year: 2026, month: 4, day: 30 }, Date.UTC(2026, 3, 30)],
    [{ year: 50, month: 1, day: 1 }, new Date('0050-01-01T00:00:00Z').getTime()],
  ])('%j exists', (parts, ms) => {
    expect(wallClockMs(parts)).toBe(ms);
  });

  it.each([
    ['month 13', { year: 2026, month: 13, day: 1 }],
    ['month 0', { year: 2026, month: 0, day: 1 }],
    ['day 0', { year: 2026, month: 1, day: 0 }],
    ['January 32', { year: 2026, month: 1, day: 32 }],
    ['April 31', { year: 2026, month: 4, day: 31 }],
    ['Feb 29 in a non-leap year', { year: 2026, month: 2, day: 29 }],
    ['Feb 29 in a century that is no leap year', { year: 1900, month: 2, day: 29 }],
    ['Feb 30 in a leap year', { year: 2028, month: 2, day: 30 }],
    ['hour 24', { year: 2026, month: 1, day: 1, hour: 24 }],
    ['minute 60', { year: 2026, month: 1, day: 1, minute: 60 }],
    ['second 60', { year: 2026, month: 1, day: 1, second: 60 }],
    ['year 0', { year: 0, month: 1, day: 1 }],
    ['the probe', { year: 2026, month: 13, day: 45, hour: 99, minute: 99, second: 99 }],
  ])('%s does not', (_, parts) => {
    expect(wallClockMs(parts)).toBeUndefined();
  });
});

describe('offsetMinutes and timeOfDayMs', () => {
  it.each([
    ['Z', 0],
    ['+01:00', 60],
    [' 02:00', 120],
    ['-05:30', -330],
    ['+14:00', 840],
  ])('offset %j is %i minutes', (zone, minutes) => {
    expect(offsetMinutes(zone)).toBe(minutes);
  });

  it.each(['+14:01', '+24:00', '+01:60', '+1:00', '01:00', 'CET'])('offset %j is refused', (zone) => {
    expect(offsetMinutes(zone)).toBeUndefined();
  });

  it.each([
    ['PT13H20M', (13 * 60 + 20) * 60_000],
    ['PT0S', 0],
    ['PT23H59M59.5S', ((23 * 60 + 59) * 60 + 59) * 1000 + 500],
    ['pt8h', 8 * 3_600_000],
  ])('time %j is a time of day', (text, ms) => {
    expect(timeOfDayMs(text)).toBe(ms);
  });

  it.each(['PT24H', 'PT99H', 'PT12H60M', 'PT12H30M60S', 'P1D', 'P1DT2H', '-PT1H', 'PT', 'P', '13:20', 'PT123H'])('time %j is refused', (text) => {
    expect(timeOfDayMs(text)).toBeUndefined();
  });
});

describe('every reader of date and time literals refuses impossible ones with a 400 naming the value', () => {
  it.each([
    ["datetime'2026-13-45T99:99:99'", 'Edm.DateTime'],
    ["datetime'2026-02-29T00:00:00'", 'Edm.DateTime'],
    ["datetime'2026-12-31T24:00:00'", 'Edm.DateTime'],
    ["datetimeoffset'2026-02-29T10:00:00Z'", 'Edm.DateTimeOffset'],
    ["datetimeoffset'2026-01-01T10:00:00+25:00'", 'Edm.DateTimeOffset'],
    ["datetimeoffset'2026-01-01T10:00:00+01:75'", 'Edm.DateTimeOffset'],
    ["time'PT24H'", 'Edm.Time'],
    ["time'PT12H61M'", 'Edm.Time'],
    ["time'P2D'", 'Edm.Time'],
  ] as const)('literal value %s', (text, type) => {
    const e = failure(() => parseLiteralValue(text, type, 'termin'));
    expect(e).toMatchObject({ status: 400, code: 'bad-request' });
    expect(e.message).toContain('termin');
  });

  it.each([
    "Termin eq datetime'2026-13-45T99:99:99'",
    "Termin ge datetime'2026-02-29T00:00'",
    "Termin lt datetimeoffset'2026-03-01T00:00:00+99:00'",
    "Uhrzeit eq time'PT25H'",
  ])('$filter %s', (filter) => {
    const e = failure(() => parseFilter(filter));
    expect(e).toMatchObject({ status: 400, code: 'bad-request' });
    expect(e.message).toMatch(/Ungültiger Filter/);
  });

  it('still reads possible ones in $filter', () => {
    expect(() => parseFilter("Termin ge datetime'2028-02-29T23:59:59' and Termin lt datetimeoffset'2028-03-01T00:00:00+14:00' and Uhrzeit eq time'PT23H59M'")).not.toThrow();
  });

  // A function import with one parameter of each date kind, as the authority's metadata may declare.
  const param = (name: string, type: 'Edm.DateTime' | 'Edm.DateTimeOffset' | 'Edm.Time'): FunctionParameter => ({
    name,
    tsKey: name,
    type: { kind: 'primitive', name: type, collection: false },
    nullable: true,
    mode: 'In',
    portal: { expectations: [] },
  });
  const fn: FunctionImport = {
    name: 'Termine',
    tsName: 'termine',
    httpMethod: 'GET',
    parameters: [param('tag', 'Edm.DateTime'), param('zeitpunkt', 'Edm.DateTimeOffset'), param('uhrzeit', 'Edm.Time')],
    portal: { payload: false, expect: [], allowsPlannedCancellation: false },
    hasForm: false,
  };
  const params = (query: string) => parseParams(fn, new URLSearchParams(query));

  it('function import parameters read possible dates and times', () => {
    expect(params("tag=datetime'2028-02-29T00:00:00'&zeitpunkt=datetimeoffset'2026-11-21T10:30:00%2B01:00'&uhrzeit=time'PT13H20M'")).toEqual({
      tag: Date.UTC(2028, 1, 29),
      zeitpunkt: Date.UTC(2026, 10, 21, 10, 30),
      uhrzeit: 'PT13H20M',
    });
  });

  it.each([
    ['tag', "datetime'2026-13-45T99:99:99'"],
    ['tag', "datetime'2026-02-29T00:00:00'"],
    ['tag', "datetime'2027-02-29'"],
    ['tag', "datetime'2026-12-31T24:00:00'"],
    ['tag', "datetime'2026-06-31T00:00:00'"],
    ['tag', "datetime'2026-01-01T12:60:00'"],
    ['zeitpunkt', "datetimeoffset'2026-04-31T10:00:00Z'"],
    ['zeitpunkt', "datetimeoffset'2026-01-01T10:00:00%2B15:00'"],
    ['uhrzeit', "time'PT24H'"],
    ['uhrzeit', "time'PT9H75M'"],
    ['uhrzeit', "'halb zehn'"],
  ])('function import parameter %s=%s is a 400 naming it', (name, value) => {
    const e = failure(() => params(`${name}=${value}`));
    expect(e).toMatchObject({ status: 400 });
    expect(e.message).toContain(`Parameter ${name}:`);
  });
});

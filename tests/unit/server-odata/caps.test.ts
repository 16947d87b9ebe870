/**
 * Answer caps of the engine and the wire step: server-driven paging with a
 * `__next` link that repeats the request (function parameters included), the entity budget that
 * counts an expanded entity as often as it is written, the byte cap, and integer ranges.
 */
import { describe, expect, it } from 'vitest';
import { dataServiceVersion, parseLiteralValue, queryEntitySet, toWire, v1Collection } from '../../../server/odata';
import { failure, model, q, seededDb } from './fixture';

describe('server-driven paging', () => {
  const db = seededDb();

  it('answers at most pageSize roots and links the next page with the same options', () => {
    const body = q(db, 'Abfuhrtermine', '$orderby=Termin&$expand=Abfuhrplan', { pageSize: 3, baseUrl: 'https://x.example/api' });
    expect(body.d.results.map((r) => r.AbfuhrtermineId)).toEqual([4, 1, 3]);
    expect(body.d.__next).toBe('https://x.example/api/Abfuhrtermine?$orderby=Termin&$expand=Abfuhrplan&$skip=3');
    const rest = q(db, 'Abfuhrtermine', '$orderby=Termin&$expand=Abfuhrplan&$skip=3', { pageSize: 3 });
    expect(rest.d.results.map((r) => r.AbfuhrtermineId)).toEqual([2]);
    expect(rest.d).not.toHaveProperty('__next');
  });

  it('answers exactly pageSize rows without __next, and a $top within the page unpaged', () => {
    expect(queryEntitySet(db, model, 'Abfuhrtermine', {}, { pageSize: 4 }).d).toHaveLength(4);
    expect(queryEntitySet(db, model, 'Abfuhrtermine', { $top: '2' }, { pageSize: 2 }).d).toHaveLength(2);
  });

  it('carries the remainder of a larger $top and the function parameters of the call', () => {
    const params = new URLSearchParams({ orteId: '12', hausNr: "'3 a''b'", $top: '3', $orderby: 'Termin desc' });
    const body = queryEntitySet(db, model, 'Abfuhrtermine', params, { pageSize: 2, selfPath: 'AbfuhrtermineAbJahr' });
    expect(Array.isArray(body.d)).toBe(false);
    const next = new URL((body.d as { __next: string }).__next, 'http://h');
    expect(next.pathname).toBe('/api/AbfuhrtermineAbJahr');
    expect(Object.fromEntries(next.searchParams)).toEqual({ orteId: '12', hausNr: "'3 a''b'", $orderby: 'Termin desc', $skip: '2', $top: '1' });
  });

  it('is the V2 shape with expanded to-many as {results} while paging', () => {
    const body = q(db, 'StueckgutAuftraege', '$expand=StueckgutAnzahlen', { pageSize: 1 });
    expect(body.d.__next).toBeDefined();
    expect(body.d.results[0]?.StueckgutAnzahlen).toEqual({ results: expect.any(Array) });
  });
});

describe('entity budget', () => {
  const db = seededDb();

  it('counts a shared expanded entity once per parent that writes it', () => {
    // 4 dates, each with its plan, type and waste kind: 16 written entities, though only 3 plans.
    expect(q(db, 'Abfuhrtermine', '$expand=Abfuhrplan/GefaesstarifArt/Abfallart', { maxEntities: 16 }).d.results).toHaveLength(4);
    expect(failure(() => q(db, 'Abfuhrtermine', '$expand=Abfuhrplan/GefaesstarifArt/Abfallart', { maxEntities: 15 }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('zu groß'),
    });
  });

  it('stops a to-many expansion over the budget', () => {
    expect(q(db, 'StueckgutAuftraege', '$expand=StueckgutAnzahlen', { maxEntities: 5 }).d.results).toHaveLength(2);
    expect(failure(() => q(db, 'StueckgutAuftraege', '$expand=StueckgutAnzahlen', { maxEntities: 4 })).status).toBe(400);
  });

  it('limits expand depth and paths', () => {
    expect(failure(() => q(db, 'Abfuhrtermine', '$expand=Abfuhrplan/GefaesstarifArt/Abfallart/X')).message).toContain('höchstens 3 Ebenen');
    const many = Array.from({ length: 13 }, () => 'Abfuhrplan').join(',');
    expect(failure(() => q(db, 'Abfuhrtermine', `$expand=${many}`)).message).toContain('höchstens 12 Pfade');
  });
});

describe('wire step', () => {
  it('turns {d:{results}} without V2 members into {d:[...]} and names the version', () => {
    expect(v1Collection({ d: { results: [1] } })).toEqual({ d: [1] });
    expect(v1Collection({ d: { results: [1], __count: '1' } })).toEqual({ d: { results: [1], __count: '1' } });
    expect(dataServiceVersion({ d: [1] })).toBe('1.0');
    expect(dataServiceVersion({ d: { IdZumMasterLogin: 5 } })).toBe('1.0');
    expect(dataServiceVersion({ d: { results: [], __next: 'x' } })).toBe('2.0');
    expect(toWire({ d: { results: [{ a: 1 }] } })).toEqual({ json: '{"d":[{"a":1}]}', headers: { 'Content-Type': 'application/json; charset=utf-8', DataServiceVersion: '1.0' } });
  });

  it('refuses an answer over the byte cap with a 400', () => {
    // 20 characters, 30 bytes: the cap counts UTF-8 bytes.
    expect(toWire({ d: ['ä'.repeat(10)] }, 30).json).toHaveLength(20);
    expect(failure(() => toWire({ d: ['ä'.repeat(10)] }, 29))).toMatchObject({ status: 400, code: 'bad-request' });
    expect(failure(() => toWire({ d: { results: ['ä'.repeat(10)], __count: '1' } }, 29)).status).toBe(400);
    // A single value (a document as base64) is not a collection: not capped here.
    expect(toWire({ d: { DokumentHerunterladen: { InhaltBase64: 'x'.repeat(100) } } }, 29).json).toContain('xxx');
  });
});

describe('integer ranges', () => {
  it('rejects parameters outside their Edm integer type', () => {
    expect(parseLiteralValue('32767', 'Edm.Int16')).toBe(32767);
    expect(failure(() => parseLiteralValue('32768', 'Edm.Int16', 'menge')).message).toBe('Der Wert für „menge“ liegt außerhalb des Wertebereichs von Edm.Int16.');
    expect(failure(() => parseLiteralValue('256', 'Edm.Byte')).status).toBe(400);
    expect(parseLiteralValue('9223372036854775807', 'Edm.Int64')).toBe('9223372036854775807');
    expect(failure(() => parseLiteralValue('9223372036854775808', 'Edm.Int64')).status).toBe(400);
  });

  it('rejects filter comparisons with literals outside the property type, not inside it', () => {
    const db = seededDb();
    expect(failure(() => q(db, 'Strassen', '$filter=StrassenId eq 9223372036854775808')).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', '$filter=2147483648 le StrassenId')).message).toContain('außerhalb des Wertebereichs von Edm.Int32');
    expect(q(db, 'Strassen', '$filter=StrassenId le 2147483647').d.results).toHaveLength(3);
    expect(q(db, 'Dokumente', '$filter=Groesse eq 9007199254740993').d.results).toHaveLength(1);
  });
});

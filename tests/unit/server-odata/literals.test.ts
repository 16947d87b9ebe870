import { describe, expect, it } from 'vitest';
import { parseKeyPredicate, parseLiteralValue, parseResourceSegment } from '../../../server/odata';
import { failure, model } from './fixture';

describe('parseLiteralValue (function import parameters)', () => {
  it('reads strings, ints, booleans, dates and null', () => {
    expect(parseLiteralValue("'it''s'", 'Edm.String')).toBe("it's");
    expect(parseLiteralValue("''", 'Edm.String')).toBe('');
    expect(parseLiteralValue('42', 'Edm.Int32')).toBe(42);
    expect(parseLiteralValue('-1', 'Edm.Int32')).toBe(-1);
    expect(parseLiteralValue('true', 'Edm.Boolean')).toBe(true);
    expect(parseLiteralValue('null', 'Edm.String')).toBeNull();
    expect(parseLiteralValue("DateTime'2026-11-21T00:00:00'", 'Edm.DateTime')).toBe(Date.UTC(2026, 10, 21));
    expect(parseLiteralValue("datetime'2026-11-21T10:30'", 'Edm.DateTime')).toBe(Date.UTC(2026, 10, 21, 10, 30));
    expect(parseLiteralValue('12.50M', 'Edm.Decimal')).toBe('12.5');
    expect(parseLiteralValue('12', 'Edm.Decimal')).toBe('12');
    expect(parseLiteralValue('9007199254740993L', 'Edm.Int64')).toBe('9007199254740993');
    expect(parseLiteralValue("guid'12345678-aaaa-bbbb-cccc-1234567890ab'", 'Edm.Guid')).toBe('12345678-aaaa-bbbb-cccc-1234567890ab');
  });

  it('answers malformed or mistyped values with 400 naming the parameter', () => {
    for (const [text, type] of [
      ['abc', 'Edm.String'],
      ["'open", 'Edm.String'],
      ["'a' 'b'", 'Edm.String'],
      ['1.5', 'Edm.Int32'],
      ["'5'", 'Edm.Int32'],
      ['1', 'Edm.Boolean'],
      ["'2026-11-21'", 'Edm.DateTime'],
      ["DateTime'2026-11-31T00:00'", 'Edm.DateTime'],
      ['', 'Edm.Int32'],
    ] as const) {
      const e = failure(() => parseLiteralValue(text, type, 'wunschtermin'));
      expect(e, text).toMatchObject({ status: 400, code: 'bad-request' });
      expect(e.message, text).toContain('wunschtermin');
    }
  });
});

describe('parseKeyPredicate / parseResourceSegment', () => {
  it('reads single, string and named keys', () => {
    expect(parseKeyPredicate(model, 'Auftraege', '(5)')).toEqual({ AuftraegeId: 5 });
    expect(parseKeyPredicate(model, 'Auftraege', 'AuftraegeId=5')).toEqual({ AuftraegeId: 5 });
    expect(parseKeyPredicate(model, 'OrteMitOrtsteilen', "('12-A')")).toEqual({ Schluessel: '12-A' });
    expect(parseKeyPredicate(model, 'OrteMitOrtsteilen', "'O''Hara (Nord)'")).toEqual({ Schluessel: "O'Hara (Nord)" });
  });

  it('splits resource segments', () => {
    expect(parseResourceSegment('Auftraege(5)')).toEqual({ name: 'Auftraege', keyText: '5' });
    expect(parseResourceSegment("OrteMitOrtsteilen('12-A')")).toEqual({ name: 'OrteMitOrtsteilen', keyText: "'12-A'" });
    expect(parseResourceSegment("X(A=1,B='x')")).toEqual({ name: 'X', keyText: "A=1,B='x'" });
    expect(parseResourceSegment('Strassen')).toEqual({ name: 'Strassen' });
    expect(failure(() => parseResourceSegment('Strassen;drop')).status).toBe(400);
  });

  it('rejects wrong types, extra parts and unknown key names', () => {
    for (const k of ["'5'", '5.5', 'null', '5,6', 'Nope=5', 'AuftraegeId=5,AuftraegeId=6', 'AuftraegeId=', '()']) {
      expect(failure(() => parseKeyPredicate(model, 'Auftraege', k)).status, k).toBe(400);
    }
    expect(failure(() => parseKeyPredicate(model, 'OrteMitOrtsteilen', '12')).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doubleInnerQuotes, encodeQuery, filter, formatLiteral, unquoteLiteral } from '../../../codegen/runtime/query';

/** What a server does with our query string: split, URL-decode. */
function decode(query: string): Record<string, string> {
  return Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
}

describe('encodeQuery', () => {
  it('drops null and undefined, keeps false and 0', () => {
    expect(encodeQuery({ a: null, b: undefined, c: false, d: 0 })).toBe('c=false&d=0');
  });

  it("doubles inner quotes of quoted values: 'O'Brien' -> 'O''Brien'", () => {
    expect(decode(encodeQuery({ name: "'O'Brien'" }))).toEqual({ name: "'O''Brien'" });
  });

  it('leaves values that do not start with a quote alone', () => {
    expect(decode(encodeQuery({ $filter: "Name eq 'a''b'" }))).toEqual({ $filter: "Name eq 'a''b'" });
  });

  it('keeps $ readable in option names and encodes & # % in values', () => {
    expect(encodeQuery({ $top: 5, q: 'a&b#c%d' })).toBe('$top=5&q=a%26b%23c%25d');
  });

  it('round-trips any string literal: encode, URL-decode, OData-unquote gives the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (binary, text) => {
        for (const original of [binary, text, `${text}'%&#\n${binary}`]) {
          const literal = formatLiteral('Edm.String', original);
          const decoded = decode(encodeQuery({ value: literal })).value!;
          expect(unquoteLiteral(decoded)).toBe(original);
        }
      }),
    );
  });

  it('is idempotent-safe: values are doubled exactly once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = doubleInnerQuotes(`'${text}'`);
        expect(unquoteLiteral(once)).toBe(text);
      }),
    );
  });
});

describe('formatLiteral', () => {
  it('formats each Edm type as an OData V2 literal', () => {
    expect(formatLiteral('Edm.String', "O'Brien")).toBe("'O'Brien'");
    expect(formatLiteral('Edm.String', "O'Brien", { escape: true })).toBe("'O''Brien'");
    expect(formatLiteral('Edm.Decimal', '12.50')).toBe('12.50M');
    expect(formatLiteral('Edm.Int64', 5)).toBe('5L');
    expect(formatLiteral('Edm.Int32', 5)).toBe('5');
    expect(formatLiteral('Edm.Boolean', true)).toBe('true');
    expect(formatLiteral('Edm.Guid', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe("guid'0f8fad5b-d9cb-469f-a165-70867728950e'");
    expect(formatLiteral('Edm.String', null)).toBe('null');
  });

  it('writes dates as Berlin wall-clock DateTime literals', () => {
    // 2025-12-31T23:00Z is midnight of New Year in Berlin.
    expect(formatLiteral('Edm.DateTime', new Date('2025-12-31T23:00:00Z'))).toBe("DateTime'2026-01-01T00:00:00'");
    // Summer time: UTC+2.
    expect(formatLiteral('Edm.DateTime', new Date('2026-07-01T10:30:00Z'))).toBe("DateTime'2026-07-01T12:30:00'");
  });
});

describe('filter builder', () => {
  it('builds comparisons on property paths with escaped literals', () => {
    const f = filter.and(filter.eq('Ort/OrteId', 12), filter.eq('OrtsteilName', "Am O'Brien-Platz"));
    expect(String(f)).toBe("(Ort/OrteId eq 12) and (OrtsteilName eq 'Am O''Brien-Platz')");
  });

  it('compares with null and skips absent parts', () => {
    expect(filter.or(filter.eq('OrtsteilName', null), undefined, false).text).toBe('OrtsteilName eq null');
  });

  it('survives the transport unchanged (no double doubling)', () => {
    const text = filter.eq('Name', "O'Brien").text;
    expect(decode(encodeQuery({ $filter: text })).$filter).toBe("Name eq 'O''Brien'");
  });
});

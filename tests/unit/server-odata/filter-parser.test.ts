import { describe, expect, it } from 'vitest';
import { parseFilter, type FilterNode } from '../../../server/odata';
import { failure } from './fixture';

/** Compact, readable rendering of an AST: fully parenthesised. */
function show(n: FilterNode): string {
  switch (n.kind) {
    case 'literal':
      return n.type === 'string' ? `'${String(n.value)}'` : `${n.type}:${String(n.value)}`;
    case 'path':
      return n.segments.join('/');
    case 'call':
      return `${n.name}(${n.args.map(show).join(', ')})`;
    case 'unary':
      return `(${n.op} ${show(n.operand)})`;
    case 'binary':
      return `(${show(n.left)} ${n.op} ${show(n.right)})`;
  }
}

const p = (s: string) => show(parseFilter(s));

describe('parseFilter', () => {
  it('follows the OData V2 precedence table', () => {
    expect(p('A eq 1 or B eq 2 and C eq 3')).toBe('((A eq int:1) or ((B eq int:2) and (C eq int:3)))');
    expect(p('(A eq 1 or B eq 2) and C eq 3')).toBe('(((A eq int:1) or (B eq int:2)) and (C eq int:3))');
    expect(p('A add 2 mul 3 gt 4')).toBe('((A add (int:2 mul int:3)) gt int:4)');
    expect(p('A lt 1 eq true')).toBe('((A lt int:1) eq boolean:true)');
    expect(p('not A eq true')).toBe('((not A) eq boolean:true)');
    expect(p('not (A eq true)')).toBe('(not (A eq boolean:true))');
    expect(p('A sub 1 sub 2 eq 0')).toBe('(((A sub int:1) sub int:2) eq int:0)');
  });

  it('reads every literal form of V2', () => {
    expect(p("A eq 'it''s'")).toBe("(A eq 'it's')");
    expect(p("A eq ''")).toBe("(A eq '')");
    expect(p('A eq null')).toBe('(A eq null:null)');
    expect(p('A eq false')).toBe('(A eq boolean:false)');
    expect(p('A eq -12')).toBe('(A eq int:-12)');
    expect(p('A eq 12.5M')).toBe('(A eq decimal:12.5)');
    expect(p('A eq 12.5m')).toBe('(A eq decimal:12.5)');
    expect(p('A eq 5L')).toBe('(A eq int64:5)');
    expect(p('A eq 9223372036854775807L')).toBe('(A eq int64:9223372036854775807)');
    expect(p('A eq 3000000000')).toBe('(A eq int64:3000000000)');
    expect(p('A eq 1.5')).toBe('(A eq double:1.5)');
    expect(p('A eq 1e3d')).toBe('(A eq double:1000)');
    expect(p("A eq DateTime'2026-11-21T00:00'")).toBe(`(A eq datetime:${Date.UTC(2026, 10, 21)})`);
    expect(p("A eq datetime'2026-11-21T08:15:30.5'")).toBe(`(A eq datetime:${Date.UTC(2026, 10, 21, 8, 15, 30, 500)})`);
    expect(p("A eq datetimeoffset'2026-11-21T08:00:00+01:00'")).toBe(`(A eq datetimeoffset:${Date.UTC(2026, 10, 21, 7)})`);
    expect(p("A eq guid'12345678-aaaa-BBBB-cccc-1234567890ab'")).toBe('(A eq guid:12345678-aaaa-bbbb-cccc-1234567890ab)');
    expect(p("A eq time'PT13H20M'")).toBe('(A eq time:PT13H20M)');
    expect(p("A eq X'0aFF'")).toBe('(A eq binary:0aff)');
  });

  it('reads paths, calls and whitespace variations', () => {
    expect(p('Abfuhrplan/GefaesstarifArt/Abfallart/Name eq  \'x\'')).toBe("(Abfuhrplan/GefaesstarifArt/Abfallart/Name eq 'x')");
    expect(p("substringof('a',Name)")).toBe("substringof('a', Name)");
    expect(p('length(trim( Name ))gt 3')).toBe('(length(trim(Name)) gt int:3)');
    expect(p('f()')).toBe('f()');
    expect(p('((((A))) eq 1)')).toBe('(A eq int:1)');
  });

  it('parses filters as SAP-style clients send them', () => {
    const real = [
      "Ort/OrteId eq 12 and OrtsteilName eq 'Breidenstein'",
      'Ort/OrteId eq 12 and OrtsteilName eq null',
      "(substringof('haupt',tolower(Name)) eq true)",
      "startswith(Name,'Am') eq true and Plz eq '35232'",
      "Erstellungsdatum ge datetime'2025-01-01T00:00:00' and Erstellungsdatum le datetime'2025-12-31T23:59:59'",
      "(Status eq 1 or Status eq 2) and not (Objekt/ObjekteId eq 5)",
      "Preis gt 10.00M and Groesse lt 1000000L",
      "substringof('O''Brien',Name) or endswith(Name,'mann')",
      "year(Termin) eq 2026 and month(Termin) ge 3",
      "indexof(Name,'str') ne -1",
    ];
    for (const f of real) expect(() => parseFilter(f), f).not.toThrow();
  });

  it('reports syntax errors with the position and never throws anything but ODataError 400', () => {
    const cases: [string, string][] = [
      ["Name eq 'x", 'Position 9'],
      ['Name eq', 'Position 8'],
      ['Name eq 1)', 'Position 10'],
      ['(Name eq 1', 'Position 11'],
      ['Name eq 1 1', 'Position 11'],
      ['eq 1', 'Position 1'],
      ['Name == 1', 'Position 6'],
      ['Name eq 1 && B', 'Position 11'],
      ["Name eq DateTime'2026-13-01T00:00'", 'Position 9'],
      ["Name eq DateTime'21.11.2026'", 'Position 9'],
      ["Name eq guid'xyz'", 'Position 9'],
      ["Name eq foo'bar'", 'Position 9'],
      ['Ort/ eq 1', 'Position 6'],
      ['f(1,', 'Position 5'],
      ['Name eq 1 or', 'Position 13'],
      ['Name eq 12abc', 'Position 9'],
      ['', 'Position 1'],
    ];
    for (const [f, where] of cases) {
      const e = failure(() => parseFilter(f));
      expect(e, f).toMatchObject({ status: 400, code: 'bad-request' });
      expect(e.message, f).toContain(where);
    }
  });

  it('rejects too long, too deep or too large filters with a 400 instead of overflowing the stack', () => {
    expect(failure(() => parseFilter(`Name eq '${'a'.repeat(2000)}'`))).toMatchObject({ status: 400 });
    expect(failure(() => parseFilter(`${'('.repeat(60)}A eq 1${')'.repeat(60)}`)).message).toContain('verschachtelt');
    expect(failure(() => parseFilter(`${'not '.repeat(60)}A`)).message).toContain('verschachtelt');
    expect(failure(() => parseFilter(`${'tolower('.repeat(60)}A${')'.repeat(60)} eq 'a'`)).message).toContain('verschachtelt');
    expect(failure(() => parseFilter(Array.from({ length: 300 }, () => 'A eq 1').join(' or ').slice(0, 1999))).status).toBe(400);
    // a huge input is refused before tokenizing
    expect(failure(() => parseFilter('('.repeat(1_000_000))).message).toContain('zu lang');
    // still fine just below the limits
    expect(() => parseFilter(`${'('.repeat(45)}A eq 1${')'.repeat(45)}`)).not.toThrow();
    expect(() => parseFilter(Array.from({ length: 150 }, (_, i) => `A eq ${i}`).join(' or '))).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { day, failure, ids, model, q, seededDb } from './fixture';

describe('$filter against the reference schema', () => {
  const db = seededDb();

  it('compares with every relational operator', () => {
    expect(ids(db, 'Volumen', '$filter=VolumenWert eq 120')).toEqual([1]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert ne 120')).toEqual([2]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert gt 120')).toEqual([2]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert ge 120')).toEqual([1, 2]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert lt 240')).toEqual([1]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert le 239')).toEqual([1]);
  });

  it('binds and tighter than or, and honours parentheses', () => {
    // or( eq 1, and(eq 2, eq 1) ) -> only 1
    expect(ids(db, 'Volumen', '$filter=VolumenId eq 1 or VolumenId eq 2 and VolumenWert eq 120')).toEqual([1]);
    expect(ids(db, 'Volumen', '$filter=(VolumenId eq 1 or VolumenId eq 2) and VolumenWert eq 240')).toEqual([2]);
  });

  it('negates with not, treating null comparisons as false first', () => {
    expect(ids(db, 'Strassen', "$filter=not (OrtsteilName eq 'Breidenstein')")).toEqual([2, 3]);
    expect(ids(db, 'Objekte', '$filter=not (HausNr gt 5)')).toEqual([5]);
    expect(ids(db, 'Adressen', "$filter=not startswith(Vorname, 'A')")).toEqual([2, 3]);
  });

  it('treats eq/ne null as IS NULL / IS NOT NULL and ne as including nulls', () => {
    expect(ids(db, 'Strassen', '$filter=OrtsteilName eq null')).toEqual([2, 3]);
    expect(ids(db, 'Strassen', '$filter=OrtsteilName ne null')).toEqual([1]);
    expect(ids(db, 'Strassen', "$filter=OrtsteilName ne 'Breidenstein'")).toEqual([2, 3]);
  });

  it('filters through to-one navigations (with and without a join)', () => {
    expect(ids(db, 'Strassen', "$filter=Ort/OrteId eq 12 and OrtsteilName eq 'Breidenstein'")).toEqual([1]);
    expect(ids(db, 'Stueckgueter', '$filter=StueckgutAuftragsart/StueckgutAuftragsartenId eq 3')).toEqual([1, 2]);
    expect(ids(db, 'Stueckgueter', "$filter=StueckgutAuftragsart/Name eq 'Elektro'")).toEqual([3]);
    expect(ids(db, 'Abfuhrtermine', "$filter=Abfuhrplan/GefaesstarifArt/Abfallart/Code eq 'B'")).toEqual([2]);
    expect(ids(db, 'StueckgutAuftraege', '$filter=Objekt/ObjekteId eq 5')).toEqual([9]);
  });

  it('compares DateTime literals with stored ms, minutes and seconds optional', () => {
    expect(ids(db, 'Abfuhrtermine', "$filter=Termin ge DateTime'2026-01-01T00:00' and Termin lt DateTime'2026-01-08T00:00:00'")).toEqual([1, 3]);
    expect(ids(db, 'Abfuhrtermine', "$filter=Termin eq datetime'2026-01-08T00:00:00'")).toEqual([2]);
    expect(ids(db, 'StueckgutAuftraege', "$filter=Erstellungsdatum eq DateTime'2026-03-01T09:30'")).toEqual([9]);
    expect(ids(db, 'Abfuhrtermine', "$filter=Termin lt datetimeoffset'2026-01-01T00:00:00Z'")).toEqual([4]);
    expect(ids(db, 'Abfuhrtermine', "$filter=Termin eq datetimeoffset'2026-01-07T01:00:00%2B01:00'")).toEqual([1, 3]);
    // an unencoded '+' arrives as a space
    expect(ids(db, 'Abfuhrtermine', "$filter=Termin eq datetimeoffset'2026-01-07T01:00:00+01:00'")).toEqual([1, 3]);
  });

  it('extracts year, month and day of dates', () => {
    expect(ids(db, 'Abfuhrtermine', '$filter=year(Termin) eq 2025')).toEqual([4]);
    expect(ids(db, 'Abfuhrtermine', '$filter=month(Termin) eq 1 and day(Termin) eq 8')).toEqual([2]);
    expect(ids(db, 'StueckgutAuftraege', '$filter=hour(Erstellungsdatum) eq 9 and minute(Erstellungsdatum) eq 30')).toEqual([9]);
  });

  it('round-trips strings with quotes and treats LIKE wildcards as data', () => {
    expect(ids(db, 'Adressen', "$filter=Name eq 'O''Brien'")).toEqual([2]);
    expect(ids(db, 'Abfuhrtermine', "$filter=substringof('''Heilige', Hinweis)")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=substringof('%_', Name)")).toEqual([3]);
    expect(ids(db, 'Strassen', "$filter=substringof('%', Name) or startswith(Name, '_')")).toEqual([3]);
    expect(ids(db, 'Strassen', "$filter=startswith(Name, '100%')")).toEqual([3]);
  });

  it('implements the string functions, case-sensitive unless lowered, with umlauts', () => {
    expect(ids(db, 'Strassen', "$filter=substringof('straße', Name)")).toEqual([1]);
    expect(ids(db, 'Strassen', "$filter=substringof('STRASSE', Name)")).toEqual([]);
    expect(ids(db, 'Strassen', "$filter=substringof('haupt', Name)")).toEqual([]);
    expect(ids(db, 'Strassen', "$filter=substringof('haupt', tolower(Name))")).toEqual([1]);
    expect(ids(db, 'Adressen', "$filter=tolower(Name) eq 'özdemir'")).toEqual([3]);
    expect(ids(db, 'Adressen', "$filter=toupper(Name) eq 'MÜLLER'")).toEqual([1]);
    expect(ids(db, 'Strassen', "$filter=startswith(Name, 'Am')")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=startswith(Name, 'am')")).toEqual([]);
    expect(ids(db, 'Strassen', "$filter=endswith(Name, 'straße')")).toEqual([1]);
    expect(ids(db, 'Strassen', "$filter=endswith(Name, 'STRASSE')")).toEqual([]);
    expect(ids(db, 'Strassen', '$filter=length(Name) eq 8')).toEqual([2, 3]);
    expect(ids(db, 'Strassen', "$filter=indexof(Name, 'Anger') eq 3")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=trim(concat(' ', Name)) eq 'Am Anger'")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=substring(Name, 3) eq 'Anger'")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=substring(Name, 0, 2) eq 'Am'")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=replace(Name, 'Am ', '') eq 'Anger'")).toEqual([2]);
  });

  it('compares booleans, bare boolean properties and Decimal values numerically', () => {
    expect(ids(db, 'Abfallarten', '$filter=IsBio eq true')).toEqual([2]);
    expect(ids(db, 'Abfallarten', '$filter=IsBio')).toEqual([2]);
    expect(ids(db, 'Abfallarten', '$filter=not IsBio')).toEqual([1]);
    // '120.50' > '99.9' only numerically, not as text
    expect(ids(db, 'GefaesstarifArten', '$filter=Preis gt 99.95M')).toEqual([1]);
    expect(ids(db, 'GefaesstarifArten', '$filter=Preis eq 9.5M')).toEqual([3]);
    expect(ids(db, 'GefaesstarifArten', '$filter=Preis lt 10')).toEqual([3]);
    expect(ids(db, 'Dokumente', '$filter=Groesse gt 5L')).toEqual([1]);
  });

  it('supports arithmetic and negative numbers', () => {
    expect(ids(db, 'Volumen', '$filter=VolumenWert div 2 eq 60')).toEqual([1]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert add -20 eq 100')).toEqual([1]);
    expect(ids(db, 'Volumen', '$filter=VolumenWert mod 7 eq 2 and VolumenWert mul 2 gt 300')).toEqual([2]);
    expect(ids(db, 'Volumen', '$filter=- VolumenWert lt -200')).toEqual([2]);
  });

  it('rounds numbers and reads seconds', () => {
    expect(ids(db, 'GefaesstarifArten', '$filter=round(Preis) eq 121')).toEqual([1]);
    expect(ids(db, 'GefaesstarifArten', '$filter=floor(Preis) eq 9')).toEqual([3]);
    expect(ids(db, 'GefaesstarifArten', '$filter=ceiling(Preis) eq 100')).toEqual([2]);
    expect(ids(db, 'StueckgutAuftraege', '$filter=second(Erstellungsdatum) eq 0 and hour(Erstellungsdatum) eq 0')).toEqual([10]);
  });

  it('puts every literal into a bound parameter, never into the SQL text', () => {
    const seen: string[] = [];
    const prepare = db.prepare.bind(db);
    const spy = Object.assign(Object.create(db) as typeof db, {
      prepare: (sql: string) => {
        seen.push(sql);
        return prepare(sql);
      },
    });
    q(spy, 'Strassen', "$filter=Name eq 'Zauberwort' or substringof('Hokuspokus', Name) or StrassenId eq 4711 or OrtsteilName eq null&$orderby=Name");
    q(spy, 'Abfuhrtermine', "$filter=Termin gt DateTime'2031-07-07T00:00' and IstVerschoben eq true and year(Termin) eq 2029&$top=3&$skip=7");
    expect(seen.length).toBeGreaterThan(0);
    for (const sql of seen) {
      for (const lit of ['Zauberwort', 'Hokuspokus', '4711', '2031', '2029', 'true', 'NULL', 'LIMIT 3', 'OFFSET 7']) expect(sql, sql).not.toContain(lit);
    }
  });

  it('answers unknown properties, navigations and functions with 400', () => {
    expect(failure(() => q(db, 'Strassen', '$filter=Nope eq 1'))).toMatchObject({ status: 400, code: 'bad-request' });
    expect(failure(() => q(db, 'Strassen', '$filter=Ort/Nope eq 1')).message).toContain('Nope');
    expect(failure(() => q(db, 'Strassen', '$filter=Plz/OrteId eq 1')).message).toContain('Plz');
    expect(failure(() => q(db, 'StueckgutAuftraege', '$filter=StueckgutAnzahlen/Anzahl eq 1')).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', "$filter=constructor(Name) eq 'x'")).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', '$filter=Ort eq 12')).status).toBe(400);
  });

  it('rejects type mismatches and non-boolean filters', () => {
    expect(failure(() => q(db, 'Abfuhrtermine', "$filter=Termin eq '2026-01-07'")).status).toBe(400);
    expect(failure(() => q(db, 'Volumen', "$filter=VolumenWert eq '120'")).status).toBe(400);
    expect(failure(() => q(db, 'Volumen', '$filter=VolumenWert')).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', '$filter=tolower(StrassenId) eq 1')).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', "$filter=startswith(Name)")).status).toBe(400);
  });

  it('names the position of a syntax error', () => {
    const f = failure(() => q(db, 'Strassen', "$filter=Name eq 'x' and"));
    expect(f).toMatchObject({ status: 400, code: 'bad-request' });
    expect(f.message).toContain('Position 16');
    expect(failure(() => q(db, 'Strassen', "$filter=Name eq 'x")).message).toContain('Position 9:');
    expect(failure(() => q(db, 'Strassen', '$filter=(Name eq 1')).message).toContain('Position');
    expect(failure(() => q(db, 'Strassen', "$filter=Termin eq DateTime'2026-02-30T00:00'")).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', '$filter=Name eq 12abc')).status).toBe(400);
    expect(failure(() => q(db, 'Strassen', '$filter=Name xx 1')).message).toContain('xx');
  });

  it('leaves the stored ms values intact for the wire', () => {
    const r = q(db, 'Objekte', '$filter=ObjekteId eq 5').d.results[0];
    expect(r?.EigentuemerBis).toBe(`/Date(${day(2026, 12, 31)})/`);
  });
});

describe('filters as SAPUI5 ODataModel V2 writes them', () => {
  const db = seededDb();

  it('Contains / StartsWith / EndsWith / NotContains / BT / case-insensitive', () => {
    expect(ids(db, 'Strassen', "$filter=(substringof('Anger',Name))")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=(startswith(Name,'Haupt') and endswith(Name,'straße'))")).toEqual([1]);
    expect(ids(db, 'Strassen', "$filter=(not substringof('Anger',Name))")).toEqual([1, 3]);
    expect(ids(db, 'Strassen', "$filter=(Name ge 'A' and Name le 'B')")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=(substringof(toupper('anger'),toupper(Name)))")).toEqual([2]);
    expect(ids(db, 'Strassen', "$filter=((Plz eq '35232' or Plz eq '35236') and Ort/OrteId eq 13)")).toEqual([3]);
    expect(ids(db, 'Abfuhrtermine', "$filter=(Termin ge datetime'2026-01-01T00:00:00' and Termin le datetime'2026-12-31T23:59:59')&$skip=0&$top=100&$inlinecount=allpages")).toEqual([1, 2, 3]);
    expect(ids(db, 'GefaesstarifArten', '$filter=(Preis ge 9.50m and Preis le 100m)&$orderby=Preis%20desc')).toEqual([2, 3]);
  });
});

describe('the queries the reference metadata itself asks for (portal:Query)', () => {
  const db = seededDb();
  const queries = [...model.functionImports.values()].flatMap((f) => f.parameters.map((p) => p.portal.query).filter((x): x is string => !!x));

  it('runs every one of them', () => {
    expect(queries.length).toBeGreaterThan(5);
    for (const query of queries) {
      const [path = '', search = ''] = query.replace(/\{[^}]+\}/g, '12').split('?');
      expect(() => q(db, path, search), query).not.toThrow();
    }
    expect(ids(db, 'Strassen', '$filter=Ort/OrteId eq 12&$orderby=Name asc')).toEqual([2, 1]);
    expect(ids(db, 'Stueckgueter', '$filter=StueckgutAuftragsart/StueckgutAuftragsartenId eq 3&$orderby=Name asc')).toEqual([2, 1]);
  });
});

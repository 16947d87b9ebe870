import { describe, expect, it } from 'vitest';
import { getEntity, queryEntitySet, toODataErrorResponse } from '../../../server/odata';
import { day, failure, ids, model, one, q, rowsOf, seededDb } from './fixture';

describe('queryEntitySet: $expand, $orderby, $select, paging', () => {
  const db = seededDb();

  const towns = [
    { __metadata: { type: 'Abfall.Portal.OrteMitOrtsteilen', uri: "/api/OrteMitOrtsteilen('12-A')" }, Schluessel: '12-A', OrteId: 12, Ortsname: 'Mittelstadt', Ortsteilname: 'Breidenstein' },
    { __metadata: { type: 'Abfall.Portal.OrteMitOrtsteilen', uri: "/api/OrteMitOrtsteilen('13')" }, Schluessel: '13', OrteId: 13, Ortsname: 'Breidenbach', Ortsteilname: null },
  ];

  it('answers a collection in the V1 verbose shape {d: [...]} with __metadata', () => {
    expect(queryEntitySet(db, model, 'OrteMitOrtsteilen', { $orderby: 'Schluessel' })).toEqual({ d: towns });
  });

  it('answers $inlinecount=allpages in the V2 shape {d: {results, __count}}', () => {
    expect(queryEntitySet(db, model, 'OrteMitOrtsteilen', { $orderby: 'Schluessel', $inlinecount: 'allpages' })).toEqual({ d: { results: towns, __count: '2' } });
    expect(queryEntitySet(db, model, 'OrteMitOrtsteilen', { $orderby: 'Schluessel', $inlinecount: 'none' })).toEqual({ d: towns });
  });

  it('serialises booleans, Decimal and Int64 as the conventions say and omits unexpanded navigations', () => {
    const art = q(db, 'GefaesstarifArten', '$filter=GefaesstarifArtenId eq 2').d.results[0];
    expect(art).toMatchObject({ Preis: '99.9', IstBestellbar: true });
    expect(art).not.toHaveProperty('Abfallart');
    expect(art).not.toHaveProperty('Abfallart__fk');
    expect(q(db, 'Dokumente', '').d.results[0]?.Groesse).toBe('9007199254740993');
  });

  it('expands to-one chains and nulls for missing targets', () => {
    const [o5, o6] = q(db, 'Objekte', '$expand=Strasse/Ort,EigentuemerAdressenObj/Anrede,PflichtigerAdressenObj,Objekttyp').d.results;
    expect(o5?.Strasse).toMatchObject({ Name: 'Hauptstraße', Ort: { OrteId: 12, Ortsname: 'Mittelstadt' } });
    expect(o5?.EigentuemerAdressenObj).toMatchObject({ Name: 'Müller', Anrede: { Bezeichnung: 'Frau', AnredeVerwendenPortal: true } });
    expect(o5?.PflichtigerAdressenObj).toMatchObject({ Name: "O'Brien" });
    expect(o5?.PflichtigerAdressenObj).not.toHaveProperty('Anrede');
    expect(o6?.Objekttyp).toBeNull();
    expect(o6?.PflichtigerAdressenObj).toBeNull();
    expect(o6?.Strasse).toMatchObject({ Name: '100%_Weg', Ort: { OrteId: 13 } });
  });

  it('expands to-many with nested to-one levels (3 deep)', () => {
    const [a9, a10] = q(db, 'StueckgutAuftraege', '$expand=StueckgutAnzahlen/Stueckgut/StueckgutAuftragsart,StueckgutAuftragsart').d.results;
    // V1 answer: an expanded to-many navigation is a bare array.
    const anz = a9?.StueckgutAnzahlen as Record<string, unknown>[];
    // Anzahl is an Edm.Decimal (a measured amount may be 1.5 m³): a wire string.
    expect(anz.map((a) => a.Anzahl)).toEqual(['2', '1']);
    expect(anz[0]?.Stueckgut).toMatchObject({ Name: 'Sofa', StueckgutAuftragsart: { Name: 'Sperrmüll' } });
    expect(a10?.StueckgutAnzahlen as unknown[]).toHaveLength(1);
    expect(a10?.StueckgutAuftragsart).toMatchObject({ Name: 'Elektro', JahresKontingent: '4' });
    const none = q(db, 'StueckgutAuftraege', '$filter=StueckgutAuftraegeId eq 10&$expand=StueckgutAnzahlen').d.results[0];
    expect(none?.StueckgutAnzahlen).toEqual([expect.objectContaining({ StueckgutAnzahlenId: 3 })]);
    // V2 answer ($inlinecount): the same navigation as {results: [...]}, like the collection itself.
    const v2 = q(db, 'StueckgutAuftraege', '$filter=StueckgutAuftraegeId eq 10&$expand=StueckgutAnzahlen&$inlinecount=allpages').d.results[0];
    expect(v2?.StueckgutAnzahlen).toEqual({ results: [expect.objectContaining({ StueckgutAnzahlenId: 3 })] });
    expect(one(db, 'StueckgutAuftraege', '10', '$expand=StueckgutAnzahlen').StueckgutAnzahlen).toEqual([expect.objectContaining({ StueckgutAnzahlenId: 3 })]);
  });

  it('orders by nav paths, several keys, asc/desc', () => {
    const r = q(
      db,
      'Abfuhrtermine',
      '$filter=Strasse/StrassenId eq 1&$expand=Abfuhrplan,Abfuhrplan/GefaesstarifArt/Abfallart,Abfuhrplan/GefaesstarifArt/VolumenObj' +
        '&$orderby=Abfuhrplan/GefaesstarifArt/Abfallart/Name,Abfuhrplan/GefaesstarifArt/VolumenObj/VolumenWert desc',
    ).d.results;
    // Bioabfall first, then Restabfall 240 before 120.
    expect(r.map((t) => t.AbfuhrtermineId)).toEqual([2, 1, 3]);
    expect(r[0]).toMatchObject({ Abfuhrplan: { Jahr: 2026, GefaesstarifArt: { Abfallart: { Code: 'B', IsBio: true }, VolumenObj: { VolumenWert: 120 } } } });
    expect(ids(db, 'Strassen', '$orderby=Ort/Ortsname asc, Name desc')).toEqual([3, 1, 2]);
    expect(ids(db, 'GefaesstarifArten', '$orderby=Preis desc')).toEqual([1, 2, 3]);
  });

  it('pages with $top/$skip and counts all pages', () => {
    expect(ids(db, 'Abfuhrtermine', '$orderby=Termin&$top=2')).toEqual([4, 1]);
    expect(ids(db, 'Abfuhrtermine', '$orderby=Termin&$top=2&$skip=2')).toEqual([3, 2]);
    expect(ids(db, 'Abfuhrtermine', '$skip=3')).toEqual([4]);
    expect(ids(db, 'Abfuhrtermine', '$top=0')).toEqual([]);
    const counted = q(db, 'Abfuhrtermine', "$filter=Termin ge DateTime'2026-01-01T00:00'&$top=1&$inlinecount=allpages");
    expect(counted.d.__count).toBe('3');
    expect(counted.d.results).toHaveLength(1);
    expect(q(db, 'Abfuhrtermine', '$top=1').d).not.toHaveProperty('__count');
    expect(q(db, 'Abfuhrtermine', '$inlinecount=none').d).not.toHaveProperty('__count');
  });

  it('selects top-level properties, keeps expansions and accepts $format=json', () => {
    const r = q(db, 'Strassen', '$select=Name,Ort&$expand=Ort&$format=json&$filter=StrassenId eq 1').d.results[0];
    expect(Object.keys(r ?? {}).sort()).toEqual(['Name', 'Ort', 'StrassenId', '__metadata']);
    expect(r?.Ort).toMatchObject({ Ortsname: 'Mittelstadt' });
    expect(Object.keys(q(db, 'Orte', '$select=*').d.results[0] ?? {})).toEqual(['__metadata', 'OrteId', 'Ortsname']);
  });

  it('ignores non-system parameters and rejects unknown or bad system options', () => {
    expect(ids(db, 'Orte', 'orteId=12&sap-client=100')).toEqual([12, 13]);
    for (const bad of ['$top=-1', '$top=abc', '$skip=1.5', '$inlinecount=some', '$format=xml', '$count=true', '$search=x', '$top=1&$top=2', '$expand=Nope', '$expand=Ort/Nope', '$orderby=Nope', '$orderby=Name sideways', '$select=Nope', '$expand=Name']) {
      expect(failure(() => q(db, 'Strassen', bad)), bad).toMatchObject({ status: 400, code: 'bad-request' });
    }
  });

  it('ANDs the scope predicate into the root query and the count', () => {
    const scope = { sql: 't0."Objekt__fk" IN (SELECT value FROM json_each(?))', params: [JSON.stringify([5])] };
    const body = q(db, 'StueckgutAuftraege', '$inlinecount=allpages&$filter=Status ge 1&$expand=StueckgutAuftragsart', { scope });
    expect(body.d.results.map((r) => r.StueckgutAuftraegeId)).toEqual([9]);
    expect(body.d.__count).toBe('1');
    // AbfuhrtermineAbJahr style: a root predicate plus the client's $expand/$orderby
    const termine = q(db, 'Abfuhrtermine', '$orderby=Termin desc&$expand=Abfuhrplan', {
      scope: { sql: 't0."Strasse__fk" = ? AND t0."Abfuhrplan__fk" IN (SELECT "AbfuhrplaeneId" FROM "Abfuhrplaene" WHERE "Jahr" = ?)', params: [1, 2026] },
    });
    expect(termine.d.results.map((r) => r.AbfuhrtermineId)).toEqual([2, 1, 3]);
  });

  it('restricts expanded entities with expandScope, at every level', () => {
    const expandScope = (set: string) => (set === 'Adressen' ? { sql: 't0."AdressenId" = ?', params: [1] } : undefined);
    const [o5, o6] = q(db, 'Objekte', '$expand=EigentuemerAdressenObj/Anrede,PflichtigerAdressenObj', { expandScope }).d.results;
    expect(o5?.EigentuemerAdressenObj).toMatchObject({ AdressenId: 1, Anrede: { AnredenId: 2 } });
    expect(o5?.PflichtigerAdressenObj).toBeNull();
    expect(o6?.EigentuemerAdressenObj).toBeNull();
    const onlyA1 = (set: string) => (set === 'StueckgutAnzahlen' ? { sql: 't0."Anzahl" > ?', params: [1] } : undefined);
    const a9 = q(db, 'StueckgutAuftraege', '$filter=StueckgutAuftraegeId eq 9&$expand=StueckgutAnzahlen', { expandScope: onlyA1 }).d.results[0];
    expect((a9?.StueckgutAnzahlen as { Anzahl: string }[]).map((r) => r.Anzahl)).toEqual(['2']);
  });

  it('uses baseUrl for __metadata.uri', () => {
    const r = rowsOf(queryEntitySet(db, model, 'Orte', { $top: '1' }, { baseUrl: 'https://x.example/api' }))[0];
    expect(r?.__metadata).toEqual({ type: 'Abfall.Portal.Orte', uri: 'https://x.example/api/Orte(12)' });
  });
});

describe('getEntity', () => {
  const db = seededDb();

  it('reads by numeric, string and named keys with $expand', () => {
    expect(one(db, 'Strassen', '1', '$expand=Ort')).toMatchObject({ StrassenId: 1, Ort: { OrteId: 12 } });
    expect(one(db, 'Strassen', '(1)')).toMatchObject({ StrassenId: 1 });
    expect(one(db, 'Strassen', 'StrassenId=2')).toMatchObject({ Name: 'Am Anger' });
    expect(one(db, 'OrteMitOrtsteilen', "('12-A')")).toMatchObject({ Ortsteilname: 'Breidenstein' });
    expect(getEntity(db, model, 'Orte', 13).d).toMatchObject({ Ortsname: 'Breidenbach' });
    expect(getEntity(db, model, 'Orte', { OrteId: 12 }, { $select: 'Ortsname' }).d).toEqual({
      __metadata: { type: 'Abfall.Portal.Orte', uri: '/api/Orte(12)' },
      OrteId: 12,
      Ortsname: 'Mittelstadt',
    });
  });

  it('answers 404 for missing or out-of-scope entities and 400 for bad keys or options', () => {
    expect(failure(() => one(db, 'Strassen', '99'))).toMatchObject({ status: 404, code: 'not-found' });
    const scope = { sql: 't0."Objekt__fk" = ?', params: [6] };
    expect(failure(() => getEntity(db, model, 'StueckgutAuftraege', '9', {}, { scope })).status).toBe(404);
    expect(getEntity(db, model, 'StueckgutAuftraege', '10', {}, { scope }).d).toMatchObject({ Status: 2 });
    for (const key of ["'1'", '1,2', 'Nope=1', '1 or 1=1', "(StrassenId=1,StrassenId=1)", '']) {
      expect(failure(() => one(db, 'Strassen', key)).status, key).toBe(400);
    }
    expect(failure(() => one(db, 'OrteMitOrtsteilen', '12')).status).toBe(400);
    expect(failure(() => one(db, 'Strassen', '1', '$filter=Name eq 1')).status).toBe(400);
    expect(failure(() => one(db, 'Nirgendwo', '1')).status).toBe(404);
  });

  it('turns errors into the OData error body', () => {
    let res;
    try {
      one(db, 'Strassen', '1', '$expand=Nope');
    } catch (e) {
      res = toODataErrorResponse(e);
    }
    expect(res).toEqual({ status: 400, body: { error: { code: 'bad-request', message: { lang: 'de', value: expect.stringContaining('Nope') } } } });
    expect(toODataErrorResponse(new Error('SQLITE_CORRUPT at /secret/path'))).toEqual({
      status: 500,
      body: { error: { code: 'internal', message: { lang: 'de', value: expect.not.stringContaining('secret') } } },
    });
  });

  it('returns dates as /Date(ms)/', () => {
    expect(one(db, 'Abfuhrtermine', '2').Termin).toBe(`/Date(${day(2026, 1, 8)})/`);
  });
});

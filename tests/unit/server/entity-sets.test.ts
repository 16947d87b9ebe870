/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { auth, harness, login, model, results } from './helpers';
import { isPrivateSet } from '../../../server/scope';
import { PAGE_SIZE } from '../../../server/odata';
import { declaredVersion } from '../../../server/routes/metadata';

const PRIVATE = ['Objekte', 'Adressen', 'Auftraege', 'StueckgutAuftraege', 'StueckgutAnzahlen', 'FahrAuftraege', 'AbfuhrAuftraege', 'Reklamationen', 'Gefaesse', 'Gefaesstarife', 'Dokumente', 'Buchungen', 'Forderungen'];
const PUBLIC = ['Strassen', 'Orte', 'OrteMitOrtsteilen', 'Abfallarten', 'Volumen', 'Abfuhrtermine', 'ReklamationsArten', 'ReklamationsZuordnungen', 'Gebiete', 'Vorlaufzeiten', 'StueckgutAuftragsarten', 'Stueckgueter', 'WikiArtikel', 'AbfallABC', 'Anreden'];
const BY_OBJECT = ['Auftraege', 'StueckgutAuftraege', 'FahrAuftraege', 'AbfuhrAuftraege', 'Reklamationen', 'Gefaesse', 'Gefaesstarife', 'Dokumente', 'Buchungen', 'Forderungen'];

describe('entity sets', () => {
  it('serves $metadata as XML with no-store', async () => {
    const res = await harness().request('/api/$metadata');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('EntitySet Name="Objekte"');
    expect(res.headers.get('DataServiceVersion')).toBe(declaredVersion(readFileSync('schema/reference/metadata.xml', 'utf8')));
    const service = await harness().request('/api');
    expect(service.headers.get('DataServiceVersion')).toBe('1.0');
    expect(((await service.json()) as { d: { EntitySets: string[] } }).d.EntitySets).toContain('Abfuhrtermine');
    expect(declaredVersion('<e:Edmx><e:DataServices xmlns:m="x" m:DataServiceVersion="2.0">')).toBe('2.0');
    expect(declaredVersion('<Edmx><DataServices>')).toBe('1.0');
  });

  it.each(PRIVATE)('private set %s needs a session (403)', async (set) => {
    const res = await harness().json(`/api/${set}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message.lang).toBe('de');
  });

  it.each(PUBLIC)('public set %s needs no session', async (set) => {
    const res = await harness().json(`/api/${set}?$top=3`);
    expect(res.status).toBe(200);
    expect(results(res.body).length).toBeGreaterThan(0);
  });

  it('never lets a public set navigate into a private one (no way around the scope via $expand)', () => {
    const setOfType = new Map([...model.entitySets.values()].map((s) => [s.entityType, s.name]));
    for (const set of model.entitySets.values()) {
      if (isPrivateSet(set.name)) continue;
      const type = model.entityTypes.get(set.entityType)!;
      for (const nav of type.navigationProperties) {
        expect(isPrivateSet(setOfType.get(nav.target) ?? ''), `${set.name}/${nav.name}`).toBe(false);
      }
    }
  });

  it('returns only rows of the own objects', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const objects = results((await h.json('/api/Objekte?$expand=Strasse/Ort,EigentuemerAdressenObj/Anrede,PflichtigerAdressenObj,Objekttyp', auth(token))).body);
    expect(objects.map((o: any) => o.ObjekteId)).toEqual([2]);
    expect(objects[0].Strasse.Ort.Ortsname).toBeTruthy();
    expect(objects[0].EigentuemerAdressenObj.Anrede.Bezeichnung).toBe('Frau');
    for (const set of BY_OBJECT) {
      const rows = results((await h.json(`/api/${set}?$expand=Objekt`, auth(token))).body);
      expect(rows.length, set).toBeGreaterThan(0);
      expect(new Set(rows.map((r: any) => r.Objekt?.ObjekteId)), set).toEqual(new Set([2]));
    }
    // A filter cannot widen the scope.
    const widened = results((await h.json(`/api/Auftraege?$filter=${encodeURIComponent('AuftraegeId gt 0 or AuftraegeId le 0')}&$expand=Objekt`, auth(token))).body);
    expect(new Set(widened.map((r: any) => r.Objekt.ObjekteId))).toEqual(new Set([2]));
    // Someone else's object is not found.
    expect((await h.json('/api/Objekte(3)', auth(token))).status).toBe(404);
    expect((await h.json('/api/Objekte(2)', auth(token))).body.d.ObjekteId).toBe(2);
    const addresses = results((await h.json('/api/Adressen', auth(token))).body).map((a: any) => a.AdressenId);
    expect(addresses).toEqual([2]);
  });

  it('answers the event-loading calls of the portal with their expansions', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const byObject = encodeURIComponent('Objekt/ObjekteId eq 2');
    const calls: [string, (row: any) => unknown][] = [
      [`Auftraege?$filter=${byObject}&$expand=ServiceArt,Abfallart,Volumen,GefaesseObj,Auftragsliste,NachfolgerObj,VorgaengerObj`, (r) => r.Abfallart.Name && r.Volumen.VolumenWert],
      [`StueckgutAuftraege?$filter=${byObject}&$expand=StueckgutAuftragsart,StueckgutAnzahlen/Stueckgut/StueckgutAuftragsart`, (r) => r.StueckgutAuftragsart.Name && r.StueckgutAnzahlen[0].Stueckgut.StueckgutAuftragsart],
      [`FahrAuftraege?$filter=${byObject}&$expand=FahrAuftragsTour,GefaesstarifArtenObj,GefaesseObj`, (r) => r.FahrAuftragsTour.Datum && r.GefaesseObj.ChipReferenzNr],
      [`AbfuhrAuftraege?$filter=${byObject}&$expand=SollAbfuhrTermin,GefaesstarifArtenObj,GefaesseObj`, (r) => r.SollAbfuhrTermin.Termin && r.GefaesstarifArtenObj.Bezeichnung],
      [`Gefaesstarife?$filter=${byObject}&$expand=Gefaess,GefaesstarifArtenObj`, (r) => r.Gefaess.ChipReferenzNr],
      [`Reklamationen?$filter=${byObject}&$expand=ReklamationsArt`, (r) => r.ReklamationsArt.Bezeichnung],
      [`ReklamationsZuordnungen?$filter=ReklamationsZuordnungsTyp eq 11&$expand=ReklamationsArt`, (r) => r.ReklamationsArt.Bezeichnung],
    ];
    for (const [path, check] of calls) {
      const res = await h.json(`/api/${path}`, auth(token));
      expect(res.status, path).toBe(200);
      const rows = results(res.body);
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) expect(check(row), path).toBeTruthy();
    }
    // "Objekte $filter ObjekteId eq id": an empty answer tells the portal the object is not allowed.
    expect(results((await h.json(`/api/Objekte?$filter=${encodeURIComponent('ObjekteId eq 3')}`, auth(token))).body)).toEqual([]);
  });

  it('shows the landlord all 40 objects', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const objects = results((await h.json('/api/Objekte?$inlinecount=allpages', auth(token))).body);
    expect(objects).toHaveLength(40);
    expect(objects.filter((o: any) => o.EigentuemerBis !== null)).toHaveLength(1);
  });

  it('answers a malformed $filter with 400 bad-request', async () => {
    const res = await harness().json(`/api/Strassen?$filter=${encodeURIComponent("Name eq 'x")}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad-request');
    expect((await harness().json(`/api/Strassen?$filter=${encodeURIComponent('Unbekannt eq 1')}`)).status).toBe(400);
  });

  it('filters streets by town and district as clients do', async () => {
    const rows = results(
      (await harness().json(`/api/Strassen?$filter=${encodeURIComponent("Ort/OrteId eq 1 and OrtsteilName eq 'Breidenstein'")}&$orderby=Name asc&$expand=Ort`)).body,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: any) => r.OrtsteilName === 'Breidenstein' && r.Ort.OrteId === 1)).toBe(true);
  });

  it('rejects writes to entity sets and unknown resources', async () => {
    const h = harness();
    expect((await h.json('/api/Strassen', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(405);
    expect((await h.json('/api/Gibtsnicht')).status).toBe(404);
  });

  it('answers every /api request with 503 maintenance while the switch file exists', async () => {
    const h = harness();
    writeFileSync(h.config.maintenanceFile, 'x');
    try {
      for (const path of ['/api/$metadata', '/api/Strassen', "/api/IdZumMasterLogin?benutzerkennung='a'"]) {
        const res = await h.json(path);
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('maintenance');
      }
    } finally {
      rmSync(h.config.maintenanceFile, { force: true });
    }
    expect((await h.json('/api/Strassen?$top=1')).status).toBe(200);
  });
});

describe('answer size caps', () => {
  it('pages a public set without $top at 1000 entities with a __next link that yields the rest', async () => {
    const h = harness();
    const expand = 'Abfuhrplan/GefaesstarifArt/Abfallart,Abfuhrplan/GefaesstarifArt/VolumenObj,Strasse/Ort';
    const res = await h.request(`/api/Abfuhrtermine?$expand=${expand}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('DataServiceVersion')).toBe('2.0');
    const first: any = await res.json();
    expect(first.d.results).toHaveLength(1000);
    const next = new URL(first.d.__next);
    expect(next.pathname).toBe('/api/Abfuhrtermine');
    expect(next.searchParams.get('$skip')).toBe('1000');
    expect(next.searchParams.get('$expand')).toBe(expand);
    const second: any = (await h.json(`${next.pathname}${next.search}`)).body;
    expect(second.d.results).toHaveLength(1000);
    expect(second.d.results[0].AbfuhrtermineId).toBeGreaterThan(first.d.results[999].AbfuhrtermineId);
    expect(second.d.results[0].Abfuhrplan.GefaesstarifArt.Abfallart.Name).toEqual(expect.any(String));
  });

  it('caps a larger $top at the page size and carries the remainder in __next', async () => {
    const body = (await harness().json('/api/Abfuhrtermine?$top=1500&$skip=10')).body;
    expect(body.d.results).toHaveLength(1000);
    const next = new URL(body.d.__next).searchParams;
    expect([next.get('$skip'), next.get('$top')]).toEqual(['1010', '500']);
    expect((await harness().json('/api/Abfuhrtermine?$top=999')).body.d).toHaveLength(999);
  });

  it('refuses an $expand deeper than 3 levels with a German OData error', async () => {
    const res = await harness().json('/api/Abfuhrtermine?$top=1&$expand=Abfuhrplan/GefaesstarifArt/Abfallart/Irgendwas');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad-request', message: { lang: 'de', value: expect.stringContaining('höchstens 3 Ebenen') } });
  });

  it('keeps the portal’s biggest reads in one page: a landlord’s objects, a street’s dates, an object’s events', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const objects = await h.json('/api/Objekte?$expand=Strasse/Ort,EigentuemerAdressenObj/Anrede,PflichtigerAdressenObj,Objekttyp', auth(token));
    expect(Array.isArray(objects.body.d)).toBe(true);
    const busiest = h.db.prepare('SELECT "Objekt__fk" AS id FROM "AbfuhrAuftraege" GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1').get() as { id: number };
    const owner = h.db.prepare('SELECT COUNT(*) AS n FROM "AbfuhrAuftraege" WHERE "Objekt__fk" = ?').get(busiest.id) as { n: number };
    expect(owner.n).toBeLessThan(PAGE_SIZE);
    const street = h.db.prepare('SELECT COUNT(*) AS n FROM "Abfuhrtermine" GROUP BY "Strasse__fk" ORDER BY 1 DESC LIMIT 1').get() as { n: number };
    expect(street.n).toBeLessThan(PAGE_SIZE);
  });
});

describe('out-of-range integers', () => {
  it.each([
    'Strassen?$filter=StrassenId eq 9223372036854775808',
    'Strassen?$filter=StrassenId eq 99999999999999999999',
    'Strassen?$filter=StrassenId eq -9223372036854775809',
    'Strassen?$filter=StrassenId eq 9223372036854775808L',
    'Strassen?$filter=StrassenId gt 2147483648',
    'Strassen(99999999999999999999)',
    'Strassen(2147483648)',
    "AbfuhrtermineAbJahr?orteId=1&strassenId=99999999999999999999&jahr=2026",
  ])('%s answers 400 with an OData error body and logs no stack', async (path) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await harness().json(`/api/${path.replace(/ /g, '%20')}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'bad-request', message: { lang: 'de', value: expect.stringMatching(/Wertebereich|ganze Zahl/) } });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('still compares Int64 values up to the Int64 bounds', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(`/api/Dokumente?$filter=${encodeURIComponent('Groesse lt 9223372036854775807 and Groesse gt -9223372036854775808')}`, auth(token));
    expect(res.status).toBe(200);
    expect(results(res.body).length).toBeGreaterThan(0);
  });
});

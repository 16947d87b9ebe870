/* eslint-disable @typescript-eslint/no-explicit-any -- pins untyped OData JSON wire bodies */
/**
 * The wire format of docs/metadata-contract.md ("Values on the wire"), pinned through the Hono app:
 * collections as `{d: [...]}` with DataServiceVersion 1.0 (what existing clients of the
 * authorities' backends read), the V2 shape `{d: {results, __count}}` with 2.0 only when asked for,
 * single values as `{d: {Name: value}}`.
 */
import { describe, expect, it } from 'vitest';
import { auth, harness, lit, login } from './helpers';

const BASE = 'http://localhost/api';
const entity = (set: string, type: string, key: string | number) => ({
  type: `Abfall.Portal.${type}`,
  uri: `${BASE}/${set}(${typeof key === 'number' ? key : `'${key}'`})`,
});

async function get(path: string, init?: RequestInit): Promise<{ status: number; version: string | null; body: any }> {
  const res = await harness().request(path, init);
  return { status: res.status, version: res.headers.get('DataServiceVersion'), body: await res.json() };
}

const q = (s: string) => encodeURIComponent(s);

describe('collections answer {d: [...]} (V1) with DataServiceVersion 1.0', () => {
  it('OrteMitOrtsteilen', async () => {
    const res = await get('/api/OrteMitOrtsteilen');
    expect(res.status).toBe(200);
    expect(res.version).toBe('1.0');
    const town = (Schluessel: string, OrteId: number, Ortsname: string, Ortsteilname: string | null) => ({
      __metadata: entity('OrteMitOrtsteilen', 'OrteMitOrtsteilen', Schluessel),
      Schluessel,
      OrteId,
      Ortsname,
      Ortsteilname,
    });
    expect(res.body).toEqual({
      d: [
        town('1', 1, 'Lindenau', null),
        town('1-1', 1, 'Lindenau', 'Breidenstein'),
        town('1-2', 1, 'Lindenau', 'Oberlinden'),
        town('2', 2, 'Hohenfels', null),
        town('3', 3, 'Mühlbach', null),
        town('3-1', 3, 'Mühlbach', 'Unterau'),
        town('3-2', 3, 'Mühlbach', 'Kirchberg'),
        town('4', 4, 'Steinfurt', null),
        town('5', 5, 'Waldhausen', null),
        town('5-1', 5, 'Waldhausen', 'Eichenrod'),
      ],
    });
  });

  it('Strassen filtered by town and district as the contract shows, also `eq null`', async () => {
    const street = (StrassenId: number, Name: string, Plz: string, OrtsteilName: string | null) => ({
      __metadata: entity('Strassen', 'Strassen', StrassenId),
      StrassenId,
      Name,
      Plz,
      OrtsteilName,
    });
    const district = await get(`/api/Strassen?$filter=${q("Ort/OrteId eq 1 and OrtsteilName eq 'Breidenstein'")}&$orderby=${q('Name asc')}`);
    expect(district.version).toBe('1.0');
    expect(district.body).toEqual({
      d: [street(6, 'Am Marktplatz', '35411', 'Breidenstein'), street(36, 'Dorfstraße', '35411', 'Breidenstein'), street(21, 'Friedhofstraße', '35411', 'Breidenstein')],
    });
    const core = await get(`/api/Strassen?$filter=${q('Ort/OrteId eq 1 and OrtsteilName eq null')}&$orderby=${q('Name asc')}&$expand=Ort`);
    const ort = { __metadata: entity('Orte', 'Orte', 1), OrteId: 1, Ortsname: 'Lindenau' };
    expect(core.body).toEqual({
      d: [
        { ...street(1, 'Hauptstraße', '35410', null), Ort: ort },
        { ...street(31, 'Obergasse', '35410', null), Ort: ort },
        { ...street(16, 'Ringstraße', '35410', null), Ort: ort },
      ],
    });
  });

  it('AbfuhrtermineAbJahr with the contract’s $expand and $orderby', async () => {
    const h = harness();
    const year = new Date(h.clock.now).getUTCFullYear();
    const expand = 'Abfuhrplan,Abfuhrplan/GefaesstarifArt/Abfallart,Abfuhrplan/GefaesstarifArt/VolumenObj';
    const order = 'Abfuhrplan/GefaesstarifArt/Abfallart/Name,Abfuhrplan/GefaesstarifArt/VolumenObj/VolumenWert';
    const res = await h.request(`/api/AbfuhrtermineAbJahr?orteId=2&strassenId=2&jahr=${year}&hausNr=${lit('5')}&$expand=${expand}&$orderby=${order}`);
    expect(res.headers.get('DataServiceVersion')).toBe('1.0');
    const body: any = await res.json();
    expect(Object.keys(body)).toEqual(['d']);
    expect(Array.isArray(body.d)).toBe(true);
    expect(body.d.length).toBeGreaterThan(100);
    const [first] = body.d;
    expect(Object.keys(first)).toEqual(['__metadata', 'AbfuhrtermineId', 'Termin', 'IstVerschoben', 'Hinweis', 'Abfuhrplan']);
    expect(first).toEqual({
      __metadata: entity('Abfuhrtermine', 'Abfuhrtermine', first.AbfuhrtermineId),
      AbfuhrtermineId: expect.any(Number),
      Termin: expect.stringMatching(/^\/Date\(\d+\)\/$/),
      IstVerschoben: expect.any(Boolean),
      Hinweis: first.Hinweis === null ? null : expect.any(String),
      Abfuhrplan: {
        __metadata: entity('Abfuhrplaene', 'Abfuhrplaene', first.Abfuhrplan.AbfuhrplaeneId),
        AbfuhrplaeneId: expect.any(Number),
        Jahr: expect.any(Number),
        GefaesstarifArt: expect.objectContaining({
          GefaesstarifArtenId: expect.any(Number),
          Bezeichnung: expect.any(String),
          Abfallart: expect.objectContaining({
            AbfallartenId: expect.any(Number),
            Code: expect.any(String),
            Name: expect.any(String),
            Farbe: expect.any(String),
            IsBio: expect.any(Boolean),
            IsPapier: expect.any(Boolean),
            IsRest: expect.any(Boolean),
            IsWertstoff: expect.any(Boolean),
            IsSchadstoff: expect.any(Boolean),
          }),
          VolumenObj: { __metadata: entity('Volumen', 'Volumen', first.Abfuhrplan.GefaesstarifArt.VolumenObj.VolumenId), VolumenId: expect.any(Number), VolumenWert: expect.any(Number) },
        }),
      },
    });
  });

  it('Objekte of a session (authenticated)', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.request('/api/Objekte?$expand=Strasse/Ort,EigentuemerAdressenObj/Anrede,PflichtigerAdressenObj,Objekttyp', auth(token));
    expect(res.headers.get('DataServiceVersion')).toBe('1.0');
    const body: any = await res.json();
    expect(Object.keys(body)).toEqual(['d']);
    expect(body.d).toEqual([
      expect.objectContaining({
        __metadata: entity('Objekte', 'Objekte', 2),
        ObjekteId: 2,
        Strasse: expect.objectContaining({ StrassenId: expect.any(Number), Ort: expect.objectContaining({ OrteId: expect.any(Number) }) }),
        EigentuemerAdressenObj: expect.objectContaining({ Anrede: expect.objectContaining({ Bezeichnung: 'Frau' }) }),
      }),
    ]);
  });

  it('Gebiete', async () => {
    const res = await get('/api/Gebiete');
    expect(res.version).toBe('1.0');
    const region = (GebieteId: number, Name: string) => ({ __metadata: entity('Gebiete', 'Gebiete', GebieteId), GebieteId, Name });
    expect(res.body).toEqual({ d: [region(1, 'Nord'), region(2, 'Süd'), region(3, 'Ost'), region(4, 'West'), region(5, 'Innenstadt Lindenau')] });
  });

  it('functions returning a collection built by their handler (AktuelleBannerLinks)', async () => {
    const res = await get('/api/AktuelleBannerLinks');
    expect(res.version).toBe('1.0');
    expect(Array.isArray(res.body.d)).toBe(true);
    expect(res.body.d[0]).toMatchObject({ Url: expect.stringMatching(/^https:/), Titel: expect.any(String) });
  });
});

describe('the V2 shape only where V2 features are used', () => {
  it('$inlinecount=allpages answers {d: {results, __count}} with DataServiceVersion 2.0', async () => {
    const res = await get('/api/Gebiete?$top=2&$inlinecount=allpages');
    expect(res.version).toBe('2.0');
    expect(res.body).toEqual({
      d: {
        results: [
          { __metadata: entity('Gebiete', 'Gebiete', 1), GebieteId: 1, Name: 'Nord' },
          { __metadata: entity('Gebiete', 'Gebiete', 2), GebieteId: 2, Name: 'Süd' },
        ],
        __count: '5',
      },
    });
  });

  it('a single entity is {d: {...}} with 1.0', async () => {
    const res = await get('/api/Gebiete(3)');
    expect(res.version).toBe('1.0');
    expect(res.body).toEqual({ d: { __metadata: entity('Gebiete', 'Gebiete', 3), GebieteId: 3, Name: 'Ost' } });
  });

  it('a function returning a single value answers {d: {Name: value}} with 1.0 (IdZumMasterLogin)', async () => {
    const res = await get(`/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`);
    expect(res.version).toBe('1.0');
    expect(Object.keys(res.body.d)).toEqual(['IdZumMasterLogin']);
    expect(res.body).toEqual({ d: { IdZumMasterLogin: expect.any(Number) } });
  });
});

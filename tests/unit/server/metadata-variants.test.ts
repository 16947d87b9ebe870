/**
 * The embedded backend on metadata it has never seen, derived from the reference by the mutator:
 * without every optional part, with composite and Guid keys on the objects and collection dates,
 * with a required property the demo data does not know on every set, under other names. Each
 * starts as `npm start` prepares it, seeds, answers `$metadata`, lets the demo owner log in, shows
 * a street's collection dates, and answers what it lacks with a clear error, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { prepareEmbeddedBackend } from '../../../server/embedded';
import { createApp, openDatabase, testConfig } from '../../../server/index';
import {
  compositeKeyVariant,
  extraPropertyVariant,
  guidKeyVariant,
  minimalVariant,
  OPTIONAL_FEATURES,
  referenceMetadata,
  renamedVariant,
  withoutFeature,
  withoutSets,
  withPropertyType,
} from '../../support/metadata-mutator';
import { harnessOf, lit, PASSWORD, results, sha, type Harness } from './helpers';

const NOW = Date.UTC(2026, 10, 21, 12);

async function start(xml: string): Promise<{ h: Harness; seeded: boolean; notes: string[] }> {
  const model = readEdmx(xml);
  const db = openDatabase(':memory:');
  const { seeded, notes } = await prepareEmbeddedBackend(db, model, { now: NOW });
  const clock = { now: NOW };
  const config = testConfig({ maintenanceFile: `/nonexistent/portal-variant-maintenance-${process.pid}` });
  const app = createApp({ db, model, metadataXml: xml, config, clock: () => clock.now });
  return { h: harnessOf(app, db, clock, config), seeded, notes };
}

async function loginOwner(h: Harness): Promise<string> {
  const id = await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`);
  expect(id.status).toBe(200);
  const res = await h.json(`/api/PruefePasswort?id=${id.body.d.IdZumMasterLogin}&hash=${lit(sha(PASSWORD))}&benutzerkennung=${lit('eigentuemer')}`);
  expect(res.status).toBe(200);
  return res.body.d.PruefePasswort.EncryptedData as string;
}

/** Every set and function, called bare: an answer, an error that says what is wrong, never a server fault. */
async function expectNoServerFault(h: Harness, xml: string, token: string): Promise<void> {
  const model = readEdmx(xml);
  const faults: string[] = [];
  for (const set of model.entitySets.keys()) {
    const res = await h.json(`/api/${set}`, { headers: { 'X-Auth-Hash': token } });
    if (res.status >= 500) faults.push(`${set}: ${res.status}`);
  }
  for (const fn of model.functionImports.values()) {
    const res = await h.json(`/api/${fn.name}`, { method: fn.httpMethod === 'POST' ? 'POST' : 'GET', headers: { 'X-Auth-Hash': token } });
    if (res.status >= 500) faults.push(`${fn.name}: ${res.status}`);
    else if (res.status >= 400) expect(res.body.error.message.value).toMatch(/\S/);
  }
  expect(faults).toEqual([]);
}

const combined = () => withoutFeature('demands', withoutFeature('dump', renamedVariant(extraPropertyVariant(compositeKeyVariant()))));

const variants: [string, () => string][] = [
  ['minimal: every optional set and function removed', minimalVariant],
  ['composite keys (Mandant + id) on Objekte and Abfuhrtermine', compositeKeyVariant],
  ['Guid keys on Objekte and Abfuhrtermine', guidKeyVariant],
  ['a required unknown property on every set', extraPropertyVariant],
  ['another namespace, alias and container', renamedVariant],
  ['SAP-style: composite keys, extra properties, other names, no bulky waste, no demands', combined],
];

describe.each(variants)('the embedded backend on %s', (_name, variant) => {
  it('starts, seeds, serves $metadata, logs the demo owner in and shows collection dates', async () => {
    const xml = variant();
    const { h, seeded } = await start(xml);
    expect(seeded).toBe(true);

    const metadata = await h.request('/api/$metadata');
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toBe(xml);

    const token = await loginOwner(h);
    const objects = await h.json('/api/Objekte?$expand=Strasse/Ort', { headers: { 'X-Auth-Hash': token } });
    expect(objects.status).toBe(200);
    const own = results(objects.body);
    expect(own.map((o: { ObjektNr: string }) => o.ObjektNr)).toEqual(['OBJ-1002']);

    const street = own[0].Strasse as { StrassenId: number; Ort: { OrteId: number } };
    const dates = await h.json(`/api/AbfuhrtermineAbJahr?orteId=${street.Ort.OrteId}&strassenId=${street.StrassenId}&jahr=2026`);
    expect(dates.status).toBe(200);
    expect(results(dates.body).length).toBeGreaterThan(10);

    await expectNoServerFault(h, xml, token);
  }, 30_000);
});

describe('keys and properties another authority declares', () => {
  it('addresses objects and collection dates by their composite key', async () => {
    const { h, notes } = await start(compositeKeyVariant());
    expect(notes).toEqual([]);
    const token = await loginOwner(h);
    const own = await h.json(`/api/Objekte(Mandant='1',ObjekteId=2)`, { headers: { 'X-Auth-Hash': token } });
    expect(own.status).toBe(200);
    expect(own.body.d).toMatchObject({ Mandant: '1', ObjekteId: 2, ObjektNr: 'OBJ-1002' });
    expect(own.body.d.__metadata.uri).toMatch(/\/Objekte\(Mandant='1',ObjekteId=2\)$/);
  });

  it('numbers Guid keys as Guids', async () => {
    const { h } = await start(guidKeyVariant());
    const token = await loginOwner(h);
    const own = results((await h.json('/api/Objekte', { headers: { 'X-Auth-Hash': token } })).body);
    expect(own[0].ObjekteId).toBe('00000000-0000-0000-0000-000000000002');
  });

  it('fills a required property it does not know with a value of its type (Tourkennung on Abfuhrtermine)', async () => {
    const { h, notes } = await start(extraPropertyVariant());
    expect(notes).toEqual([]);
    const rows = results((await h.json('/api/Abfuhrtermine?$top=2')).body);
    expect(rows.map((r: { Tourkennung: unknown }) => r.Tourkennung)).toEqual(['1', '1']);
  });

  it('says in one German line which set it could not seed, for which property and why', async () => {
    const { h, seeded, notes } = await start(withPropertyType(referenceMetadata(), 'Anreden', 'Bezeichnung', 'Edm.DateTime'));
    expect(seeded).toBe(true);
    expect(notes).toEqual(['Demodaten nur teilweise angelegt – in anderer Form deklariert, daher leer: Anreden (Bezeichnung: kein gültiges Datum: Frau).']);
    await loginOwner(h);
  });
});

describe('features the metadata lacks', () => {
  it('without Forderungen: starts, archives the fee notices without instalments, and refuses the demand payment clearly', async () => {
    const { h, notes } = await start(withoutSets(referenceMetadata(), ['Forderungen']));
    expect(notes).toEqual(['Demodaten nur teilweise angelegt – nicht in den Metadaten: Forderungen.']);
    const token = await loginOwner(h);
    const notice = h.db.prepare(`SELECT "DokumenteId" AS id FROM "Dokumente" WHERE "Objekt__fk" = 2 AND "Dokumentart" = 'Gebührenbescheid'`).get() as { id: number };
    expect((await h.json(`/api/DokumentHerunterladen?dokumenteId=${notice.id}`, { headers: { 'X-Auth-Hash': token } })).status).toBe(200);

    const pay = await h.json(`/api/StarteZahlung?zweck=${lit('demand')}&referenz=${lit('1')}&ruecksprung=${lit('/forderungen')}`, {
      method: 'POST',
      headers: { 'X-Auth-Hash': token },
    });
    expect(pay.status).toBe(501);
    expect(pay.body.error).toEqual({ code: 'not-available', message: { lang: 'de', value: 'Die Funktion StarteZahlung steht bei dieser Behörde nicht zur Verfügung.' } });
  });

  it.each(Object.keys(OPTIONAL_FEATURES))('without %s: starts, seeds the rest and answers no request with a server fault', async (feature) => {
    const xml = withoutFeature(feature);
    const { h, seeded } = await start(xml);
    expect(seeded).toBe(true);
    await expectNoServerFault(h, xml, await loginOwner(h));
  });
});

/**
 * A visitor's claim by address (LegeReklamationAn) without login: the contact data
 * are required, only the types the authority assigns to address claims are accepted, the claim
 * belongs to no object (no resident sees it), and the calls are limited per client address.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_CLAIM_LIMIT } from '../../../server/auth/rate-limit';
import { auth, harness, lit, login, post, results, type Harness } from './helpers';

const CONTACT = {
  anruferName: 'Krüger',
  anruferStrasse: 'Lindenallee',
  anruferHausNr: '4',
  anruferPLZ: '07381',
  anruferOrt: 'Lindenau',
  eMail: 'krueger@example.org',
};

const query = (params: Record<string, string | number>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? v : lit(v)}`)
    .join('&');

/** 4 = Verschmutzung nach der Leerung, assigned to address claims (10) by the demo seed. */
const claim = (h: Harness, over: Record<string, string | number> = {}, from = '10.3.0.1') =>
  h.jsonFrom(from, `/api/LegeReklamationAn?${query({ reklamationsZuordnungsTyp: 10, reklamationsArtenID: 4, kurzbeschreibung: 'Glas vor dem Haus verstreut.', ...CONTACT, ...over })}`, post(null));

describe('LegeReklamationAn (visitor claim by address)', () => {
  it('stores the claim on no object with its contact data and answers its number', async () => {
    const h = harness();
    const res = await claim(h);
    expect(res.status).toBe(200);
    const id = res.body.d.LegeReklamationAn as number;
    const row = h.db.prepare(`SELECT "Objekt__fk" AS o, "ReklamationsZuordnungsTyp" AS typ FROM "Reklamationen" WHERE "ReklamationenId" = ?`).get(id) as { o: number | null; typ: number };
    expect(row).toEqual({ o: null, typ: 10 });
    const details = JSON.parse((h.db.prepare('SELECT payload FROM srv_claim_details WHERE reklamationen_id = ?').get(id) as { payload: string }).payload);
    expect(details).toMatchObject({ anruferName: 'Krüger', anruferOrt: 'Lindenau', eMail: 'krueger@example.org' });
    // No resident sees it among their claims.
    const { token } = await login(h, 'eigentuemer');
    const own = await h.json(`/api/Reklamationen?$filter=ReklamationenId eq ${id}`, auth(token));
    expect(results(own.body)).toHaveLength(0);
  });

  it('requires the contact data and a valid e-mail', async () => {
    const h = harness();
    // An empty or blank required parameter is a missing one (400, as for every function).
    expect((await claim(h, { eMail: '' })).status).toBe(400);
    expect((await claim(h, { anruferOrt: ' ' })).status).toBe(400);
    expect((await claim(h, { eMail: 'kein-mail' })).status).toBe(422);
  });

  it('accepts only types assigned to address claims, never an object assignment', async () => {
    const h = harness();
    // 2 = Behälter beschädigt: about one of the object's bins, so only after the login.
    const refused = await claim(h, { reklamationsArtenID: 2 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message.value).toBe('Diese Art des Anliegens gibt es für eine Meldung ohne Anmeldung nicht.');
    expect((await claim(h, { reklamationsZuordnungsTyp: 1 })).status).toBe(422);
  });

  it('takes a missed bin (Behälter nicht geleert) by street and house number, the report authorities get most', async () => {
    const h = harness();
    const res = await claim(h, { reklamationsArtenID: 1, kurzbeschreibung: 'Restmülltonne seit Dienstag 6 Uhr an der Straße, nicht geleert.' });
    expect(res.status).toBe(200);
    const id = res.body.d.LegeReklamationAn as number;
    const row = h.db.prepare(`SELECT "ReklamationsName" AS name, "Objekt__fk" AS o FROM "Reklamationen" WHERE "ReklamationenId" = ?`).get(id);
    expect(row).toEqual({ name: 'Behälter nicht geleert', o: null });
    const details = JSON.parse((h.db.prepare('SELECT payload FROM srv_claim_details WHERE reklamationen_id = ?').get(id) as { payload: string }).payload);
    expect(details).toMatchObject({ anruferStrasse: 'Lindenallee', anruferHausNr: '4' });
    // Checked like every visitor claim: the address is required.
    expect((await claim(h, { reklamationsArtenID: 1, anruferHausNr: '' })).status).toBe(400);
  });

  it('limits claims per client address; other addresses are unaffected', async () => {
    const h = harness();
    for (let i = 0; i < PUBLIC_CLAIM_LIMIT.max; i++) expect((await claim(h, { kurzbeschreibung: `Meldung ${i}` }, '10.3.0.7')).status).toBe(200);
    expect((await claim(h, { kurzbeschreibung: 'eine zu viel' }, '10.3.0.7')).status).toBe(429);
    expect((await claim(h, { kurzbeschreibung: 'von nebenan' }, '10.3.0.8')).status).toBe(200);
  });
});

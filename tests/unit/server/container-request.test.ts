/**
 * BeantrageGefaess: a visitor orders, exchanges or returns a bin for the property
 * named by Kassenzeichen and Objektnummer; validated, limited per address, idempotent.
 */
import { describe, expect, it } from 'vitest';
import { CONTAINER_REQUEST_LIMIT, REQUEST_KIND } from '../../../server/routes/functions/BeantrageGefaess';
import { PAIR_MAX_FAILURES } from '../../../server/auth/rate-limit';
import { harness, lit, post, results, type Harness } from './helpers';

// Object 2 belongs to the demo login eigentuemer (server/seed/people.ts).
const OBJECT = { id: 2, kassenzeichen: 'KZ-2026-0002', objektNr: 'OBJ-1002' };

interface Request {
  kassenzeichen?: string;
  objektNr?: string;
  antragsart?: number;
  chipReferenzNr?: string;
  gefaesstarifArtenId?: number;
  anzahl?: number;
  wunschtermin?: string;
  name?: string;
  eMail?: string;
}

function url(values: Request): string {
  const v: Request = { kassenzeichen: OBJECT.kassenzeichen, objektNr: OBJECT.objektNr, antragsart: REQUEST_KIND.order, anzahl: 1, name: 'Erika Muster', eMail: 'erika@example.org', ...values };
  const parts = Object.entries(v)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => `${k}=${typeof x === 'string' && k !== 'wunschtermin' ? lit(x) : encodeURIComponent(String(x))}`);
  return `/api/BeantrageGefaess?${parts.join('&')}`;
}

const send = (h: Harness, values: Request, from = '10.9.0.1', init = post(null)) => h.jsonFrom(from, url(values), init);

function orderableTariff(h: Harness): { id: number; wasteId: number; volumeId: number } {
  return h.db
    .prepare(`SELECT "GefaesstarifArtenId" AS id, "Abfallart__fk" AS wasteId, "VolumenObj__fk" AS volumeId FROM "GefaesstarifArten" WHERE "IstBestellbar" = 1 ORDER BY 1 LIMIT 1`)
    .get() as { id: number; wasteId: number; volumeId: number };
}
const ownChip = (h: Harness, objectId = OBJECT.id): { id: number; chip: string } =>
  h.db.prepare(`SELECT "GefaesseId" AS id, "ChipReferenzNr" AS chip FROM "Gefaesse" WHERE "Objekt__fk" = ? ORDER BY 1 LIMIT 1`).get(objectId) as { id: number; chip: string };
const order = (h: Harness, id: number) => h.db.prepare(`SELECT * FROM "Auftraege" WHERE "AuftraegeId" = ?`).get(id) as Record<string, unknown>;
const orderCount = (h: Harness) => (h.db.prepare(`SELECT COUNT(*) AS n FROM "Auftraege"`).get() as { n: number }).n;

describe('BeantrageGefaess', () => {
  it('orders a bin as a recorded delivery of the object, without a login', async () => {
    const h = harness();
    const tariff = orderableTariff(h);
    const res = await send(h, { gefaesstarifArtenId: tariff.id });
    expect(res.status).toBe(200);
    const row = order(h, res.body.d.BeantrageGefaess);
    expect(row).toMatchObject({ Objekt__fk: OBJECT.id, AuftragsStatus: 1, AuftragsAktion: 0, Abfallart__fk: tariff.wasteId, Volumen__fk: tariff.volumeId });
    expect(String(row.Auftragsbemerkung3)).toContain('erika@example.org');
  });

  it('takes Kassenzeichen, Objektnummer, name and e-mail address without the blanks around them', async () => {
    const h = harness();
    const res = await send(h, {
      gefaesstarifArtenId: orderableTariff(h).id,
      kassenzeichen: ` ${OBJECT.kassenzeichen} `,
      objektNr: `${OBJECT.objektNr}  `,
      name: '  Erika Muster ',
      eMail: ' erika@example.org ',
    });
    expect(res.status).toBe(200);
    expect(String(order(h, res.body.d.BeantrageGefaess).Auftragsbemerkung3)).toBe('Antrag über das Bürgerportal von Erika Muster, erika@example.org');
  });

  it('exchanges a bin: return of the named bin, then delivery of the new one, linked', async () => {
    const h = harness();
    const bin = ownChip(h);
    const res = await send(h, { antragsart: REQUEST_KIND.exchange, chipReferenzNr: bin.chip, gefaesstarifArtenId: orderableTariff(h).id });
    expect(res.status).toBe(200);
    const deliver = order(h, res.body.d.BeantrageGefaess);
    const back = order(h, deliver.VorgaengerObj__fk as number);
    expect(back).toMatchObject({ AuftragsAktion: 1, GefaesseObj__fk: bin.id, NachfolgerObj__fk: deliver.AuftraegeId });
    expect(deliver.AuftragsAktion).toBe(0);
  });

  it('returns a bin by its chip number', async () => {
    const h = harness();
    const bin = ownChip(h);
    const res = await send(h, { antragsart: REQUEST_KIND.return, chipReferenzNr: bin.chip });
    expect(res.status).toBe(200);
    expect(order(h, res.body.d.BeantrageGefaess)).toMatchObject({ AuftragsAktion: 1, GefaesseObj__fk: bin.id });
  });

  it.each([
    ['no bin chosen for an order', { gefaesstarifArtenId: undefined }, 'gefaesstarif'],
    ['a tariff that cannot be ordered', { gefaesstarifArtenId: 9999 }, 'gefaesstarif'],
    ['an unknown request kind', { antragsart: 7 }, 'antragsart'],
    ['too many bins', { anzahl: 11 }, 'anzahl'],
    ['no bins', { anzahl: 0 }, 'anzahl'],
    ['an invalid e-mail', { eMail: 'keine-adresse' }, 'email'],
    ['a wish date in the past', { wunschtermin: "DateTime'2020-01-01T00:00:00'" }, 'wunschtermin'],
    ['a return without chip number', { antragsart: REQUEST_KIND.return }, 'chip'],
    ['wrong Kassenzeichen/Objektnummer', { objektNr: 'OBJ-9999' }, 'objekt'],
  ])('refuses %s with 422 and creates nothing', async (_, values, code) => {
    const h = harness();
    const before = orderCount(h);
    const res = await send(h, { gefaesstarifArtenId: orderableTariff(h).id, ...values });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(code);
    expect(orderCount(h)).toBe(before);
  });

  it("refuses another property's bin (the chip must belong to the named object)", async () => {
    const h = harness();
    const foreign = ownChip(h, 3);
    const res = await send(h, { antragsart: REQUEST_KIND.return, chipReferenzNr: foreign.chip });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('chip');
  });

  it('exchanges and returns without a number of bins (one for one)', async () => {
    const h = harness();
    const res = await send(h, { antragsart: REQUEST_KIND.exchange, anzahl: undefined, chipReferenzNr: ownChip(h).chip, gefaesstarifArtenId: orderableTariff(h).id });
    expect(res.status).toBe(200);
    expect((await send(h, { antragsart: REQUEST_KIND.order, anzahl: undefined, gefaesstarifArtenId: orderableTariff(h).id })).status).toBe(400);
  });

  it('refuses missing required parameters with 400', async () => {
    const h = harness();
    const res = await h.jsonFrom('10.9.0.1', `/api/BeantrageGefaess?antragsart=1&anzahl=1`, post(null));
    expect(res.status).toBe(400);
  });

  it('answers a repeated submission with its first result and creates one order', async () => {
    const h = harness();
    const init = { ...post(null), headers: { 'Idempotency-Key': 'antrag-1' } };
    const tariff = orderableTariff(h).id;
    const first = await send(h, { gefaesstarifArtenId: tariff }, '10.9.0.2', init);
    const count = orderCount(h);
    const again = await send(h, { gefaesstarifArtenId: tariff }, '10.9.0.2', init);
    expect(again.body).toEqual(first.body);
    expect(orderCount(h)).toBe(count);
  });

  it('limits requests per address with 429, other addresses unaffected', async () => {
    const h = harness();
    const tariff = orderableTariff(h).id;
    for (let i = 0; i < CONTAINER_REQUEST_LIMIT.max; i++) expect((await send(h, { gefaesstarifArtenId: tariff, name: `Antrag ${i}` }, '10.9.0.3')).status).toBe(200);
    const limited = await send(h, { gefaesstarifArtenId: tariff, name: 'einer mehr' }, '10.9.0.3');
    expect(limited.status).toBe(429);
    expect((await send(h, { gefaesstarifArtenId: tariff, name: 'einer mehr' }, '10.9.0.4')).status).toBe(200);
    h.clock.now += CONTAINER_REQUEST_LIMIT.windowMs;
    expect((await send(h, { gefaesstarifArtenId: tariff, name: 'später' }, '10.9.0.3')).status).toBe(200);
  });

  it('counts wrong Kassenzeichen/Objektnummer pairs as failed logins (guessing is bounded)', async () => {
    const h = harness();
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expect((await send(h, { objektNr: `OBJ-X${i}` }, '10.9.0.5')).status).toBe(422);
    expect((await send(h, { gefaesstarifArtenId: orderableTariff(h).id }, '10.9.0.5')).status).toBe(429);
  });

  it('lists the request kinds publicly for the form', async () => {
    const h = harness();
    const res = await h.json('/api/GefaessAntragsarten?$orderby=GefaessAntragsartenId asc');
    expect(res.status).toBe(200);
    const rows = Array.isArray(res.body.d) ? res.body.d : res.body.d.results;
    expect(rows.map((r: { GefaessAntragsartenId: number }) => r.GefaessAntragsartenId)).toEqual(Object.values(REQUEST_KIND));
  });
});

describe('MoeglicheGefaesse for a visitor naming the property', () => {
  const lookup = (h: Harness, chip: string, identity: { kassenzeichen?: string; objektNr?: string } = OBJECT, from = '10.8.0.1') =>
    h.jsonFrom(
      from,
      `/api/MoeglicheGefaesse?chipReferenzNr=${lit(chip)}${identity.kassenzeichen ? `&kassenzeichen=${lit(identity.kassenzeichen)}` : ''}${identity.objektNr ? `&objektNr=${lit(identity.objektNr)}` : ''}`,
    );

  it("finds the property's own bin by chip number, and nobody else's", async () => {
    const h = harness();
    const own = ownChip(h);
    const found = await lookup(h, own.chip);
    expect(found.status).toBe(200);
    expect(results(found.body)).toEqual([expect.objectContaining({ GefaesseId: own.id, AbfallartName: expect.any(String), VolumenWert: expect.any(Number) })]);
    const foreign = await lookup(h, ownChip(h, 3).chip);
    expect(foreign.status).toBe(200);
    expect(results(foreign.body)).toEqual([]);
  });

  it('needs a login or the property named (403 without either)', async () => {
    const h = harness();
    expect((await lookup(h, ownChip(h).chip, {})).status).toBe(403);
    expect((await lookup(h, ownChip(h).chip, { kassenzeichen: OBJECT.kassenzeichen })).status).toBe(403);
  });

  it('counts a wrong Kassenzeichen/Objektnummer as a failed login', async () => {
    const h = harness();
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expect((await lookup(h, 'DE-MIT-000001', { kassenzeichen: OBJECT.kassenzeichen, objektNr: `X${i}` })).status).toBe(422);
    expect((await lookup(h, ownChip(h).chip)).status).toBe(429);
  });
});

/**
 * After EigentuemerBis the former owner reads only what happened up to that day and
 * may not file claims, orders or cancellations for the object (403 `object-sold`, German text).
 */
import { describe, expect, it } from 'vitest';
import { auth, harness, lit, login, post, results, type Harness } from './helpers';

const SOLD = 3;
const DAY = 86_400_000;

function cutoff(h: Harness): number {
  const { bis } = h.db.prepare(`SELECT "EigentuemerBis" AS bis FROM "Objekte" WHERE "ObjekteId" = ?`).get(SOLD) as { bis: number };
  return bis - (bis % DAY) + DAY - 1;
}

const count = (h: Harness, sql: string, ...params: unknown[]): number => (h.db.prepare(sql).get(...params) as { n: number }).n;
const claimUrl = (objectId: number): string =>
  `/api/LegeReklamationAngemeldetAn?id=${objectId}&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel gebrochen')}` +
  `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
  `&eMail=${lit('anna.becker@example.org')}`;
const wireOf = (value: string): number => Number(/\/Date\((-?\d+)\)\//.exec(value)?.[1]);

describe('a sold object (EigentuemerBis passed)', () => {
  it('shows the former owner only the emptyings, orders and bookings up to the sale', async () => {
    const h = harness();
    const until = cutoff(h);
    // The seed has history on both sides of the sale, so each check below can fail.
    expect(count(h, `SELECT COUNT(*) AS n FROM "AbfuhrAuftraege" WHERE "Objekt__fk" = ? AND COALESCE("Istdatum", "Plandatum") > ?`, SOLD, until)).toBeGreaterThan(0);
    expect(count(h, `SELECT COUNT(*) AS n FROM "AbfuhrAuftraege" WHERE "Objekt__fk" = ? AND COALESCE("Istdatum", "Plandatum") <= ?`, SOLD, until)).toBeGreaterThan(0);
    const { token } = await login(h, 'vermieter');

    const emptyings = results((await h.json(`/api/AbfuhrAuftraege?$filter=Objekt/ObjekteId eq ${SOLD}`, auth(token))).body);
    expect(emptyings.length).toBeGreaterThan(0);
    for (const e of emptyings) expect(wireOf(e.Istdatum ?? e.Plandatum)).toBeLessThanOrEqual(until);

    const orders = results((await h.json(`/api/Auftraege?$filter=Objekt/ObjekteId eq ${SOLD}`, auth(token))).body);
    for (const o of orders) expect(wireOf(o.Istdatum ?? o.Plandatum ?? o.Erstellungsdatum)).toBeLessThanOrEqual(until);

    const bookings = count(h, `SELECT COUNT(*) AS n FROM "Buchungen" WHERE "Objekt__fk" = ? AND "Buchungsdatum" > ?`, SOLD, until);
    expect(bookings).toBeGreaterThan(0);
    const year = new Date(until).getUTCFullYear();
    const statement = await h.json(`/api/Kontoauszug?objekteId=${SOLD}&von=DateTime'${year - 2}-01-01T00:00:00'&bis=DateTime'${year + 2}-12-31T00:00:00'`, auth(token));
    expect(statement.status).toBe(200);
    expect(results(statement.body).length).toBeGreaterThan(0);
    for (const b of results(statement.body)) expect(wireOf(b.Buchungsdatum)).toBeLessThanOrEqual(until);
    const set = results((await h.json(`/api/Buchungen?$filter=Objekt/ObjekteId eq ${SOLD}`, auth(token))).body);
    for (const b of set) expect(wireOf(b.Buchungsdatum)).toBeLessThanOrEqual(until);
  });

  it('accepts no claim for it (the probe: LegeReklamationAngemeldetAn id=3 answered 200)', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const before = count(h, 'SELECT COUNT(*) AS n FROM "Reklamationen"');
    const res = await h.json(claimUrl(SOLD), post(token));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('object-sold');
    expect(res.body.error.message.value).toMatch(/^Dieses Objekt wurde am \d{2}\.\d{2}\.\d{4} verkauft\./);
    expect(count(h, 'SELECT COUNT(*) AS n FROM "Reklamationen"')).toBe(before);
    // Another object of the same landlord still takes claims.
    const other = await h.json(claimUrl(SOLD + 1), post(token));
    expect(other.status).toBe(200);
  });

  it('takes no bulky-waste order and no cancellation for it', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const wish = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const order = await h.json(
      `/api/LegeStueckgutAuftragAn?objekteId=${SOLD}&stueckgutAuftragsartenId=2&stueckgutId=8&anzahl=1&wunschtermin=DateTime'${wish}T00:00:00'&eMail=${lit('a@b.de')}`,
      post(token),
    );
    expect(order.status).toBe(403);
    expect(order.body.error.code).toBe('object-sold');

    // A recorded order from the time before the sale may no longer be cancelled by the former owner.
    const until = cutoff(h);
    h.db.prepare(`INSERT INTO "StueckgutAuftraege" ("StueckgutAuftraegeId", "Erstellungsdatum", "Status", "Objekt__fk") VALUES (99001, ?, 1, ?)`).run(until - 5 * DAY, SOLD);
    const bulky = await h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=99001&eMail=${lit('a@b.de')}`, post(token));
    expect(bulky.status).toBe(403);
    expect(bulky.body.error.code).toBe('object-sold');
    h.db.prepare(`INSERT INTO "Auftraege" ("AuftraegeId", "Erstellungsdatum", "AuftragsStatus", "AuftragsAktion", "Objekt__fk") VALUES (99002, ?, 1, 2, ?)`).run(until - 5 * DAY, SOLD);
    const container = await h.json(`/api/StorniereAuftrag?auftraegeId=99002`, post(token));
    expect(container.status).toBe(403);
    expect(container.body.error.code).toBe('object-sold');
  });
});

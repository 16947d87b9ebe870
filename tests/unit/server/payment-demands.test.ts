/**
 * Purpose 'demands': one online payment for several open demands of the login (`referenz` = their
 * ids comma-joined). Refused for another login's demand, for a paid one and for one already in
 * another login's open payment (the login's own open payment of it gives way); the amount is the sum; settling marks each demand paid with a booking each.
 */
import { describe, expect, it } from 'vitest';
import { harness, lit, login, post, type Harness } from './helpers';

const OWNER = 2; // the demo owner 'eigentuemer', object 2

const rows = <T>(h: Harness, sql: string, ...params: unknown[]): T[] => h.db.prepare(sql).all(...params) as T[];
const openDemandsOf = (h: Harness, object: number) =>
  rows<{ id: number; offen: string }>(h, `SELECT "ForderungenId" AS id, "OffenerBetrag" AS offen FROM "Forderungen" WHERE "Objekt__fk" = ? AND "Status" = 1 ORDER BY "ForderungenId"`, object);
const demandState = (h: Harness, id: number) =>
  h.db.prepare(`SELECT "Status" AS status, "OffenerBetrag" AS offen FROM "Forderungen" WHERE "ForderungenId" = ?`).get(id) as { status: number; offen: string };
const bookings = (h: Harness): number => (h.db.prepare('SELECT COUNT(*) AS n FROM "Buchungen"').get() as { n: number }).n;

const start = (h: Harness, token: string, zweck: string, referenz: string, path = '/objects/2/demands') =>
  h.json(`/api/StarteZahlung?zweck=${lit(zweck)}&referenz=${lit(referenz)}&ruecksprung=${lit(path)}`, post(token));

async function providerReturn(h: Harness, txid: string) {
  const res = await h.request(`/testzahlung/${txid}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'aktion=bezahlen' });
  expect(res.status).toBe(303);
  const p = new URL(res.headers.get('location')!).searchParams;
  return { txid: p.get('txid')!, status: p.get('status')!, payment_method: p.get('payment_method')!, hash: p.get('hash')! };
}
const check = (h: Harness, token: string, ret: { txid: string; status: string; payment_method: string; hash: string }) =>
  h.json(`/api/PruefeZahlung?txid=${lit(ret.txid)}&hash=${lit(ret.hash)}&status=${lit(ret.status)}&paymentMethod=${lit(ret.payment_method)}`, post(token));

/** Two open demands of the landlord on different objects. */
function landlordPair(h: Harness): { ids: number[]; cents: number } {
  const all = rows<{ id: number; offen: string }>(
    h,
    `SELECT f."ForderungenId" AS id, f."OffenerBetrag" AS offen, f."Objekt__fk" AS o FROM "Forderungen" f JOIN "Objekte" o ON o."ObjekteId" = f."Objekt__fk"
     WHERE o."EigentuemerAdressenObj__fk" = 3 AND f."Status" = 1 AND CAST(f."OffenerBetrag" AS REAL) > 0 ORDER BY f."ForderungenId"`,
  );
  const pair = [all[0]!, all.find((d) => (d as unknown as { o: number }).o !== (all[0] as unknown as { o: number }).o)!];
  return { ids: pair.map((d) => d.id), cents: pair.reduce((s, d) => s + Math.round(Number(d.offen) * 100), 0) };
}

describe("purpose 'demands'", () => {
  it('starts one payment for the sum and settles each demand with a booking of its own', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const { ids, cents } = landlordPair(h);
    const res = await start(h, token, 'demands', ids.join(','), '/objects/3/demands');
    expect(res.status).toBe(200);
    const { TransaktionsId: txid } = res.body.d.StarteZahlung;
    const payment = h.db.prepare('SELECT amount_cents AS cents, purpose FROM srv_payments WHERE transaction_id = ?').get(txid) as { cents: number; purpose: string };
    expect(payment).toEqual({ cents, purpose: 'demands' });
    // The same selection in another order is the same item: the open payment is handed out again.
    const again = await start(h, token, 'demands', [...ids].reverse().join(','), '/objects/3/demands');
    expect(again.body.d.StarteZahlung.TransaktionsId).toBe(txid);

    const before = bookings(h);
    const settled = await check(h, token, await providerReturn(h, txid));
    expect(settled.status).toBe(200);
    for (const id of ids) expect(demandState(h, id)).toEqual({ status: 2, offen: '0.00' });
    expect(bookings(h)).toBe(before + ids.length);
  });

  it("refuses another login's demand in the selection", async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const { ids } = landlordPair(h);
    const foreign = openDemandsOf(h, OWNER)[0]!.id;
    const res = await start(h, token, 'demands', `${ids[0]},${foreign}`, '/objects/3/demands');
    expect(res.status).toBe(404);
    expect(res.body.error.message.value).toMatch(/nicht gefunden/);
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM srv_payments').get()).toEqual({ n: 0 });
  });

  it('refuses a selection with a demand that is already paid', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const { ids } = landlordPair(h);
    h.db.prepare(`UPDATE "Forderungen" SET "Status" = 2, "OffenerBetrag" = '0.00' WHERE "ForderungenId" = ?`).run(ids[1]);
    const res = await start(h, token, 'demands', ids.join(','), '/objects/3/demands');
    expect(res.status).toBe(422);
    expect(res.body.error.message.value).toMatch(/bereits bezahlt/);
  });

  const statusOf = (h: Harness, txid: string) => (h.db.prepare('SELECT status FROM srv_payments WHERE transaction_id = ?').get(txid) as { status: string }).status;

  it('an abandoned selection of the same login gives way to a payment of one of its demands, and the other way round', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const { ids } = landlordPair(h);
    const multi = await start(h, token, 'demands', ids.join(','), '/objects/3/demands');
    expect(multi.status).toBe(200);
    // Left at the provider without paying; at once (not after 30 minutes) one of them alone.
    const single = await start(h, token, 'demand', String(ids[0]), '/objects/3/demands');
    expect(single.status).toBe(200);
    expect(statusOf(h, multi.body.d.StarteZahlung.TransaktionsId)).toBe('replaced');
    expect(statusOf(h, single.body.d.StarteZahlung.TransaktionsId)).toBe('open');
    // And back: the selection again replaces the single payment of its demand.
    const again = await start(h, token, 'demands', ids.join(','), '/objects/3/demands');
    expect(again.status).toBe(200);
    expect(again.body.d.StarteZahlung.TransaktionsId).not.toBe(multi.body.d.StarteZahlung.TransaktionsId);
    expect(statusOf(h, single.body.d.StarteZahlung.TransaktionsId)).toBe('replaced');
    expect(h.db.prepare(`SELECT COUNT(*) AS n FROM srv_payments WHERE status = 'open'`).get()).toEqual({ n: 1 });
    // The new payment settles both demands.
    expect((await check(h, token, await providerReturn(h, again.body.d.StarteZahlung.TransaktionsId))).status).toBe(200);
    for (const id of ids) expect(demandState(h, id)).toEqual({ status: 2, offen: '0.00' });
  });

  it("refuses a demand in another login's open payment and leaves that payment alone", async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const { ids } = landlordPair(h);
    // Another address liable for the same demand (a co-owner) has started paying it.
    h.db
      .prepare(
        `INSERT INTO srv_payments (transaction_id, purpose, reference, owner_address_id, amount_cents, description, return_url, status, created_ms)
         VALUES ('fremd', 'demand', ?, 999, 100, 'Forderung', 'http://localhost/objects/3/demands', 'open', ?)`,
      )
      .run(ids[0], h.clock.now);
    const multi = await start(h, token, 'demands', ids.join(','), '/objects/3/demands');
    expect(multi.status).toBe(422);
    expect(multi.body.error.message.value).toMatch(/bereits Teil einer begonnenen Online-Zahlung/);
    expect(statusOf(h, 'fremd')).toBe('open');
    expect(h.db.prepare(`SELECT COUNT(*) AS n FROM srv_payments`).get()).toEqual({ n: 1 });
  });

  it('leaves a settled selection as it is when one of its demands is paid alone later', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const { ids } = landlordPair(h);
    const multi = (await start(h, token, 'demands', ids.join(','), '/objects/3/demands')).body.d.StarteZahlung.TransaktionsId as string;
    h.db.prepare(`UPDATE srv_payments SET status = 'failed', settled_ms = ? WHERE transaction_id = ?`).run(h.clock.now, multi);
    expect((await start(h, token, 'demand', String(ids[1]), '/objects/3/demands')).status).toBe(200);
    expect(statusOf(h, multi)).toBe('failed');
  });

  it('refuses a referenz that is no list of ids', async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    expect((await start(h, token, 'demands', '1,x', '/objects/3/demands')).status).toBe(400);
  });
});

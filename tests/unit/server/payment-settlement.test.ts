/**
 * The item is the authority at settlement: one open payment per item, a second start hands it out
 * again, a success for an item that can no longer be paid (cancelled order, already paid) becomes a
 * refund due instead of a second payment, and cancelling a paid bulky-waste order records the
 * refund on the order and on its payment. The test provider page does not offer to pay such items.
 */
import { describe, expect, it } from 'vitest';
import { createPaymentTable } from '../../../server/payment/table';
import { paymentState, REUSE_OPEN_MS } from '../../../server/payment/index';
import { harness, lit, login, offeredDumpDay, post, type Harness } from './helpers';

const OBJECT = 2; // the demo owner 'eigentuemer'
const EXPRESS = 3; // paid flat, one item type 12

const row = <T>(h: Harness, sql: string, ...params: unknown[]): T => h.db.prepare(sql).get(...params) as T;
const count = (h: Harness, sql: string, ...params: unknown[]): number => row<{ n: number }>(h, sql, ...params).n;
const openPayments = (h: Harness, purpose: string, reference: number): number =>
  count(h, `SELECT COUNT(*) AS n FROM srv_payments WHERE purpose = ? AND reference = ? AND status = 'open'`, purpose, reference);
const paymentStatus = (h: Harness, txid: string): string => row<{ s: string }>(h, 'SELECT status AS s FROM srv_payments WHERE transaction_id = ?', txid).s;
const orderPayment = (h: Harness, id: number) =>
  row<{ status: number; paid: string | null }>(h, `SELECT "Status" AS status, "Zahlungsstatus" AS paid FROM "StueckgutAuftraege" WHERE "StueckgutAuftraegeId" = ?`, id);
const openDemand = (h: Harness): number =>
  row<{ id: number }>(h, `SELECT "ForderungenId" AS id FROM "Forderungen" WHERE "Objekt__fk" = ? AND "Status" = 1 ORDER BY "ForderungenId" LIMIT 1`, OBJECT).id;
const bookings = (h: Harness): number => count(h, 'SELECT COUNT(*) AS n FROM "Buchungen"');

const start = (h: Harness, token: string, zweck: string, reference: number, path: string) =>
  h.json(`/api/StarteZahlung?zweck=${lit(zweck)}&referenz=${reference}&ruecksprung=${lit(path)}`, post(token));

const check = (h: Harness, token: string, ret: { txid: string; status: string; payment_method: string; hash: string }) =>
  h.json(`/api/PruefeZahlung?txid=${lit(ret.txid)}&hash=${lit(ret.hash)}&status=${lit(ret.status)}&paymentMethod=${lit(ret.payment_method)}`, post(token));

const cancelOrder = (h: Harness, token: string, id: number) =>
  h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${id}&eMail=${lit('anna.becker@example.org')}`, post(token));

const providerPage = async (h: Harness, txid: string): Promise<string> => (await h.request(`/testzahlung/${txid}`)).text();

/** The signed return the test provider answers for an action (taken without following it). */
async function providerReturn(h: Harness, txid: string, aktion: 'bezahlen' | 'abbrechen') {
  const res = await h.request(`/testzahlung/${txid}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `aktion=${aktion}` });
  if (res.status !== 303) return null;
  const p = new URL(res.headers.get('location')!).searchParams;
  return { txid: p.get('txid')!, status: p.get('status')!, payment_method: p.get('payment_method')!, hash: p.get('hash')! };
}

/** Books a paid Express pick-up: the order waits for its payment, whose transaction it names. */
async function bookPaid(h: Harness, token: string): Promise<{ orderId: number; txid: string }> {
  const url =
    `/api/LegeStueckgutAuftragAn?objekteId=${OBJECT}&stueckgutAuftragsartenId=${EXPRESS}&positionen=${lit('12:1')}` +
    `&wunschtermin=DateTime'${offeredDumpDay(h, EXPRESS)}T00:00:00'&eMail=${lit('anna.becker@example.org')}&einwilligung=true`;
  const res = await h.json(url, post(token));
  expect(res.status).toBe(200);
  expect(res.body.d.Zahlungsstatus).toBe('offen');
  return { orderId: res.body.d.StueckgutAuftraegeId, txid: res.body.d.ZahlungsTransaktionsId };
}

describe('one open payment per item', () => {
  it('hands out the open payment to a second start, also one returning elsewhere and two at once', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const demand = openDemand(h);
    const first = await start(h, token, 'demand', demand, `/objects/${OBJECT}/demands`);
    const elsewhere = await start(h, token, 'demand', demand, '/');
    const [a, b] = await Promise.all([start(h, token, 'demand', demand, '/finances'), start(h, token, 'demand', demand, `/objects/${OBJECT}/demands`)]);
    for (const res of [elsewhere, a, b]) expect(res.body.d.StarteZahlung).toEqual(first.body.d.StarteZahlung);
    expect(openPayments(h, 'demand', demand)).toBe(1);
    expect(count(h, 'SELECT COUNT(*) AS n FROM srv_payments')).toBe(1);
  });

  it('the database itself refuses a second open payment of an item', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const demand = openDemand(h);
    await start(h, token, 'demand', demand, `/objects/${OBJECT}/demands`);
    const insert = h.db.prepare(
      `INSERT INTO srv_payments (transaction_id, purpose, reference, owner_address_id, amount_cents, description, return_url, status, created_ms)
       VALUES (?, 'demand', ?, 1, 100, 'x', 'http://localhost/', 'open', 0)`,
    );
    expect(() => insert.run('f'.repeat(32), demand)).toThrow(/UNIQUE/);
  });

  it('a database from before the rule keeps only the newest of several open payments open', async () => {
    const h = harness();
    h.db.exec('DROP INDEX srv_payments_one_open');
    const insert = h.db.prepare(
      `INSERT INTO srv_payments (transaction_id, purpose, reference, owner_address_id, amount_cents, description, return_url, status, created_ms)
       VALUES (?, 'demand', 32, 1, 15310, 'x', 'http://localhost/', 'open', 0)`,
    );
    insert.run('a'.repeat(32));
    insert.run('b'.repeat(32));
    createPaymentTable(h.db);
    expect(paymentStatus(h, 'a'.repeat(32))).toBe('replaced');
    expect(paymentStatus(h, 'b'.repeat(32))).toBe('open');
  });
});

describe('settling an item that can no longer be paid', () => {
  it('a demand paid by one transaction: a success of an older one is a refund due, not a second payment', async () => {
    const h = harness({ sessionLifetimeMs: 30 * 86_400_000 });
    const { token } = await login(h, 'eigentuemer');
    const demand = openDemand(h);
    const older = (await start(h, token, 'demand', demand, `/objects/${OBJECT}/demands`)).body.d.StarteZahlung.TransaktionsId as string;
    // Past the reuse window a new payment replaces the open one; the resident had both pages open.
    const olderReturn = (await providerReturn(h, older, 'bezahlen'))!;
    h.clock.now += REUSE_OPEN_MS + 60_000;
    const newer = (await start(h, token, 'demand', demand, `/objects/${OBJECT}/demands`)).body.d.StarteZahlung.TransaktionsId as string;
    expect(newer).not.toBe(older);
    expect(openPayments(h, 'demand', demand)).toBe(1);
    const before = bookings(h);

    const paid = await check(h, token, (await providerReturn(h, newer, 'bezahlen'))!);
    expect(paid.body.d.PruefeZahlung.Status).toBe('paid');
    const late = await check(h, token, olderReturn);
    expect(late.status).toBe(200);
    expect(late.body.d.PruefeZahlung).toMatchObject({ TransaktionsId: older, Status: 'refund', Referenz: demand });
    expect(bookings(h)).toBe(before + 1);
    expect(paymentStatus(h, older)).toBe('refund');
    expect(paymentState(h.db, 'demand', demand)).toBe('paid');
    // Final: the same return answers the same, a later cancel changes nothing.
    expect((await check(h, token, olderReturn)).body).toEqual(late.body);
  });

  it('a cancelled bulky-waste order: no "Bezahlen" on the test page, and a success is a refund due shown on the order', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const { orderId, txid } = await bookPaid(h, token);
    // The return the provider would give, taken while the order could still be paid.
    const ret = (await providerReturn(h, txid, 'bezahlen'))!;
    expect((await cancelOrder(h, token, orderId)).status).toBe(200);

    const page = await providerPage(h, txid);
    expect(page).toContain('Zahlung nicht mehr möglich');
    expect(page).toContain('Dieser Betrag kann nicht mehr bezahlt werden');
    expect(page).not.toContain('>Bezahlen</button>');
    expect(await providerReturn(h, txid, 'bezahlen')).toBeNull();

    const settled = await check(h, token, ret);
    const amount = row<{ cents: number }>(h, 'SELECT amount_cents AS cents FROM srv_payments WHERE transaction_id = ?', txid).cents;
    expect(settled.body.d.PruefeZahlung).toMatchObject({ TransaktionsId: txid, Status: 'refund', Zweck: 'dump', Referenz: orderId, Betrag: (amount / 100).toFixed(2) });
    expect(orderPayment(h, orderId)).toEqual({ status: 6, paid: 'erstattung' });
    expect(paymentState(h.db, 'dump', orderId)).toBe('refund');
    // And it cannot be started again.
    expect((await start(h, token, 'dump', orderId, `/objects/${OBJECT}/dump`)).status).toBe(422);
  });

  it('a cancelled order whose payment the resident cancels at the provider stays unpaid without a refund', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const { orderId, txid } = await bookPaid(h, token);
    await cancelOrder(h, token, orderId);
    const settled = await check(h, token, (await providerReturn(h, txid, 'abbrechen'))!);
    expect(settled.body.d.PruefeZahlung.Status).toBe('cancelled');
    expect(orderPayment(h, orderId)).toEqual({ status: 6, paid: 'offen' });
  });
});

describe('cancelling a paid bulky-waste order', () => {
  it('is allowed and records a refund due on the order and its payment', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const { orderId, txid } = await bookPaid(h, token);
    const ret = (await providerReturn(h, txid, 'bezahlen'))!;
    expect((await check(h, token, ret)).body.d.PruefeZahlung.Status).toBe('paid');
    expect(orderPayment(h, orderId)).toEqual({ status: 1, paid: 'bezahlt' });

    const cancelled = await cancelOrder(h, token, orderId);
    expect(cancelled.body).toEqual({ d: { StorniereStueckgutAuftrag: true } });
    expect(orderPayment(h, orderId)).toEqual({ status: 6, paid: 'erstattung' });
    expect(paymentStatus(h, txid)).toBe('refund');
    // The order as the portal reads it says so.
    const read = await h.json(`/api/StueckgutAuftraege(${orderId})`, { headers: { 'X-Auth-Hash': token } });
    expect(read.body.d.Zahlungsstatus).toBe('erstattung');
    // Checking the old return again now answers the refund, not "paid".
    expect((await check(h, token, ret)).body.d.PruefeZahlung.Status).toBe('refund');
  });
});

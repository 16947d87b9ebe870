/**
 * StarteZahlung / PruefeZahlung and the test provider page: owner-scoped,
 * signed returns only, idempotent checks, paid is final, the demand is settled once.
 */
import { describe, expect, it } from 'vitest';
import { createApp, loadReferenceMetadata, testConfig } from '../../../server/index';
import { paymentState, REUSE_OPEN_MS, signReturn } from '../../../server/payment/index';
import { wireDay } from '../../../server/time';
import { auth, harness, harnessOf, lit, login, post, type Harness } from './helpers';

const row = <T>(h: Harness, sql: string, ...params: unknown[]): T => h.db.prepare(sql).get(...params) as T;
const openDemand = (h: Harness, objectId: number): { id: number; offen: string } =>
  row(h, `SELECT "ForderungenId" AS id, "OffenerBetrag" AS offen FROM "Forderungen" WHERE "Objekt__fk" = ? AND "Status" = 1 ORDER BY "ForderungenId" LIMIT 1`, objectId);
const demandRow = (h: Harness, id: number) => row<{ status: number; offen: string }>(h, `SELECT "Status" AS status, "OffenerBetrag" AS offen FROM "Forderungen" WHERE "ForderungenId" = ?`, id);
const bookings = (h: Harness): number => row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM "Buchungen"').n;

const start = (h: Harness, token: string | null, reference: number, path = '/objects/2/demands', zweck = 'demand') =>
  h.json(`/api/StarteZahlung?zweck=${lit(zweck)}&referenz=${reference}&ruecksprung=${lit(path)}`, post(token));

const check = (h: Harness, token: string, ret: { txid: string; status: string; payment_method: string; hash: string }) =>
  h.json(`/api/PruefeZahlung?txid=${lit(ret.txid)}&hash=${lit(ret.hash)}&status=${lit(ret.status)}&paymentMethod=${lit(ret.payment_method)}`, post(token));

/** Goes through the test provider page like a browser: the form post answers the signed return. */
async function provider(h: Harness, url: string, aktion: 'bezahlen' | 'abbrechen' | 'fehlschlag') {
  const path = new URL(url).pathname;
  const res = await h.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `aktion=${aktion}` });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  const p = location.searchParams;
  return { location, ret: { txid: p.get('txid')!, status: p.get('status')!, payment_method: p.get('payment_method')!, hash: p.get('hash')! } };
}

async function started(h: Harness, user = 'eigentuemer', objectId = 2) {
  const { token } = await login(h, user);
  const demand = openDemand(h, objectId);
  const res = await start(h, token, demand.id, `/objects/${objectId}/demands`);
  expect(res.status).toBe(200);
  return { token, demand, txid: res.body.d.StarteZahlung.TransaktionsId as string, url: res.body.d.StarteZahlung.Url as string };
}

describe('StarteZahlung', () => {
  it('needs a session', async () => {
    const h = harness();
    const res = await start(h, null, openDemand(h, 2).id);
    expect(res.status).toBe(403);
  });

  it('starts an open payment of an own demand and names the test provider page', async () => {
    const h = harness();
    const { demand, txid, url } = await started(h);
    expect(txid).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`http://localhost/testzahlung/${txid}`);
    expect(paymentState(h.db, 'demand', demand.id)).toBe('open');
    const stored = row<{ amount: number; ret: string }>(h, 'SELECT amount_cents AS amount, return_url AS ret FROM srv_payments WHERE transaction_id = ?', txid);
    expect(stored.amount).toBe(Math.round(Number(demand.offen) * 100));
    expect(stored.ret).toBe('http://localhost/objects/2/demands');
  });

  it('hands out the same open payment on a double click', async () => {
    const h = harness();
    const { token, demand, txid } = await started(h);
    const again = await start(h, token, demand.id);
    expect(again.body.d.StarteZahlung.TransaktionsId).toBe(txid);
    expect(row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM srv_payments').n).toBe(1);
  });

  it('counts the reuse window and the booking day on the request clock, not the wall clock', async () => {
    const h = harness({ sessionLifetimeMs: 30 * 86_400_000 });
    const { token, demand, txid } = await started(h);
    h.clock.now += REUSE_OPEN_MS + 60_000;
    const later = await start(h, token, demand.id);
    expect(later.body.d.StarteZahlung.TransaktionsId).not.toBe(txid);
    h.clock.now += 3 * 86_400_000;
    const { ret } = await provider(h, later.body.d.StarteZahlung.Url, 'bezahlen');
    // Three days on, the session has ended (sessions end at the latest 12 hours after their login):
    // the resident logs in again to see the result.
    const { token: again } = await login(h, 'eigentuemer');
    expect((await check(h, again, ret)).body.d.PruefeZahlung.Status).toBe('paid');
    const booked = row<{ day: number; settled: number }>(
      h,
      `SELECT b."Buchungsdatum" AS day, p.settled_ms AS settled FROM "Buchungen" b, srv_payments p WHERE p.transaction_id = ? ORDER BY b."BuchungenId" DESC LIMIT 1`,
      ret.txid,
    );
    expect(booked).toEqual({ day: wireDay(h.clock.now), settled: h.clock.now });
  });

  it("refuses another owner's demand, a paid demand, an unknown purpose and a return address off the site", async () => {
    const h = harness();
    const { token } = await login(h, 'vermieter');
    const foreign = await start(h, token, openDemand(h, 2).id, '/objects/3/demands');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message.value).toBe('Der zu bezahlende Eintrag wurde nicht gefunden.');

    const paid = row<{ id: number }>(h, `SELECT "ForderungenId" AS id FROM "Forderungen" WHERE "Objekt__fk" = 3 AND "Status" = 2 LIMIT 1`).id;
    const already = await start(h, token, paid, '/objects/3/demands');
    expect(already.status).toBe(422);
    expect(already.body.error.code).toBe('not-payable');

    const own = openDemand(h, 3).id;
    expect((await start(h, token, own, '/objects/3/demands', 'spende')).status).toBe(400);
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'objects/3']) {
      const res = await start(h, token, own, path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message.value).toBe('Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.');
    }
    expect(row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM srv_payments').n).toBe(0);
  });

  it('returns to the configured public origin, never to the one an Origin header names', async () => {
    const h = harness({ publicUrl: 'https://portal.example.de' });
    const { token } = await login(h, 'eigentuemer');
    const init = post(token);
    const res = await h.json(`/api/StarteZahlung?zweck=${lit('demand')}&referenz=${openDemand(h, 2).id}&ruecksprung=${lit('/objects/2/demands')}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Origin: 'https://evil.example' },
    });
    expect(res.body.d.StarteZahlung.Url).toMatch(/^https:\/\/portal\.example\.de\/testzahlung\/[0-9a-f]{32}$/);
    expect(row<{ ret: string }>(h, 'SELECT return_url AS ret FROM srv_payments').ret).toBe('https://portal.example.de/objects/2/demands');
  });

  it('never lets a hostile spelling of the return path lead off the portal, on the provider page or in the redirect', async () => {
    const hostile = [
      '//evil.example/phish',
      '/\\evil.example/phish',
      '/.//evil.example/phish',
      '/./\\evil.example/phish',
      '/%2e//evil.example/phish',
      '/x/..//evil.example/phish',
      '/%2F/evil.example/phish',
      '/%2f%2fevil.example/phish',
      '/%5Cevil.example/phish',
      '/%09/evil.example/phish',
      '/\t/evil.example/phish',
      '/\n//evil.example/phish',
      '/\r\n//evil.example/phish',
      'javascript:alert(1)',
      ' /objects/2/demands',
      'https://evil.example/',
    ];
    for (const path of hostile) {
      const h = harness();
      const { token } = await login(h, 'eigentuemer');
      const res = await start(h, token, openDemand(h, 2).id, path);
      expect(res.status, JSON.stringify(path)).toBe(400);
      expect(res.body.error.message.value).toBe('Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.');
    }
  });

  it('links back with the absolute portal address, also for a return address stored before the check was strict', async () => {
    const h = harness();
    const { token, url, txid } = await started(h);
    h.db.prepare('UPDATE srv_payments SET return_url = ? WHERE transaction_id = ?').run('http://localhost//evil.example/phish', txid);
    const { location, ret } = await provider(h, url, 'abbrechen');
    expect(location.origin).toBe('http://localhost');
    expect(location.pathname).toBe('/');
    await check(h, token, ret);
    const page = await (await h.request(new URL(url).pathname)).text();
    const href = /<a class="button" href="([^"]*)"/.exec(page)![1]!;
    expect(href).toBe('http://localhost/');
  });

  it('keeps an ordinary return path with its query, as an absolute link on the page', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await start(h, token, openDemand(h, 2).id, '/objects/2/demands?tab=offen&name=M%C3%BCller');
    expect(res.status).toBe(200);
    const url: string = res.body.d.StarteZahlung.Url;
    await check(h, token, (await provider(h, url, 'abbrechen')).ret);
    const page = await (await h.request(new URL(url).pathname)).text();
    expect(/<a class="button" href="([^"]*)"/.exec(page)![1]).toBe('http://localhost/objects/2/demands?tab=offen&amp;name=M%C3%BCller');
  });

  it('drops the parameters of an earlier return from the return address', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await start(h, token, openDemand(h, 2).id, '/objects/2/demands?txid=old&hash=x&status=cancel&payment_method=t&tab=offen');
    const { location } = await provider(h, res.body.d.StarteZahlung.Url, 'abbrechen');
    expect(location.searchParams.getAll('txid')).toEqual([res.body.d.StarteZahlung.TransaktionsId]);
    expect(location.searchParams.get('tab')).toBe('offen');
  });
});

describe('the test provider page', () => {
  it('is marked as a test, German, script-free, and shows amount and purpose', async () => {
    const h = harness();
    const { url, demand } = await started(h);
    const res = await h.request(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Testzahlung – kein echtes Geld');
    expect(page).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(demand.offen)));
    for (const label of ['Bezahlen', 'Abbrechen', 'Fehlschlag']) expect(page).toContain(`>${label}</button>`);
    expect(page).not.toMatch(/<script|\son\w+=/i);
  });

  it('answers an unknown transaction with a German 404 page', async () => {
    const h = harness();
    const res = await h.request('/testzahlung/00000000000000000000000000000000');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Zahlung nicht gefunden');
  });

  it('signs the return with the server secret', async () => {
    const h = harness();
    const { url, txid } = await started(h);
    const { ret, location } = await provider(h, url, 'bezahlen');
    expect(location.pathname).toBe('/objects/2/demands');
    expect(ret).toMatchObject({ txid, status: 'success', payment_method: 'testzahlung' });
    const secret = row<{ value: Buffer }>(h, `SELECT value FROM srv_meta WHERE key = 'payment-secret'`).value;
    expect(ret.hash).toBe(signReturn(secret, txid, 'success', 'testzahlung'));
  });
});

describe('PruefeZahlung', () => {
  it('settles a paid return once: the demand is paid, one booking, the same answer on every check', async () => {
    const h = harness();
    const { token, demand, url, txid } = await started(h);
    const before = bookings(h);
    const { ret } = await provider(h, url, 'bezahlen');
    const first = await check(h, token, ret);
    expect(first.status).toBe(200);
    expect(first.body.d.PruefeZahlung).toMatchObject({ TransaktionsId: txid, Status: 'paid', Zweck: 'demand', Referenz: demand.id, Betrag: Number(demand.offen).toFixed(2) });
    expect(demandRow(h, demand.id)).toEqual({ status: 2, offen: '0.00' });
    expect(bookings(h)).toBe(before + 1);
    const again = await check(h, token, ret);
    expect(again.body).toEqual(first.body);
    expect(bookings(h)).toBe(before + 1);
    expect(paymentState(h.db, 'demand', demand.id)).toBe('paid');
    // Paid is final: a later (validly signed) cancel of the same transaction changes nothing.
    const late = await h.request(new URL(url).pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'aktion=abbrechen' });
    expect(late.status).toBe(200); // the provider page no longer offers a settled payment
    expect(await late.text()).toContain('Diese Zahlung ist bereits abgeschlossen.');
    const secret = row<{ value: Buffer }>(h, `SELECT value FROM srv_meta WHERE key = 'payment-secret'`).value;
    const cancel = await check(h, token, { txid, status: 'cancel', payment_method: 'testzahlung', hash: signReturn(secret, txid, 'cancel', 'testzahlung') });
    expect(cancel.body.d.PruefeZahlung.Status).toBe('paid');
    // And the demand cannot be started again.
    expect((await start(h, token, demand.id)).status).toBe(422);
  });

  it('refuses a tampered hash with a German 400 and changes nothing', async () => {
    const h = harness();
    const { token, demand, url } = await started(h);
    const { ret } = await provider(h, url, 'fehlschlag');
    // The failure's signature does not make a success.
    for (const tampered of [{ ...ret, status: 'success' }, { ...ret, hash: ret.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, { ...ret, hash: 'abc' }]) {
      const res = await check(h, token, tampered);
      expect(res.status).toBe(400);
      expect(res.body.error.message.value).toBe('Die Rückmeldung des Zahlungsanbieters ist ungültig (Prüfsumme falsch). Die Zahlung wurde nicht verbucht.');
    }
    expect(paymentState(h.db, 'demand', demand.id)).toBe('open');
    expect(demandRow(h, demand.id).status).toBe(1);
  });

  it("refuses another owner's payment even with a valid signature", async () => {
    const h = harness();
    const { demand, url } = await started(h);
    const { ret } = await provider(h, url, 'bezahlen');
    const { token: other } = await login(h, 'vermieter');
    const res = await check(h, other, ret);
    expect(res.status).toBe(404);
    expect(res.body.error.message.value).toBe('Die Zahlung wurde nicht gefunden.');
    expect(paymentState(h.db, 'demand', demand.id)).toBe('open');
    expect(demandRow(h, demand.id).status).toBe(1);
  });

  it('records cancel and failure, leaves the demand open, and a retry starts a new payment that can be paid', async () => {
    const h = harness();
    const { token, demand, url, txid } = await started(h);
    const cancelled = await check(h, token, (await provider(h, url, 'abbrechen')).ret);
    expect(cancelled.body.d.PruefeZahlung).toMatchObject({ TransaktionsId: txid, Status: 'cancelled' });
    expect(paymentState(h.db, 'demand', demand.id)).toBe('cancelled');
    expect(demandRow(h, demand.id).status).toBe(1);

    const retry = await start(h, token, demand.id);
    const second = retry.body.d.StarteZahlung;
    expect(second.TransaktionsId).not.toBe(txid);
    const failed = await check(h, token, (await provider(h, second.Url, 'fehlschlag')).ret);
    expect(failed.body.d.PruefeZahlung.Status).toBe('failed');
    expect(paymentState(h.db, 'demand', demand.id)).toBe('failed');

    const third = (await start(h, token, demand.id)).body.d.StarteZahlung;
    const paid = await check(h, token, (await provider(h, third.Url, 'bezahlen')).ret);
    expect(paid.body.d.PruefeZahlung.Status).toBe('paid');
    expect(demandRow(h, demand.id).status).toBe(2);
  });

  it('refuses an unknown status and an unknown transaction', async () => {
    const h = harness();
    const { token, txid } = await started(h);
    const secret = row<{ value: Buffer }>(h, `SELECT value FROM srv_meta WHERE key = 'payment-secret'`).value;
    const odd = await check(h, token, { txid, status: 'maybe', payment_method: 'x', hash: signReturn(secret, txid, 'maybe', 'x') });
    expect(odd.status).toBe(400);
    const ghost = 'f'.repeat(32);
    const unknown = await check(h, token, { txid: ghost, status: 'success', payment_method: 'x', hash: signReturn(secret, ghost, 'success', 'x') });
    expect(unknown.status).toBe(404);
    expect((await h.json(`/api/PruefeZahlung?txid=${lit(txid)}&hash=${lit('0'.repeat(64))}&status=${lit('success')}`, auth(token))).status).toBe(405);
  });
});

describe('a configured provider', () => {
  it('builds the URL from the template with a request signature, signs returns with the configured secret, and serves no test page', async () => {
    const { xml, model } = loadReferenceMetadata();
    const base = harness();
    const config = testConfig({
      maintenanceFile: base.config.maintenanceFile,
      paymentUrlTemplate: 'https://pay.example/checkout?ref={txid}&amount={amount}&currency={currency}&text={description}&return={returnUrl}&sig={signature}',
      paymentSecret: 'geheimnis-der-behoerde-2026',
    });
    const h = harnessOf(createApp({ db: base.db, model, metadataXml: xml, config, clock: () => base.clock.now }), base.db, base.clock, config);
    const { token, demand } = await started(h);
    const payment = row<{ txid: string; amount: number; ret: string }>(h, 'SELECT transaction_id AS txid, amount_cents AS amount, return_url AS ret FROM srv_payments ORDER BY id DESC LIMIT 1');
    const again = await start(h, token, demand.id);
    const url = new URL(again.body.d.StarteZahlung.Url);
    expect(url.origin + url.pathname).toBe('https://pay.example/checkout');
    expect(url.searchParams.get('ref')).toBe(payment.txid);
    expect(url.searchParams.get('amount')).toBe(String(payment.amount));
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('text')).toMatch(/^Abfallgebühren/);
    expect(url.searchParams.get('return')).toBe(payment.ret);
    const { createHmac } = await import('node:crypto');
    const key = Buffer.from('geheimnis-der-behoerde-2026');
    expect(url.searchParams.get('sig')).toBe(createHmac('sha256', key).update(`${payment.txid}|${payment.amount}|${payment.ret}`).digest('hex'));
    expect((await h.request(`/testzahlung/${payment.txid}`)).status).toBe(404);
    const hash = createHmac('sha256', key).update(`${payment.txid}|success|giropay`).digest('hex');
    const res = await check(h, token, { txid: payment.txid, status: 'success', payment_method: 'giropay', hash });
    expect(res.body.d.PruefeZahlung.Status).toBe('paid');
  });
});

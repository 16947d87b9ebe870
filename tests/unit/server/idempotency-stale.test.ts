/**
 * The double-submit answer goes stale when what it names changes: cancel a booking (or pay it, or
 * replace a mandate) and the same content sent again within the window is a new submission, not the
 * first answer naming the cancelled order. A true double submit still makes one order.
 */
import { describe, expect, it } from 'vitest';
import { signReturn } from '../../../server/payment/index';
import { REQUEST_KIND } from '../../../server/routes/functions/BeantrageGefaess';
import { harness, lit, login, offeredDumpDay, post, type Harness } from './helpers';

const OBJECT = 2; // the demo owner 'eigentuemer'
const PAID_TYPE = 3;

const bookingUrl = (h: Harness): string =>
  `/api/LegeStueckgutAuftragAn?objekteId=${OBJECT}&stueckgutAuftragsartenId=${PAID_TYPE}&positionen=${lit('12:2')}` +
  `&wunschtermin=DateTime'${offeredDumpDay(h, PAID_TYPE)}T00:00:00'&eMail=${lit('anna.becker@example.org')}&einwilligung=true`;
const withKey = (token: string, key: string): RequestInit => ({ ...post(token), headers: { 'X-Auth-Hash': token, 'Idempotency-Key': key } });
const cancelDump = (h: Harness, token: string, id: number) =>
  h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${id}&eMail=${lit('anna.becker@example.org')}`, post(token));
const dumpOrders = (h: Harness): number => (h.db.prepare(`SELECT COUNT(*) AS n FROM "StueckgutAuftraege"`).get() as { n: number }).n;

describe('a booking cancelled within the double-submit window', () => {
  it('books the same content again as a new open order with its own payment', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const first = await h.json(bookingUrl(h), withKey(token, 'form-1'));
    expect(first.status).toBe(200);
    expect((await cancelDump(h, token, first.body.d.StueckgutAuftraegeId)).status).toBe(200);
    h.clock.now += 60_000;
    const again = await h.json(bookingUrl(h), withKey(token, 'form-2'));
    expect(again.status).toBe(200);
    expect(again.body.d.StueckgutAuftraegeId).not.toBe(first.body.d.StueckgutAuftraegeId);
    expect(again.body.d).toMatchObject({ Status: 1, Zahlungsstatus: 'offen' });
    expect(again.body.d.ZahlungsTransaktionsId).not.toBe(first.body.d.ZahlungsTransaktionsId);
    // Without a client key too: the content alone no longer finds the cancelled order.
    expect((await cancelDump(h, token, again.body.d.StueckgutAuftraegeId)).status).toBe(200);
    const third = await h.json(bookingUrl(h), post(token));
    expect(third.body.d).toMatchObject({ Status: 1 });
    expect(third.body.d.StueckgutAuftraegeId).not.toBe(again.body.d.StueckgutAuftraegeId);
  });

  it('still answers a true double submit (same key, or same content) with the one order', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const before = dumpOrders(h);
    const first = await h.json(bookingUrl(h), withKey(token, 'form-1'));
    const retry = await h.json(bookingUrl(h), withKey(token, 'form-1'));
    h.clock.now += 31_000;
    const sameContent = await h.json(bookingUrl(h), withKey(token, 'form-2'));
    expect(retry.body).toEqual(first.body);
    expect(sameContent.body).toEqual(first.body);
    expect(dumpOrders(h)).toBe(before + 1);
  });

  it('books anew after the order was paid, instead of handing out the spent payment link', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const first = await h.json(bookingUrl(h), post(token));
    const txid = first.body.d.ZahlungsTransaktionsId as string;
    const secret = (h.db.prepare(`SELECT value FROM srv_meta WHERE key = 'payment-secret'`).get() as { value: Buffer }).value;
    const hash = signReturn(secret, txid, 'success', 'testzahlung');
    const paid = await h.json(`/api/PruefeZahlung?txid=${lit(txid)}&hash=${lit(hash)}&status=${lit('success')}&paymentMethod=${lit('testzahlung')}`, post(token));
    expect(paid.body.d.PruefeZahlung.Status).toBe('paid');
    const again = await h.json(bookingUrl(h), post(token));
    expect(again.body.d.StueckgutAuftraegeId).not.toBe(first.body.d.StueckgutAuftraegeId);
    expect(again.body.d.ZahlungsTransaktionsId).not.toBe(txid);
  });
});

describe('a container request cancelled by the owner', () => {
  it('makes the visitor’s same request a new one', async () => {
    const h = harness();
    const chip = (h.db.prepare(`SELECT "ChipReferenzNr" AS chip FROM "Gefaesse" WHERE "Objekt__fk" = ? ORDER BY 1 LIMIT 1`).get(OBJECT) as { chip: string }).chip;
    const url =
      `/api/BeantrageGefaess?kassenzeichen=${lit('KZ-2026-0002')}&objektNr=${lit('OBJ-1002')}&antragsart=${REQUEST_KIND.return}` +
      `&chipReferenzNr=${lit(chip)}&name=${lit('Erika Muster')}&eMail=${lit('erika@example.org')}`;
    const first = await h.jsonFrom('10.9.0.1', url, post(null));
    expect(first.status).toBe(200);
    expect((await h.jsonFrom('10.9.0.1', url, post(null))).body).toEqual(first.body);
    const { token } = await login(h, 'eigentuemer');
    const cancel = await h.json(`/api/StorniereAuftrag?auftraegeId=${first.body.d.BeantrageGefaess}`, post(token));
    expect(cancel.status).toBe(200);
    const again = await h.jsonFrom('10.9.0.1', url, post(null));
    expect(again.status).toBe(200);
    expect(again.body.d.BeantrageGefaess).not.toBe(first.body.d.BeantrageGefaess);
  });
});

describe('a SEPA mandate replaced by another', () => {
  it('grants the first one again instead of answering with the deleted mandate', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const mandate = (iban: string): string => `/api/ErteileSepaMandat?objekteId=${OBJECT}&kontoinhaber=${lit('Anna Becker')}&iban=${lit(iban)}&zustimmung=true`;
    const a = await h.json(mandate('DE89 3704 0044 0532 0130 00'), post(token));
    expect((await h.json(mandate('DE02 1203 0000 0000 2020 51'), post(token))).status).toBe(200);
    const againA = await h.json(mandate('DE89 3704 0044 0532 0130 00'), post(token));
    expect(againA.body.d.IbanMaskiert).toBe(a.body.d.IbanMaskiert);
    // The stored mandate is the first account again, not the replacing one the stale answer hid.
    const stored = h.db.prepare(`SELECT "IbanMaskiert" AS iban FROM "SepaMandate" WHERE "Objekt__fk" = ?`).all(OBJECT) as { iban: string }[];
    expect(stored.map((m) => m.iban)).toEqual([a.body.d.IbanMaskiert]);
  });
});

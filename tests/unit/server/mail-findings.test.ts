/**
 * The residents' findings on the mails: a mail says what the page says about the same thing.
 * - The cancellation of a paid bulky-waste order says how much comes back, how and by when, in the
 *   words of the order card (`payment.refundDue.text`); an unpaid one says nothing about money.
 * - Quantities read as the booking page lists them ("1,5 m³ Baumschnitt", not "1.5 × Baumschnitt").
 * - The payment receipt names the way of paying in German words, never the provider's id, and its
 *   subject the number residents know, not the provider's 32-digit transaction id.
 * - The claim confirmation names the files sent with it and the bin, as the claim form lists it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import texts from '../../../src/i18n/de-DE.json';
import { formatEuro } from '../../../src/i18n/currency';
import { formatLitres } from '../../../src/api/values';
import { positionText } from '../../../codegen/runtime/quantity';
import { REFUND_WORKING_DAYS } from '../../../codegen/runtime/refund';
import { refundSentence } from '../../../server/mail/confirmations';
import { paymentMethodName } from '../../../server/payment/methods';
import { harness, lit, login, offeredDumpDay, post, type Harness } from './helpers';
import { outboxMails, tempOutbox, type ReadMail } from './outbox-mails';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A text of the page, as i18next interpolates it. */
function pageText(key: string, params: Record<string, string | number> = {}): string {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  expect(typeof template, key).toBe('string');
  return (template as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64').toString('base64');
const HEX_ID = /\b[0-9a-f]{32}\b/;
const ANNA = 'anna.becker@example.org';

function withOutbox(): Harness & { outbox: string } {
  const outbox = tempOutbox();
  return { ...harness({ outboxDir: outbox }), outbox };
}

const lastMail = async (h: Harness & { outbox: string }): Promise<ReadMail> => (await outboxMails(h.outbox)).at(-1)!;

/** Books Baumschnitt (Grünschnitt, 25,00 € je m³) with a decimal amount: a paid order waiting for its payment. */
async function bookGreenWaste(h: Harness, token: string, cubicMetres: string): Promise<{ id: number; url: string }> {
  const res = await h.json(
    `/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=3&positionen=${lit(`13:${cubicMetres}`)}&wunschtermin=DateTime'${offeredDumpDay(h, 3)}T00:00:00'&eMail=${lit(ANNA)}&einwilligung=true`,
    post(token),
  );
  expect(res.status).toBe(200);
  return { id: res.body.d.StueckgutAuftraegeId as number, url: res.body.d.ZahlungsUrl as string };
}

/** Pays at the test provider like a browser and hands the signed return to PruefeZahlung. */
async function pay(h: Harness, token: string, url: string): Promise<void> {
  const paid = await h.request(new URL(url).pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'aktion=bezahlen' });
  const p = new URL(paid.headers.get('location')!).searchParams;
  const check = await h.json(`/api/PruefeZahlung?txid=${lit(p.get('txid')!)}&hash=${lit(p.get('hash')!)}&status=${lit(p.get('status')!)}&paymentMethod=${lit(p.get('payment_method')!)}`, post(token));
  expect(check.body.d.PruefeZahlung.Status).toBe('paid');
}

const cancel = (h: Harness, token: string, id: number) => h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${id}&eMail=${lit('storno@example.org')}`, post(token));

describe('the cancellation of a paid bulky-waste order', () => {
  it('says how much comes back, how and by when, in the words of the order card', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const order = await bookGreenWaste(h, token, '1.5');
    await pay(h, token, order.url);
    expect((await cancel(h, token, order.id)).status).toBe(200);
    const mail = await lastMail(h);
    expect(mail.subject).toBe(`Ihre Sperrmüllanmeldung Nr. ${order.id} wurde storniert`);
    // The order card after the cancel: "Der bezahlte Betrag von 37,50 € wird Ihnen innerhalb von … erstattet, …".
    const card = pageText('payment.refundDue.text', { amount: formatEuro(37.5), days: REFUND_WORKING_DAYS });
    expect(card).toMatch(/^Der bezahlte Betrag von 37,50\s€ wird Ihnen innerhalb von \d+ Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\.$/);
    expect(mail.text).toContain(card);
    expect(mail.html).toContain(`<p>${card}</p>`);
    expect(mail.text).toMatch(/Erstattungsbetrag: 37,50\s€/);
    expect(mail.text).toContain('Erstattung über: Testzahlung (kein echtes Geld)');
    expect(mail.text).not.toContain('testzahlung');
  });

  it('without a price the words of the card without an amount', () => {
    expect(refundSentence(null)).toBe(pageText('payment.refundDue.textNoAmount', { days: REFUND_WORKING_DAYS }));
    expect(refundSentence(4900)).toBe(pageText('payment.refundDue.text', { amount: formatEuro(49), days: REFUND_WORKING_DAYS }));
  });

  it('says nothing about money for an order whose payment is still open, nor for a free one', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const open = await bookGreenWaste(h, token, '2');
    expect((await cancel(h, token, open.id)).status).toBe(200);
    const free = await h.json(
      `/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=2&positionen=${lit('8:1')}&wunschtermin=DateTime'${offeredDumpDay(h)}T00:00:00'&eMail=${lit(ANNA)}`,
      post(token),
    );
    expect((await cancel(h, token, free.body.d.StueckgutAuftraegeId as number)).status).toBe(200);
    const cancellations = (await outboxMails(h.outbox)).filter((m) => m.subject.endsWith('wurde storniert'));
    expect(cancellations).toHaveLength(2);
    for (const mail of cancellations) {
      expect(mail.text).toContain('Die Abholung findet nicht statt.');
      expect(mail.text).not.toMatch(/erstatt|Betrag|€/i);
    }
  });
});

describe('quantities in the booking mail', () => {
  it('reads "1,5 m³ Baumschnitt" as the booking page lists it', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    await bookGreenWaste(h, token, '1.5');
    const mail = await lastMail(h);
    expect(positionText(1.5, 'm³', 'Baumschnitt')).toBe('1,5 m³ Baumschnitt');
    expect(mail.text).toContain('Gegenstände: 1,5 m³ Baumschnitt');
    expect(mail.text).not.toContain('1.5');
    expect(mail.text).not.toContain('×');
  });

  it('keeps counted items as "2 × Kühlschrank"', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    await h.json(`/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=2&positionen=${lit('8:2,9:1')}&wunschtermin=DateTime'${offeredDumpDay(h)}T00:00:00'&eMail=${lit(ANNA)}`, post(token));
    expect((await lastMail(h)).text).toContain('Gegenstände: 2 × Kühlschrank, 1 × Waschmaschine');
  });
});

describe('the payment receipt', () => {
  it('names the order in its subject and the way of paying in German words', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const order = await bookGreenWaste(h, token, '1.5');
    await pay(h, token, order.url);
    const mail = await lastMail(h);
    expect(mail.subject).toBe(`Ihre Zahlung für die Sperrmüllanmeldung Nr. ${order.id} ist eingegangen`);
    expect(mail.subject).not.toMatch(HEX_ID);
    expect(mail.text).toContain(`Auftragsnummer: ${order.id}`);
    expect(mail.text).toMatch(/Betrag: 37,50\s€/);
    expect(mail.text).toContain('Zahlungsart: Testzahlung (kein echtes Geld)');
    expect(mail.text).not.toContain('testzahlung');
    expect(mail.text).not.toContain('Zahlart');
  });

  it('knows the usual provider ids in their spellings, and shows no id it does not know', () => {
    expect(['paypal', 'PayPal', ' PAYPAL '].map(paymentMethodName)).toEqual(['PayPal', 'PayPal', 'PayPal']);
    expect(['credit_card', 'CreditCard', 'cc', 'visa'].map(paymentMethodName)).toEqual(Array(4).fill('Kreditkarte'));
    expect(['sepa_debit', 'SEPA-Lastschrift', 'directdebit'].map(paymentMethodName)).toEqual(Array(3).fill('SEPA-Lastschrift'));
    expect(paymentMethodName('apple-pay')).toBe('Apple Pay');
    expect(paymentMethodName('testzahlung')).toBe('Testzahlung (kein echtes Geld)');
    expect([paymentMethodName('x7_internal'), paymentMethodName(''), paymentMethodName(null)]).toEqual([null, null, null]);
  });
});

describe('the claim confirmation', () => {
  const bin = (h: Harness) =>
    h.db
      .prepare(
        `SELECT g."ChipReferenzNr" AS chip, a."Name" AS wasteType, v."VolumenWert" AS litres FROM "Gefaesse" g
           JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk" JOIN "Volumen" v ON v."VolumenId" = g."Volumen__fk"
          WHERE g."Objekt__fk" = 2 ORDER BY g."GefaesseId" LIMIT 1`,
      )
      .get() as { chip: string; wasteType: string; litres: string | number };
  const accountEmail = (h: Harness): string => (h.db.prepare(`SELECT "EMail" AS e FROM "Adressen" WHERE "AdressenId" = 2`).get() as { e: string }).e;
  const claim = (h: Harness, token: string, to: string, chip: string, files: { name: string }[]) =>
    h.json(
      `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel gebrochen')}&chipReferenzNr=${lit(chip)}` +
        `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}&eMail=${lit(to)}`,
      post(token, { files: files.map((f) => ({ name: f.name, type: 'image/png', content: PNG })) }),
    );

  it('names the files and the bin as the claim form lists it', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const own = bin(h);
    const res = await claim(h, token, accountEmail(h), own.chip, [{ name: 'deckel.png' }, { name: 'tonne.png' }]);
    expect(res.status).toBe(200);
    const mail = await lastMail(h);
    // The claim form's choice of the object's bins: "Restmüll 120 l · DE-MIT-000001".
    const choice = pageText('claim.container.choice', { wasteType: own.wasteType, volume: formatLitres(own.litres), chip: own.chip });
    expect(mail.text).toContain(`Behälter: ${choice}`);
    expect(mail.text).toContain('Anlagen: 2 Dateien: deckel.png, tonne.png');
  });

  it('to an address nobody confirmed: the count of files without their names, an unknown bin number not repeated', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const res = await claim(h, token, 'nachbar@example.org', 'XX-UNBEKANNT-1', [{ name: 'www.example-spam.test.png' }]);
    expect(res.status).toBe(200);
    const mail = await lastMail(h);
    expect(mail.text).toContain('Anlagen: 1 Datei\n');
    expect(mail.text).not.toContain('example-spam');
    expect(mail.text).not.toContain('XX-UNBEKANNT-1');
    expect(mail.text).not.toContain('Behälter:');
  });

  it('names the bin of the object also to such an address, and no files where none were sent', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const own = bin(h);
    expect((await claim(h, token, 'nachbar@example.org', own.chip, [])).status).toBe(200);
    const mail = await lastMail(h);
    expect(mail.text).toContain(`Behälter: ${own.wasteType} ${formatLitres(own.litres)} l · ${own.chip}`);
    expect(mail.text).not.toContain('Anlagen');
  });
});

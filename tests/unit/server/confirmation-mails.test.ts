/**
 * The confirmations the portal promises arrive in the outbox: one German message per claim,
 * request, bin request, bulky-waste booking, cancellation, settled payment and SEPA mandate, to
 * the address the resident gave (or the account's), naming the reference number, as plain text
 * and HTML, with everything the resident typed escaped in the HTML part.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, lit, login, offeredDumpDay, post, type Harness } from './helpers';
import { outboxMails, tempOutbox, type ReadMail } from './outbox-mails';

const HOSTILE = '<img src=x onerror=alert(1)> & "Zitat"';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function withOutbox(): Harness & { outbox: string } {
  const outbox = tempOutbox();
  return { ...harness({ outboxDir: outbox }), outbox };
}

const query = (params: Record<string, string | number | boolean>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? lit(v) : String(v)}`)
    .join('&');

const accountEmailOf = (h: Harness, addressId: number): string =>
  (h.db.prepare(`SELECT "EMail" AS e FROM "Adressen" WHERE "AdressenId" = ?`).get(addressId) as { e: string }).e;

async function onlyMail(h: Harness & { outbox: string }): Promise<ReadMail> {
  const mails = await outboxMails(h.outbox);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** German, multipart (text + HTML), to `to`, naming `number` in subject, text and HTML. */
function expectConfirmation(mail: ReadMail, to: string, number: number | string, subject: RegExp) {
  expect(mail.to).toBe(to);
  expect(mail.subject).toMatch(subject);
  expect(mail.subject).toContain(String(number));
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
  expect(mail.text).toMatch(/^Guten Tag,/);
  expect(mail.text).toContain(String(number));
  expect(mail.text).toContain('Mit freundlichen Grüßen');
  expect(mail.html).toContain('<html lang="de">');
  expect(mail.html).toContain(String(number));
  // The readable twin says the same.
  expect(mail.readable).toContain(`To: ${to}\n`);
  expect(mail.readable).toContain(mail.text);
}

/** An address typed into a form, not the account's: the mail says it arrived and repeats none of the typed text. */
function expectNothingTyped(mail: ReadMail, ...typed: string[]) {
  expect(mail.text).toContain('Ihren Text wiederholen wir in dieser E-Mail nicht');
  for (const text of [HOSTILE, '<img', 'onerror', ...typed]) {
    expect(mail.text, text).not.toContain(text);
    expect(mail.html, text).not.toContain(text);
  }
}

/** The hostile text shows as text: escaped in HTML, unchanged in the plain text. */
function expectEscaped(mail: ReadMail) {
  expect(mail.html).not.toContain('<img');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Zitat&quot;');
  expect(mail.text).toContain(HOSTILE);
}

const VISITOR = { anruferVorname: 'Jana', anruferName: 'Krüger', anruferStrasse: 'Lindenweg', anruferHausNr: '3a', anruferPLZ: '35410', anruferOrt: 'Lindenau', eMail: 'krueger@example.org' };

describe('claims and requests', () => {
  it('a visitor claim: a receipt with its number to the given address, repeating nothing the visitor typed', async () => {
    const h = withOutbox();
    const res = await h.jsonFrom('10.3.0.1', `/api/LegeReklamationAn?${query({ reklamationsZuordnungsTyp: 10, reklamationsArtenID: 4, kurzbeschreibung: HOSTILE, ...VISITOR })}`, post(null));
    expect(res.status).toBe(200);
    const mail = await onlyMail(h);
    expectConfirmation(mail, 'krueger@example.org', res.body.d.LegeReklamationAn, /^Ihre Reklamation Nr\. \d+ ist eingegangen$/);
    expect(mail.text).toContain('Verschmutzung nach der Leerung');
    expectNothingTyped(mail, 'Lindenweg', 'Krüger');
  });

  it('a visitor request (Anfrage) says request, and a name typed as markup is not repeated', async () => {
    const h = withOutbox();
    const res = await h.jsonFrom('10.3.0.2', `/api/LegeReklamationAn?${query({ reklamationsZuordnungsTyp: 0, reklamationsArtenID: 8, kurzbeschreibung: 'Wann kommt der Kalender?', ...VISITOR, anruferName: HOSTILE })}`, post(null));
    expect(res.status).toBe(200);
    const mail = await onlyMail(h);
    expectConfirmation(mail, 'krueger@example.org', res.body.d.LegeReklamationAn, /^Ihre Anfrage Nr\. \d+ ist eingegangen$/);
    expectNothingTyped(mail, 'Wann kommt der Kalender?');
  });

  it("a resident's claim on an object: to the address in the form", async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(
      `/api/LegeReklamationAngemeldetAn?${query({ id: 2, reklamationsZuordnungsTyp: 11, reklamationsArtenID: 2, kurzbeschreibung: HOSTILE, anruferName: 'Becker', anruferStrasse: 'Lindenweg', anruferHausNr: '3a', anruferPLZ: '35410', anruferOrt: 'Lindenau', eMail: 'anna.becker@example.org' })}`,
      post(token),
    );
    expect(res.status).toBe(200);
    const mail = await onlyMail(h);
    expectConfirmation(mail, 'anna.becker@example.org', res.body.d.ReklamationenId, /^Ihre Reklamation Nr\. \d+ ist eingegangen$/);
    expect(mail.text).toContain('Behälter beschädigt');
    expectEscaped(mail);
  });

  it("a resident's request (Anfrage) on an object says request", async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(
      `/api/LegeReklamationAngemeldetAn?${query({ id: 2, reklamationsZuordnungsTyp: 1, reklamationsArtenID: 6, kurzbeschreibung: 'Bitte Bescheid erläutern', anruferName: 'Becker', anruferStrasse: 'Lindenweg', anruferHausNr: '3a', anruferPLZ: '35410', anruferOrt: 'Lindenau', eMail: 'anna.becker@example.org' })}`,
      post(token),
    );
    expect(res.status).toBe(200);
    expectConfirmation(await onlyMail(h), 'anna.becker@example.org', res.body.d.ReklamationenId, /^Ihre Anfrage Nr\. \d+ ist eingegangen$/);
  });

  it('a refused claim sends nothing', async () => {
    const h = withOutbox();
    const res = await h.jsonFrom('10.3.0.3', `/api/LegeReklamationAn?${query({ reklamationsZuordnungsTyp: 10, reklamationsArtenID: 99, kurzbeschreibung: 'x', ...VISITOR })}`, post(null));
    expect(res.status).toBe(422);
    expect(await outboxMails(h.outbox)).toEqual([]);
  });
});

describe('bin request (BeantrageGefaess)', () => {
  it('confirms the request with its Vorgangsnummer to the given address, without repeating the note', async () => {
    const h = withOutbox();
    const res = await h.jsonFrom(
      '10.4.0.1',
      `/api/BeantrageGefaess?${query({ kassenzeichen: 'KZ-2026-0002', objektNr: 'OBJ-1002', antragsart: 1, anzahl: 2, gefaesstarifArtenId: 1, bemerkung: HOSTILE, name: 'Erika Muster', eMail: 'erika@example.org' })}`,
      post(null),
    );
    expect(res.status).toBe(200);
    const mail = await onlyMail(h);
    expectConfirmation(mail, 'erika@example.org', res.body.d.BeantrageGefaess, /^Ihr Behälterantrag Nr\. \d+ ist eingegangen$/);
    expect(mail.text).toMatch(/Antrag: Neuer Behälter: .+ \(2 Stück\)/);
    expect(mail.text).toContain('KZ-2026-0002');
    expectNothingTyped(mail, 'Erika Muster');
  });

  it('a repeated submission (double click) sends no second mail', async () => {
    const h = withOutbox();
    const url = `/api/BeantrageGefaess?${query({ kassenzeichen: 'KZ-2026-0002', objektNr: 'OBJ-1002', antragsart: 1, anzahl: 1, gefaesstarifArtenId: 1, name: 'Erika Muster', eMail: 'erika@example.org' })}`;
    await h.jsonFrom('10.4.0.2', url, post(null));
    await h.jsonFrom('10.4.0.2', url, post(null));
    expect(await outboxMails(h.outbox)).toHaveLength(1);
  });
});

describe('bulky waste', () => {
  const book = (h: Harness, token: string, note: string) =>
    h.json(
      `/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=2&positionen=${lit('8:1')}&wunschtermin=DateTime'${offeredDumpDay(h)}T00:00:00'&eMail=${lit('anna.becker@example.org')}&bemerkung=${lit(note)}`,
      post(token),
    );

  it('a booking: its number, the day and the items to the given address, a link to the booking, the note escaped', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const res = await book(h, token, HOSTILE);
    expect(res.status).toBe(200);
    const mail = await onlyMail(h);
    expectConfirmation(mail, 'anna.becker@example.org', res.body.d.StueckgutAuftraegeId, /^Ihre Sperrmüllanmeldung Nr\. \d+ ist eingegangen$/);
    expect(mail.text).toMatch(/Abholung am: \w+, \d\d\.\d\d\.\d{4}/);
    expect(mail.text).toMatch(/Gegenstände: 1 × \S/);
    expect(mail.text).toContain('http://localhost/objects/2/dump');
    expect(mail.html).toContain('<a href="http://localhost/objects/2/dump">');
    expectEscaped(mail);
  });

  it('a cancellation (StorniereStueckgutAuftrag) goes to the e-mail address it was given', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const id = (await book(h, token, 'Hof')).body.d.StueckgutAuftraegeId as number;
    const res = await h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${id}&eMail=${lit('storno@example.org')}`, post(token));
    expect(res.status).toBe(200);
    const mails = await outboxMails(h.outbox);
    expect(mails).toHaveLength(2);
    expectConfirmation(mails[1]!, 'storno@example.org', id, /^Ihre Sperrmüllanmeldung Nr\. \d+ wurde storniert$/);
  });

  it('refuses a cancellation with an invalid e-mail address (422) and cancels nothing', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const id = (await book(h, token, 'Hof')).body.d.StueckgutAuftraegeId as number;
    const res = await h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${id}&eMail=${lit('kein-mail')}`, post(token));
    expect(res.status).toBe(422);
    expect(res.body.error.message.value).toBe('Die E-Mail-Adresse ist ungültig.');
    expect((h.db.prepare(`SELECT "Status" AS s FROM "StueckgutAuftraege" WHERE "StueckgutAuftraegeId" = ?`).get(id) as { s: number }).s).toBe(1);
  });
});

describe('container order cancellation (StorniereAuftrag)', () => {
  const recorded = (h: Harness): number =>
    (h.db.prepare(`SELECT "AuftraegeId" AS id FROM "Auftraege" WHERE "Objekt__fk" = 2 AND "AuftragsStatus" = 1 AND "NachfolgerObj__fk" IS NULL AND "VorgaengerObj__fk" IS NULL LIMIT 1`).get() as { id: number }).id;

  it('goes to the e-mail address given in the dialog', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const id = recorded(h);
    expect((await h.json(`/api/StorniereAuftrag?auftraegeId=${id}&eMail=${lit('storno@example.org')}`, post(token))).status).toBe(200);
    expectConfirmation(await onlyMail(h), 'storno@example.org', id, /^Ihr Auftrag Nr\. \d+ wurde storniert$/);
  });

  it("without an address to the account's e-mail address", async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const id = recorded(h);
    expect((await h.json(`/api/StorniereAuftrag?auftraegeId=${id}`, post(token))).status).toBe(200);
    expectConfirmation(await onlyMail(h), accountEmailOf(h, 2), id, /^Ihr Auftrag Nr\. \d+ wurde storniert$/);
  });
});

describe('SEPA mandate and payment', () => {
  it("a mandate: its reference, the masked IBAN and the holder (escaped) to the account's address", async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(`/api/ErteileSepaMandat?objekteId=2&kontoinhaber=${lit('<b>Anna</b> & Co')}&iban=${lit('DE89 3704 0044 0532 0130 00')}&zustimmung=true`, post(token));
    expect(res.status).toBe(200);
    const reference = res.body.d.Mandatsreferenz as string;
    const mail = await onlyMail(h);
    expectConfirmation(mail, accountEmailOf(h, 2), reference, /^Ihr SEPA-Lastschriftmandat /);
    expect(mail.text).toContain('IBAN: DE89 **** **** **** **30 00');
    expect(mail.text).not.toContain('0532');
    expect(mail.html).toContain('&lt;b&gt;Anna&lt;/b&gt; &amp; Co');
  });

  it('a settled payment: one receipt with the transaction number, however often the return is checked', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const demand = h.db.prepare(`SELECT "ForderungenId" AS id FROM "Forderungen" WHERE "Objekt__fk" = 2 AND "Status" = 1 ORDER BY "ForderungenId" LIMIT 1`).get() as { id: number };
    const started = await h.json(`/api/StarteZahlung?zweck=${lit('demand')}&referenz=${demand.id}&ruecksprung=${lit('/objects/2/demands')}`, post(token));
    const { TransaktionsId: txid, Url: url } = started.body.d.StarteZahlung as { TransaktionsId: string; Url: string };
    const paid = await h.request(new URL(url).pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'aktion=bezahlen' });
    const p = new URL(paid.headers.get('location')!).searchParams;
    const check = () => h.json(`/api/PruefeZahlung?txid=${lit(p.get('txid')!)}&hash=${lit(p.get('hash')!)}&status=${lit(p.get('status')!)}&paymentMethod=${lit(p.get('payment_method')!)}`, post(token));
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    const mail = await onlyMail(h);
    // The demand's number in the subject, as the demands page names it; the provider's id only in the text.
    expectConfirmation(mail, accountEmailOf(h, 2), demand.id, /^Ihre Zahlung für die Forderung Nr\. \d+ ist eingegangen$/);
    expect(mail.subject).not.toContain(txid);
    expect(mail.text).toContain(`Transaktionsnummer: ${txid}`);
    expect(mail.text).toMatch(/Betrag: \d+,\d\d\s€/);
  });
});

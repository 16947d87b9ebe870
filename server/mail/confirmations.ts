/**
 * The confirmations the portal promises, in German: a claim or request received, a bin request, a
 * bulky-waste booking, a cancellation, a settled payment and a SEPA mandate. Each names its
 * reference number in the subject and the text, the number residents see in the portal (never a
 * provider's transaction id in a subject), and says what the portal's page says about the same
 * thing: amounts in euros, quantities with their unit, the money of a cancelled paid order. Who
 * receives it is the caller's choice: the address the resident typed into the form, or the
 * account's address on file (`accountEmail`).
 */
import { isValidEmail } from '../../codegen/runtime/email';
import { tableExists, type Db } from '../db';
import { composeMail, typedText, TYPED_TEXT_WITHHELD, type MailBlock } from './compose';
import type { OutgoingMail } from './outbox';
import { REFUND_WORKING_DAYS } from '../../codegen/runtime/refund';
import type { PaidItemName } from '../payment/types';
import { germanDay, germanTime } from '../time';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** Cents as residents read euros, the page's formatter's rules: "49,00 €". */
const euroText = (cents: number): string => euro.format(cents / 100);

/** A collection or wish day as stored (wire encoding: the Berlin wall clock as UTC), e.g. "Mittwoch, 09.12.2026". */
const formatWireDay = (wire: number | null | undefined): string | null => (typeof wire === 'number' ? germanDay(wire, 'EEEE, dd.MM.yyyy') : null);
/** A real instant (epoch ms) as Berlin time, e.g. "26.11.2026, 10:15 Uhr". */
export const formatInstant = (ms: number): string => `${germanTime(ms, 'dd.MM.yyyy, HH:mm')} Uhr`;

/**
 * Whether `to` is the address on file of the session's account: the only address whose owner the
 * portal knows, and so the only one a confirmation repeats typed text to.
 */
export function isAccountAddress(db: Db, session: { addressId: number } | null, to: string): boolean {
  const own = session ? accountEmail(db, session.addressId) : null;
  return own !== null && own.toLowerCase() === to.trim().toLowerCase();
}

/** The e-mail address of an account (Adressen.EMail), or null when there is none usable. */
export function accountEmail(db: Db, addressId: number): string | null {
  if (!tableExists(db, 'Adressen')) return null;
  const row = db.prepare(`SELECT "EMail" AS email FROM "Adressen" WHERE "AdressenId" = ?`).get(addressId) as { email: string | null } | undefined;
  const email = row?.email?.trim() ?? '';
  return isValidEmail(email) ? email : null;
}

export interface ClaimMail {
  /** 1: a request (Anfrage), else a claim (Reklamation): ReklamationsArten.ReklamationOderAnfrage. */
  kind: number;
  number: number;
  type: string;
  description: string;
  receivedMs: number;
  /** A visitor's name and address as typed; absent for a resident's claim on an object. */
  sender?: { name: string; address: string };
  /** The files sent with it, by name (the resident's own names: repeated only with `echo`). */
  attachments: readonly string[];
  /**
   * The bin it is about: one of the object's bins as the claim form lists it
   * ("Restmüll 120 l · 0815-4711", `known`), or the number as typed (repeated only with `echo`).
   */
  container: { text: string; known: boolean } | null;
  /** The recipient's address is the account's own: the description and sender may be repeated. */
  echo: boolean;
}

/** "2 Dateien: foto.jpg, rechnung.pdf"; the count alone where the names may not be repeated. */
function attachmentsText(names: readonly string[], echo: boolean): string | null {
  if (names.length === 0) return null;
  const count = names.length === 1 ? '1 Datei' : `${names.length} Dateien`;
  return echo ? `${count}: ${names.join(', ')}` : count;
}

export function claimReceived(to: string, claim: ClaimMail): OutgoingMail {
  const what = claim.kind === 1 ? 'Anfrage' : 'Reklamation';
  return composeMail(to, `Ihre ${what} Nr. ${claim.number} ist eingegangen`, [
    `vielen Dank für Ihre ${what}. Wir haben sie unter der Nummer ${claim.number} erfasst und antworten Ihnen an diese E-Mail-Adresse.`,
    {
      facts: [
        ['Nummer', String(claim.number)],
        ['Art', claim.type],
        ['Behälter', claim.container?.known ? claim.container.text : typedText(claim.echo, claim.container?.text)],
        ['Beschreibung', typedText(claim.echo, claim.description)],
        ['Anlagen', attachmentsText(claim.attachments, claim.echo)],
        ['Eingegangen am', formatInstant(claim.receivedMs)],
        ['Name', typedText(claim.echo, claim.sender?.name)],
        ['Anschrift', typedText(claim.echo, claim.sender?.address)],
      ],
    },
    ...(claim.echo ? [] : [TYPED_TEXT_WITHHELD]),
    'Bitte geben Sie bei Rückfragen die Nummer an.',
  ]);
}

export interface BinRequestMail {
  number: number;
  /** What was asked for, e.g. "Neuer Behälter: Restmüll 120 l (2 Stück)". */
  request: string;
  kassenzeichen: string;
  objektNr: string;
  wishDay: number | null;
  note: string | null;
  name: string;
  /** The recipient's address is the account's own: the note and name may be repeated. */
  echo: boolean;
}

export function binRequestReceived(to: string, r: BinRequestMail): OutgoingMail {
  return composeMail(to, `Ihr Behälterantrag Nr. ${r.number} ist eingegangen`, [
    `vielen Dank für Ihren Antrag. Wir haben ihn unter der Vorgangsnummer ${r.number} erfasst.`,
    {
      facts: [
        ['Vorgangsnummer', String(r.number)],
        ['Antrag', r.request],
        ['Kassenzeichen', r.kassenzeichen],
        ['Objektnummer', r.objektNr],
        ['Wunschtermin', formatWireDay(r.wishDay)],
        ['Hinweis', typedText(r.echo, r.note)],
        ['Name', typedText(r.echo, r.name)],
      ],
    },
    ...(r.echo ? [] : [TYPED_TEXT_WITHHELD]),
    'Sobald der Liefer- oder Abholtag feststeht, sehen Sie ihn nach der Anmeldung im Bürgerportal im Verlauf Ihres Grundstücks.',
  ]);
}

export interface DumpBookingMail {
  number: number;
  type: string;
  day: number;
  items: string[];
  other: string | null;
  note: string | null;
  paid: boolean;
  /** The object's bulky-waste page, where the booking can be cancelled (and paid). */
  link: string;
  /** The recipient's address is the account's own: the typed items and note may be repeated. */
  echo: boolean;
}

export function dumpBooked(to: string, b: DumpBookingMail): OutgoingMail {
  const blocks: MailBlock[] = [
    `vielen Dank für Ihre Anmeldung zur Sperrmüllabholung. Sie ist unter der Nummer ${b.number} erfasst.`,
    {
      facts: [
        ['Auftragsnummer', String(b.number)],
        ['Art der Abholung', b.type],
        ['Abholung am', formatWireDay(b.day)],
        ['Gegenstände', b.items.join(', ')],
        ['Sonstige Gegenstände', typedText(b.echo, b.other)],
        ['Hinweis für das Abfuhrteam', typedText(b.echo, b.note)],
      ],
    },
    ...(b.echo ? [] : [TYPED_TEXT_WITHHELD]),
    'Bitte stellen Sie die Gegenstände am Abholtag ab 6 Uhr gut sichtbar an den Straßenrand, ohne Gehweg oder Einfahrten zu versperren.',
  ];
  if (b.paid) blocks.push('Diese Abholung ist kostenpflichtig. Sie wird eingeplant, sobald die Bezahlung eingegangen ist.');
  blocks.push('Sie können die Anmeldung bis zur Abholung im Bürgerportal stornieren.', { label: 'Zur Sperrmüllanmeldung', link: b.link });
  return composeMail(to, `Ihre Sperrmüllanmeldung Nr. ${b.number} ist eingegangen`, blocks);
}

export function orderCancelled(to: string, numbers: readonly number[], description: string | null, whenMs: number): OutgoingMail {
  const [first] = numbers;
  const list = numbers.join(', ');
  return composeMail(to, `Ihr Auftrag Nr. ${first} wurde storniert`, [
    numbers.length > 1 ? `die zusammengehörenden Aufträge Nr. ${list} wurden storniert.` : `Ihr Auftrag Nr. ${list} wurde storniert.`,
    { facts: [[numbers.length > 1 ? 'Auftragsnummern' : 'Auftragsnummer', list], ['Auftrag', description], ['Storniert am', formatInstant(whenMs)]] },
    'Falls Sie das nicht veranlasst haben, wenden Sie sich bitte an uns.',
  ]);
}

/**
 * What happens to the money of a paid order, in the words the portal's order card uses
 * (`payment.refundDue.text`): how much, how and by when.
 */
export function refundSentence(amountCents: number | null): string {
  const amount = amountCents === null ? '' : ` von ${euroText(amountCents)}`;
  return `Der bezahlte Betrag${amount} wird Ihnen innerhalb von ${REFUND_WORKING_DAYS} Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben.`;
}

export interface DumpCancelMail {
  number: number;
  type: string | null;
  day: number | null;
  whenMs: number;
  /** A paid order's money: the amount (null when none is known) and the German name of the way it was paid (null when unknown). */
  refund: { amountCents: number | null; method: string | null } | null;
}

export function dumpCancelled(to: string, c: DumpCancelMail): OutgoingMail {
  const blocks: MailBlock[] = [`Ihre Sperrmüllanmeldung Nr. ${c.number} wurde storniert. Die Abholung findet nicht statt.`];
  if (c.refund) blocks.push(refundSentence(c.refund.amountCents));
  blocks.push(
    {
      facts: [
        ['Auftragsnummer', String(c.number)],
        ['Art der Abholung', c.type],
        ['Abholung am', formatWireDay(c.day)],
        ['Storniert am', formatInstant(c.whenMs)],
        ['Erstattungsbetrag', c.refund?.amountCents == null ? null : euroText(c.refund.amountCents)],
        ['Erstattung über', c.refund?.method],
      ],
    },
    'Falls Sie das nicht veranlasst haben, wenden Sie sich bitte an uns.',
  );
  return composeMail(to, `Ihre Sperrmüllanmeldung Nr. ${c.number} wurde storniert`, blocks);
}

export interface PaymentMail {
  transactionId: string;
  /** How the resident knows what was paid (the order's or demand's number); null: the purpose text alone. */
  item: PaidItemName | null;
  amountCents: number;
  description: string;
  /** The way it was paid in German words ("PayPal"); null when the provider's id is not known. */
  method: string | null;
  whenMs: number;
}

export function paymentReceived(to: string, p: PaymentMail): OutgoingMail {
  return composeMail(to, p.item ? `Ihre Zahlung für ${p.item.what} ist eingegangen` : 'Ihre Zahlung ist eingegangen', [
    'vielen Dank, Ihre Zahlung ist bei uns eingegangen.',
    {
      facts: [
        ...(p.item ? [[p.item.label, p.item.number] as const] : []),
        ['Betrag', euroText(p.amountCents)],
        ['Verwendungszweck', p.description],
        ['Zahlungsart', p.method ?? 'Online-Zahlung'],
        ['Bezahlt am', formatInstant(p.whenMs)],
        // For questions to the payment provider, which knows the payment by it.
        ['Transaktionsnummer', p.transactionId],
      ],
    },
    'Bitte bewahren Sie diese E-Mail als Beleg auf.',
  ]);
}

export interface MandateMail {
  reference: string;
  holder: string;
  maskedIban: string;
  bank: string | null;
  kassenzeichen: string | null;
  whenMs: number;
}

export function mandateGranted(to: string, m: MandateMail): OutgoingMail {
  return composeMail(to, `Ihr SEPA-Lastschriftmandat ${m.reference}`, [
    'vielen Dank, Ihr SEPA-Lastschriftmandat ist bei uns eingegangen. Wir ziehen die Abfallgebühren künftig von diesem Konto ein und kündigen jeden Einzug vorher an.',
    {
      facts: [
        ['Mandatsreferenz', m.reference],
        ['Kontoinhaber', m.holder],
        ['IBAN', m.maskedIban],
        ['Bank', m.bank],
        ['Kassenzeichen', m.kassenzeichen],
        ['Erteilt am', formatInstant(m.whenMs)],
      ],
    },
    'Ein früheres Mandat für dieses Grundstück gilt nicht mehr. Falls Sie das Mandat nicht erteilt haben, wenden Sie sich bitte umgehend an uns.',
  ]);
}

/**
 * Paid bulky-waste types (IstKostenpflichtig): the amount is the type's Grundpreis plus its Preis
 * per quota unit (item, point or m³ by StueckgutVolumenart); a paid order waits with
 * Zahlungsstatus 'offen' until the provider reports it paid. Cancelling a paid order is allowed and
 * records a refund due ('erstattung', "Erstattung veranlasst"), on the order and on its payment.
 */
import type { Db } from '../db';
import { entityName, forgetAnswersNaming } from '../idempotency';
import { quotaUnits } from './quota';
import { registerPaymentPurpose } from '../payment/index';
import { STATUS } from '../work-status';
import { germanDay } from '../time';

interface OrderRow {
  status: number;
  paid: string | null;
  owner: number | null;
  payer: number | null;
  soll: number | null;
  name: string;
  volumenart: number;
  base: string | number | null;
  price: string | number | null;
}

export const PAYMENT_OPEN = 'offen';
export const PAYMENT_PAID = 'bezahlt';
/** The order was paid (or its provider took the money after all) but it is cancelled: the authority pays it back. */
export const PAYMENT_REFUND = 'erstattung';

const euroCents = (value: string | number | null): number => Math.round(Number(value ?? 0) * 100);

/** Amount in cents of one order, from its type's prices and its items. */
export function orderAmountCents(db: Db, orderId: number, row: Pick<OrderRow, 'volumenart' | 'base' | 'price'>): number {
  const items = db
    .prepare(
      `SELECT n."Anzahl" AS count, s."Volumen" AS volume FROM "StueckgutAnzahlen" n LEFT JOIN "Stueckgueter" s ON s."StueckgutId" = n."Stueckgut__fk"
       WHERE n."StueckgutAuftraege_StueckgutAnzahlen__fk" = ?`,
    )
    .all(orderId) as { count: string | number; volume: string | number | null }[];
  const units = quotaUnits(items.map((i) => ({ itemId: 0, count: Number(i.count), volume: i.volume === null ? null : Number(i.volume) })), row.volumenart);
  return euroCents(row.base) + Math.round(units * euroCents(row.price));
}

// Registered once when the order function loads (it imports this file).
registerPaymentPurpose('dump', {
  describe(db, reference, ownerAddressId) {
    const row = db
      .prepare(
        `SELECT a."Status" AS status, a."Zahlungsstatus" AS paid, o."EigentuemerAdressenObj__fk" AS owner, o."PflichtigerAdressenObj__fk" AS payer,
                a."SollDatum" AS soll, COALESCE(t."NameInPortal", t."Name") AS name, t."StueckgutVolumenart" AS volumenart, t."Grundpreis" AS base, t."Preis" AS price
         FROM "StueckgutAuftraege" a JOIN "StueckgutAuftragsarten" t ON t."StueckgutAuftragsartenId" = a."StueckgutAuftragsart__fk"
         LEFT JOIN "Objekte" o ON o."ObjekteId" = a."Objekt__fk" WHERE a."StueckgutAuftraegeId" = ?`,
      )
      .get(reference) as OrderRow | undefined;
    if (!row || row.paid !== PAYMENT_OPEN || row.status === STATUS.canceled) return null;
    if (row.owner !== ownerAddressId && row.payer !== ownerAddressId) return null;
    const when = row.soll === null ? '' : ` am ${germanDay(row.soll)}`;
    return { amountCents: orderAmountCents(db, reference, row), description: `Sperrmüll: ${row.name}${when} (Auftrag ${reference})` };
  },
  onPaid(db, reference) {
    db.prepare(`UPDATE "StueckgutAuftraege" SET "Zahlungsstatus" = ? WHERE "StueckgutAuftraegeId" = ? AND "Zahlungsstatus" = ?`).run(PAYMENT_PAID, reference, PAYMENT_OPEN);
    // The stored booking answer still says "offen" with the spent payment URL: no longer handed out.
    forgetAnswersNaming(db, [entityName('StueckgutAuftraege', reference)]);
  },
  // The number the booking mail and its cancellation name.
  itemName: (_db, reference) => ({ what: `die Sperrmüllanmeldung Nr. ${reference}`, label: 'Auftragsnummer', number: String(reference) }),
  onRefundDue(db, reference) {
    // Paid at the provider after the order was cancelled: the order shows that the money comes back.
    // (Paid twice, the order stays 'bezahlt': the refund is the second payment's.)
    const changed = db
      .prepare(`UPDATE "StueckgutAuftraege" SET "Zahlungsstatus" = ? WHERE "StueckgutAuftraegeId" = ? AND "Zahlungsstatus" = ? AND "Status" = ?`)
      .run(PAYMENT_REFUND, reference, PAYMENT_OPEN, STATUS.canceled);
    if (changed.changes > 0) forgetAnswersNaming(db, [entityName('StueckgutAuftraege', reference)]);
  },
});

/**
 * The money of a cancelled paid order: what comes back (null when nothing names an amount, as the
 * page then says "der bezahlte Betrag" without one), and how it was paid (the provider's id, null when unknown).
 */
export interface RefundDue {
  amountCents: number | null;
  method: string | null;
}

/**
 * A paid order is being cancelled: its payment becomes a refund due and the order says so. Runs in
 * the cancel's transaction. An open payment is left as it is: should its provider still take the
 * money, the return is recorded as a refund due (settleReturn), and the test page no longer offers
 * to pay. Answers the refund (amount and method of the payment), or null for an order not paid.
 */
export function recordRefundOnCancel(db: Db, orderId: number): RefundDue | null {
  const order = db.prepare(`SELECT "Zahlungsstatus" AS paid FROM "StueckgutAuftraege" WHERE "StueckgutAuftraegeId" = ?`).get(orderId) as { paid: string | null } | undefined;
  if (order?.paid !== PAYMENT_PAID) return null;
  const payment = db
    .prepare(`SELECT amount_cents AS amountCents, payment_method AS method FROM srv_payments WHERE purpose = 'dump' AND reference = ? AND status = 'paid' ORDER BY id LIMIT 1`)
    .get(orderId) as { amountCents: number; method: string | null } | undefined;
  db.prepare(`UPDATE "StueckgutAuftraege" SET "Zahlungsstatus" = ? WHERE "StueckgutAuftraegeId" = ?`).run(PAYMENT_REFUND, orderId);
  db.prepare(`UPDATE srv_payments SET status = 'refund' WHERE purpose = 'dump' AND reference = ? AND status = 'paid'`).run(orderId);
  if (payment) return { amountCents: payment.amountCents, method: payment.method };
  // Paid without a payment of this backend (another way the authority recorded): the order's price.
  const type = db
    .prepare(
      `SELECT t."StueckgutVolumenart" AS volumenart, t."Grundpreis" AS base, t."Preis" AS price
         FROM "StueckgutAuftraege" a JOIN "StueckgutAuftragsarten" t ON t."StueckgutAuftragsartenId" = a."StueckgutAuftragsart__fk" WHERE a."StueckgutAuftraegeId" = ?`,
    )
    .get(orderId) as Pick<OrderRow, 'volumenart' | 'base' | 'price'> | undefined;
  const priced = type && (type.base !== null || type.price !== null);
  return { amountCents: priced ? orderAmountCents(db, orderId, type) : null, method: null };
}

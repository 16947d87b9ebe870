/**
 * The online payment of a bulky-waste order as its card, its history row and the cancel dialog
 * show it: waiting ('offen'), paid ('bezahlt') or to be paid back after a cancel ('erstattung',
 * "Erstattung veranlasst"). The amount is the type's Grundpreis plus its Preis per unit (items, or
 * points / m³ as count × Volumen), the rule the reference backend charges; null when the type names
 * no price (another backend), so the texts then say "der bezahlte Betrag" without a number.
 */
import { REFUND_WORKING_DAYS } from '../../codegen/runtime/refund';
import { parseDecimal, type Numberish } from '../api/values';
import { formatEuro } from '../i18n/currency';
import { manyOf, type StueckgutAuftragEntity } from './entities';

export type OrderPaymentState = 'offen' | 'bezahlt' | 'erstattung';

export interface OrderPayment {
  state: OrderPaymentState;
  /** Euros; null when the order's type gives no price. */
  amount: number | null;
}

const STATES: readonly string[] = ['offen', 'bezahlt', 'erstattung'];
const BY_COUNT = 1;

interface PricedType {
  Grundpreis?: Numberish | null;
  Preis?: Numberish | null;
  StueckgutVolumenart?: number | null;
}

function orderAmount(e: StueckgutAuftragEntity): number | null {
  const type = (e.StueckgutAuftragsart ?? null) as PricedType | null;
  const base = parseDecimal(type?.Grundpreis);
  const price = parseDecimal(type?.Preis);
  if (base === null && price === null) return null;
  const byCount = (type?.StueckgutVolumenart ?? BY_COUNT) === BY_COUNT;
  const units = manyOf(e.StueckgutAnzahlen).reduce((sum, n) => sum + (parseDecimal(n.Anzahl) ?? 0) * (byCount ? 1 : (parseDecimal(n.Stueckgut?.Volumen) ?? 0)), 0);
  return Math.round(((base ?? 0) + (price ?? 0) * Math.round(units * 100) / 100) * 100) / 100;
}

/** The order's payment, or null for an order that is not paid online. */
export function orderPayment(e: StueckgutAuftragEntity & { Zahlungsstatus?: string | null }): OrderPayment | null {
  const state = e.Zahlungsstatus ?? null;
  if (state === null || !STATES.includes(state)) return null;
  return { state: state as OrderPaymentState, amount: orderAmount(e) };
}

/**
 * What happens to the money of a paid order, as i18n key and params: how much, how and by when
 * ("Der bezahlte Betrag von 49,00 € wird Ihnen innerhalb von 10 Arbeitstagen über die Zahlungsart
 * erstattet, mit der Sie bezahlt haben."), the words of the backend's cancellation mail.
 */
export function refundDueText(payment: OrderPayment): { key: string; params: Record<string, string | number> } {
  return payment.amount === null
    ? { key: 'payment.refundDue.textNoAmount', params: { days: REFUND_WORKING_DAYS } }
    : { key: 'payment.refundDue.text', params: { amount: formatEuro(payment.amount), days: REFUND_WORKING_DAYS } };
}

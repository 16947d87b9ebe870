/**
 * The payment method a provider reports on its return (`payment_method`, free text such as
 * `paypal` or `testzahlung`) in the German words a receipt shows. Providers spell their ids
 * differently (`credit_card`, `CreditCard`, `cc`), so case, spaces, dashes and underscores do not
 * count. An id not listed here is not shown as it is: a machine word is no answer to "how did I pay?".
 */

const NAMES: ReadonlyArray<readonly [name: string, ids: readonly string[]]> = [
  ['Testzahlung (kein echtes Geld)', ['testzahlung', 'test']],
  ['PayPal', ['paypal']],
  ['Kreditkarte', ['creditcard', 'kreditkarte', 'cc', 'card', 'karte', 'visa', 'mastercard', 'amex', 'americanexpress']],
  ['Debitkarte', ['debitcard', 'debitkarte', 'girocard', 'maestro', 'vpay']],
  ['SEPA-Lastschrift', ['sepa', 'sepadebit', 'sepalastschrift', 'lastschrift', 'directdebit', 'debit', 'elv']],
  ['giropay', ['giropay']],
  ['paydirekt', ['paydirekt']],
  ['Sofortüberweisung', ['sofort', 'sofortueberweisung', 'sofortuberweisung', 'klarnasofort']],
  ['Klarna', ['klarna']],
  ['Apple Pay', ['applepay']],
  ['Google Pay', ['googlepay']],
  ['Wero', ['wero']],
  ['Überweisung', ['ueberweisung', 'uberweisung', 'banktransfer', 'transfer', 'vorkasse', 'prepayment']],
];

const BY_ID = new Map(NAMES.flatMap(([name, ids]) => ids.map((id) => [id, name] as const)));

/** "PayPal", "Kreditkarte", "Testzahlung (kein echtes Geld)"; null for an empty or unknown id. */
export function paymentMethodName(id: string | null | undefined): string | null {
  const key = (id ?? '').toLowerCase().replace(/[\s_.-]+/g, '');
  return BY_ID.get(key) ?? null;
}

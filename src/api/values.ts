/**
 * Values as authorities send them. The same field may be `Edm.Int32` in one
 * authority's metadata, `Edm.Decimal` (a string on the OData V2 wire: `"12.50"`) or a unit-bearing
 * `Edm.String` (`"240 l"`) in another's. The contract types say so (`Numberish`, `EntityKey`); the
 * portal parses such a value once where it computes with it and formats it once where it shows it.
 */

/** A quantity: a JSON number, a V2 decimal string, or a string that carries its own unit. */
export type Numberish = number | string;

/** An identifier the portal only passes back (Edm.Int32, Edm.String, Edm.Guid, …). */
export type EntityKey = number | string;

/** The V2 JSON form of Edm.Decimal / Edm.Int64: optional sign, digits, optional `.` and digits. */
const WIRE_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;
/** A number of litres as people write it: `240`, `240 l`, `1.100 Liter`, `7,5 l`. */
const LITRES = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*(?:l|ltr\.?|liter|litre)?$/i;

/**
 * The number of a value used in arithmetic (quota sums, amounts): a finite number as is, a wire
 * decimal string as its number, anything else (text, `"12,50"`, empty) null. The rule is the
 * wire format's, not a guess: a string the backend did not send as a decimal is no number.
 */
export function parseDecimal(value: Numberish | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return WIRE_DECIMAL.test(text) ? Number(text) : null;
}

/** Litres of a volume for ordering by size: wire numbers and litre texts (`"240 l"`); null otherwise. */
export function parseLitres(value: Numberish | null | undefined): number | null {
  const exact = parseDecimal(value);
  if (exact !== null || typeof value !== 'string') return exact;
  const match = LITRES.exec(value.trim());
  if (!match) return null;
  return Number(`${match[1]!.replaceAll('.', '')}.${match[2] ?? '0'}`);
}

const GERMAN = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** A number in German notation (`1.100`, `7,5`); a text that is no wire number stays as sent. */
export function formatNumber(value: Numberish | null | undefined): string {
  const n = parseDecimal(value);
  if (n !== null) return GERMAN.format(n);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A volume for the templates that name their unit (`{{volume}} l`, `{{volume}} Liter`): the number
 * of litres in German notation, read from a number, a wire decimal or a litre text (`"240 l"` is
 * `240`, so the template shows `240 l` again); another text stays as sent, nothing is ''.
 */
export function formatLitres(value: Numberish | null | undefined): string {
  const litres = parseLitres(value);
  if (litres !== null) return GERMAN.format(litres);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * How a typed quantity becomes a number, the same for every amount input of the portal and for the
 * reference backend's check of what may be fractional. German notation: the comma is the decimal
 * separator and the point groups thousands. A value is never changed silently: what cannot be read
 * unambiguously is refused with a reason instead of being guessed.
 *
 * - Whole-number fields: `2`, ` 2 ` and `1.000` (one thousand, points only between groups of three)
 *   are read; `1,5` and `1.5` are refused (`whole`).
 * - Fractional fields: `1,5` is 1.5 and ` 2 ` is 2; any point is refused (`point`), because `1.000`
 *   is one thousand to a German reader and one to an English one, and `1.5` may be a typo of either.
 *   More than `fractionDigits` digits after the comma are refused (`digits`).
 * Isomorphic: no Node APIs.
 */

/** Digits after the comma a fractional quantity may have (the backend stores hundredths). */
export const QUANTITY_FRACTION_DIGITS = 2;

/**
 * Units whose amounts are measured rather than counted: an item of the catalogue in one of them
 * (e.g. green waste in m³) takes a fractional amount, pieces, rolls and points stay whole.
 */
const MEASURED_UNITS = new Set(['m³', 'm3', 'cbm', 'kubikmeter', 'm²', 'm2', 'qm', 'm', 'kg', 't', 'l']);

export function unitAllowsFractions(unit: string | null | undefined): boolean {
  return MEASURED_UNITS.has((unit ?? '').trim().toLowerCase());
}

export type QuantityProblem = 'whole' | 'point' | 'digits' | 'number';
export type QuantityReading = { value: number } | { problem: QuantityProblem } | null;

const WHOLE = /^-?\d{1,15}$/;
const GROUPED = /^-?\d{1,3}(?:\.\d{3})+$/;
const FRACTION = /^-?\d{1,15}(?:,(\d+))?$/;

/** The number a resident typed, the reason it cannot be read, or null for a blank input. */
export function readQuantity(text: string, fractional: boolean, fractionDigits = QUANTITY_FRACTION_DIGITS): QuantityReading {
  const t = text.trim();
  if (t === '') return null;
  if (!fractional) {
    if (WHOLE.test(t)) return { value: Number(t) };
    if (GROUPED.test(t)) return { value: Number(t.replaceAll('.', '')) };
    return { problem: /^-?[\d.,]+$/.test(t) ? 'whole' : 'number' };
  }
  if (t.includes('.') && /^-?[\d.,]+$/.test(t)) return { problem: 'point' };
  const m = FRACTION.exec(t);
  if (!m) return { problem: 'number' };
  if ((m[1] ?? '').length > fractionDigits) return { problem: 'digits' };
  return { value: Number(t.replace(',', '.')) };
}

/** A quantity as the resident writes it: `1,5`, `2`, `1000` (no grouping, so it reads back the same). */
export function quantityText(value: number): string {
  return value.toLocaleString('de-DE', { maximumFractionDigits: QUANTITY_FRACTION_DIGITS, useGrouping: false });
}

/** One position of an order as a reader expects it: `2 × Sofa`, `1,5 m³ Strauchschnitt`. */
export function positionText(amount: number, unit: string | null | undefined, name: string): string {
  return unitAllowsFractions(unit) ? `${quantityText(amount)} ${(unit ?? '').trim()} ${name}` : `${quantityText(amount)} × ${name}`;
}

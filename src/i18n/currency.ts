/**
 * Amounts in euros as residents read them (EUR for de): `1.234,50 €`. OData
 * decimals arrive as strings (`"-61.70"`); they are summed in cents so that no float rounding
 * shows up in a balance.
 */
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export function formatEuro(value: string | number): string {
  return EURO.format(typeof value === 'number' ? value : Number(value));
}

/** `"61.70"` -> 6170; NaN for anything that is not a number. */
export const toCents = (value: string | number): number => Math.round(Number(value) * 100);

export const sumEuro = (values: readonly (string | number)[]): number => values.reduce<number>((sum, v) => sum + toCents(v), 0) / 100;

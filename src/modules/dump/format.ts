/**
 * How the bulky-waste module writes numbers, prices, pick-up days and a type's rules in German.
 * The pick-up day reads "Mittwoch, 9. Dezember" (SollDatum as day and month name).
 */
import type { TFunction } from 'i18next';
import { formatEuro } from '../../i18n/currency';
import { formatDate } from '../../i18n/format';
import { decimal, typeName, type DumpOrder, type DumpType } from './data';
import { quotaUnits, unitKey, type QuotaPosition } from './quota';

export const pickupDay = (date: Date): string => formatDate(date, 'EEEE, d. MMMM');
export const shortDay = (date: Date): string => formatDate(date, 'dd.MM.yyyy');
export const amountText = (n: number): string => n.toLocaleString('de-DE', { maximumFractionDigits: 2 });
/** Amounts go through the portal's one euro formatter. */
export const euro = (n: number): string => formatEuro(n);

/** What a payment of the order is for, as the payment outcome names it: "Express-Abholung, Donnerstag, 26. November". */
export const paymentSummary = (order: DumpOrder): string => [typeName(order.StueckgutAuftragsart), order.SollDatum ? pickupDay(order.SollDatum) : ''].filter(Boolean).join(', ');

/** "49,00 € pauschal", "25,00 € je m³" or null for a free type. */
export function priceText(t: TFunction, type: DumpType): string | null {
  if (!type.IstKostenpflichtig) return null;
  const base = decimal(type.Grundpreis);
  const price = decimal(type.Preis);
  const unit = t(unitKey(type));
  if (base && price) return t('dump.price.flatPlus', { base: euro(base), price: euro(price), unit });
  if (price) return t('dump.price.perUnit', { price: euro(price), unit });
  if (base) return t('dump.price.flat', { price: euro(base) });
  return t('dump.paid');
}

/** The amount a paid booking will cost (the server computes the same for the payment). */
export function estimate(type: DumpType, positions: readonly QuotaPosition[]): number | null {
  if (!type.IstKostenpflichtig) return null;
  const base = decimal(type.Grundpreis) ?? 0;
  const price = decimal(type.Preis) ?? 0;
  return Math.round((base + price * quotaUnits(positions, type.StueckgutVolumenart ?? 1)) * 100) / 100;
}

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

/**
 * A type's Terminvorgaben in words. The reference backend writes them as `Vorlauf=7;Tage=Di,Do;…`;
 * an authority's prose is shown as it is.
 */
export function rulesText(t: TFunction, text: string | null | undefined): string | null {
  const raw = text?.trim();
  if (!raw) return null;
  const pairs = new Map<string, string>();
  for (const part of raw.split(';')) {
    const m = /^\s*([A-Za-zä]+)\s*=\s*(.+?)\s*$/.exec(part);
    if (m) pairs.set(m[1]!.toLowerCase(), m[2]!);
  }
  if (pairs.size === 0) return raw;
  const parts: string[] = [];
  const lead = Number(pairs.get('vorlauf'));
  if (Number.isInteger(lead) && lead > 0) parts.push(t('dump.rules.lead', { days: lead }));
  const days = (pairs.get('tage') ?? '')
    .split(',')
    .map((d) => WEEKDAYS.indexOf(d.trim().slice(0, 2)))
    .filter((d) => d >= 0);
  parts.push(days.length > 0 ? t('dump.rules.weekdays', { days: days.map((d) => t(`dump.weekday.${d}`)).join(` ${t('dump.rules.or')} `) }) : t('dump.rules.anyWorkday'));
  const weeks = Number(pairs.get('wochen'));
  if (Number.isInteger(weeks) && weeks > 0) parts.push(t('dump.rules.weeks', { weeks }));
  const sentence = parts.join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.';
}

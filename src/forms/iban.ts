/**
 * IBAN rules for the SEPA direct-debit mandate (Expectation `IBAN`): ISO 13616 check digits and the
 * country's length and format through ibantools, accepting the usual groups of four with spaces.
 * Only SEPA countries qualify: a direct debit is a SEPA scheme.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { MessageKey } from './validation';

/** `de89 3704 0044 0532 0130 00` -> `DE89370400440532013000`. */
export const normalizeIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/** `DE89370400440532013000` -> `DE89 3704 0044 0532 0130 00` (as printed on bank cards). */
export const formatIban = (value: string): string => friendlyFormatIBAN(normalizeIban(value)) ?? value;

export function iban(value: unknown): MessageKey | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return 'validation.iban';
  const electronic = normalizeIban(value);
  return isValidIBAN(electronic) && isSEPACountry(electronic.slice(0, 2)) ? null : 'validation.iban';
}

/** The German bank code (Bankleitzahl, digits 5-12) of a valid German IBAN; null otherwise. */
export function germanBankCode(value: string): string | null {
  const electronic = normalizeIban(value);
  return electronic.startsWith('DE') && isValidIBAN(electronic) ? electronic.slice(4, 12) : null;
}

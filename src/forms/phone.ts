/**
 * The phone rule and dialling codes, on libphonenumber's core with the metadata of the countries
 * portal.json offers only (tools/phone-metadata.ts). Kept out of validation.ts: the rules there
 * (street numbers, mail) are drawn by pages that never show a phone field, and importing
 * libphonenumber with them put it into the object page's code.
 */
import { getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'virtual:phone-metadata';
import type { MessageKey } from './validation';

/** Phone numbers in national or international notation, valid for `country` (default Germany). */
export function phone(value: unknown, country: CountryCode = 'DE'): MessageKey | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string' || value.length > 40) return 'validation.phone';
  try {
    return isValidPhoneNumber(value, country, metadata) ? null : 'validation.phone';
  } catch {
    return 'validation.phone';
  }
}

/** `+49`; empty for a country the metadata does not hold. */
export function dialling(code: string): string {
  try {
    return `+${getCountryCallingCode(code as CountryCode, metadata)}`;
  } catch {
    return '';
  }
}

import { describe, expect, it } from 'vitest';
import { checkField } from '../../../src/forms/expectations';
import { formatIban, germanBankCode, iban, normalizeIban } from '../../../src/forms/iban';

describe('IBAN rule (SEPA mandate)', () => {
  it('accepts valid IBANs as printed, typed or pasted', () => {
    expect(iban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(iban('de89370400440532013000')).toBeNull();
    expect(iban(' DE89-3704-0044-0532-0130-00 ')).toBeNull();
    expect(iban('AT61 1904 3002 3457 3201')).toBeNull(); // another SEPA country
  });

  it('refuses wrong check digits, wrong lengths, non-SEPA countries and non-text', () => {
    expect(iban('DE89 3704 0044 0532 0130 01')).toBe('validation.iban');
    expect(iban('DE89 3704 0044 0532 0130')).toBe('validation.iban');
    expect(iban('BR15 0000 0000 0000 1093 2840 814P 2')).toBe('validation.iban'); // valid IBAN, no SEPA
    expect(iban('Kontonummer 12345')).toBe('validation.iban');
    expect(iban(42)).toBe('validation.iban');
  });

  it('leaves emptiness to the required check', () => {
    expect(iban('')).toBeNull();
    expect(iban(undefined)).toBeNull();
    const field = { required: true, expectations: [{ rule: 'NotEmpty' as const }, { rule: 'IBAN' as const }], maxLength: 42 };
    expect(checkField('', field)).toBe('validation.not-empty');
    expect(checkField('DE00 1234', field)).toBe('validation.iban');
    expect(checkField('DE89 3704 0044 0532 0130 00', field)).toBeNull();
  });

  it('normalises, groups and finds the German bank code', () => {
    expect(normalizeIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(germanBankCode('DE89 3704 0044 0532 0130 00')).toBe('37040044');
    expect(germanBankCode('AT61 1904 3002 3457 3201')).toBeNull();
    expect(germanBankCode('DE89 3704 0044 0532 0130 01')).toBeNull();
  });
});

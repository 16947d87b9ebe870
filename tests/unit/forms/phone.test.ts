import { readFileSync } from 'node:fs';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { dialling, phone } from '../../../src/forms/phone';
import { phoneCountriesOf, phoneMetadataFor } from '../../../tools/phone-metadata';

describe('phone metadata of the countries portal.json offers', () => {
  it('keeps the offered countries and their calling codes, nothing else', () => {
    const cut = phoneMetadataFor(['DE', 'CH'], metadata as never);
    expect(Object.keys(cut.countries).sort()).toEqual(['CH', 'DE']);
    expect(cut.country_calling_codes).toEqual({ '41': ['CH'], '49': ['DE'] });
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(metadata).length / 10);
  });

  it('always offers Germany, the fallback country', () => {
    expect(phoneCountriesOf('schema/reference')).toContain('DE');
    expect(phoneCountriesOf('schema/reference')).toEqual(expect.arrayContaining(['AT', 'CH', 'NL', 'PL']));
  });

  it('checks numbers of an offered country and knows its dialling code', () => {
    expect(phone('0664 1234567', 'AT')).toBeNull();
    expect(dialling('PL')).toBe('+48');
  });

  it('does not carry countries the authority does not offer (France is not in the reference portal.json)', () => {
    expect(dialling('FR')).toBe('');
    expect(phone('01 23 45 67 89', 'FR')).toBe('validation.phone');
  });

  it('keeps libphonenumber out of validation.ts, which pages without a phone field import', () => {
    expect(readFileSync('src/forms/validation.ts', 'utf8')).not.toMatch(/libphonenumber/);
  });
});

import { describe, expect, it } from 'vitest';
import { streetLabel } from '../../../src/modules/calendar/queries';

describe('one name for a street in every list', () => {
  it('adds what the backend has of postcode and district, in that order', () => {
    expect(streetLabel({ name: 'Am Marktplatz', postcode: '35411', district: 'Breidenstein' })).toBe('Am Marktplatz (35411 Breidenstein)');
    expect(streetLabel({ name: 'Am Marktplatz', postcode: '35411', district: null })).toBe('Am Marktplatz (35411)');
    expect(streetLabel({ name: 'Am Marktplatz', postcode: ' ', district: 'Breidenstein' })).toBe('Am Marktplatz (Breidenstein)');
    expect(streetLabel({ name: 'Am Marktplatz' })).toBe('Am Marktplatz');
  });
});

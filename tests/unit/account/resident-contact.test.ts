/**
 * The contact a claim form is prefilled with: the house number as the resident writes it
 * ("21a", not "21 a").
 */
import { describe, expect, it } from 'vitest';
import { residentContact } from '../../../src/account/resident-contact';
import { joinStreetNumber } from '../../../src/forms/validation';

describe('residentContact', () => {
  it('joins number and a letter addition without a space', () => {
    expect(residentContact(null, { ObjekteId: 2, HausNr: 21, HausNrZus: 'a' } as never).streetNumber).toBe('21a');
    expect(residentContact(null, { ObjekteId: 2, HausNr: 21, HausNrZus: null } as never).streetNumber).toBe('21');
  });
  it('keeps ranges and sub-numbers joined and a longer addition apart', () => {
    expect(joinStreetNumber('12', '-14')).toBe('12-14');
    expect(joinStreetNumber(7, '/1')).toBe('7/1');
    expect(joinStreetNumber('5', 'Hinterhaus')).toBe('5 Hinterhaus');
    expect(joinStreetNumber('5', ' ')).toBe('5');
  });
});

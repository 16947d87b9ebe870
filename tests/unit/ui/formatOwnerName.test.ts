import { describe, expect, it } from 'vitest';
import { formatOwnerName } from '../../../src/ui/shell/formatOwnerName';

describe('formatOwnerName', () => {
  it('puts the salutation first when the authority flags it for the portal', () => {
    expect(
      formatOwnerName({ Vorname: 'Erika', Name: 'Mustermann', Anrede: { AnredeVerwendenPortal: true, Bezeichnung: 'Frau' } }),
    ).toBe('Frau Erika Mustermann');
  });

  it('leaves the salutation out when it is not meant for the portal', () => {
    expect(
      formatOwnerName({ Vorname: 'Erika', Name: 'Mustermann', Anrede: { AnredeVerwendenPortal: false, Bezeichnung: 'Frau' } }),
    ).toBe('Erika Mustermann');
    expect(formatOwnerName({ Vorname: 'Max', Name: 'Muster', Anrede: null })).toBe('Max Muster');
  });

  it('skips missing or blank parts without double spaces', () => {
    expect(formatOwnerName({ Vorname: null, Name: 'Hausverwaltung Nord GmbH', Anrede: { AnredeVerwendenPortal: true, Bezeichnung: 'Firma' } })).toBe(
      'Firma Hausverwaltung Nord GmbH',
    );
    expect(formatOwnerName({ Vorname: '  ', Name: ' Muster ', Anrede: { AnredeVerwendenPortal: true, Bezeichnung: '' } })).toBe('Muster');
  });

  it('returns an empty string without an address', () => {
    expect(formatOwnerName(null)).toBe('');
    expect(formatOwnerName(undefined)).toBe('');
  });
});

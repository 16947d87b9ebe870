/** The bin request filled in for a logged-in resident from the object and the session's address. */
import { describe, expect, it } from 'vitest';
import type { Objekt } from '../../../../src/api/types';
import { requestPrefill } from '../../../../src/modules/container/prefill';

const object = {
  ObjekteId: 2,
  Kassenzeichen: 'KZ-2026-0002',
  ObjektNr: ' OBJ-1002 ',
  EigentuemerAdressenObj: { Vorname: 'Anna', Name: 'Becker', EMail: 'anna.becker@example.org', Telefon: null },
} as unknown as Objekt;

describe('requestPrefill', () => {
  it('fills in Kassenzeichen, Objektnummer, name and e-mail; leaves out what is unknown', () => {
    expect(requestPrefill(object, null)).toEqual({ kassenzeichen: 'KZ-2026-0002', objektNr: 'OBJ-1002', name: 'Anna Becker', eMail: 'anna.becker@example.org' });
  });

  it('prefers the login’s own address for the person', () => {
    const address = { Vorname: 'Bernd', Name: 'Becker', EMail: 'bernd@example.org', Telefon: '0361 123456' } as never;
    expect(requestPrefill(object, address)).toMatchObject({ name: 'Bernd Becker', eMail: 'bernd@example.org', telefon: '0361 123456', kassenzeichen: 'KZ-2026-0002' });
  });

  it('is empty for a visitor (no object)', () => {
    expect(requestPrefill(undefined, null)).toEqual({});
  });
});

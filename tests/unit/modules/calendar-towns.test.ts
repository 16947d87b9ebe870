// The public calendar's towns are keyed by the key the authority's metadata declares for
// OrteMitOrtsteilen: a key property of its own (the reference's `Schluessel`), or `OrteId` alone
// with rows that carry no other key. Either way every town in the picker has its own key.
import { describe, expect, it } from 'vitest';
import type { KeySpec } from '../../../codegen/runtime/client';
import { declaredKeyOf } from '../../../src/api/row-key';
import { townsOf } from '../../../src/modules/calendar/queries';

const BY_SCHLUESSEL: KeySpec = [['Schluessel', 'Edm.String']];
const BY_TOWN_ID: KeySpec = [['OrteId', 'Edm.Int32']];

describe('declaredKeyOf', () => {
  it('reads the declared key, one property or several in key order', () => {
    expect(declaredKeyOf(BY_TOWN_ID, { OrteId: 12, Ortsname: 'Mittelstadt' })).toBe('12');
    const composite: KeySpec = [['AbfuhrtermineId', 'Edm.Int32'], ['Termin', 'Edm.DateTime']];
    expect(declaredKeyOf(composite, { Termin: new Date('2026-03-02T00:00:00Z'), AbfuhrtermineId: 7 })).toBe('["7","2026-03-02T00:00:00.000Z"]');
  });

  it('knows no key where the set declares none or the row lacks a key property', () => {
    expect(declaredKeyOf(undefined, { OrteId: 12 })).toBeNull();
    expect(declaredKeyOf(BY_SCHLUESSEL, { OrteId: 12 })).toBeNull();
  });
});

describe('townsOf', () => {
  it('keys towns by a declared key of their own', () => {
    const towns = townsOf(
      [
        { Schluessel: '3-1', OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: 'Oberlinden' },
        { Schluessel: '3', OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: null },
      ] as never,
      BY_SCHLUESSEL,
    );
    expect(towns).toEqual([
      { key: '3', townId: 3, name: 'Lindenau', district: null },
      { key: '3-1', townId: 3, name: 'Lindenau', district: 'Oberlinden' },
    ]);
  });

  it('keys towns by OrteId where the metadata declares it alone, and rows carry no other key', () => {
    const towns = townsOf(
      [
        { OrteId: 2, Ortsname: 'Hohenfels', Ortsteilname: null },
        { OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: null },
      ],
      BY_TOWN_ID,
    );
    expect(towns.map((t) => t.key)).toEqual(['2', '3']);
  });

  it('tells apart districts a backend answers under one declared OrteId, and shows a repeated row once', () => {
    const towns = townsOf(
      [
        { OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: null },
        { OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: 'Oberlinden' },
        { OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: null },
        { OrteId: 2, Ortsname: 'Hohenfels', Ortsteilname: null },
      ],
      BY_TOWN_ID,
    );
    expect(towns.map((t) => [t.name, t.district])).toEqual([['Hohenfels', null], ['Lindenau', null], ['Lindenau', 'Oberlinden']]);
    expect(new Set(towns.map((t) => t.key)).size).toBe(3);
    expect(towns.every((t) => t.key !== '' && !t.key.includes('undefined'))).toBe(true);
  });
});

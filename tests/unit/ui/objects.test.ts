import { describe, expect, it } from 'vitest';
import { objectLabel, selectableObjects } from '../../../src/ui/objects';
import type { ObjectView } from '../../../src/ui/types';

const now = new Date('2026-06-01T10:00:00Z');
const street = (Name: string) => ({ Name });

describe('object selector data', () => {
  it('labels objects as street, house number and addition', () => {
    expect(objectLabel({ ObjekteId: 1, HausNr: 7, HausNrZus: 'a', Strasse: street('Lindenweg') })).toBe('Lindenweg 7a');
    expect(objectLabel({ ObjekteId: 2, HausNr: null, HausNrZus: null, Strasse: street('Am Markt') })).toBe('Am Markt');
    expect(objectLabel({ ObjekteId: 3, HausNr: 12, Strasse: null })).toBe('12');
  });

  it('sorts numerically and case-insensitively, so 2 comes before 10 and "am" sits with "Am"', () => {
    const objects: ObjectView[] = [
      { ObjekteId: 1, HausNr: 10, Strasse: street('Lindenweg') },
      { ObjekteId: 2, HausNr: 2, Strasse: street('Lindenweg') },
      { ObjekteId: 3, HausNr: 5, Strasse: street('am Bach') },
      { ObjekteId: 4, HausNr: 1, Strasse: street('Am Anger') },
      { ObjekteId: 5, HausNr: 2, HausNrZus: 'b', Strasse: street('Lindenweg') },
      { ObjekteId: 6, HausNr: 1, Strasse: street('Äußere Straße') },
    ];
    expect(selectableObjects(objects, now).map(objectLabel)).toEqual([
      'Am Anger 1',
      'am Bach 5',
      'Äußere Straße 1',
      'Lindenweg 2',
      'Lindenweg 2b',
      'Lindenweg 10',
    ]);
  });

  it('hides objects whose owner record ended in the past, keeps current and future ones', () => {
    const objects: ObjectView[] = [
      { ObjekteId: 1, HausNr: 1, Strasse: street('Alt'), EigentuemerBis: new Date('2026-05-31T23:59:59Z') },
      { ObjekteId: 2, HausNr: 2, Strasse: street('Neu'), EigentuemerBis: new Date('2026-12-31T00:00:00Z') },
      { ObjekteId: 3, HausNr: 3, Strasse: street('Offen'), EigentuemerBis: null },
    ];
    expect(selectableObjects(objects, now).map((o) => o.ObjekteId)).toEqual([2, 3]);
  });

  it('handles a landlord with 40 objects in one street', () => {
    const objects: ObjectView[] = Array.from({ length: 40 }, (_, i) => ({ ObjekteId: 100 + i, HausNr: 40 - i, Strasse: street('Ringstraße') }));
    const labels = selectableObjects(objects, now).map(objectLabel);
    expect(labels[0]).toBe('Ringstraße 1');
    expect(labels[9]).toBe('Ringstraße 10');
    expect(labels[39]).toBe('Ringstraße 40');
  });
});

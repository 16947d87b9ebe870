import { describe, expect, it } from 'vitest';
import { objectOptionLabels } from '../../../src/ui/objects';
import type { ObjectView } from '../../../src/ui/types';

const object = (id: number, street: string, number: number, town: string, nr: string): ObjectView => ({
  ObjekteId: id, HausNr: number, ObjektNr: nr, Strasse: { Name: street, Ort: { Name: town } },
});

// A landlord's objects in five towns are told apart in the selector.
describe('object selector labels', () => {
  it('name the town, and the object number where street, number and town repeat', () => {
    const labels = objectOptionLabels([
      object(1, 'Hauptstraße', 3, 'Lindenau', 'OBJ-1'),
      object(2, 'Hauptstraße', 3, 'Birkenfeld', 'OBJ-2'),
      object(3, 'Ringstraße', 5, 'Lindenau', 'OBJ-3'),
      object(4, 'Ringstraße', 5, 'Lindenau', 'OBJ-4'),
      { ObjekteId: 5, HausNr: 1, Strasse: { Name: 'Bahnhofstraße', Ort: { Ortsname: 'Hohenfels' } } },
    ]);
    expect([...labels.values()]).toEqual([
      'Hauptstraße 3, Lindenau',
      'Hauptstraße 3, Birkenfeld',
      'Ringstraße 5, Lindenau (Nr. OBJ-3)',
      'Ringstraße 5, Lindenau (Nr. OBJ-4)',
      'Bahnhofstraße 1, Hohenfels',
    ]);
  });
});

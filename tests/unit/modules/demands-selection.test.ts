/** Grouping open demands by object, the current object first, choosing per demand and per group, totals and the reference text. */
import { describe, expect, it } from 'vitest';
import { groupOpenDemands, type Demand } from '../../../src/modules/demands/open-demands';
import { chosenDemands, currentFirst, groupChoice, remittanceText, toggleDemand, toggleGroup } from '../../../src/modules/demands/selection';

const d = (id: number, objectId: number | null, open: string, due = '2026-03-01'): Demand => ({ id, title: `F${id}`, due: new Date(due), amount: open, open, objectId });
const demands = [d(1, 3, '10.10', '2026-01-01'), d(2, 4, '0.20', '2026-02-01'), d(3, 3, '5.05'), d(4, 4, '0.00'), d(5, 5, '100.00', '2026-04-01')];
const now = new Date('2026-03-15');
const KZ: Record<number, string> = { 3: 'KZ-2026-0003', 4: 'KZ-2026-0004' };
const kz = (id: number | null) => (id === null ? null : (KZ[id] ?? null));

describe('demand groups', () => {
  const groups = groupOpenDemands(demands, now);

  it('groups open demands by object with a total per object, in cents', () => {
    expect(groups.map((g) => [g.objectId, g.demands.map((x) => x.id), g.openCents])).toEqual([
      [3, [1, 3], 1515],
      [4, [2], 20],
      [5, [5], 10000],
    ]);
  });

  it('puts the current object first and keeps the others in order', () => {
    expect(currentFirst(groups, 5).map((g) => g.objectId)).toEqual([5, 3, 4]);
    expect(currentFirst(groups, 99).map((g) => g.objectId)).toEqual([3, 4, 5]);
  });

  it('chooses per demand and per group, and sums the choice', () => {
    let selected: Set<number> = new Set();
    selected = toggleGroup(groups[0]!, selected);
    expect(groupChoice(groups[0]!, selected)).toBe('all');
    selected = toggleDemand(5, selected);
    expect(chosenDemands(groups, selected)).toEqual({ demands: [demands[0], demands[2], demands[4]], cents: 11515 });
    selected = toggleDemand(3, selected);
    expect(groupChoice(groups[0]!, selected)).toBe('some');
    // "alle auswählen" of a partly chosen group chooses all of it; again: none of it.
    selected = toggleGroup(groups[0]!, selected);
    expect(groupChoice(groups[0]!, selected)).toBe('all');
    selected = toggleGroup(groups[0]!, selected);
    expect(groupChoice(groups[0]!, selected)).toBe('none');
    expect(chosenDemands(groups, selected).cents).toBe(10000);
  });
});

describe('remittanceText', () => {
  it('names each object by its Kassenzeichen with its demand numbers', () => {
    expect(remittanceText([demands[0]!, demands[2]!, demands[1]!, demands[4]!], kz)).toEqual({ text: 'KZ-2026-0003 Nr. 1,3 / KZ-2026-0004 Nr. 2 / Obj. 5 Nr. 5', fits: true });
  });

  it('says when the text is longer than the 140 characters of a transfer', () => {
    const many = Array.from({ length: 40 }, (_, i) => d(100 + i, 3 + (i % 10), '1.00'));
    const { text, fits } = remittanceText(many, kz);
    expect(text.length).toBeGreaterThan(140);
    expect(fits).toBe(false);
  });
});

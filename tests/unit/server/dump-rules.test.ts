/** Quota arithmetic and date rules of the reference backend's bulky waste (server/dump). */
import { describe, expect, it } from 'vitest';
import { quotaUnits, VOLUMENART } from '../../../server/dump/quota';
import { parseDateRules, streetWeekdays } from '../../../server/dump/schedule';

describe('quotaUnits', () => {
  const positions = [
    { itemId: 1, count: 2, volume: 1.5 },
    { itemId: 5, count: 3, volume: 0.1 },
    { itemId: 7, count: 1, volume: null },
  ];
  it('counts items for Volumenart 1', () => expect(quotaUnits(positions, VOLUMENART.number)).toBe(6));
  it('sums points and m³ as count × Volumen (unknown volume counts nothing)', () => {
    expect(quotaUnits(positions, VOLUMENART.points)).toBe(3.3);
    expect(quotaUnits(positions, VOLUMENART.volume)).toBe(3.3);
  });
  it('is 0 for no items', () => expect(quotaUnits([], VOLUMENART.volume)).toBe(0));
});

describe('parseDateRules', () => {
  it('reads the key=value form', () => {
    expect(parseDateRules('Vorlauf=7;Tage=Di,Do;Kapazitaet=3;Wochen=8')).toEqual({ leadDays: 7, weekdays: [2, 4], perStreet: true, capacity: 3, weeks: 8 });
  });
  it('falls back to working days for prose or nothing', () => {
    for (const text of [null, 'Abholung innerhalb von 3 Wochen']) {
      expect(parseDateRules(text)).toEqual({ leadDays: 2, weekdays: [1, 2, 3, 4, 5], perStreet: false, capacity: 10, weeks: 6 });
    }
  });
  it('gives each street one of the type’s weekdays', () => {
    const rules = parseDateRules('Tage=Di,Do');
    expect(streetWeekdays(rules, 4)).toEqual([2]);
    expect(streetWeekdays(rules, 5)).toEqual([4]);
    expect(streetWeekdays(parseDateRules(null), 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

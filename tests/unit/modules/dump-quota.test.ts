/** Quota arithmetic of the bulky-waste module per StueckgutVolumenart. */
import { describe, expect, it } from 'vitest';
import type { DumpOrder, DumpType } from '../../../src/modules/dump/data';
import { quotaState, quotaUnits, usedQuota, VOLUMENART } from '../../../src/modules/dump/quota';

const type = (volumenart: number, quota: string | null = '6'): DumpType => ({ StueckgutAuftragsartenId: 1, Name: 'Sperrmüll', StueckgutVolumenart: volumenart, JahresKontingent: quota });
const order = (status: number, booked: string, items: [number, string | null][], typeId = 1): DumpOrder => ({
  StueckgutAuftraegeId: Math.random(),
  Status: status,
  Erstellungsdatum: new Date(booked),
  StueckgutAuftragsart: { StueckgutAuftragsartenId: typeId },
  StueckgutAnzahlen: { results: items.map(([Anzahl, Volumen]) => ({ Anzahl, Stueckgut: { Volumen } })) },
});

describe('quotaUnits', () => {
  const positions = [
    { count: 2, volume: 1.5 },
    { count: 3, volume: 0.1 },
    { count: 1, volume: null },
  ];
  it('1 number: counts the pieces', () => expect(quotaUnits(positions, VOLUMENART.number)).toBe(6));
  it('2 points and 3 volume: count × Volumen, unknown volume counts nothing, no float noise', () => {
    expect(quotaUnits(positions, VOLUMENART.points)).toBe(3.3);
    expect(quotaUnits(positions, VOLUMENART.volume)).toBe(3.3);
  });
});

describe('usedQuota and quotaState', () => {
  const orders = [
    order(1, '2026-03-02T10:00:00Z', [[1, '1.50'], [2, '0.50']]), // 2.5 m³, 3 pieces
    order(3, '2026-05-02T10:00:00Z', [[1, '1.00']]), // 1 m³
    order(6, '2026-06-02T10:00:00Z', [[4, '1.50']]), // cancelled: gives its share back
    order(4, '2025-12-30T10:00:00Z', [[4, '1.50']]), // last year
    order(1, '2026-07-02T10:00:00Z', [[4, '1.50']], 2), // another type
  ];
  it('sums the year’s orders of the type that are not cancelled', () => {
    expect(usedQuota(orders, type(VOLUMENART.volume), 2026)).toBe(3.5);
    expect(usedQuota(orders, type(VOLUMENART.number), 2026)).toBe(4);
    expect(usedQuota(orders, type(VOLUMENART.volume), 2025)).toBe(6);
  });
  it('tells what is left and whether a booking exceeds it, live per position', () => {
    expect(quotaState(orders, type(VOLUMENART.volume), 2026, [{ count: 1, volume: 1.5 }])).toEqual({ total: 6, used: 3.5, wanted: 1.5, left: 2.5, exceeded: false });
    expect(quotaState(orders, type(VOLUMENART.volume), 2026, [{ count: 2, volume: 1.5 }]).exceeded).toBe(true);
    expect(quotaState(orders, type(VOLUMENART.volume), 2026, [{ count: 5, volume: 0.5 }]).exceeded).toBe(false); // exactly the rest
  });
  it('has no limit for a type without JahresKontingent', () => {
    expect(quotaState(orders, type(VOLUMENART.volume, null), 2026, [{ count: 99, volume: 1.5 }])).toMatchObject({ total: null, left: null, exceeded: false });
  });
});

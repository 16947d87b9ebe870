import { describe, expect, it } from 'vitest';
import { formatEuro, sumEuro, toCents } from '../../../src/i18n/currency';
import { balanceCents, balanceState, bookingYears, bookingsOfYear, type Booking } from '../../../src/modules/finances/ledger';
import { groupOpenDemands, isOverdue, totals, type Demand } from '../../../src/modules/demands/open-demands';

// Dates as the wire delivers them: Berlin midnight (CET = UTC+1 in winter, CEST = UTC+2 in summer).
const berlin = (day: string, offset = 1) => new Date(new Date(`${day}T00:00:00Z`).getTime() - offset * 3_600_000);

describe('euro amounts (de-DE)', () => {
  it('formats as residents read them', () => {
    expect(formatEuro('-61.70').replace(/\u00a0/g, ' ')).toBe('-61,70 €');
    expect(formatEuro(1234.5).replace(/\u00a0/g, ' ')).toBe('1.234,50 €');
    expect(formatEuro('0').replace(/\u00a0/g, ' ')).toBe('0,00 €');
  });

  it('sums in cents, without float drift', () => {
    expect(toCents('61.70')).toBe(6170);
    expect(sumEuro(['0.10', '0.20', '-0.30'])).toBe(0);
    expect(sumEuro(['61.70', '61.70', '61.70'])).toBe(185.1);
  });
});

const booking = (id: number, day: string, amount: string): Booking => ({ id, date: berlin(day), amount, text: `B${id}`, reference: 'KZ-1' });

describe('ledger', () => {
  const bookings = [booking(1, '2025-02-15', '-61.70'), booking(2, '2025-02-12', '61.70'), booking(3, '2026-01-01', '-61.70'), booking(4, '2025-12-31', '-10.00')];

  it('lists the years with bookings, newest first, by the Berlin calendar', () => {
    // 2026-01-01 00:00 Berlin is 2025-12-31 23:00 UTC: it belongs to 2026.
    expect(bookingYears(bookings)).toEqual([2026, 2025]);
    expect(bookingsOfYear(bookings, 2025).map((b) => b.id)).toEqual([4, 1, 2]);
  });

  it('computes the balance overall and up to a year', () => {
    expect(balanceCents(bookings)).toBe(-7170);
    expect(balanceCents(bookings, 2025)).toBe(-1000);
    expect(balanceState(-1)).toBe('owed');
    expect(balanceState(0)).toBe('settled');
    expect(balanceState(5)).toBe('credit');
  });
});

const demand = (id: number, objectId: number | null, due: string, open: string): Demand => ({ id, title: `F${id}`, due: berlin(due), amount: '61.70', open, objectId });

describe('open demands across objects', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('is overdue only when open and due before today', () => {
    expect(isOverdue(demand(1, 2, '2026-11-15', '61.70'), now)).toBe(true);
    expect(isOverdue(demand(2, 2, '2026-11-24', '61.70'), now)).toBe(false); // due today
    expect(isOverdue(demand(3, 2, '2026-11-15', '0.00'), now)).toBe(false); // paid
  });

  it('groups the open ones per object, soonest first, with totals', () => {
    const groups = groupOpenDemands(
      [demand(1, 3, '2026-11-15', '61.70'), demand(2, 2, '2026-12-15', '10.00'), demand(3, 2, '2026-08-15', '20.00'), demand(4, 2, '2026-05-15', '0.00')],
      now,
    );
    expect(groups.map((g) => [g.objectId, g.demands.map((d) => d.id), g.openCents, g.overdueCount])).toEqual([
      [2, [3, 2], 3000, 1],
      [3, [1], 6170, 1],
    ]);
    expect(totals(groups)).toEqual({ openCents: 9170, overdueCount: 2, count: 3 });
    expect(groupOpenDemands([demand(4, 2, '2026-05-15', '0.00')], now)).toEqual([]);
  });
});

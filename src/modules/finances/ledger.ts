/**
 * The account arithmetic, React-free: years with bookings, one year's bookings, balances in cents.
 * A negative balance is what the resident owes (charges are negative, payments positive).
 */
import { formatDate } from '../../i18n/format';
import { toCents } from '../../i18n/currency';

export interface Booking {
  id: number;
  date: Date;
  /** OData decimal as text, e.g. `-61.70`. */
  amount: string;
  text: string;
  reference: string | null;
}

const yearOf = (booking: Pick<Booking, 'date'>): number => Number(formatDate(booking.date, 'yyyy'));

/** Years with bookings, newest first. */
export function bookingYears(bookings: readonly Booking[]): number[] {
  return [...new Set(bookings.map(yearOf))].sort((a, b) => b - a);
}

/** The year's bookings, newest first (same day: the later booking first). */
export function bookingsOfYear(bookings: readonly Booking[], year: number): Booking[] {
  return bookings.filter((b) => yearOf(b) === year).sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
}

export const sumCents = (bookings: readonly Pick<Booking, 'amount'>[]): number => bookings.reduce((sum, b) => sum + toCents(b.amount), 0);

/** Balance after every booking up to the end of `year` (all bookings when year is null). */
export function balanceCents(bookings: readonly Booking[], year: number | null = null): number {
  return sumCents(year === null ? bookings : bookings.filter((b) => yearOf(b) <= year));
}

export type BalanceState = 'owed' | 'credit' | 'settled';
export const balanceState = (cents: number): BalanceState => (cents < 0 ? 'owed' : cents > 0 ? 'credit' : 'settled');

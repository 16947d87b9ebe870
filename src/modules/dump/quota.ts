/**
 * The yearly quota of a bulky-waste type per object (derived), in the unit
 * of its StueckgutVolumenart: 1 number of items, 2 points, 3 volume (m³); points and volume are an
 * item's Volumen times its count. Cancelled orders give their share back. Pure, for the order list
 * and the wizard's live sum; the server checks the same on submit.
 */
import { manyOf } from '../../events/entities';
import { formatDate } from '../../i18n/format';
import { decimal, type DumpOrder, type DumpType } from './data';

export const VOLUMENART = { number: 1, points: 2, volume: 3 } as const;
const CANCELED = 6;

export interface QuotaPosition {
  count: number;
  /** The item's Volumen (points or m³ per piece); null when the catalogue gives none. */
  volume: number | null;
}

/** Rounded to hundredths so that 0.1 + 0.2 shows as 0.3. */
const round = (n: number) => Math.round(n * 100) / 100;

export function quotaUnits(positions: readonly QuotaPosition[], volumenart: number): number {
  return round(positions.reduce((sum, p) => sum + (volumenart === VOLUMENART.number ? p.count : p.count * (p.volume ?? 0)), 0));
}

/** Units of this type the object's orders of `year` (Berlin, by booking date) take. */
export function usedQuota(orders: readonly DumpOrder[], type: DumpType, year: number): number {
  const volumenart = type.StueckgutVolumenart ?? VOLUMENART.number;
  const positions: QuotaPosition[] = [];
  for (const order of orders) {
    if (order.Status === CANCELED || order.StueckgutAuftragsart?.StueckgutAuftragsartenId !== type.StueckgutAuftragsartenId) continue;
    const booked = order.Erstellungsdatum ?? order.Anmeldedatum;
    if (!booked || Number(formatDate(booked, 'yyyy')) !== year) continue;
    for (const n of manyOf(order.StueckgutAnzahlen)) positions.push({ count: decimal(n.Anzahl) ?? 0, volume: decimal(n.Stueckgut?.Volumen) });
  }
  return quotaUnits(positions, volumenart);
}

export interface QuotaState {
  /** null: the type has no quota. */
  total: number | null;
  used: number;
  /** What this booking would add. */
  wanted: number;
  left: number | null;
  exceeded: boolean;
}

export function quotaState(orders: readonly DumpOrder[], type: DumpType, year: number, wanted: readonly QuotaPosition[] = []): QuotaState {
  const total = decimal(type.JahresKontingent);
  const used = usedQuota(orders, type, year);
  const add = quotaUnits(wanted, type.StueckgutVolumenart ?? VOLUMENART.number);
  if (total === null) return { total: null, used, wanted: add, left: null, exceeded: false };
  const left = round(Math.max(0, total - used));
  return { total, used, wanted: add, left, exceeded: add > left + 1e-9 };
}

/** i18n key of the quota unit of a type (dump.unit.1 … 3). */
export const unitKey = (type: DumpType): string => `dump.unit.${type.StueckgutVolumenart ?? VOLUMENART.number}`;

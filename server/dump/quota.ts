/**
 * The yearly quota of a bulky-waste type per object, in the unit of its `StueckgutVolumenart`:
 * 1 number of items, 2 points, 3 volume (m³); points and volume are the item's `Volumen` times its
 * count. Cancelled orders (STATUS.canceled) give their share back.
 */
import type { Db } from '../db';
import { STATUS } from '../work-status';

export const VOLUMENART = { number: 1, points: 2, volume: 3 } as const;

export interface Position {
  itemId: number;
  count: number;
  /** The item's Volumen (points or m³ per piece), null when unknown. */
  volume: number | null;
}

/** What one set of positions takes from the quota. Rounded to cents so 0.1 + 0.2 stays 0.3. */
export function quotaUnits(positions: readonly Position[], volumenart: number): number {
  const sum = positions.reduce((acc, p) => acc + (volumenart === VOLUMENART.number ? p.count : p.count * (p.volume ?? 0)), 0);
  return Math.round(sum * 100) / 100;
}

/** Quota units the object's orders of this type used in the year [from, to). */
export function usedQuota(db: Db, objectId: number, typeId: number, volumenart: number, from: number, to: number): number {
  const rows = db
    .prepare(
      `SELECT n."Stueckgut__fk" AS itemId, n."Anzahl" AS count, s."Volumen" AS volume
       FROM "StueckgutAnzahlen" n
       JOIN "StueckgutAuftraege" a ON a."StueckgutAuftraegeId" = n."StueckgutAuftraege_StueckgutAnzahlen__fk"
       LEFT JOIN "Stueckgueter" s ON s."StueckgutId" = n."Stueckgut__fk"
       WHERE a."Objekt__fk" = ? AND a."StueckgutAuftragsart__fk" = ? AND a."Status" <> ? AND a."Erstellungsdatum" >= ? AND a."Erstellungsdatum" < ?`,
    )
    .all(objectId, typeId, STATUS.canceled, from, to) as { itemId: number; count: string | number; volume: string | number | null }[];
  // Anzahl is an Edm.Decimal (stored as text): 1.5 m³ of green waste.
  return quotaUnits(rows.map((r) => ({ itemId: r.itemId, count: Number(r.count), volume: r.volume === null ? null : Number(r.volume) })), volumenart);
}

/**
 * A street's collection dates as the calendar exports (ICS subscription and download, printable
 * PDF) need them: one entry per day and waste type, optionally limited to chosen waste types.
 * Authorities plan per container tariff (Restmüll 80 l, 120 l …); a resident's calendar wants
 * "Restmüll on Monday" once, so tariff rows are merged here exactly as the portal page merges them.
 */
import type { Db } from '../db';
import { badRequest } from '../errors';

export interface Collection {
  /** Wire midnight of the day (the Berlin wall-clock encoded as UTC, see time.ts). */
  day: number;
  wasteTypeId: number;
  wasteType: string;
  code: string;
  color: string | null;
  shifted: boolean;
  note: string | null;
}

export interface CollectionQuery {
  townId: number;
  streetId: number;
  /** Wire ms, both inclusive. */
  from: number;
  to: number;
  /** Waste type ids to keep; null keeps all. */
  wasteTypes: ReadonlySet<number> | null;
}

const DAY = 86_400_000;

/** `abfallarten` is a comma-joined list of waste type ids (as Registrieren takes them); empty keeps all. */
export function parseWasteTypes(raw: string | null): ReadonlySet<number> | null {
  if (raw === null || raw.trim() === '') return null;
  const ids = raw.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d{1,9}$/.test(id))) throw badRequest('Parameter abfallarten: Liste von Nummern erwartet.');
  return new Set(ids.map(Number));
}

export function streetName(db: Db, townId: number, streetId: number): { street: string; town: string; postcode: string | null } | null {
  const row = db
    .prepare(
      `SELECT s."Name" AS street, s."Plz" AS postcode, o."Ortsname" AS town FROM "Strassen" s LEFT JOIN "Orte" o ON o."OrteId" = s."Ort__fk"
       WHERE s."StrassenId" = ? AND s."Ort__fk" = ?`,
    )
    .get(streetId, townId) as { street: string; postcode: string | null; town: string | null } | undefined;
  return row ? { street: row.street, town: row.town ?? '', postcode: row.postcode } : null;
}

export function streetCollections(db: Db, q: CollectionQuery): Collection[] {
  const rows = db
    .prepare(
      `SELECT t."Termin" AS termin, t."IstVerschoben" AS shifted, t."Hinweis" AS note,
              a."AbfallartenId" AS wasteTypeId, a."Name" AS wasteType, a."Code" AS code, a."Farbe" AS color
       FROM "Abfuhrtermine" t
       JOIN "Strassen" s ON s."StrassenId" = t."Strasse__fk"
       JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
       JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk"
       JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk"
       WHERE t."Strasse__fk" = ? AND s."Ort__fk" = ? AND t."Termin" >= ? AND t."Termin" <= ?
       ORDER BY t."Termin", a."Name", t."AbfuhrtermineId"`,
    )
    .all(q.streetId, q.townId, q.from, q.to) as { termin: number; shifted: number; note: string | null; wasteTypeId: number; wasteType: string; code: string; color: string | null }[];
  const merged = new Map<string, Collection>();
  for (const r of rows) {
    if (q.wasteTypes && !q.wasteTypes.has(r.wasteTypeId)) continue;
    const day = r.termin - (((r.termin % DAY) + DAY) % DAY);
    const key = `${day}:${r.wasteTypeId}`;
    const seen = merged.get(key);
    if (seen) {
      seen.shifted ||= Boolean(r.shifted);
      seen.note ??= r.note?.trim() || null;
      continue;
    }
    merged.set(key, { day, wasteTypeId: r.wasteTypeId, wasteType: r.wasteType, code: r.code, color: r.color, shifted: Boolean(r.shifted), note: r.note?.trim() || null });
  }
  return [...merged.values()];
}

/**
 * The checks of a new bulky-waste order: type, items per type, quota per object
 * and year, offered date with a free place, consent. Each failure is HTTP 400 with a German
 * message the portal shows as it is.
 */
import { unitAllowsFractions } from '../../codegen/runtime/quantity';
import type { Db } from '../db';
import { ApiError } from '../errors';
import { quotaUnits, usedQuota, type Position } from './quota';
import { offeredDates, parseDateRules, streetOf } from './schedule';

const invalid = (code: string, message: string): ApiError => new ApiError(400, code, message);

export const MAX_POSITIONS = 20;
export const MAX_COUNT = 99;

export interface OrderType {
  id: number;
  name: string;
  paid: boolean;
  rules: string | null;
  otherAllowed: boolean;
  consent: string | null;
  volumenart: number;
  quota: number | null;
}

export function orderType(db: Db, typeId: number): OrderType {
  const row = db
    .prepare(
      `SELECT "StueckgutAuftragsartenId" AS id, COALESCE("NameInPortal", "Name") AS name, "IstKostenpflichtig" AS paid, "Terminvorgaben" AS rules,
              "SonstigesInPortalAnzeigen" AS other, "Einwilligungserklaerung" AS consent, "StueckgutVolumenart" AS volumenart, "JahresKontingent" AS quota
       FROM "StueckgutAuftragsarten" WHERE "StueckgutAuftragsartenId" = ?`,
    )
    .get(typeId) as { id: number; name: string; paid: number; rules: string | null; other: number; consent: string | null; volumenart: number; quota: string | number | null } | undefined;
  if (!row) throw invalid('auftragsart', 'Diese Art der Abholung gibt es nicht.');
  return {
    id: row.id,
    name: row.name,
    paid: Boolean(row.paid),
    rules: row.rules,
    otherAllowed: Boolean(row.other),
    consent: row.consent && row.consent.trim() ? row.consent : null,
    volumenart: row.volumenart,
    quota: row.quota === null ? null : Number(row.quota),
  };
}

/**
 * `positionen` is `itemId:count` pairs joined by commas (`8:2,3:1`, `12:1.5`: the amount may have
 * hundredths after a point, which checkItems allows only for items measured in a unit such as m³);
 * the older single pair `stueckgutId` + `anzahl` still works and joins them.
 */
export function parsePositions(text: string | null, single: { itemId: number | null; count: number | null }): { itemId: number; count: number }[] {
  const out: { itemId: number; count: number }[] = [];
  if (single.itemId !== null) out.push({ itemId: single.itemId, count: single.count ?? 1 });
  for (const part of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d{1,9}):(\d{1,4}(?:\.\d{1,2})?)$/.exec(part);
    if (!m) throw invalid('positionen', 'Die Gegenstände sind ungültig angegeben.');
    out.push({ itemId: Number(m[1]), count: Number(m[2]) });
  }
  if (out.length > MAX_POSITIONS) throw invalid('positionen', `Bitte melden Sie höchstens ${MAX_POSITIONS} verschiedene Gegenstände an.`);
  const seen = new Set<number>();
  for (const p of out) {
    if (seen.has(p.itemId)) throw invalid('positionen', 'Jeder Gegenstand darf nur einmal aufgeführt sein; bitte passen Sie die Anzahl an.');
    seen.add(p.itemId);
    if (p.count <= 0 || p.count > MAX_COUNT || (Number.isInteger(p.count) && p.count < 1)) throw invalid('anzahl', `Die Anzahl muss zwischen 1 und ${MAX_COUNT} liegen.`);
  }
  return out;
}

/** The positions with their catalogue volume; every item must belong to the type. */
export function checkItems(db: Db, type: OrderType, positions: { itemId: number; count: number }[], other: string | null): Position[] {
  if (other !== null && !type.otherAllowed) throw invalid('sonstiges', 'Sonstige Gegenstände können für diese Art der Abholung nicht angegeben werden.');
  if (positions.length === 0 && other === null) throw invalid('positionen', 'Bitte wählen Sie mindestens einen Gegenstand.');
  const lookup = db.prepare(`SELECT "Volumen" AS volume, "Name" AS name, "Einheit" AS unit FROM "Stueckgueter" WHERE "StueckgutId" = ? AND "StueckgutAuftragsart__fk" = ?`);
  return positions.map((p) => {
    const row = lookup.get(p.itemId, type.id) as { volume: string | number | null; name: string; unit: string | null } | undefined;
    if (!row) throw invalid('stueckgut', 'Dieser Gegenstand passt nicht zur gewählten Art der Abholung.');
    if (!Number.isInteger(p.count) && !unitAllowsFractions(row.unit)) throw invalid('anzahl', `Für „${row.name}“ ist nur eine ganze Anzahl möglich.`);
    return { ...p, volume: row.volume === null ? null : Number(row.volume) };
  });
}

const UNIT = ['', 'Gegenstände', 'Punkte', 'm³'];
const fmt = (n: number): string => n.toLocaleString('de-DE', { maximumFractionDigits: 2 });

/** The quota of the booking year (Berlin): what the object used plus this order must fit. */
export function checkQuota(db: Db, type: OrderType, objectId: number, positions: Position[], today: number): void {
  if (type.quota === null) return;
  const year = new Date(today).getUTCFullYear();
  const used = usedQuota(db, objectId, type.id, type.volumenart, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
  const wanted = quotaUnits(positions, type.volumenart);
  if (used + wanted > type.quota + 1e-9) {
    const left = Math.max(0, type.quota - used);
    throw invalid(
      'kontingent',
      `Das Jahreskontingent für ${type.name} (${fmt(type.quota)} ${UNIT[type.volumenart] ?? ''}) reicht nicht: ${year} sind noch ${fmt(left)} frei, angemeldet wären ${fmt(wanted)}.`,
    );
  }
}

/** The wished date must be one the backend offers this object's street, with a place left. */
export function checkDate(db: Db, type: OrderType, objectId: number, wish: number, today: number): void {
  const offered = offeredDates(db, type.id, parseDateRules(type.rules), streetOf(db, objectId), today).find((d) => d.day === wish);
  if (!offered) throw invalid('wunschtermin', 'An diesem Tag wird in Ihrer Straße kein Sperrmüll abgeholt. Bitte wählen Sie einen der angebotenen Termine.');
  if (offered.free < 1) throw invalid('wunschtermin', 'Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.');
}

export function checkConsent(type: OrderType, consent: unknown): void {
  if (type.consent && consent !== true) throw invalid('einwilligung', 'Bitte stimmen Sie der Einwilligungserklärung zu.');
}

/**
 * Which objects a session may see: the objects the address owns or pays for; a community
 * (no password) session sees exactly its one object.
 *
 * An object whose `EigentuemerBis` is set was sold: the former owner keeps reading what happened
 * up to the end of that day (their own bills, past emptyings) and nothing after it, and once the
 * day has passed may no longer file claims, orders or cancellations for it (read-only).
 */
import type { Db } from '../db';
import { cached } from '../sql';
import type { Session } from './sessions';
import { ApiError } from '../errors';
import { germanDay, wireDay } from '../time';

const DAY_MS = 86_400_000;

export interface OwnedObject {
  id: number;
  /** Last wire instant (end of the EigentuemerBis day) the session may read about; null = no end. */
  readableUntil: number | null;
  /** The EigentuemerBis day (wire midnight), or null. */
  ownerUntil: number | null;
}

/** Wire midnight of the day containing `wireMs` (EigentuemerBis names a day, which still counts). */
const dayStart = (wireMs: number): number => wireMs - (((wireMs % DAY_MS) + DAY_MS) % DAY_MS);

export function ownedObjects(db: Db, session: Session): OwnedObject[] {
  const rows = (
    session.objectId !== null
      ? cached(db, `SELECT "ObjekteId" AS id, "EigentuemerBis" AS bis FROM "Objekte" WHERE "ObjekteId" = ?`).all(session.objectId)
      : cached(
          db,
          `SELECT "ObjekteId" AS id, "EigentuemerBis" AS bis FROM "Objekte" WHERE "EigentuemerAdressenObj__fk" = ? OR "PflichtigerAdressenObj__fk" = ? ORDER BY "ObjekteId"`,
        ).all(session.addressId, session.addressId)
  ) as { id: number; bis: number | null }[];
  // A community session names its object even if the row is gone: it then simply sees nothing.
  if (session.objectId !== null && rows.length === 0) return [{ id: session.objectId, readableUntil: null, ownerUntil: null }];
  return rows.map((r) => {
    const day = r.bis === null ? null : dayStart(r.bis);
    return { id: r.id, ownerUntil: day, readableUntil: day === null ? null : day + DAY_MS - 1 };
  });
}

export function objectIdsOf(db: Db, session: Session): number[] {
  return ownedObjects(db, session).map((o) => o.id);
}

/** The ownership entry of one of the session's objects, or undefined when it is not theirs. */
export function ownedObject(db: Db, session: Session, objectId: number): OwnedObject | undefined {
  return ownedObjects(db, session).find((o) => o.id === objectId);
}

export function assertOwnObject(db: Db, session: Session, objectId: number): OwnedObject {
  const own = ownedObject(db, session, objectId);
  if (!own) throw new ApiError(403, 'forbidden', 'Dieses Objekt gehört nicht zu Ihrem Zugang.');
  return own;
}

/** True once the EigentuemerBis day has passed (Berlin calendar). */
export function isSold(own: OwnedObject, nowMs: number): boolean {
  return own.ownerUntil !== null && own.ownerUntil < wireDay(nowMs);
}

/**
 * 403 `object-sold` for a sold object (its own code: the portal must not read it as an ended
 * session, which a plain 403 means to it).
 */
export const soldError = (own: OwnedObject): ApiError =>
  new ApiError(
    403,
    'object-sold',
    `Dieses Objekt wurde am ${germanDay(own.ownerUntil!)} verkauft. Sie können die Daten bis zu diesem Tag einsehen, aber keine Anliegen, Aufträge oder Stornierungen mehr dafür einreichen.`,
  );

/** Throws unless the object is the session's and not sold: claims, orders and cancels. */
export function assertWritableObject(db: Db, session: Session, objectId: number, nowMs: number): void {
  const own = assertOwnObject(db, session, objectId);
  if (isSold(own, nowMs)) throw soldError(own);
}

/**
 * Which objects a session may see: the objects the address owns or pays for; a community
 * (no password) session sees exactly its one object.
 */
import type { Db } from '../db';
import { cached } from '../sql';
import type { Session } from './sessions';
import { forbidden } from '../errors';

export function objectIdsOf(db: Db, session: Session): number[] {
  if (session.objectId !== null) return [session.objectId];
  const rows = cached(db, `SELECT "ObjekteId" AS id FROM "Objekte" WHERE "EigentuemerAdressenObj__fk" = ? OR "PflichtigerAdressenObj__fk" = ? ORDER BY "ObjekteId"`)
    .all(session.addressId, session.addressId) as { id: number }[];
  return rows.map((r) => r.id);
}

export function assertOwnObject(db: Db, session: Session, objectId: number): void {
  if (!objectIdsOf(db, session).includes(objectId)) {
    throw forbidden('Dieses Objekt gehört nicht zu Ihrem Zugang.');
  }
}

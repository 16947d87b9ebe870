/**
 * Row-level scoping of private entity sets: a session only ever sees rows of its own objects.
 * Expressed as an SQL condition over the engine's root alias t0 with bound parameters; the object
 * ids travel as one JSON array parameter (json_each), so the statement text stays cacheable.
 */
import type { Db } from './db';
import type { Session } from './auth/sessions';
import { objectIdsOf } from './auth/objects';

export interface SqlScope {
  sql: string;
  params: unknown[];
}

const BY_OBJECT_FK = new Set([
  'Auftraege',
  'StueckgutAuftraege',
  'FahrAuftraege',
  'AbfuhrAuftraege',
  'Reklamationen',
  'Gefaesse',
  'Gefaesstarife',
  'Dokumente',
  'Buchungen',
  'Forderungen',
]);

export const PRIVATE_SETS: ReadonlySet<string> = new Set([...BY_OBJECT_FK, 'Objekte', 'Adressen', 'StueckgutAnzahlen']);

export function isPrivateSet(set: string): boolean {
  return PRIVATE_SETS.has(set);
}

const IDS = `(SELECT value FROM json_each(?))`;

/** The condition limiting `set` to the session's objects; undefined for public sets. */
export function scopeFor(db: Db, set: string, session: Session): SqlScope | undefined {
  if (!isPrivateSet(set)) return undefined;
  const ids = JSON.stringify(objectIdsOf(db, session));
  if (BY_OBJECT_FK.has(set)) return { sql: `t0."Objekt__fk" IN ${IDS}`, params: [ids] };
  switch (set) {
    case 'Objekte':
      return { sql: `t0."ObjekteId" IN ${IDS}`, params: [ids] };
    case 'Adressen':
      return {
        sql: `(t0."AdressenId" = ? OR t0."AdressenId" IN (SELECT "EigentuemerAdressenObj__fk" FROM "Objekte" WHERE "ObjekteId" IN ${IDS})
               OR t0."AdressenId" IN (SELECT "PflichtigerAdressenObj__fk" FROM "Objekte" WHERE "ObjekteId" IN ${IDS}))`,
        params: [session.addressId, ids, ids],
      };
    case 'StueckgutAnzahlen':
      return {
        sql: `t0."StueckgutAuftraege_StueckgutAnzahlen__fk" IN (SELECT "StueckgutAuftraegeId" FROM "StueckgutAuftraege" WHERE "Objekt__fk" IN ${IDS})`,
        params: [ids],
      };
    default:
      return { sql: '0', params: [] };
  }
}

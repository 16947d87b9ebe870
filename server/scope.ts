/**
 * Row-level scoping of private entity sets: a session only ever sees rows of its own objects.
 * Expressed as an SQL condition over the engine's root alias t0 with bound parameters; the object
 * ids travel as one JSON array parameter (json_each), so the statement text stays cacheable.
 *
 * Of a sold object (EigentuemerBis set) the former owner sees only rows dated up to the end of that
 * day: the date of a row is when it happened (done, else planned, else recorded).
 */
import type { Db } from './db';
import type { Session } from './auth/sessions';
import { ownedObjects, type OwnedObject } from './auth/objects';

export interface SqlScope {
  sql: string;
  params: unknown[];
}

/** Sets carrying `Objekt__fk`, each with the SQL date (over t0) at which a row happened. */
const BY_OBJECT_FK: ReadonlyMap<string, string> = new Map([
  ['Auftraege', 'COALESCE(t0."Istdatum", t0."Plandatum", t0."Erstellungsdatum")'],
  ['StueckgutAuftraege', 'COALESCE(t0."IstDatum", t0."SollDatum", t0."Erstellungsdatum")'],
  // Without any date a row cannot be shown to belong to the time before a sale: NULL hides it.
  ['FahrAuftraege', 'COALESCE(t0."Istdatum", t0."Plandatum")'],
  ['AbfuhrAuftraege', 'COALESCE(t0."Istdatum", t0."Plandatum")'],
  ['Reklamationen', 't0."ErfasstAmDatum"'],
  // A container without a set-up date was there all along.
  ['Gefaesse', 'COALESCE(t0."Aufgestellt", 0)'],
  ['Gefaesstarife', 't0."GueltigAb"'],
  ['Dokumente', 't0."Datum"'],
  ['Buchungen', 't0."Buchungsdatum"'],
  ['Forderungen', 't0."Faelligkeitsdatum"'],
  ['SepaMandate', 't0."Erteilt"'],
]);

export const PRIVATE_SETS: ReadonlySet<string> = new Set([...BY_OBJECT_FK.keys(), 'Objekte', 'Adressen', 'StueckgutAnzahlen']);

export function isPrivateSet(set: string): boolean {
  return PRIVATE_SETS.has(set);
}

const IDS = `(SELECT value FROM json_each(?))`;

/**
 * Rows of the session's objects in a set with `Objekt__fk`: any row of an object without an end of
 * ownership, rows dated up to `until` of the others ([id, until] pairs, one JSON parameter).
 */
function byObject(owned: readonly OwnedObject[], dateSql: string): SqlScope {
  const open = owned.filter((o) => o.readableUntil === null).map((o) => o.id);
  const ended = owned.filter((o) => o.readableUntil !== null).map((o) => [o.id, o.readableUntil]);
  if (ended.length === 0) return { sql: `t0."Objekt__fk" IN ${IDS}`, params: [JSON.stringify(open)] };
  return {
    sql: `(t0."Objekt__fk" IN ${IDS} OR EXISTS (SELECT 1 FROM json_each(?) AS ended
            WHERE json_extract(ended.value, '$[0]') = t0."Objekt__fk" AND ${dateSql} <= json_extract(ended.value, '$[1]')))`,
    params: [JSON.stringify(open), JSON.stringify(ended)],
  };
}

/** The condition limiting `set` to the session's objects; undefined for public sets. */
export function scopeFor(db: Db, set: string, session: Session): SqlScope | undefined {
  if (!isPrivateSet(set)) return undefined;
  const owned = ownedObjects(db, session);
  const ids = JSON.stringify(owned.map((o) => o.id));
  const dateSql = BY_OBJECT_FK.get(set);
  if (dateSql !== undefined) return byObject(owned, dateSql);
  switch (set) {
    case 'Objekte':
      return { sql: `t0."ObjekteId" IN ${IDS}`, params: [ids] };
    case 'Adressen':
      return {
        sql: `(t0."AdressenId" = ? OR t0."AdressenId" IN (SELECT "EigentuemerAdressenObj__fk" FROM "Objekte" WHERE "ObjekteId" IN ${IDS})
               OR t0."AdressenId" IN (SELECT "PflichtigerAdressenObj__fk" FROM "Objekte" WHERE "ObjekteId" IN ${IDS}))`,
        params: [session.addressId, ids, ids],
      };
    case 'StueckgutAnzahlen': {
      // The inner t0 (the order) shadows the outer one, so the orders' own scope applies verbatim.
      const orders = byObject(owned, BY_OBJECT_FK.get('StueckgutAuftraege')!);
      return {
        sql: `t0."StueckgutAuftraege_StueckgutAnzahlen__fk" IN (SELECT t0."StueckgutAuftraegeId" FROM "StueckgutAuftraege" AS t0 WHERE ${orders.sql})`,
        params: orders.params,
      };
    }
    default:
      return { sql: '0', params: [] };
  }
}

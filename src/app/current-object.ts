/**
 * The resident's current object on every page, not only below /objects/{id}: a general page
 * (/wiki, /container) or an error page keeps the greeting with the owner's name, the selector on
 * the object and its events. The object last opened in this tab; after a reload on such a page the
 * session's object as the guard chooses it (the extra identifier, else the first one still owned).
 */
import type { Objekt } from '../api/types';
import { findSessionObject } from './guard';

let lastOpened: number | null = null;

export function currentObjectId(
  routeObjectId: number | null,
  objects: readonly Objekt[],
  session: { authorized: boolean; extraIdentifier: string | null },
  now: number = Date.now(),
): number | null {
  if (!session.authorized || objects.length === 0) return null;
  const known = (id: number | null) => id !== null && objects.some((o) => o.ObjekteId === id);
  if (known(routeObjectId)) {
    lastOpened = routeObjectId;
    return routeObjectId;
  }
  if (known(lastOpened)) return lastOpened;
  return findSessionObject(objects, session.extraIdentifier, now)?.ObjekteId ?? null;
}

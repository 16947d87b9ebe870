import { queryOptions } from '@tanstack/react-query';
import { gate } from '../gate';
import { OFFLINE_READABLE, withOfflineCopy } from '../offline';
import type { Objekt } from '../types';

export const objectsQueryKey = ['objects'] as const;

/** Expansions the selector, greeting and notification address need. */
const OBJECT_EXPAND = ['Strasse/Ort', 'EigentuemerAdressenObj/Anrede', 'PflichtigerAdressenObj', 'Objekttyp'] as const;

/**
 * What is kept of the objects for reading offline: enough to pick an object and find its street's
 * collection dates, nothing about the people (names, e-mail, phone, owner addresses).
 */
export function objectForOffline(o: Objekt): Objekt {
  return {
    ObjekteId: o.ObjekteId,
    HausNr: o.HausNr ?? null,
    HausNrZus: o.HausNrZus ?? null,
    ObjektNr: o.ObjektNr ?? null,
    Kassenzeichen: o.Kassenzeichen ?? null,
    EigentuemerBis: o.EigentuemerBis ?? null,
    Objekttyp: o.Objekttyp ?? null,
    Strasse: o.Strasse ?? null,
  };
}

const reviveObject = (o: Objekt): Objekt => ({ ...o, EigentuemerBis: o.EigentuemerBis ? new Date(o.EigentuemerBis) : null });

/** All objects of the logged-in user (the server filters by the token); an address-only copy is kept for offline. */
export function objectsQueryOptions() {
  return queryOptions<Objekt[]>({
    queryKey: objectsQueryKey,
    queryFn: ({ signal }) =>
      withOfflineCopy('session', objectsQueryKey, () => gate().set('Objekte')?.list({ $expand: [...OBJECT_EXPAND], signal }) ?? Promise.resolve([]), {
        keep: (objects) => objects.map(objectForOffline),
        revive: (kept) => kept.map(reviveObject),
      }),
    staleTime: 5 * 60_000,
    ...OFFLINE_READABLE,
  });
}

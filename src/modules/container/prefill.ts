/**
 * The bin request filled in for a logged-in resident: the object's Kassenzeichen and Objektnummer
 * (which the resident would otherwise look up on the fee notice), the name and the contact the
 * portal knows. Only what is known; the resident can change every field.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { residentContact } from '../../account/resident-contact';
import { objectsQueryOptions } from '../../api/queries/objects';
import type { Objekt } from '../../api/types';
import type { UserAddress } from '../../session/types';
import { useSession } from '../../session/session';

export function requestPrefill(object: Objekt | undefined, address: UserAddress | null): Record<string, string> {
  if (!object) return {};
  const contact = residentContact(address, object);
  const values: Record<string, string | null | undefined> = {
    kassenzeichen: object.Kassenzeichen?.trim(),
    objektNr: object.ObjektNr?.trim(),
    name: [contact.givenName, contact.familyName].filter(Boolean).join(' ').trim(),
    eMail: contact.mail,
    telefon: contact.phone,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

export function useRequestPrefill(objectId: number | null): Record<string, string> {
  const { userAddress } = useSession();
  const objects = useQuery({ ...objectsQueryOptions(), enabled: objectId !== null });
  const object = objectId === null ? undefined : objects.data?.find((o) => o.ObjekteId === objectId);
  return useMemo(() => requestPrefill(object, userAddress), [object, userAddress]);
}

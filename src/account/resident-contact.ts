/**
 * The resident's contact data as the portal already knows it: the owner's address in the session
 * and the object's street. Prefills every form that asks for it (a claim, a bulky-waste booking,
 * the cancel confirmation's e-mail).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { objectsQueryOptions } from '../api/queries/objects';
import type { Objekt } from '../api/types';
import { joinStreetNumber } from '../forms/street-number';
import type { UserAddress } from '../session/types';
import { useSession } from '../session/session';

export interface ResidentContact {
  givenName: string;
  familyName: string;
  city: string;
  postcode: string;
  street: string;
  streetNumber: string;
  phone: string;
  mail: string;
}

export function residentContact(address: UserAddress | null, object: Objekt | undefined): Partial<ResidentContact> {
  const street = object?.Strasse;
  const number = object?.HausNr != null ? joinStreetNumber(object.HausNr, object.HausNrZus) : '';
  const owner = object?.EigentuemerAdressenObj;
  return {
    givenName: address?.Vorname ?? owner?.Vorname ?? '',
    familyName: address?.Name ?? owner?.Name ?? '',
    mail: address?.EMail ?? owner?.EMail ?? object?.EMail ?? '',
    phone: address?.Telefon ?? owner?.Telefon ?? '',
    street: street?.Name ?? '',
    streetNumber: number,
    postcode: street?.Plz ?? '',
    city: street?.Ort?.Ortsname ?? street?.Ort?.Name ?? '',
  };
}

export function useResidentContact(objectId: number | null): Partial<ResidentContact> {
  const { userAddress } = useSession();
  const objects = useQuery({ ...objectsQueryOptions(), enabled: objectId !== null });
  const object = objects.data?.find((o) => o.ObjekteId === objectId);
  return useMemo(() => residentContact(userAddress, object), [userAddress, object]);
}

/**
 * Contact data for a new claim, from what the portal already knows: the owner's address in the
 * session and the object's street (the resident reports about this object's address).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { objectsQueryOptions } from '../../api/queries/objects';
import type { Objekt } from '../../api/types';
import type { ClaimContact } from './claim.form';
import type { UserAddress } from '../../session/types';
import { useSession } from '../../session/session';

export function claimPrefill(address: UserAddress | null, object: Objekt | undefined): Partial<ClaimContact> {
  const street = object?.Strasse;
  const number = object?.HausNr != null ? `${object.HausNr}${object.HausNrZus ? ` ${object.HausNrZus}` : ''}` : '';
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

export function useClaimPrefill(objectId: number | null): Partial<ClaimContact> {
  const { userAddress } = useSession();
  const objects = useQuery({ ...objectsQueryOptions(), enabled: objectId !== null });
  const object = objects.data?.find((o) => o.ObjekteId === objectId);
  return useMemo(() => claimPrefill(userAddress, object), [userAddress, object]);
}

/**
 * The resident's own address for the account dialogs. A fresh login does not carry it (only
 * BenutzerAdresse), so it comes from the objects the resident owns until a save put it in the session.
 */
import type { Adresse, Objekt } from '../api/types';
import type { UserAddress } from '../session/types';

const toUserAddress = (a: Adresse): UserAddress => ({
  AdressenId: a.AdressenId,
  Vorname: a.Vorname ?? null,
  Name: a.Name ?? '',
  EMail: a.EMail ?? null,
  FremdKey: a.FremdKey ?? null,
  Telefon: a.Telefon ?? null,
  // Kept so the greeting still says "Frau …" once a save put the address into the session.
  Anrede: a.Anrede ? { AnredeVerwendenPortal: a.Anrede.AnredeVerwendenPortal === true, Bezeichnung: a.Anrede.Bezeichnung ?? '' } : null,
});

export function ownAddress(sessionAddress: UserAddress | null, addressId: number | null, objects: readonly Objekt[] | undefined): UserAddress | null {
  if (sessionAddress) return sessionAddress;
  const owned = objects?.map((o) => o.EigentuemerAdressenObj).find((a) => a && a.AdressenId === addressId);
  return owned ? toUserAddress(owned) : null;
}

import type { OwnerAddressView } from '../types';

/**
 * "Frau Erika Mustermann": the salutation only when the authority flags it for portal use
 * (AnredeVerwendenPortal), then first name and surname; blanks are skipped.
 */
export function formatOwnerName(address: OwnerAddressView | null | undefined): string {
  if (!address) return '';
  const salutation = address.Anrede?.AnredeVerwendenPortal ? address.Anrede.Bezeichnung : null;
  return [salutation, address.Vorname, address.Name]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
}

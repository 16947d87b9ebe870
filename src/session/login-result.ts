import type { LoginResult, UserAddress } from './types';

/** The wire shape of `Anmeldeergebnis` after deserialisation (dates already `Date`). */
export interface LoginResponse {
  EncryptedData: string;
  Expiration: Date | string | null;
  RequestedChanges?: string | null;
  IsPasswordChangeRequested?: boolean | null;
  BenutzerAdresse: number;
  ZusatzKennung?: string | null;
}

/** The request marker used when the server demands a new password. */
export const PASSWORD_CHANGE_REQUEST = 'Passwort';

/** Requested changes: RequestedChanges is a comma list; IsPasswordChangeRequested adds the password. */
export function parseRequests(response: Pick<LoginResponse, 'RequestedChanges' | 'IsPasswordChangeRequested'>): string[] | null {
  const list = (response.RequestedChanges ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (response.IsPasswordChangeRequested && !list.includes(PASSWORD_CHANGE_REQUEST)) list.push(PASSWORD_CHANGE_REQUEST);
  return list.length > 0 ? list : null;
}

/** Turns a login / master-data answer into the session's LOGIN payload. */
export function toLoginResult(response: LoginResponse, userAddress?: UserAddress | null): LoginResult {
  const expiration = response.Expiration === null ? null : new Date(response.Expiration);
  return {
    hash: response.EncryptedData,
    addressId: response.BenutzerAdresse,
    validUntil: expiration && !Number.isNaN(expiration.getTime()) ? expiration : null,
    requests: parseRequests(response),
    ...(userAddress !== undefined ? { userAddress } : {}),
    ...(response.ZusatzKennung ? { extraIdentifier: response.ZusatzKennung } : {}),
  };
}

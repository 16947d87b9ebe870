/**
 * Portal-level session types (PORTAL-CONVENTIONS "Stable portal-level interfaces"). Other layers code
 * against these names; they do not depend on generated symbols.
 */
export type Access = 'public' | 'private';

/** The owner's address as the portal shows it (greeting, settings dialog). */
export interface UserAddress {
  AdressenId: number;
  Vorname: string | null;
  Name: string;
  EMail: string | null;
  FremdKey: string | null;
  Telefon?: string | null;
  Anrede?: { AnredeVerwendenPortal: boolean; Bezeichnung: string } | null;
}

/** What a successful login / master-data update hands to the session. */
export interface LoginResult {
  hash: string;
  addressId: number;
  validUntil: Date | null;
  /** Requested changes (e.g. a password change). Not supplied = none (null after login). */
  requests?: string[] | null;
  userAddress?: UserAddress | null;
  /** Kept from the previous session when not supplied. */
  extraIdentifier?: string | null;
}

/** What the session machine keeps and the app reads alike (SessionContext and Session add to it). */
export interface SessionState {
  hash: string | null;
  addressId: number | null;
  validUntil: Date | null;
  requests: string[] | null;
  userAddress: UserAddress | null;
  extraIdentifier: string | null;
  noPass: boolean;
  access: Access[];
}

/** The session as the app reads it: the machine's state and what follows from it. */
export interface Session extends SessionState {
  authorized: boolean;
  expired: boolean;
  isLandlord: boolean;
}

/** Why a logout happens; 'expired' skips the server call (the server already forgot the token). */
/** 'endSession' is the special logout of a noPass profile: it ends the token too. */
export type LogoutReason = 'user' | 'endSession' | 'expired' | 'obsolete' | 'notallowed' | 'error';

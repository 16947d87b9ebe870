/**
 * What the master-data and password dialogs share:
 * the AktualisiereStammdaten parameters with hashed passwords, the mapping of server errors to
 * messages and fields, and when the identifier (benutzerkennung) is asked for.
 */
import type { FunctionCapability } from '../../codegen/runtime/capabilities';
import type { PortalClient } from '../api/portal-client';
import type { MessageKey } from '../forms/validation';
import { hashPassword } from '../session/password-hash';
import type { LoginResult, UserAddress } from '../session/types';

/** What a dialog hands to the `saveMasterData` actor; passwords are still plain here. */
export interface SaveMasterDataInput {
  addressId: number;
  /** 'Adresse' for the master-data dialog, 'Passwort' for the password dialog. */
  feld: string;
  currentPassword: string;
  email?: string | null;
  foreignKey?: string | null;
  /** A blank foreign key: sent as '' (clears a stored one) or left out (default). */
  blankForeignKey?: 'empty' | 'omit';
  newPassword?: string | null;
  identifier?: string | null;
}

/** The save actor answers with the session's LOGIN/UPDATE payload. */
export type SaveMasterDataOutput = LoginResult;

/** The AktualisiereStammdaten parameters as the client takes them (hashes, not passwords). */
export type StammdatenParams = Parameters<NonNullable<PortalClient['AktualisiereStammdaten']>>[0];

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Passwords travel only as lower-hex SHA-256 of the trimmed text (docs/security.md, "Passwords and sessions"). */
export async function stammdatenParams(input: SaveMasterDataInput): Promise<StammdatenParams> {
  const params: StammdatenParams = {
    id: input.addressId,
    feld: input.feld,
    derzeitigesPasswortHash: await hashPassword(input.currentPassword),
  };
  if (input.email !== undefined) params.email = present(input.email) ? input.email.trim() : null;
  if (input.foreignKey !== undefined) params.fremdKey = present(input.foreignKey) ? input.foreignKey.trim() : input.blankForeignKey === 'empty' ? '' : null;
  if (present(input.newPassword)) params.neuesPasswortHash = await hashPassword(input.newPassword);
  if (present(input.identifier)) params.benutzerkennung = input.identifier.trim();
  return params;
}

export type SaveErrorField = 'currentPassword' | 'newPassword' | null;

/** The dialogs' fields and the AktualisiereStammdaten parameters they fill (by their parameter names). */
export const ACCOUNT_PARAMS = {
  email: 'email',
  foreignKey: 'fremdKey',
  currentPassword: 'derzeitigesPasswortHash',
  identifier: 'benutzerkennung',
  newPassword: 'neuesPasswortHash',
} as const;

/** 422 "12" wrong current password, 422 "14" new password identical, anything else general. */
export function saveError(error: unknown): { field: SaveErrorField; key: MessageKey } {
  const e = error as { status?: unknown; code?: unknown } | null;
  if (e && typeof e === 'object' && e.status === 422) {
    if (String(e.code) === '12') return { field: 'currentPassword', key: 'settings.errors.password' };
    if (String(e.code) === '14') return { field: 'newPassword', key: 'settings.errors.password-identical' };
  }
  return { field: null, key: 'settings.errors.general' };
}

/** The identifier is asked for only when AktualisiereStammdaten has it as a non-nullable parameter. */
export function identifierRequired(fn: Pick<FunctionCapability, 'parameters'> | undefined): boolean {
  return fn?.parameters.some((p) => p.name === 'benutzerkennung' && !p.nullable) ?? false;
}

/** The owner's address after a successful save, for the greeting and the next opening. */
export function updatedAddress(address: UserAddress | null, email: string, foreignKey: string): UserAddress | null {
  return address ? { ...address, EMail: email.trim() || null, FremdKey: foreignKey.trim() || null } : null;
}

/**
 * An edit in one of the dialogs: the value changes, and a server verdict clears once the user edits
 * the field it concerns (or any field, if the verdict was general). Shared by settings and password.
 */
export function withInput<V extends object>(
  context: { values: V; serverError: { field: SaveErrorField } | null },
  event: { field: keyof V; value: V[keyof V] },
): { values: V; serverError: null } | { values: V } {
  const values = { ...context.values, [event.field]: event.value };
  const clears = context.serverError !== null && (context.serverError.field === null || context.serverError.field === event.field);
  return clears ? { values, serverError: null } : { values };
}

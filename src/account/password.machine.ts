/**
 * The password-change dialog: current password, the identifier
 * only when AktualisiereStammdaten requires benutzerkennung, and the new password with its
 * confirmation. The account form of master-data.machine.ts with feld 'Passwort': same rules and
 * server error mapping as the master-data dialog.
 */
import type { MessageKey } from '../forms/validation';
import { accountErrors, canSaveAccount, createAccountMachine, type AccountContext, type AccountEmitted, type AccountEvent } from './master-data.machine';

export type PasswordField = 'currentPassword' | 'identifier' | 'newPassword' | 'confirmation';
export type PasswordContext = AccountContext;
export type PasswordEvent = AccountEvent;
export type PasswordEmitted = AccountEmitted;

export const passwordErrors = accountErrors as (c: PasswordContext) => Partial<Record<PasswordField, MessageKey>>;
export const canSavePassword = canSaveAccount;

export const passwordMachine = createAccountMachine('Passwort', 'password', {
  userAddress: null,
  passwordChangeRequested: false,
  showForeignKey: false,
  identifierRequired: false,
  persistent: false,
  form: null,
});

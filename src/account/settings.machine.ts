/**
 * The master-data (profile settings) dialog (
 * 5, 8): e-mail, foreign key when offered, current password, and a new password when one is
 * requested. The machine is the account form of master-data.machine.ts with feld 'Adresse'.
 */
import type { MessageKey } from '../forms/validation';
import {
  accountErrors,
  accountGeneralError,
  canSaveAccount,
  createAccountMachine,
  type AccountContext,
  type AccountEmitted,
  type AccountEvent,
  type AccountOptions,
} from './master-data.machine';

export type SettingsField = 'email' | 'foreignKey' | 'currentPassword' | 'newPassword' | 'confirmation';
export type SettingsOptions = Omit<AccountOptions, 'identifierRequired'>;
export type SettingsContext = AccountContext;
export type SettingsEvent = AccountEvent;
export type SettingsEmitted = AccountEmitted;

export const settingsErrors = accountErrors as (c: SettingsContext) => Partial<Record<SettingsField, MessageKey>>;
export const canSaveSettings = canSaveAccount;
export const generalError = accountGeneralError;

export const settingsMachine = createAccountMachine('Adresse', 'settings', {
  userAddress: null,
  passwordChangeRequested: false,
  showForeignKey: true,
  identifierRequired: false,
  persistent: false,
  form: null,
});

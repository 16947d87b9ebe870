/**
 * The master-data (profile settings) dialog (SPEC.md sections 2 "Dialogs", 4 "Settings dialog",
 * 5, 8). Opening resets the form; saving hashes the passwords (in the actor) and hands the new
 * session data out as the `saved` event and `context.result` for the session's UPDATE.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { email, newPassword, notEmpty, passwordConfirmation, type MessageKey } from '../forms/validation';
import type { LoginResult, UserAddress } from '../session/types';
import { saveError, withInput, updatedAddress, type SaveErrorField, type SaveMasterDataInput, type SaveMasterDataOutput } from './master-data';

export type SettingsField = 'email' | 'foreignKey' | 'currentPassword' | 'newPassword' | 'confirmation';

export interface SettingsOptions {
  addressId: number;
  userAddress: UserAddress | null;
  /** The session's requests contain a password change: new password fields are shown and required. */
  passwordChangeRequested: boolean;
  /** Whether the foreign key field is shown (then it is required). */
  showForeignKey: boolean;
  /** Change requests exist: the dialog cannot be closed without saving. */
  persistent: boolean;
}

export interface SettingsContext extends SettingsOptions {
  values: Record<SettingsField, string>;
  showErrors: boolean;
  saving: boolean;
  serverError: { field: SaveErrorField; key: MessageKey } | null;
  result: LoginResult | null;
}

export type SettingsEvent =
  | ({ type: 'OPEN' } & Partial<SettingsOptions>)
  | { type: 'INPUT'; field: SettingsField; value: string }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

export type SettingsEmitted = { type: 'saved'; result: LoginResult };

const emptyValues = (address: UserAddress | null): Record<SettingsField, string> => ({
  email: address?.EMail ?? '',
  foreignKey: address?.FremdKey ?? '',
  currentPassword: '',
  newPassword: '',
  confirmation: '',
});

/** Field errors, including a server verdict that belongs to a field; absent = fine. */
export function settingsErrors(c: SettingsContext): Partial<Record<SettingsField, MessageKey>> {
  const errors: Partial<Record<SettingsField, MessageKey | null>> = {
    email: notEmpty(c.values.email) ?? email(c.values.email.trim()),
    currentPassword: notEmpty(c.values.currentPassword) ?? (c.serverError?.field === 'currentPassword' ? c.serverError.key : null),
  };
  if (c.showForeignKey) errors.foreignKey = notEmpty(c.values.foreignKey);
  if (c.passwordChangeRequested) {
    errors.newPassword = newPassword(c.values.newPassword) ?? (c.serverError?.field === 'newPassword' ? c.serverError.key : null);
    errors.confirmation = passwordConfirmation(c.values.newPassword, c.values.confirmation);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Partial<Record<SettingsField, MessageKey>>;
}

/** The save button is disabled while this is false (server verdicts do not block a retry). */
export const canSaveSettings = (c: SettingsContext): boolean => Object.keys(settingsErrors({ ...c, serverError: null })).length === 0;

/** A general failure shown above the buttons. */
export const generalError = (c: SettingsContext): MessageKey | null => (c.serverError && c.serverError.field === null ? c.serverError.key : null);

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as Partial<SettingsOptions> & { addressId: number },
    emitted: {} as SettingsEmitted,
  },
  actors: {
    saveMasterData: fromPromise<SaveMasterDataOutput, SaveMasterDataInput>(async () => {
      throw new Error('saveMasterData is not provided');
    }),
  },
  guards: {
    canSave: ({ context }) => canSaveSettings(context),
    closable: ({ context }) => !context.persistent,
  },
  actions: {
    reset: assign(({ context, event }) => {
      const options = event.type === 'OPEN' ? { ...context, ...event } : context;
      return {
        addressId: options.addressId,
        userAddress: options.userAddress,
        passwordChangeRequested: options.passwordChangeRequested,
        showForeignKey: options.showForeignKey,
        persistent: options.persistent,
        values: emptyValues(options.userAddress),
        showErrors: false,
        saving: false,
        serverError: null,
        result: null,
      };
    }),
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    addressId: input.addressId,
    userAddress: input.userAddress ?? null,
    passwordChangeRequested: input.passwordChangeRequested ?? false,
    showForeignKey: input.showForeignKey ?? true,
    persistent: input.persistent ?? false,
    values: emptyValues(input.userAddress ?? null),
    showErrors: false,
    saving: false,
    serverError: null,
    result: null,
  }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', actions: 'reset' } } },
    open: {
      initial: 'editing',
      on: { CLOSE: { guard: 'closable', target: 'closed' } },
      states: {
        editing: {
          on: {
            INPUT: {
              actions: assign(({ context, event }) => withInput(context, event)),
            },
            SAVE: [{ guard: 'canSave', target: 'saving' }, { actions: assign({ showErrors: true }) }],
          },
        },
        saving: {
          entry: assign({ saving: true, serverError: null }),
          exit: assign({ saving: false }),
          invoke: {
            src: 'saveMasterData',
            input: ({ context }) => ({
              addressId: context.addressId,
              feld: 'Adresse',
              currentPassword: context.values.currentPassword,
              email: context.values.email,
              ...(context.showForeignKey ? { foreignKey: context.values.foreignKey } : {}),
              ...(context.passwordChangeRequested ? { newPassword: context.values.newPassword } : {}),
            }),
            onDone: {
              target: '#settings.closed',
              actions: [
                assign({
                  result: ({ context, event }) => ({
                    ...event.output,
                    userAddress: event.output.userAddress ?? updatedAddress(context.userAddress, context.values.email, context.values.foreignKey),
                  }),
                  // Passwords leave memory as soon as they are no longer needed.
                  values: ({ context }) => ({ ...context.values, currentPassword: '', newPassword: '', confirmation: '' }),
                }),
                emit(({ context }) => ({ type: 'saved' as const, result: context.result as LoginResult })),
              ],
            },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => saveError(event.error), showErrors: true }) },
          },
        },
      },
    },
  },
});

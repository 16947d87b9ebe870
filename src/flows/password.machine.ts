/**
 * The password-change dialog (SPEC.md sections 2 "Dialogs", 5, 8): current password, the identifier
 * only when AktualisiereStammdaten requires benutzerkennung, and the new password with its
 * confirmation. Same server error mapping as the master-data dialog.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { newPassword, notEmpty, passwordConfirmation, type MessageKey } from '../forms/validation';
import type { LoginResult } from '../session/types';
import { saveError, withInput, type SaveErrorField, type SaveMasterDataInput, type SaveMasterDataOutput } from './master-data';

export type PasswordField = 'currentPassword' | 'identifier' | 'newPassword' | 'confirmation';

export interface PasswordContext {
  addressId: number;
  /** benutzerkennung is a non-nullable parameter (see master-data `identifierRequired`). */
  identifierRequired: boolean;
  values: Record<PasswordField, string>;
  showErrors: boolean;
  saving: boolean;
  serverError: { field: SaveErrorField; key: MessageKey } | null;
  result: LoginResult | null;
}

export type PasswordEvent =
  /** addressId: the session's address at opening (kept from the input when absent). */
  | { type: 'OPEN'; addressId?: number }
  | { type: 'INPUT'; field: PasswordField; value: string }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

export type PasswordEmitted = { type: 'saved'; result: LoginResult };

const emptyValues: Record<PasswordField, string> = { currentPassword: '', identifier: '', newPassword: '', confirmation: '' };

export function passwordErrors(c: PasswordContext): Partial<Record<PasswordField, MessageKey>> {
  const errors: Partial<Record<PasswordField, MessageKey | null>> = {
    currentPassword: notEmpty(c.values.currentPassword) ?? (c.serverError?.field === 'currentPassword' ? c.serverError.key : null),
    newPassword: newPassword(c.values.newPassword) ?? (c.serverError?.field === 'newPassword' ? c.serverError.key : null),
    confirmation: passwordConfirmation(c.values.newPassword, c.values.confirmation),
  };
  if (c.identifierRequired) errors.identifier = notEmpty(c.values.identifier);
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Partial<Record<PasswordField, MessageKey>>;
}

export const canSavePassword = (c: PasswordContext): boolean => Object.keys(passwordErrors({ ...c, serverError: null })).length === 0;

export const passwordMachine = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    input: {} as { addressId: number; identifierRequired: boolean },
    emitted: {} as PasswordEmitted,
  },
  actors: {
    saveMasterData: fromPromise<SaveMasterDataOutput, SaveMasterDataInput>(async () => {
      throw new Error('saveMasterData is not provided');
    }),
  },
  guards: { canSave: ({ context }) => canSavePassword(context) },
}).createMachine({
  id: 'password',
  context: ({ input }) => ({
    addressId: input.addressId,
    identifierRequired: input.identifierRequired,
    values: emptyValues,
    showErrors: false,
    saving: false,
    serverError: null,
    result: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ context, event }) => ({
            addressId: event.addressId ?? context.addressId,
            values: emptyValues,
            showErrors: false,
            serverError: null,
            result: null,
          })),
        },
      },
    },
    open: {
      initial: 'editing',
      on: { CLOSE: 'closed' },
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
              feld: 'Passwort',
              currentPassword: context.values.currentPassword,
              newPassword: context.values.newPassword,
              ...(context.identifierRequired ? { identifier: context.values.identifier } : {}),
            }),
            onDone: {
              target: '#password.closed',
              actions: [
                assign({ result: ({ event }) => event.output, values: emptyValues }),
                emit(({ event }) => ({ type: 'saved' as const, result: event.output })),
              ],
            },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => saveError(event.error), showErrors: true }) },
          },
        },
      },
    },
  },
});

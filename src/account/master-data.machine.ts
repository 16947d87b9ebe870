/**
 * One form machine behind both account dialogs (
 * 5, 8): closed -> open.editing <-> open.saving -> closed. What differs is the `feld` the dialog
 * sends to AktualisiereStammdaten: 'Adresse' (master data: e-mail, foreign key, and a new password
 * when one is requested) or 'Passwort' (current password, identifier when required, new password).
 * Opening resets the form; saving hashes the passwords (in the actor) and hands the new session
 * data out as the `saved` event and `context.result` for the session's UPDATE.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { formProblems } from '../forms/validate';
import { email, newPassword, notEmpty, passwordConfirmation, type MessageKey } from '../forms/validation';
import type { LoginResult, UserAddress } from '../session/types';
import { ACCOUNT_PARAMS, saveError, withInput, updatedAddress, type SaveErrorField, type SaveMasterDataInput, type SaveMasterDataOutput } from './master-data';

export type AccountFeld = 'Adresse' | 'Passwort';
export type AccountField = 'email' | 'foreignKey' | 'currentPassword' | 'identifier' | 'newPassword' | 'confirmation';

export interface AccountOptions {
  addressId: number;
  userAddress: UserAddress | null;
  /** Master data: the session's requests contain a password change (new password fields shown and required). */
  passwordChangeRequested: boolean;
  /** Master data: whether the foreign key field is shown (then it is required). */
  showForeignKey: boolean;
  /** Password: benutzerkennung is a non-nullable parameter (see master-data `identifierRequired`). */
  identifierRequired: boolean;
  /** Change requests exist: the dialog cannot be closed without saving. */
  persistent: boolean;
  /** The generated form of AktualisiereStammdaten: the authority's own field rules (limits, patterns). */
  form: GeneratedForm | null;
}

export interface AccountContext extends AccountOptions {
  feld: AccountFeld;
  values: Record<AccountField, string>;
  showErrors: boolean;
  saving: boolean;
  serverError: { field: SaveErrorField; key: MessageKey } | null;
  result: LoginResult | null;
}

export type AccountEvent =
  | ({ type: 'OPEN' } & Partial<AccountOptions>)
  | { type: 'INPUT'; field: AccountField; value: string }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

export type AccountEmitted = { type: 'saved'; result: LoginResult };
export type AccountInput = Partial<AccountOptions> & { addressId: number };

const emptyValues = (address: UserAddress | null): Record<AccountField, string> => ({
  email: address?.EMail ?? '',
  foreignKey: address?.FremdKey ?? '',
  currentPassword: '',
  identifier: '',
  newPassword: '',
  confirmation: '',
});

const fresh = (feld: AccountFeld, options: AccountOptions): AccountContext => ({
  ...options,
  feld,
  values: emptyValues(options.userAddress),
  showErrors: false,
  saving: false,
  serverError: null,
  result: null,
});

const options = (o: AccountOptions): AccountOptions => ({
  addressId: o.addressId,
  userAddress: o.userAddress,
  passwordChangeRequested: o.passwordChangeRequested,
  showForeignKey: o.showForeignKey,
  identifierRequired: o.identifierRequired,
  persistent: o.persistent,
  form: o.form,
});

/** The options an OPEN event states (undefined = not stated). */
const given = (event: Partial<AccountOptions>): Partial<AccountOptions> =>
  Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as Partial<AccountOptions>;

/**
 * The foreign key is the resident's own reference and optional. Only an authority that declares the
 * parameter non-nullable AND marks it `portal:Expectation="NotEmpty"` makes the dialog require it;
 * a non-nullable parameter alone is not enough (a blank value is sent as an empty string then).
 */
export function foreignKeyRequired(form: GeneratedForm | null): boolean {
  const field = form?.fields.find((f) => f.name === ACCOUNT_PARAMS.foreignKey);
  return field !== undefined && !field.nullable && field.expectations.some((e) => e.rule === 'NotEmpty');
}

/** The asked fields the resident must fill (the foreign key only where the authority requires it). */
export function requiredAccountFields(c: Pick<AccountContext, 'feld' | 'identifierRequired' | 'showForeignKey' | 'passwordChangeRequested' | 'form'>): AccountField[] {
  return asked(c).filter((f) => f !== 'foreignKey' || foreignKeyRequired(c.form));
}

/** The fields a context asks for: the same rules wherever a field appears. */
export function asked(c: Pick<AccountContext, 'feld' | 'identifierRequired' | 'showForeignKey' | 'passwordChangeRequested'>): AccountField[] {
  if (c.feld === 'Passwort') return ['currentPassword', ...(c.identifierRequired ? (['identifier'] as const) : []), 'newPassword', 'confirmation'];
  return ['email', ...(c.showForeignKey ? (['foreignKey'] as const) : []), 'currentPassword', ...(c.passwordChangeRequested ? (['newPassword', 'confirmation'] as const) : [])];
}

const serverVerdict = (c: AccountContext, field: AccountField): MessageKey | null => (c.serverError?.field === field ? c.serverError.key : null);

/** The dialog's values under the function's parameter names (the generated form's fields). */
export function accountParamValues(values: Record<AccountField, string>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [field, param] of Object.entries(ACCOUNT_PARAMS) as [Exclude<AccountField, 'confirmation'>, string][]) out[param] = values[field] === '' ? undefined : values[field];
  return out;
}

/** Parameters of the generated form this dialog does not show. */
export function hiddenAccountParams(c: Parameters<typeof asked>[0], form: GeneratedForm): ReadonlySet<string> {
  const shown = new Set<string>(asked(c).flatMap((f) => (f === 'confirmation' ? [] : [ACCOUNT_PARAMS[f]])));
  return new Set(form.fields.filter((f) => f.component !== 'None' && !shown.has(f.name)).map((f) => f.name));
}

/** What the authority's metadata says about the asked fields (e.g. a Limit on the foreign key). */
function generatedProblems(c: AccountContext): Record<string, MessageKey> {
  if (!c.form) return {};
  const problems = formProblems(c.form, accountParamValues(c.values), { hidden: hiddenAccountParams(c, c.form) });
  // A blank optional foreign key is fine even where the schema lists a non-nullable parameter as required.
  if (!foreignKeyRequired(c.form) && c.values.foreignKey.trim() === '') delete problems[ACCOUNT_PARAMS.foreignKey];
  return problems;
}

function fieldError(c: AccountContext, field: AccountField, generated: Record<string, MessageKey>): MessageKey | null {
  const own = specFieldError(c, field);
  return own ?? (field === 'confirmation' ? null : (generated[ACCOUNT_PARAMS[field]] ?? null));
}

/** The master-data and new-password rules: what every authority's dialog asks. */
function specFieldError(c: AccountContext, field: AccountField): MessageKey | null {
  const value = c.values[field];
  switch (field) {
    case 'email':
      return notEmpty(value) ?? email(value.trim());
    case 'currentPassword':
    case 'newPassword':
      return (field === 'newPassword' ? newPassword(value) : notEmpty(value)) ?? serverVerdict(c, field);
    case 'confirmation':
      return passwordConfirmation(c.values.newPassword, value);
    case 'foreignKey':
      return foreignKeyRequired(c.form) ? notEmpty(value) : null;
    default:
      return notEmpty(value);
  }
}

/** Field errors, including a server verdict that belongs to a field; absent = fine. */
export function accountErrors(c: AccountContext): Partial<Record<AccountField, MessageKey>> {
  const errors: Partial<Record<AccountField, MessageKey>> = {};
  const generated = generatedProblems(c);
  for (const field of asked(c)) {
    const key = fieldError(c, field, generated);
    if (key) errors[field] = key;
  }
  return errors;
}

/** The save button is disabled while this is false (server verdicts do not block a retry). */
export const canSaveAccount = (c: AccountContext): boolean => Object.keys(accountErrors({ ...c, serverError: null })).length === 0;

/** A general failure shown above the buttons. */
export const accountGeneralError = (c: AccountContext): MessageKey | null => (c.serverError && c.serverError.field === null ? c.serverError.key : null);

/**
 * How an emptied foreign key travels: as '' where the resident removed a stored one (a left-out
 * parameter keeps the old value) or the parameter is non-nullable, else it is left out.
 */
function blankForeignKey(c: AccountContext): 'empty' | 'omit' {
  const field = c.form?.fields.find((f) => f.name === ACCOUNT_PARAMS.foreignKey);
  return (c.userAddress?.FremdKey ?? '').trim() !== '' || (field !== undefined && !field.nullable) ? 'empty' : 'omit';
}

/** The AktualisiereStammdaten input: only what this dialog asked for. */
function saveInput(c: AccountContext): SaveMasterDataInput {
  const { values } = c;
  if (c.feld === 'Passwort') {
    return {
      addressId: c.addressId,
      feld: c.feld,
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      ...(c.identifierRequired ? { identifier: values.identifier } : {}),
    };
  }
  return {
    addressId: c.addressId,
    feld: c.feld,
    currentPassword: values.currentPassword,
    email: values.email,
    ...(c.showForeignKey ? { foreignKey: values.foreignKey, blankForeignKey: blankForeignKey(c) } : {}),
    ...(c.passwordChangeRequested ? { newPassword: values.newPassword } : {}),
  };
}

/** The session data a save hands out; master data also carries the edited address. */
const savedResult = (c: AccountContext, output: LoginResult): LoginResult =>
  c.feld === 'Passwort' ? output : { ...output, userAddress: output.userAddress ?? updatedAddress(c.userAddress, c.values.email, c.values.foreignKey) };

export function createAccountMachine(feld: AccountFeld, id: string, defaults: Omit<AccountOptions, 'addressId'>) {
  return setup({
    types: {
      context: {} as AccountContext,
      events: {} as AccountEvent,
      input: {} as AccountInput,
      emitted: {} as AccountEmitted,
    },
    actors: {
      saveMasterData: fromPromise<SaveMasterDataOutput, SaveMasterDataInput>(async () => {
        throw new Error('saveMasterData is not provided');
      }),
    },
    guards: {
      canSave: ({ context }) => canSaveAccount(context),
      closable: ({ context }) => !context.persistent,
    },
    actions: {
      // Options not given at opening keep their last value.
      reset: assign(({ context, event }) => fresh(feld, options({ ...context, ...(event.type === 'OPEN' ? given(event) : {}) }))),
    },
  }).createMachine({
    id,
    context: ({ input }) => fresh(feld, options({ ...defaults, ...given(input), addressId: input.addressId })),
    initial: 'closed',
    states: {
      closed: { on: { OPEN: { target: 'open', actions: 'reset' } } },
      open: {
        initial: 'editing',
        on: { CLOSE: { guard: 'closable', target: 'closed' } },
        states: {
          editing: {
            on: {
              INPUT: { actions: assign(({ context, event }) => withInput(context, event)) },
              SAVE: [{ guard: 'canSave', target: 'saving' }, { actions: assign({ showErrors: true }) }],
            },
          },
          saving: {
            entry: assign({ saving: true, serverError: null }),
            exit: assign({ saving: false }),
            invoke: {
              src: 'saveMasterData',
              input: ({ context }) => saveInput(context),
              onDone: {
                target: `#${id}.closed`,
                actions: [
                  assign({
                    result: ({ context, event }) => savedResult(context, event.output),
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
}

export type AccountMachine = ReturnType<typeof createAccountMachine>;

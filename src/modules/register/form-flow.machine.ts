/**
 * The flow behind the register module's three generated forms (RegistriereBenutzer, SendePasswortLink,
 * SetzePasswortZurueck): editing -> submitting -> done, back to editing with a message on failure.
 * The machine owns the values and decides validity with the generated form's own validator plus the
 * validation rules (validate.ts), and the repetition of a NewPassword field, which is the flow's
 * own and never sent. The call is the `submit` actor (register.actors.ts); its answer is `result`.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { HttpError } from '../../api/errors';
import { initialFormData } from '../../forms/defaults';
import { formProblems } from '../../forms/validate';
import { passwordConfirmation, type MessageKey } from '../../forms/validation';

export interface FormFlowInput {
  form: GeneratedForm;
  /** Values the page sets and the resident does not see (a reset link's token). */
  values?: Record<string, unknown>;
  /** Message key per OData error code of the function (e.g. `objekt`); others get the general one. */
  failures?: Record<string, MessageKey>;
  /** Country a Phone field is checked against (the first of portal.json phoneCountries). */
  country?: CountryCode;
}

export interface FormFlowContext {
  form: GeneratedForm;
  values: Record<string, unknown>;
  /** Repetition of the form's new password. */
  confirmation: string;
  /** Fields the resident has left: their problems show before the first submit. */
  touched: readonly string[];
  showErrors: boolean;
  failures: Record<string, MessageKey>;
  failure: MessageKey | null;
  result: unknown;
  country: CountryCode;
}

export type FormFlowEvent =
  | { type: 'CHANGE'; values: Record<string, unknown> }
  | { type: 'CONFIRM'; value: string }
  | { type: 'BLUR'; field: string }
  | { type: 'SET_COUNTRY'; country: CountryCode }
  | { type: 'SUBMIT' }
  /** Start over with an empty form (e.g. after a taken login). */
  | { type: 'RESTART' };

export interface SubmitInput {
  form: GeneratedForm;
  values: Record<string, unknown>;
}

/** The key under which the repetition's problem is reported. */
export const CONFIRMATION = '__confirmation';

/** Fields whose value is a new password (NewPassword expectation): they get a repetition. */
export const newPasswordFields = (form: GeneratedForm): string[] =>
  form.fields.filter((f) => f.expectations.some((e) => e.rule === 'NewPassword')).map((f) => f.name);

/** Every current problem, per field name (CONFIRMATION for the repetition); empty = can submit. */
export function flowProblems(c: Pick<FormFlowContext, 'form' | 'values' | 'confirmation'> & { country?: CountryCode }): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = { ...formProblems(c.form, c.values, { country: c.country }) };
  const [password] = newPasswordFields(c.form);
  if (password !== undefined) {
    const repeat = passwordConfirmation(c.values[password], c.confirmation);
    if (repeat) problems[CONFIRMATION] = repeat;
  }
  return problems;
}

/** The problems the resident should see now: all after a submit attempt, else those of left fields. */
export function visibleProblems(c: FormFlowContext): Record<string, MessageKey> {
  const problems = flowProblems(c);
  if (c.showErrors) return problems;
  return Object.fromEntries(Object.entries(problems).filter(([field]) => c.touched.includes(field)));
}

export const canSubmit = (c: Pick<FormFlowContext, 'form' | 'values' | 'confirmation'> & { country?: CountryCode }): boolean => Object.keys(flowProblems(c)).length === 0;

/**
 * A failed call as a message key: a known OData code of the function (also a 429 that says more,
 * e.g. that no further reset mail went out), too many tries, or general.
 */
function failureKey(error: unknown, failures: Record<string, MessageKey>): MessageKey {
  if (error instanceof HttpError) {
    if (error.code && failures[error.code]) return failures[error.code]!;
    if (error.status === 429) return 'register.errors.too-many';
  }
  return 'register.errors.general';
}

const fresh = (input: FormFlowInput): FormFlowContext => ({
  form: input.form,
  // The fields' portal:Default values (date tokens resolved now), the page's values on top.
  values: initialFormData(input.form.fields, new Date(), input.values),
  confirmation: '',
  touched: [],
  showErrors: false,
  failures: input.failures ?? {},
  failure: null,
  result: null,
  country: input.country ?? 'DE',
});

export const formFlowMachine = setup({
  types: {
    context: {} as FormFlowContext,
    events: {} as FormFlowEvent,
    input: {} as FormFlowInput,
  },
  actors: {
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('submit is not provided');
    }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmit(context),
  },
}).createMachine({
  id: 'formFlow',
  context: ({ input }) => fresh(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // The page's own values (the token) stay whatever the form view reports.
        CHANGE: { actions: assign({ values: ({ context, event }) => ({ ...event.values, ...hiddenValues(context) }), failure: null }) },
        CONFIRM: { actions: assign({ confirmation: ({ event }) => event.value, failure: null }) },
        SET_COUNTRY: { actions: assign({ country: ({ event }) => event.country }) },
        BLUR: { actions: assign({ touched: ({ context, event }) => (context.touched.includes(event.field) ? context.touched : [...context.touched, event.field]) }) },
        SUBMIT: [{ guard: 'canSubmit', target: 'submitting' }, { actions: assign({ showErrors: true }) }],
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ form: context.form, values: context.values }),
        onDone: {
          target: 'done',
          // The password leaves memory as soon as it is sent.
          actions: assign({ result: ({ event }) => event.output, confirmation: '', values: ({ context }) => withoutPasswords(context) }),
        },
        onError: { target: 'editing', actions: assign({ failure: ({ context, event }) => failureKey(event.error, context.failures), showErrors: true }) },
      },
    },
    done: {
      on: { RESTART: { target: 'editing', actions: assign(({ context }) => fresh({ form: context.form, values: hiddenValues(context), failures: context.failures, country: context.country })) } },
    },
  },
});

/** Values of fields the form does not show (Component None): set by the page, kept across edits. */
function hiddenValues(c: Pick<FormFlowContext, 'form' | 'values'>): Record<string, unknown> {
  return Object.fromEntries(c.form.fields.filter((f) => f.component === 'None' && f.name in c.values).map((f) => [f.name, c.values[f.name]]));
}

function withoutPasswords(c: Pick<FormFlowContext, 'form' | 'values'>): Record<string, unknown> {
  const secret = new Set(c.form.fields.filter((f) => f.expectations.some((e) => e.rule === 'Password' || e.rule === 'NewPassword')).map((f) => f.name));
  return Object.fromEntries(Object.entries(c.values).filter(([name]) => !secret.has(name)));
}

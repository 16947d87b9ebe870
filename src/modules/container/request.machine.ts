/**
 * The bin request flow around the generated form of BeantrageGefaess: editing (problems show for
 * fields left and after a submit attempt), submitting, done. A refused submission keeps everything
 * typed and names the field the server refused; one idempotency key per submission, kept across
 * its retries, so a repeated click never files two requests. I/O is the `submit` actor.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { initialFormData } from '../../forms/defaults';
import { failureOf, requestParams, requestProblems, type RequestFailure, type RequestKind } from './request.form';

export interface SubmitRequestInput {
  params: Record<string, unknown>;
  idempotencyKey: string;
}

export interface RequestMachineInput {
  form: GeneratedForm;
  kinds: RequestKind[];
  country?: CountryCode;
  now?: Date;
  /** What the portal knows of a logged-in resident's object and person (Kassenzeichen, name, …). */
  prefill?: Record<string, unknown>;
}

export interface RequestContext {
  form: GeneratedForm;
  kinds: RequestKind[];
  values: Record<string, unknown>;
  country: CountryCode;
  touched: readonly string[];
  showErrors: boolean;
  failure: RequestFailure | null;
  idempotencyKey: string;
  orderId: number | null;
}

export type RequestEvent =
  | { type: 'CHANGE'; values: Record<string, unknown> }
  | { type: 'BLUR'; field: string }
  | { type: 'COUNTRY'; country: CountryCode }
  | { type: 'SUBMIT' }
  | { type: 'RESTART' };

/** Who asks and for which property stays for a further request; the request itself starts anew. */
const KEPT = ['kassenzeichen', 'objektNr', 'name', 'eMail', 'telefon'];

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => before[k] !== after[k]));

export const requestMachine = setup({
  types: {} as { context: RequestContext; events: RequestEvent; input: RequestMachineInput },
  actors: {
    submit: fromPromise<number, SubmitRequestInput>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(requestProblems(context.form, context.kinds, context.values, context.country)).length === 0,
  },
}).createMachine({
  id: 'containerRequest',
  initial: 'editing',
  context: ({ input }) => ({
    form: input.form,
    kinds: input.kinds,
    values: { ...initialFormData(input.form.fields, input.now ?? new Date()), ...input.prefill },
    country: input.country ?? 'DE',
    touched: [],
    showErrors: false,
    failure: null,
    idempotencyKey: newKey(),
    orderId: null,
  }),
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            // A field the server refused is judged anew once it was changed.
            const changed = changedFields(context.values, event.values);
            const fields = Object.fromEntries(Object.entries(context.failure?.fields ?? {}).filter(([name]) => !changed.has(name)));
            return { values: event.values, failure: context.failure && Object.keys(fields).length > 0 ? { fields, general: null } : null };
          }),
        },
        BLUR: { actions: assign({ touched: ({ context, event }) => (context.touched.includes(event.field) ? context.touched : [...context.touched, event.field]) }) },
        COUNTRY: { actions: assign({ country: ({ event }) => event.country }) },
        SUBMIT: [{ guard: 'valid', target: 'submitting' }, { actions: assign({ showErrors: true }) }],
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ params: requestParams(context.form, context.kinds, context.values), idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'done', actions: assign({ orderId: ({ event }) => event.output, failure: null }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error), showErrors: true }) },
      },
    },
    done: {
      on: {
        RESTART: {
          target: 'editing',
          actions: assign(({ context }) => ({
            values: { ...initialFormData(context.form.fields, new Date()), ...Object.fromEntries(KEPT.filter((k) => k in context.values).map((k) => [k, context.values[k]])) },
            touched: [],
            showErrors: false,
            failure: null,
            idempotencyKey: newKey(),
            orderId: null,
          })),
        },
      },
    },
  },
});

/** Message keys to show now: the server's refusals, then problems of fields left or after a submit attempt. */
export function visibleProblems(context: RequestContext): Record<string, string> {
  const problems = requestProblems(context.form, context.kinds, context.values, context.country);
  const shown = Object.fromEntries(Object.entries(problems).filter(([name]) => context.showErrors || context.touched.includes(name)));
  return { ...shown, ...(context.failure?.fields ?? {}) };
}

/**
 * Granting a SEPA direct-debit mandate, React-free: the generated form's values,
 * its problems shown from the first submit on, one call, and on failure the typed values stay for
 * another try under the same idempotency key (a retried submission grants one mandate).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { formProblems, type FieldErrors } from '../../forms/validate';
import type { Mandate } from './queries';

export interface MandateInput {
  form: GeneratedForm;
  objectId: number;
  idempotencyKey: string;
}

export interface MandateContext extends MandateInput {
  values: Record<string, unknown>;
  /** Problems show after the first submit (a half-typed IBAN is not an error yet). */
  showErrors: boolean;
  mandate: Mandate | null;
}

export type MandateEvent = { type: 'CHANGE'; values: Record<string, unknown> } | { type: 'SUBMIT' };

export interface GrantInput {
  values: Record<string, unknown>;
  idempotencyKey: string;
}

export const mandateProblems = (context: Pick<MandateContext, 'form' | 'values'>): FieldErrors => formProblems(context.form, context.values);

export const mandateMachine = setup({
  types: {} as { context: MandateContext; events: MandateEvent; input: MandateInput },
  actors: {
    grant: fromPromise<Mandate | null, GrantInput>(() => Promise.reject(new Error('grant is provided by the page'))),
  },
  actions: {
    // The object is the page's choice, never the form's: it survives every edit.
    change: assign({ values: ({ context, event }) => (event.type === 'CHANGE' ? { ...event.values, objekteId: context.objectId } : context.values) }),
  },
  guards: {
    valid: ({ context }) => Object.keys(mandateProblems(context)).length === 0,
  },
}).createMachine({
  id: 'mandate',
  context: ({ input }) => ({ ...input, values: { objekteId: input.objectId }, showErrors: false, mandate: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'valid', target: 'submitting', actions: assign({ showErrors: true }) }, { actions: assign({ showErrors: true }) }],
      },
    },
    submitting: {
      invoke: {
        src: 'grant',
        input: ({ context }) => ({ values: context.values, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'done', actions: assign({ mandate: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: 'change' },
        SUBMIT: [{ guard: 'valid', target: 'submitting' }, { target: 'editing' }],
      },
    },
    done: { type: 'final' },
  },
});

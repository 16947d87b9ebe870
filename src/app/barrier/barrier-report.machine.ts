/**
 * The barrier report around the generated form of MeldeBarriere: editing (a field's problem shows
 * once it was left, all after a submit attempt), submitting, done with the reference number. A
 * refused report keeps everything typed; one idempotency key per report, kept across its retries,
 * so a repeated click never files two. The call is the `submit` actor.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { initialFormData } from '../../forms/defaults';
import { formProblems } from '../../forms/validate';
import { failureOf, PAGE_FIELD, reportParams, type ReportFailure } from './barrier-report.form';

export interface SubmitReportInput {
  params: Record<string, unknown>;
  idempotencyKey: string;
}

export interface BarrierReportInput {
  form: GeneratedForm;
  /** The page the barrier is on, as far as the portal knows it (reported-page.ts). */
  page: string | null;
}

export interface BarrierReportContext {
  form: GeneratedForm;
  page: string | null;
  values: Record<string, unknown>;
  touched: readonly string[];
  showErrors: boolean;
  failure: ReportFailure | null;
  idempotencyKey: string;
  number: number | null;
}

export type BarrierReportEvent = { type: 'CHANGE'; values: Record<string, unknown> } | { type: 'BLUR'; field: string } | { type: 'SUBMIT' } | { type: 'RESTART' };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const startValues = (form: GeneratedForm, page: string | null) =>
  initialFormData(form.fields, new Date(), page !== null && form.fields.some((f) => f.name === PAGE_FIELD) ? { [PAGE_FIELD]: page } : {});

export const reportProblems = (c: Pick<BarrierReportContext, 'form' | 'values'>): Record<string, string> => formProblems(c.form, c.values);

/** Message keys (the form's own checks) and texts (the server's refusals) to show now, by field. */
export function visibleProblems(c: BarrierReportContext): { keys: Record<string, string>; texts: Record<string, string> } {
  const problems = reportProblems(c);
  const keys = Object.fromEntries(Object.entries(problems).filter(([name]) => c.showErrors || c.touched.includes(name)));
  return { keys, texts: c.failure?.fields ?? {} };
}

/** What stays for a further report: everything but the description (the form's text areas). */
function keptValues(c: Pick<BarrierReportContext, 'form' | 'values'>): Record<string, unknown> {
  const texts = new Set(c.form.fields.filter((f) => f.component === 'TextArea').map((f) => f.name));
  return Object.fromEntries(Object.entries(c.values).filter(([name]) => !texts.has(name)));
}

export const barrierReportMachine = setup({
  types: {} as { context: BarrierReportContext; events: BarrierReportEvent; input: BarrierReportInput },
  actors: {
    submit: fromPromise<number, SubmitReportInput>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(reportProblems(context)).length === 0,
  },
}).createMachine({
  id: 'barrierReport',
  initial: 'editing',
  context: ({ input }) => ({
    form: input.form,
    page: input.page,
    values: startValues(input.form, input.page),
    touched: [],
    showErrors: false,
    failure: null,
    idempotencyKey: newKey(),
    number: null,
  }),
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            // A field the server refused is judged anew once it was changed.
            const fields = Object.fromEntries(Object.entries(context.failure?.fields ?? {}).filter(([name]) => context.values[name] === event.values[name]));
            return { values: event.values, failure: Object.keys(fields).length > 0 ? { fields, general: null } : null };
          }),
        },
        BLUR: { actions: assign({ touched: ({ context, event }) => (context.touched.includes(event.field) ? context.touched : [...context.touched, event.field]) }) },
        SUBMIT: [{ guard: 'valid', target: 'submitting' }, { actions: assign({ showErrors: true }) }],
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ params: reportParams(context.form, context.values), idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'done', actions: assign({ number: ({ event }) => event.output, failure: null }) },
        onError: { target: 'editing', actions: assign({ failure: ({ context, event }) => failureOf(context.form, event.error), showErrors: true }) },
      },
    },
    done: {
      on: {
        // A further report about the same page: the contact data stay, the description starts empty.
        RESTART: {
          target: 'editing',
          actions: assign(({ context }) => ({
            values: { ...startValues(context.form, context.page), ...keptValues(context) },
            touched: [],
            showErrors: false,
            failure: null,
            idempotencyKey: newKey(),
            number: null,
          })),
        },
      },
    },
  },
});

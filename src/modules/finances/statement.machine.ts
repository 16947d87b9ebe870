/**
 * "Kontoauszug als PDF" as a flow: the generated form of KontoauszugHerunterladen holds the period
 * (starting as the year shown in the list), a submit with problems only shows them, a valid one
 * downloads once. The download (request and saving the file) is the `download` actor and a failure
 * is the `reportError` action, both given by the page, so tests pass fakes.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { formProblems } from '../../forms/validate';

export interface StatementRequest {
  objectId: number;
  /** Calendar days, `yyyy-MM-dd`. */
  von: string;
  bis: string;
}

export interface StatementInput {
  form: GeneratedForm;
  objectId: number;
  /** The year shown in the list: the period starts as that calendar year. */
  year: number;
}

export interface StatementContext {
  form: GeneratedForm;
  objectId: number;
  values: Record<string, unknown>;
  /** A submit was tried: problems show from now on. */
  submitted: boolean;
}

export type StatementEvent =
  | { type: 'CHANGE'; values: Record<string, unknown> }
  | { type: 'PERIOD'; objectId: number; year: number }
  | { type: 'SUBMIT' };

const yearValues = (objectId: number, year: number) => ({ objekteId: objectId, von: `${year}-01-01`, bis: `${year}-12-31` });

/** The form's problems (message keys by field), and a period that ends before it starts. */
export function statementProblems(form: GeneratedForm, values: Record<string, unknown>): Record<string, string> {
  const found: Record<string, string> = { ...formProblems(form, values) };
  if (!found.bis && typeof values.von === 'string' && typeof values.bis === 'string' && values.bis < values.von) found.bis = 'finances.periodOrder';
  return found;
}

export const statementMachine = setup({
  types: {} as { context: StatementContext; events: StatementEvent; input: StatementInput },
  actors: {
    download: fromPromise<void, StatementRequest>(async () => {
      throw new Error('download actor not provided');
    }),
  },
  actions: {
    reportError: () => undefined,
  },
  guards: {
    valid: ({ context }) => Object.keys(statementProblems(context.form, context.values)).length === 0,
  },
}).createMachine({
  id: 'statement',
  initial: 'editing',
  context: ({ input }) => ({ form: input.form, objectId: input.objectId, values: yearValues(input.objectId, input.year), submitted: false }),
  on: {
    // Picking another year in the list offers that year's statement.
    PERIOD: { actions: assign(({ event }) => ({ objectId: event.objectId, values: yearValues(event.objectId, event.year) })) },
  },
  states: {
    editing: {
      on: {
        CHANGE: { actions: assign({ values: ({ context, event }) => ({ ...event.values, objekteId: context.objectId }) }) },
        SUBMIT: [
          { guard: 'valid', target: 'downloading', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    downloading: {
      invoke: {
        src: 'download',
        input: ({ context }) => ({ objectId: context.objectId, von: String(context.values.von), bis: String(context.values.bis) }),
        onDone: { target: 'editing' },
        onError: { target: 'editing', actions: 'reportError' },
      },
    },
  },
});

/**
 * Saving one push reminder (the generated form of Registrieren): a submit with problems only shows
 * them; a valid one gets the device's push token (a click is needed to ask for notification
 * permission), turns the values into a configuration with the options offered at that moment and
 * stores it. A browser without push, a refused permission or an option that is no longer offered
 * ends back in the form with the reason. Token and storing are the actors `obtainToken` and
 * `store` (reminder.actors.ts), so tests run the flow with fakes.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { initialFormData } from '../../../forms/defaults';
import { formProblems } from '../../../forms/validate';
import type { NotificationConfiguration } from './configurations';
import { configurationOf, valuesOfConfiguration, valuesOfPrefill, type AddressPrefill, type ReminderLookups } from './form-values';
import { PushUnavailableError, type PushUnavailableReason } from './push-token';

export interface StoreReminderInput {
  config: NotificationConfiguration;
  /** The configuration this one replaces; null for a new one. */
  editing: NotificationConfiguration | null;
}

export interface ReminderInput {
  form: GeneratedForm;
  editing: NotificationConfiguration | null;
  prefill: AddressPrefill | null;
  now?: Date;
}

/** Why saving ended in the form: no push here, permission refused, a failure, or a vanished option. */
export type ReminderProblem = PushUnavailableReason | 'options';

export interface ReminderContext {
  form: GeneratedForm;
  editing: NotificationConfiguration | null;
  values: Record<string, unknown>;
  /** A submit was tried: problems show from now on. */
  submitted: boolean;
  problem: ReminderProblem | null;
  /** The options offered when the resident saved (the configuration names them). */
  lookups: ReminderLookups | null;
  /** The stored configuration, once saved. */
  config: NotificationConfiguration | null;
}

export type ReminderEvent = { type: 'CHANGE'; values: Record<string, unknown> } | { type: 'SUBMIT'; lookups: ReminderLookups };

const problemOf = (error: unknown): ReminderProblem => (error instanceof PushUnavailableError ? error.reason : 'failed');

export const reminderMachine = setup({
  types: {} as { context: ReminderContext; events: ReminderEvent; input: ReminderInput },
  actors: {
    obtainToken: fromPromise<string>(async () => {
      throw new Error('obtainToken actor not provided');
    }),
    store: fromPromise<void, StoreReminderInput>(async () => {
      throw new Error('store actor not provided');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(formProblems(context.form, context.values)).length === 0,
  },
}).createMachine({
  id: 'reminder',
  initial: 'editing',
  context: ({ input }) => ({
    form: input.form,
    editing: input.editing,
    values: initialFormData(input.form.fields, input.now ?? new Date(), input.editing ? valuesOfConfiguration(input.editing) : valuesOfPrefill(input.prefill)),
    submitted: false,
    problem: null,
    lookups: null,
    config: null,
  }),
  states: {
    editing: {
      on: {
        CHANGE: { actions: assign({ values: ({ event }) => event.values }) },
        SUBMIT: [
          { guard: 'valid', target: 'obtainingToken', actions: assign({ submitted: true, problem: null, lookups: ({ event }) => event.lookups }) },
          { actions: assign({ submitted: true, problem: null }) },
        ],
      },
    },
    obtainingToken: {
      invoke: {
        src: 'obtainToken',
        onDone: [
          {
            guard: ({ context, event }) => context.lookups !== null && configurationOf(context.values, context.lookups, event.output) !== null,
            target: 'storing',
            actions: assign({ config: ({ context, event }) => configurationOf(context.values, context.lookups!, event.output) }),
          },
          { target: 'editing', actions: assign({ problem: 'options' }) },
        ],
        onError: { target: 'editing', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    storing: {
      invoke: {
        src: 'store',
        input: ({ context }) => ({ config: context.config!, editing: context.editing }),
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: assign({ problem: ({ event }) => problemOf(event.error), config: null }) },
      },
    },
    saved: { type: 'final' },
  },
});

/**
 * The booking wizard's flow: type → items → date → contact → summary → submit →
 * confirmation, or on to the payment page for a paid type. The machine owns the values, decides
 * with booking-rules.ts whether a step may be left, keeps one idempotency key per booking (a
 * retried submit creates one order) and shows the server's German message when it refuses.
 */
import { assign, fromPromise, setup } from 'xstate';
import { HttpError, TimeoutError } from '../../api/errors';
import { reachableStep, STEPS, stepProblems, type BookingData, type BookingValues, type Step } from './booking-rules';
import type { DumpOrder } from './data';

export interface SubmitInput {
  values: BookingValues;
  data: BookingData;
  idempotencyKey: string;
}

export interface BookingContext {
  values: BookingValues;
  data: BookingData;
  /** Messages of the current step show once the resident tried to go on. */
  showProblems: boolean;
  /** The server's message (German) or an i18n key when the submit failed. */
  failure: { message: string } | { key: string } | null;
  result: DumpOrder | null;
  idempotencyKey: string;
  /** The step asked for when the wizard opened (its address), taken as far as the values allow. */
  opening: Step;
}

export type BookingEvent =
  | { type: 'EDIT'; values: Partial<BookingValues> }
  | { type: 'DATA'; data: BookingData }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GOTO'; step: Step }
  /** The address names another step (back/forward in the browser): shown as far as the values allow. */
  | { type: 'SHOW'; step: Step }
  | { type: 'SUBMIT' };

export interface BookingInput {
  data: BookingData;
  values?: Partial<BookingValues>;
  /** The step to open at (a draft restored after a reload); the first one by default. */
  step?: Step;
  newKey?: () => string;
}

const emptyValues = (): BookingValues => ({ typeId: null, counts: {}, other: '', date: null, contact: {} });

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** German text of a refusal: the server's own message for a 4xx, a general key otherwise. */
function failureOf(error: unknown): BookingContext['failure'] {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.message && error.status !== 404) return { message: error.message };
  if (error instanceof TimeoutError) return { key: error.messageKey };
  return { key: 'dump.errors.submit' };
}

const stepAfter = (step: Step): Step => STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)]!;
const stepBefore = (step: Step): Step => STEPS[Math.max(STEPS.indexOf(step) - 1, 0)]!;

/**
 * To each step, when it is the one the entries allow of the step asked for: the opening step, or
 * the one an address names (SHOW).
 */
const toReachable = STEPS.map((step) => ({ guard: { type: 'reaches' as const, params: { step } }, target: step, actions: 'settle' as const }));

export const bookingMachine = setup({
  types: {} as { context: BookingContext; events: BookingEvent; input: BookingInput },
  actors: {
    submit: fromPromise<DumpOrder | null, SubmitInput>(async () => {
      throw new Error('submit not provided');
    }),
  },
  actions: {
    /** Leaves for the payment page (provided by the page: session storage, then the provider's URL). */
    leaveForPayment: (_: unknown, _params: { order: DumpOrder }) => {},
    settle: assign({ showProblems: false, failure: null }),
  },
  guards: {
    reaches: ({ context, event }, params: { step: Step }) =>
      reachableStep(event.type === 'SHOW' ? event.step : context.opening, context.data, context.values) === params.step,
    complete: ({ context }, params: { step: Step }) => Object.keys(stepProblems(params.step, context.data, context.values)).length === 0,
    paid: ({ context }) => Boolean(context.result?.ZahlungsUrl),
  },
}).createMachine({
  id: 'dumpBooking',
  context: ({ input }) => ({
    opening: input.step ?? 'type',
    values: { ...emptyValues(), ...input.values },
    data: input.data,
    showProblems: false,
    failure: null,
    result: null,
    idempotencyKey: (input.newKey ?? newKey)(),
  }),
  on: {
    DATA: { actions: assign({ data: ({ event }) => event.data }) },
  },
  initial: 'opening',
  states: {
    opening: { always: toReachable },
    ...Object.fromEntries(
      (['type', 'items', 'date', 'contact'] as const).map((step) => [
        step,
        {
          on: {
            EDIT: { actions: assign({ values: ({ context, event }) => editValues(context.values, event.values) }) },
            NEXT: [
              { guard: { type: 'complete', params: { step } }, target: stepAfter(step), actions: assign({ showProblems: false }) },
              { actions: assign({ showProblems: true }) },
            ],
            ...(step === 'type' ? {} : { BACK: { target: stepBefore(step), actions: assign({ showProblems: false }) } }),
            SHOW: toReachable,
          },
        },
      ]),
    ),
    summary: {
      on: {
        BACK: { target: 'contact', actions: assign({ failure: null }) },
        SHOW: toReachable,
        GOTO: [
          { guard: ({ event }) => event.step === 'type', target: 'type', actions: assign({ failure: null }) },
          { guard: ({ event }) => event.step === 'items', target: 'items', actions: assign({ failure: null }) },
          { guard: ({ event }) => event.step === 'date', target: 'date', actions: assign({ failure: null }) },
          { target: 'contact', actions: assign({ failure: null }) },
        ],
        SUBMIT: [
          { guard: { type: 'complete', params: { step: 'summary' as Step } }, target: 'submitting', actions: assign({ failure: null }) },
          { actions: assign({ showProblems: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: context.values, data: context.data, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'submitted', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'summary', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    submitted: {
      always: [{ guard: 'paid', target: 'paying' }, { target: 'done' }],
    },
    paying: {
      entry: { type: 'leaveForPayment', params: ({ context }) => ({ order: context.result! }) },
    },
    done: { type: 'final' },
  },
});

/** Changing the type starts its items and date afresh (another catalogue, other dates). */
function editValues(current: BookingValues, patch: Partial<BookingValues>): BookingValues {
  const next = { ...current, ...patch };
  if (patch.typeId !== undefined && patch.typeId !== current.typeId) return { ...next, counts: {}, other: '', date: null };
  return next;
}

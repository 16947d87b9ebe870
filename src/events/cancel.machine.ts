/**
 * Cancelling an order from the event history (SPEC.md sections 2 "Dialogs", 4 "Cancel", 8): a
 * confirmation dialog with an e-mail field whose rule follows the cancel function's eMail
 * parameter, then the cancel call, then a reload of the order (and, for container orders, its
 * successor and predecessor) whose fresh events replace the old ones.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { FunctionCapability } from '../../codegen/runtime/capabilities';
import type { EventKind, PortalEvent } from './events';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { formProblems } from '../forms/validate';
import { email as emailRule, notEmpty, type MessageKey } from '../forms/validation';
import type { EntityKey } from '../api/values';

/** How the dialog treats the e-mail field. */
export type EmailMode = 'none' | 'optional' | 'required';

export const CANCEL_FUNCTION: Partial<Record<EventKind, string>> = {
  Auftraege: 'StorniereAuftrag',
  StueckgutAuftraege: 'StorniereStueckgutAuftrag',
};

/** Required only when the function has a non-nullable eMail parameter (SPEC section 2 "Dialogs"). */
export function emailMode(fn: Pick<FunctionCapability, 'parameters'> | undefined): EmailMode {
  const param = fn?.parameters.find((p) => p.name.toLowerCase() === 'email');
  if (!param) return 'none';
  return param.nullable ? 'optional' : 'required';
}

/** The e-mail parameter of a cancel function's generated form, if it shows one. */
export const emailFieldOf = (form: GeneratedForm | null | undefined): string | null =>
  form?.fields.find((f) => f.name.toLowerCase() === 'email' && f.component !== 'None')?.name ?? null;

/** SPEC section 2's rule for the field, then whatever else the authority's metadata says of it. */
export function emailError(mode: EmailMode, value: string, form?: GeneratedForm | null): MessageKey | null {
  if (mode === 'none') return null;
  const own = mode === 'required' ? (notEmpty(value) ?? emailRule(value.trim())) : emailRule(value.trim());
  const field = emailFieldOf(form);
  if (own || !form || !field) return own;
  return formProblems(form, value.trim() === '' ? {} : { [field]: value.trim() })[field] ?? null;
}

export interface CancelOrderInput {
  kind: EventKind;
  id: EntityKey;
  /** Trimmed; null when empty or when the function takes no e-mail. */
  email: string | null;
}

/** Which events to fetch again after the cancel. */
export interface ReloadInput {
  kind: EventKind;
  id: EntityKey;
  objectId: number | null;
  relatedIds: number[];
}

export interface CancelContext {
  event: PortalEvent;
  emailMode: EmailMode;
  email: string;
  form: GeneratedForm | null;
  /** Shown only after a confirm attempt or once the user typed, so an untouched field is calm. */
  showEmailError: boolean;
  error: MessageKey | null;
  replaced: PortalEvent[];
}

export type CancelEvent =
  | { type: 'INPUT'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' };

export type CancelEmitted = { type: 'eventsReplaced'; events: PortalEvent[] };

export interface CancelMachineInput {
  event: PortalEvent;
  emailMode: EmailMode;
  /** Prefill, e.g. the owner's address. */
  email?: string | null;
  /** The cancel function's generated form (its e-mail field), when the metadata describes one. */
  form?: GeneratedForm | null;
}

/** Stand-in when the reload fails after a successful cancel: the order is canceled all the same. */
const locallyCanceled = (event: PortalEvent): PortalEvent => ({ ...event, status: 'canceled', cancellable: false });

export const cancelMachine = setup({
  types: {
    context: {} as CancelContext,
    events: {} as CancelEvent,
    input: {} as CancelMachineInput,
    output: {} as { replaced: PortalEvent[] },
    emitted: {} as CancelEmitted,
  },
  actors: {
    cancelOrder: fromPromise<void, CancelOrderInput>(async () => {
      throw new Error('cancelOrder is not provided');
    }),
    reloadEvents: fromPromise<PortalEvent[], ReloadInput>(async () => {
      throw new Error('reloadEvents is not provided');
    }),
  },
  guards: {
    emailValid: ({ context }) => emailError(context.emailMode, context.email, context.form) === null,
  },
}).createMachine({
  id: 'cancel',
  context: ({ input }) => ({
    event: input.event,
    emailMode: input.emailMode,
    email: input.email ?? '',
    form: input.form ?? null,
    showEmailError: false,
    error: null,
    replaced: [],
  }),
  initial: 'confirming',
  output: ({ context }) => ({ replaced: context.replaced }),
  states: {
    confirming: {
      on: {
        INPUT: { actions: assign({ email: ({ event }) => event.value, showEmailError: true, error: null }) },
        CONFIRM: [
          { guard: 'emailValid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ showEmailError: true }) },
        ],
        DISMISS: 'dismissed',
      },
    },
    submitting: {
      invoke: {
        src: 'cancelOrder',
        input: ({ context }) => ({
          kind: context.event.kind,
          id: context.event.id,
          email: context.emailMode === 'none' || context.email.trim() === '' ? null : context.email.trim(),
        }),
        onDone: 'reloading',
        onError: { target: 'failed', actions: assign({ error: 'events.confirmation.error' }) },
      },
    },
    // The snackbar shows `error`; the dialog stays so the user can retry or dismiss.
    failed: {
      on: {
        INPUT: { target: 'confirming', actions: assign({ email: ({ event }) => event.value, showEmailError: true, error: null }) },
        CONFIRM: { guard: 'emailValid', target: 'submitting', actions: assign({ error: null }) },
        DISMISS: 'dismissed',
      },
    },
    reloading: {
      invoke: {
        src: 'reloadEvents',
        input: ({ context }) => ({
          kind: context.event.kind,
          id: context.event.id,
          objectId: context.event.objectId,
          relatedIds:
            context.event.kind === 'Auftraege'
              ? [context.event.successorId, context.event.predecessorId].filter((id): id is number => id !== null)
              : [],
        }),
        onDone: {
          target: 'done',
          actions: assign({
            replaced: ({ context, event }) =>
              event.output.some((e) => e.key === context.event.key) ? event.output : [...event.output, locallyCanceled(context.event)],
          }),
        },
        onError: { target: 'done', actions: assign({ replaced: ({ context }) => [locallyCanceled(context.event)] }) },
      },
    },
    done: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'eventsReplaced' as const, events: context.replaced })),
    },
    dismissed: { type: 'final' },
  },
});

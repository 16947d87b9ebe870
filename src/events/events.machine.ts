/**
 * The events store as an XState actor: LOAD fetches the events of an object once (through the
 * named `loadEvents` actor, faked in tests), RELOAD fetches the current object's events again
 * (keeping the shown ones until the answer), UPSERT adds or replaces events, CLEAR empties.
 * The state rules live in store.ts; this only adds the I/O.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PortalEvent } from './events';
import { eventsReducer, initialEventsState, needsLoad, type DumpClaimType, type EventsState } from './store';

export interface LoadEventsInput {
  objectId: number;
}
export interface LoadEventsOutput {
  events: PortalEvent[];
  dumpClaimTypes?: DumpClaimType[];
  /** Kinds that failed while others loaded (one failing kind keeps the others). */
  failedKinds?: string[];
}

export type EventsMachineEvent =
  | { type: 'LOAD'; objectId: number }
  | { type: 'RELOAD' }
  | { type: 'UPSERT'; events: PortalEvent[] }
  | { type: 'CLEAR' };

export const eventsMachine = setup({
  types: {
    context: {} as EventsState,
    events: {} as EventsMachineEvent,
  },
  actors: {
    loadEvents: fromPromise<LoadEventsOutput, LoadEventsInput>(async () => {
      throw new Error('loadEvents is not provided');
    }),
  },
  guards: {
    needsLoad: ({ context, event }) => event.type === 'LOAD' && needsLoad(context, event.objectId),
    hasObject: ({ context }) => context.objectId !== null,
  },
  actions: {
    startLoad: assign(({ context, event }) => (event.type === 'LOAD' ? eventsReducer(context, { type: 'load', objectId: event.objectId }) : context)),
    startReload: assign(({ context }) => (context.objectId === null ? context : eventsReducer(context, { type: 'load', objectId: context.objectId }))),
    upsert: assign(({ context, event }) => (event.type === 'UPSERT' ? eventsReducer(context, { type: 'upsert', events: event.events }) : context)),
    clear: assign(() => initialEventsState),
  },
}).createMachine({
  id: 'events',
  context: initialEventsState,
  initial: 'idle',
  on: {
    UPSERT: { actions: 'upsert' },
    CLEAR: { target: '.idle', actions: 'clear' },
    LOAD: { guard: 'needsLoad', target: '.loading', actions: 'startLoad', reenter: true },
    // Re-entering restarts the invoke: an older answer in flight is dropped for the fresh one.
    RELOAD: { guard: 'hasObject', target: '.loading', actions: 'startReload', reenter: true },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadEvents',
        input: ({ context }) => ({ objectId: context.objectId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            eventsReducer(context, { type: 'loaded', objectId: context.objectId ?? 0, events: event.output.events, dumpClaimTypes: event.output.dumpClaimTypes, failedKinds: event.output.failedKinds }),
          ),
        },
        onError: {
          target: 'idle',
          actions: assign(({ context }) => eventsReducer(context, { type: 'failed', objectId: context.objectId ?? 0 })),
        },
      },
    },
  },
});

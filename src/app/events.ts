/**
 * The event history of the selected object (SPEC section 2 guard: "events are cleared and loaded
 * for an object when not yet loaded for that id"). One actor for the app; the capabilities are read
 * at load time, so a backend without a set simply yields no events of that kind.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import type { Capabilities } from '../../codegen/runtime/capabilities';
import { metaQueryKey } from '../api/queries/meta';
import type { ActionContext } from '../events/actions';
import { createLoadEvents } from '../events/events.actors';
import { eventsMachine } from '../events/events.machine';
import { onLogout } from '../session/session';
import { portalConfig } from './config';

const NO_ACTIONS: ActionContext['capabilities'] = {
  features: { cancelContainerOrders: false, cancelDumpOrders: false, cancelPlannedDumpOrders: false, claims: false },
};

function createEventsActor(queryClient: QueryClient) {
  const context: ActionContext = {
    get capabilities() {
      return queryClient.getQueryData<Capabilities>(metaQueryKey) ?? NO_ACTIONS;
    },
    modules: portalConfig.modules,
  };
  return createActor(eventsMachine.provide({ actors: { loadEvents: createLoadEvents(context) } }));
}

let actor: ReturnType<typeof createEventsActor> | null = null;

/** Starts the events actor once; logout clears it (nothing of one resident for the next). */
export function startEvents(queryClient: QueryClient) {
  if (actor) return actor;
  actor = createEventsActor(queryClient);
  actor.start();
  onLogout(() => actor?.send({ type: 'CLEAR' }));
  return actor;
}

export function eventsActor() {
  return actor;
}

/** Called by the object route: loads only when the events of this id are not loaded yet. */
export function loadEventsFor(objectId: number): void {
  actor?.send({ type: 'LOAD', objectId });
}

/** true when the live backend offers at least one kind of event. */
export const supportsEvents = (caps: Capabilities | null): boolean =>
  Boolean(caps && (caps.features.events.Auftraege || caps.features.events.StueckgutAuftraege || caps.entitySets.includes('Reklamationen')));

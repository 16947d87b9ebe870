/**
 * The event history of the selected object (SPEC section 2 guard: "events are cleared and loaded
 * for an object when not yet loaded for that id"). One actor for the app; the capabilities are read
 * at load time, so a backend without a set simply yields no events of that kind.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createActor } from 'xstate';
import type { Capabilities } from '../../codegen/runtime/capabilities';
import { capabilityGate, gate, type CapabilityGate } from '../api/gate';
import { metaQueryKey } from '../api/queries/meta';
import { objectsQueryKey } from '../api/queries/objects';
import type { Objekt } from '../api/types';
// The claims module's public entry stays light (lazy dialog and pages): this file is in the entry chunk.
import { onClaimCreated } from '../modules/claims';
import { objectActionCapabilities, soldOn, type ActionContext } from '../events/actions';
import type { PortalEvent } from '../events/events';
import { allowedEventKinds, createLoadEvents } from '../events/events.actors';
import { eventsMachine } from '../events/events.machine';
import { initialEventsState, type EventsState } from '../events/store';
import { onLogout } from '../session/session';
import { portalConfig } from './config';
import { isModuleVisible } from './navigation';

/**
 * Modules of portal.json the profile offers a logged-in resident (SPEC section 4 "Cancel": bulky-
 * waste cancel needs the dump module, claims from an order the claims module).
 */
export const eventModules: readonly string[] = portalConfig.modules.filter((m) => isModuleVisible(m, portalConfig.profile, true));

/** What the event history may offer, read from the live capabilities whenever events are mapped. */
function createActionContext(queryClient: QueryClient): ActionContext {
  return {
    get capabilities() {
      // Read when the shown object's events are mapped: a sold object offers no actions.
      const shown = actor?.getSnapshot().context.objectId ?? null;
      const object = queryClient.getQueryData<Objekt[]>(objectsQueryKey)?.find((o) => o.ObjekteId === shown);
      const caps = queryClient.getQueryData<Capabilities>(metaQueryKey);
      return objectActionCapabilities(caps ? capabilityGate(caps) : gate(), soldOn(object, new Date()));
    },
    modules: eventModules,
  };
}

function createEventsActor(context: ActionContext) {
  return createActor(eventsMachine.provide({ actors: { loadEvents: createLoadEvents(context) } }));
}

let actor: ReturnType<typeof createEventsActor> | null = null;
let actionContext: ActionContext | null = null;

/** Starts the events actor once; logout clears it (nothing of one resident for the next). */
export function startEvents(queryClient: QueryClient) {
  if (actor) return actor;
  actionContext = createActionContext(queryClient);
  actor = createEventsActor(actionContext);
  actor.start();
  onLogout(() => actor?.send({ type: 'CLEAR' }));
  // A claim filed anywhere (claims page, a bulky-waste order in the history) joins the history of
  // its object at once (SPEC section 4 "Claim dialog"); one for another object waits for its load.
  onClaimCreated((event) => {
    const shown = actor?.getSnapshot().context.objectId ?? null;
    if (shown !== null && (event.objectId === null || event.objectId === shown)) upsertEvents([event]);
  });
  return actor;
}

export function eventsActor() {
  return actor;
}

/** The context the events actor maps with: cancel and claim reloads must decide the same way. */
export function eventsActionContext(): ActionContext | null {
  return actionContext;
}

/** Adds or replaces events (a canceled order and its partners, a newly filed claim). */
export function upsertEvents(events: PortalEvent[]): void {
  if (events.length > 0) actor?.send({ type: 'UPSERT', events });
}

const subscribeToEvents = (onChange: () => void) => {
  const subscription = actor?.subscribe(onChange);
  return () => subscription?.unsubscribe();
};

/**
 * The events store's state for `objectId` (loading until the store has turned to that object),
 * for pages that show the same history as the sidebar.
 */
export function useObjectEvents(objectId: number | null): EventsState | null {
  const state = useSyncExternalStore(subscribeToEvents, () => actor?.getSnapshot().context ?? null);
  if (objectId === null || !state) return null;
  return state.objectId === objectId ? state : { ...initialEventsState, objectId, status: 'loading' };
}

/** Fetches the current object's events again (keeps showing the old ones meanwhile). */
export function reloadEvents(): void {
  actor?.send({ type: 'RELOAD' });
}

/** Called by the object route: loads only when the events of this id are not loaded yet. */
export function loadEventsFor(objectId: number): void {
  actor?.send({ type: 'LOAD', objectId });
}

/** true when the live backend offers at least one of the five kinds the history loads (SPEC section 4). */
export const supportsEvents = (capabilities: CapabilityGate): boolean => allowedEventKinds(capabilities).length > 0;

/**
 * The event history's actor and what it maps with (app/events.ts loads this file with the first
 * object page): its machine, loaders and mappers stay out of the start page's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { gate, type CapabilityGate } from '../api/gate';
import { cachedGate } from '../api/queries/meta';
import { objectsQueryKey } from '../api/queries/objects';
import type { Objekt } from '../api/types';
import { onClaimCreated } from '../modules/claims/for-history';
import { objectActionCapabilities, soldOn, type ActionContext } from '../events/actions';
import { createLoadEvents } from '../events/events.actors';
import { eventsMachine } from '../events/events.machine';
import { initialEventsState } from '../events/store';
import { onLogout } from '../session/session';
import { isReachable } from '../modules/registry';
import { deployment, portalConfig } from './config';

/**
 * Modules reachable for a logged-in resident, by the one rule the menu and the routes use
 * (bulky-waste cancel needs the dump module, claims from an order the claims module): an action
 * never opens a page that answers "not found".
 */
export const eventModules = (capabilities: CapabilityGate): readonly string[] =>
  portalConfig.modules.filter((m) => isReachable(m, capabilities, deployment, { authorized: true }));

export type EventsActor = ReturnType<typeof startEventsActor>['actor'];

/** Starts the app's one events actor; logout clears it (nothing of one resident for the next). */
export function startEventsActor(queryClient: QueryClient) {
  let actor: ReturnType<typeof create> | null = null;
  // The live capabilities once loaded; before, the build's (the history may map before they arrive).
  const liveGate = () => {
    const cached = cachedGate(queryClient);
    return cached.known ? cached : gate();
  };
  /** What the event history may offer, read from the live capabilities whenever events are mapped. */
  const actionContext: ActionContext = {
    get capabilities() {
      // Read when the shown object's events are mapped: a sold object offers no actions.
      const shown = actor?.getSnapshot().context.objectId ?? null;
      const object = queryClient.getQueryData<Objekt[]>(objectsQueryKey)?.find((o) => o.ObjekteId === shown);
      return objectActionCapabilities(liveGate(), soldOn(object, new Date()));
    },
    get modules() {
      return eventModules(liveGate());
    },
  };
  const create = () => createActor(eventsMachine.provide({ actors: { loadEvents: createLoadEvents(actionContext) } }));
  actor = create();
  actor.start();
  onLogout(() => actor.send({ type: 'CLEAR' }));
  // A claim filed anywhere (claims page, a bulky-waste order in the history) joins the history of
  // its object at once; one for another object waits for its load.
  onClaimCreated((event) => {
    const shown = actor.getSnapshot().context.objectId ?? null;
    if (shown !== null && (event.objectId === null || event.objectId === shown)) {
      actor.send({ type: 'UPSERT', events: [event] });
    }
  });
  return { actor, actionContext, initialState: initialEventsState };
}

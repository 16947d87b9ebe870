/**
 * The event history of the selected object (the route guard: "events are cleared and loaded
 * for an object when not yet loaded for that id"). One actor for the app; the capabilities are read
 * at load time, so a backend without a set simply yields no events of that kind.
 *
 * The actor and its machine, loaders and mappers (app/events-actor.ts) are fetched with the first
 * object page (its routes await `loadEventsFor`), not with the start page; until then
 * there is nothing to show or clear.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CapabilityGate } from '../api/gate';
import type { ActionContext } from '../events/actions';
import type { PortalEvent } from '../events/events';
import { allowedEventKinds } from '../events/kinds';
import type { EventsState } from '../events/store';
import type { startEventsActor } from './events-actor';

type Running = ReturnType<typeof startEventsActor>;

let queryClient: QueryClient | null = null;
let running: Running | null = null;
let starting: Promise<Running> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Remembers the query cache the actor reads; the actor itself starts with the first object page. */
export function startEvents(client: QueryClient): void {
  queryClient = client;
}

/** Fetches and starts the events actor once (a failed fetch is tried again next time). */
export function ensureEventsActor(): Promise<Running> {
  starting ??= import('./events-actor').then(
    ({ startEventsActor }) => {
      if (!queryClient) throw new Error('startEvents was not called');
      running = startEventsActor(queryClient);
      running.actor.subscribe(notify);
      notify();
      return running;
    },
    (error: unknown) => {
      starting = null;
      throw error;
    },
  );
  return starting;
}

export function eventsActor() {
  return running?.actor ?? null;
}

/** The context the events actor maps with: cancel and claim reloads must decide the same way. */
export function eventsActionContext(): ActionContext | null {
  return running?.actionContext ?? null;
}

/** Adds or replaces events (a canceled order and its partners, a newly filed claim). */
export function upsertEvents(events: PortalEvent[]): void {
  if (events.length > 0) running?.actor.send({ type: 'UPSERT', events });
}

const subscribeToEvents = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};

/**
 * The events store's state for `objectId` (loading until the store has turned to that object),
 * for pages that show the same history as the sidebar.
 */
export function useObjectEvents(objectId: number | null): EventsState | null {
  const state = useSyncExternalStore(subscribeToEvents, () => running?.actor.getSnapshot().context ?? null);
  if (objectId === null || !state || !running) return null;
  return state.objectId === objectId ? state : { ...running.initialState, objectId, status: 'loading' };
}

/** Fetches the current object's events again (keeps showing the old ones meanwhile). */
export function reloadEvents(): void {
  running?.actor.send({ type: 'RELOAD' });
}

/**
 * Called by the object routes (which await it): starts the actor if needed and loads only when the
 * events of this id are not loaded yet.
 */
export async function loadEventsFor(objectId: number): Promise<void> {
  const { actor } = await ensureEventsActor();
  actor.send({ type: 'LOAD', objectId });
}

/** true when the live backend offers at least one of the five kinds the history loads. */
export const supportsEvents = (capabilities: CapabilityGate): boolean => allowedEventKinds(capabilities).length > 0;

/**
 * The events store: events of one object, loaded once per
 * object id, with add-or-replace and clear. A pure reducer so React (useReducer), XState
 * (events.machine.ts) and tests share the exact same rules.
 */
import { sortedIndex, sortEvents, type PortalEvent } from './events';

/** A claim type offered for bulky-waste orders (ReklamationsArten filtered by assignment type). */
export interface DumpClaimType {
  id: number;
  name: string;
  description: string | null;
  assignmentType: number;
}

export interface EventsState {
  /** Object the events belong to; null when cleared. */
  objectId: number | null;
  status: 'empty' | 'loading' | 'loaded' | 'failed';
  /** Always sorted, most recent first. */
  events: PortalEvent[];
  dumpClaimTypes: DumpClaimType[];
  /** Kinds whose request failed while others loaded: the list is then incomplete. */
  failedKinds: string[];
}

export type EventsAction =
  | { type: 'load'; objectId: number }
  | { type: 'loaded'; objectId: number; events: PortalEvent[]; dumpClaimTypes?: DumpClaimType[]; failedKinds?: string[] }
  | { type: 'failed'; objectId: number }
  | { type: 'upsert'; events: PortalEvent[] }
  | { type: 'clear' };

export const initialEventsState: EventsState = { objectId: null, status: 'empty', events: [], dumpClaimTypes: [], failedKinds: [] };

/** True when the events of `objectId` are neither loaded nor loading (the guard then loads them). */
export function needsLoad(state: EventsState, objectId: number): boolean {
  return state.objectId !== objectId || state.status === 'empty' || state.status === 'failed';
}

/** Add or replace by key (kind + id); keeps the list sorted without re-sorting all of it. */
function upsertEvents(current: readonly PortalEvent[], incoming: readonly PortalEvent[]): PortalEvent[] {
  const latest = new Map(incoming.map((e) => [e.key, e]));
  const next = current.filter((e) => !latest.has(e.key));
  for (const event of latest.values()) next.splice(sortedIndex(next, event), 0, event);
  return next;
}

export function eventsReducer(state: EventsState, action: EventsAction): EventsState {
  switch (action.type) {
    case 'load':
      // Switching objects drops the previous object's events at once: never show foreign events.
      return state.objectId === action.objectId
        ? { ...state, status: 'loading' }
        : { objectId: action.objectId, status: 'loading', events: [], dumpClaimTypes: [], failedKinds: [] };
    case 'loaded':
      // A late answer for an object the user already left is ignored.
      if (action.objectId !== state.objectId) return state;
      return {
        objectId: action.objectId,
        status: 'loaded',
        events: sortEvents(action.events),
        dumpClaimTypes: action.dumpClaimTypes ?? state.dumpClaimTypes,
        failedKinds: action.failedKinds ?? [],
      };
    case 'failed':
      return action.objectId === state.objectId ? { ...state, status: 'failed' } : state;
    case 'upsert':
      return { ...state, events: upsertEvents(state.events, action.events) };
    case 'clear':
      return initialEventsState;
  }
}

/**
 * Loads the event history of one object: every event kind the
 * LIVE capabilities allow (section 4 "Event features"), all requests in parallel.
 *
 * A kind that fails does not take the others with it: the error rules (docs/behaviour.md, "Errors") have none for the event
 * history, and its nearest rules (regions, dynamic lists) report `error.load` for the one source
 * that failed instead of blanking the page. So the result names the failed kinds and keeps the
 * rest; only when every requested kind fails (or the session expired / maintenance began, where a
 * partial history is meaningless) does the load reject, so the store marks it failed and retries.
 *
 * Use: `eventsMachine.provide({ actors: { loadEvents: createLoadEvents(ctx) } })`.
 */
import { fromPromise } from 'xstate';
import { ExpiredError, MaintenanceError } from '../api/errors';
import type { CapabilityGate } from '../api/gate';
import type { PortalSet } from '../api/portal-client';
import type { ActionContext } from './actions';
import { fromAbfuhrAuftrag, fromAuftrag, fromFahrAuftrag, fromReklamation, fromStueckgutAuftrag, type EventKind, type PortalEvent } from './events';
import type { LoadEventsInput, LoadEventsOutput } from './events.machine';
import { allowedEventKinds, EVENT_KINDS } from './kinds';

// Kept importable from here (the loaders' file) for existing callers.
export { allowedEventKinds, EVENT_KINDS };

/**
 * Expansions per kind. `Objekt` is not expanded: the filter already names the
 * object, and a full Objekte row per event would multiply the payload of a large history.
 */
const EVENT_EXPANDS: Readonly<Record<EventKind, readonly string[]>> = {
  Auftraege: ['ServiceArt', 'Abfallart', 'Volumen', 'GefaesseObj', 'Auftragsliste', 'NachfolgerObj', 'VorgaengerObj'],
  StueckgutAuftraege: ['StueckgutAuftragsart', 'StueckgutAnzahlen/Stueckgut'],
  Reklamationen: ['ReklamationsArt'],
  FahrAuftraege: ['FahrAuftragsTour', 'FahrAuftragsAktion', 'GefaesstarifArtenObj', 'GefaesseObj'],
  AbfuhrAuftraege: ['SollAbfuhrTermin', 'GefaesstarifArtenObj', 'GefaesseObj'],
};

/** The loader asks the context's capability gate for each kind's entity set. */
export type LoadContext = ActionContext;

export interface LoadEventsResult extends LoadEventsOutput {
  /** Kinds whose request failed; their events are missing from `events`. */
  failedKinds: EventKind[];
}

type Mapper<T> = (row: T, ctx: ActionContext) => PortalEvent;

async function loadKind<T>(set: PortalSet<T>, map: Mapper<T>, kind: EventKind, objectId: number, ctx: ActionContext, signal?: AbortSignal): Promise<PortalEvent[]> {
  const rows = await set.list({ $filter: `Objekt/ObjekteId eq ${objectId}`, $expand: EVENT_EXPANDS[kind], signal });
  return rows.map((row) => {
    const event = map(row, ctx);
    event.objectId ??= objectId;
    return event;
  });
}

function requestKind(kind: EventKind, gate: CapabilityGate, objectId: number, ctx: ActionContext, signal?: AbortSignal): Promise<PortalEvent[]> {
  const load = <T>(set: PortalSet<T> | undefined, map: Mapper<T>) =>
    set ? loadKind(set, map, kind, objectId, ctx, signal) : Promise.reject(new Error(`${kind} is not available`));
  switch (kind) {
    case 'Auftraege':
      return load(gate.set('Auftraege'), fromAuftrag);
    case 'StueckgutAuftraege':
      return load(gate.set('StueckgutAuftraege'), fromStueckgutAuftrag);
    case 'Reklamationen':
      return load(gate.set('Reklamationen'), fromReklamation);
    case 'FahrAuftraege':
      return load(gate.set('FahrAuftraege'), fromFahrAuftrag);
    case 'AbfuhrAuftraege':
      return load(gate.set('AbfuhrAuftraege'), fromAbfuhrAuftrag);
  }
}

/** Loads all allowed kinds of one object at once (unsorted; the store sorts). */
export async function loadObjectEvents(objectId: number, ctx: LoadContext, signal?: AbortSignal): Promise<LoadEventsResult> {
  const gate = ctx.capabilities;
  const kinds = allowedEventKinds(gate);
  const settled = await Promise.allSettled(kinds.map((kind) => requestKind(kind, gate, objectId, ctx, signal)));
  signal?.throwIfAborted();

  const events: PortalEvent[] = [];
  const failedKinds: EventKind[] = [];
  const errors: unknown[] = [];
  settled.forEach((result, i) => {
    if (result.status === 'fulfilled') {
      for (const event of result.value) events.push(event);
    } else {
      failedKinds.push(kinds[i] as EventKind);
      errors.push(result.reason);
    }
  });
  const fatal = errors.find((error) => error instanceof ExpiredError || error instanceof MaintenanceError);
  if (fatal) throw fatal;
  if (kinds.length > 0 && failedKinds.length === kinds.length) throw errors[0];
  return { events, failedKinds };
}

/**
 * The machine's `loadEvents` actor. Typed with the machine's output (XState's actor logic is
 * invariant in it); the value is a full `LoadEventsResult`, so `failedKinds` is there to read.
 */
export function createLoadEvents(ctx: LoadContext) {
  return fromPromise<LoadEventsOutput, LoadEventsInput>(({ input, signal }) => loadObjectEvents(input.objectId, ctx, signal));
}

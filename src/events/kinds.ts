/**
 * The kinds of the event history and which of them a backend serves, apart from their loaders
 * (events.actors.ts): the shell asks "is there a history?" on every page, also the start page,
 * which must not carry the history's mappers and machine.
 */
import type { CapabilityGate } from '../api/gate';
import type { EventKind } from './events';

/** Every kind of the event history, in the order the requests go out. */
export const EVENT_KINDS: readonly EventKind[] = ['Auftraege', 'StueckgutAuftraege', 'Reklamationen', 'FahrAuftraege', 'AbfuhrAuftraege'];

/** Kinds to request: the gate has the set (live metadata and generated client). */
export function allowedEventKinds(capabilities: Pick<CapabilityGate, 'set'>): EventKind[] {
  return EVENT_KINDS.filter((kind) => capabilities.set(kind) !== undefined);
}

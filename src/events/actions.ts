/**
 * Which actions an event offers. Capabilities are the capability gate
 * over the live metadata (src/api/gate.ts), modules come from the profile: an action whose server
 * function or module is missing is never offered.
 */
import type { CapabilityGate } from '../api/gate';
import type { EventStatus } from './status';

/** What the actions ask of the gate; the loader asks it for the event sets as well. */
export type ActionCapabilities = CapabilityGate;

/** Module names available for the current object and profile (e.g. 'dump', 'claims'). */
export type AvailableModules = readonly string[] | ReadonlySet<string>;

export interface ActionContext {
  capabilities: ActionCapabilities;
  modules: AvailableModules;
}

interface ActionSubject {
  kind: string;
  status: EventStatus;
}

const has = (modules: AvailableModules, name: string): boolean =>
  Array.isArray(modules) ? modules.includes(name) : (modules as ReadonlySet<string>).has(name);

export function canCancel(event: ActionSubject, capabilities: ActionCapabilities, modules: AvailableModules): boolean {
  switch (event.kind) {
    case 'Auftraege':
      return capabilities.fn('StorniereAuftrag') !== undefined && event.status === 'recorded';
    case 'StueckgutAuftraege': {
      const cancel = capabilities.fn('StorniereStueckgutAuftrag') && capabilities.describe('StorniereStueckgutAuftrag');
      if (!has(modules, 'dump') || !cancel) return false;
      return event.status === 'recorded' || (event.status === 'planned' && cancel.allowsPlannedCancellation);
    }
    default:
      return false;
  }
}

/** Filing a claim for a bulky-waste order needs the claims module and LegeReklamationAngemeldetAn. */
export function canCreateClaim(event: ActionSubject, capabilities: ActionCapabilities, modules: AvailableModules): boolean {
  return event.kind === 'StueckgutAuftraege' && capabilities.fn('LegeReklamationAngemeldetAn') !== undefined && has(modules, 'claims');
}

/**
 * The day an object was sold, when its EigentuemerBis has passed (it then belongs to
 * someone else); null while the resident still owns it.
 */
export function soldOn(object: { EigentuemerBis?: Date | null } | null | undefined, now: Date): Date | null {
  const until = object?.EigentuemerBis;
  return until instanceof Date && until.getTime() < now.getTime() ? until : null;
}

/**
 * The capabilities actions are decided with for one object: a sold object is read-only, so no
 * cancel and no claim is offered (the server refuses them with 403 `object-sold` as well).
 */
export function objectActionCapabilities(capabilities: ActionCapabilities, sold: Date | null): ActionCapabilities {
  // Its history still loads (the sets stay); only the functions behind the actions are gone.
  return sold ? { ...capabilities, fn: () => undefined, describe: () => undefined } : capabilities;
}

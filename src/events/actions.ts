/**
 * Which actions an event offers (SPEC.md section 4 "Cancel"). Capabilities come from the live
 * metadata (codegen/runtime deriveCapabilities), modules from the profile: an action whose server
 * function or module is missing is never offered.
 */
import type { Features } from '../../codegen/runtime/capabilities';
import type { EventStatus } from './status';

export interface ActionCapabilities {
  features: Pick<Features, 'cancelContainerOrders' | 'cancelDumpOrders' | 'cancelPlannedDumpOrders' | 'claims'>;
}

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
  const f = capabilities.features;
  switch (event.kind) {
    case 'Auftraege':
      return f.cancelContainerOrders && event.status === 'recorded';
    case 'StueckgutAuftraege':
      if (!has(modules, 'dump') || !f.cancelDumpOrders) return false;
      return event.status === 'recorded' || (event.status === 'planned' && f.cancelPlannedDumpOrders);
    default:
      return false;
  }
}

/** Filing a claim for a bulky-waste order needs the claims module and LegeReklamationAngemeldetAn. */
export function canCreateClaim(event: ActionSubject, capabilities: ActionCapabilities, modules: AvailableModules): boolean {
  return event.kind === 'StueckgutAuftraege' && capabilities.features.claims && has(modules, 'claims');
}

/**
 * The day an object was sold, when its EigentuemerBis has passed (SPEC 6: it then belongs to
 * someone else); null while the resident still owns it.
 */
export function soldOn(object: { EigentuemerBis?: Date | null } | null | undefined, now: Date): Date | null {
  const until = object?.EigentuemerBis;
  return until instanceof Date && until.getTime() < now.getTime() ? until : null;
}

const READ_ONLY: ActionCapabilities = {
  features: { cancelContainerOrders: false, cancelDumpOrders: false, cancelPlannedDumpOrders: false, claims: false },
};

/**
 * The capabilities actions are decided with for one object: a sold object is read-only, so no
 * cancel and no claim is offered (the server refuses them with 403 `object-sold` as well).
 */
export function objectActionCapabilities(capabilities: ActionCapabilities, sold: Date | null): ActionCapabilities {
  return sold ? READ_ONLY : capabilities;
}

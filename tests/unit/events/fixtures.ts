import { capabilities as reference } from '../../../generated/capabilities';
import { capabilityGate, emptyGate, type ClientLike } from '../../../src/api/gate';
import type { ActionCapabilities, ActionContext } from '../../../src/events/actions';

const call = async () => true;
/** A generated client with the functions behind the event actions. */
export const actionClient = { StorniereAuftrag: call, StorniereStueckgutAuftrag: call, LegeReklamationAngemeldetAn: call };

export interface GateOptions {
  /** Function imports the live metadata lacks. */
  without?: string[];
  /** portal:AllowsPlannedCancellation of StorniereStueckgutAuftrag (the reference has it). */
  plannedDumpCancel?: boolean;
  /** Entity sets the live metadata has (the reference's by default). */
  entitySets?: readonly string[];
}

/** The capability gate over the reference capabilities, changed as asked, for `client`. */
export function gateWith(options: GateOptions = {}, client: ClientLike = actionClient): ActionCapabilities {
  const functions = { ...reference.functions };
  for (const name of options.without ?? []) delete functions[name];
  const dumpCancel = functions.StorniereStueckgutAuftrag;
  if (options.plannedDumpCancel !== undefined && dumpCancel) {
    functions.StorniereStueckgutAuftrag = { ...dumpCancel, allowsPlannedCancellation: options.plannedDumpCancel };
  }
  const entitySets = [...(options.entitySets ?? reference.entitySets)];
  return capabilityGate({ entitySets, functionImports: Object.keys(functions), functions }, client);
}

export const fullContext: ActionContext = { capabilities: gateWith(), modules: ['dump', 'claims'] };
export const noneContext: ActionContext = { capabilities: emptyGate, modules: [] };
export const d = (y: number, m: number, day: number): Date => new Date(Date.UTC(y, m - 1, day));

/** OData V2 wire date of a UTC day, as the server sends it. */
export const wireDate = (y: number, m: number, day: number): string => `/Date(${Date.UTC(y, m - 1, day)})/`;

/** Live capabilities in which the named entity sets exist, over `client` (plus the action functions). */
export const liveContext = (entitySets: readonly string[], client: ClientLike = {}): ActionContext => ({
  capabilities: gateWith({ entitySets }, { ...actionClient, ...client }),
  modules: fullContext.modules,
});

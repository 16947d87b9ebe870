import type { ActionContext } from '../../../src/events/actions';

export const allFeatures = { cancelContainerOrders: true, cancelDumpOrders: true, cancelPlannedDumpOrders: true, claims: true };
export const fullContext: ActionContext = { capabilities: { features: allFeatures }, modules: ['dump', 'claims'] };
export const noneContext: ActionContext = {
  capabilities: { features: { cancelContainerOrders: false, cancelDumpOrders: false, cancelPlannedDumpOrders: false, claims: false } },
  modules: [],
};
export const d = (y: number, m: number, day: number): Date => new Date(Date.UTC(y, m - 1, day));

/** OData V2 wire date of a UTC day, as the server sends it. */
export const wireDate = (y: number, m: number, day: number): string => `/Date(${Date.UTC(y, m - 1, day)})/`;

/** Live capabilities as deriveCapabilities reports them: the named entity sets exist. */
export const liveContext = (entitySets: readonly string[]) => ({
  capabilities: { entitySets, features: fullContext.capabilities.features },
  modules: fullContext.modules,
});

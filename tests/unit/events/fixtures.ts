import type { ActionContext } from '../../../src/events/actions';

export const allFeatures = { cancelContainerOrders: true, cancelDumpOrders: true, cancelPlannedDumpOrders: true, claims: true };
export const fullContext: ActionContext = { capabilities: { features: allFeatures }, modules: ['dump', 'claims'] };
export const noneContext: ActionContext = {
  capabilities: { features: { cancelContainerOrders: false, cancelDumpOrders: false, cancelPlannedDumpOrders: false, claims: false } },
  modules: [],
};
export const d = (y: number, m: number, day: number): Date => new Date(Date.UTC(y, m - 1, day));

/**
 * All module definitions, checked against the plugin contract. Only the app imports this file;
 * modules never import each other (or this file).
 */
import { calendarModule } from './calendar';
import { claimsModule } from './claims';
import { dashboardModule } from './dashboard';
import { dumpModule } from './dump';
import { requestsModule } from './requests';
import type { ModuleDefinition } from './types';

export const MODULES = {
  dashboard: dashboardModule,
  calendar: calendarModule,
  claims: claimsModule,
  requests: requestsModule,
  dump: dumpModule,
} satisfies Record<string, ModuleDefinition>;

export type ImplementedModule = keyof typeof MODULES;

export function moduleDefinition(name: string): ModuleDefinition | null {
  return Object.prototype.hasOwnProperty.call(MODULES, name) ? MODULES[name as ImplementedModule] : null;
}

export type { ModuleDefinition, ModulePageProps } from './types';

/**
 * Every module, listed once, in menu order (SPEC section 1). Only the app imports this file;
 * modules never import each other (or this file). Adding a module: copy a folder, list it here.
 */
import { calendarModule } from './calendar';
import { claimsModule, requestsModule } from './claims';
import { containerModule } from './container';
import { dashboardModule } from './dashboard';
import { demandsModule } from './demands';
import { documentsModule } from './documents';
import { dumpModule } from './dump';
import { financesModule } from './finances';
import { registerModule } from './register';
import { wikiModule } from './wiki';
import type { ModuleDefinition } from './types';

export const MODULES = {
  dashboard: dashboardModule,
  calendar: calendarModule,
  dump: dumpModule,
  documents: documentsModule,
  claims: claimsModule,
  requests: requestsModule,
  finances: financesModule,
  demands: demandsModule,
  container: containerModule,
  wiki: wikiModule,
  register: registerModule,
} satisfies Record<string, ModuleDefinition>;

export type ModuleName = keyof typeof MODULES;

/** The modules in menu order (the order portal.json's list is usually written in). */
export const MODULE_NAMES = Object.keys(MODULES) as ModuleName[];

type WithRoute<R extends string> = {
  [K in ModuleName]: R extends (typeof MODULES)[K]['routes'][number] ? K : never;
}[ModuleName];
/** Modules with an object page /objects/{id}/{name}. */
export type ObjectModule = WithRoute<'object'>;
/** Modules with a general page /{name}. */
export type GeneralModule = WithRoute<'general'>;

export const isModuleName = (value: unknown): value is ModuleName =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(MODULES, value);

export const hasRoute = (module: ModuleName, route: 'object' | 'general'): boolean =>
  (MODULES[module].routes as readonly string[]).includes(route);

export const OBJECT_MODULES = MODULE_NAMES.filter((m): m is ObjectModule => hasRoute(m, 'object'));
export const GENERAL_MODULES = MODULE_NAMES.filter((m): m is GeneralModule => hasRoute(m, 'general'));

export function moduleDefinition(name: string): ModuleDefinition | null {
  return isModuleName(name) ? MODULES[name] : null;
}

export type { ModuleDefinition, ModulePageProps, ModuleRoute, ModuleSession } from './types';

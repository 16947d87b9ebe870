/**
 * Every module, listed once, in menu order. Only the app imports this file;
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
import type { CapabilityGate } from '../api/capability-gate';
import type { Access } from '../session/types';
import type { ModuleDefinition, ModuleSession } from './types';

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

/** The module an object opens with: the deployment's choice (portal.json's `defaultModule`) when it is one with an object page, else the calendar. */
export const objectFirstModule = (value: unknown): ObjectModule => (OBJECT_MODULES.includes(value as ObjectModule) ? (value as ObjectModule) : 'calendar');

export function moduleDefinition(name: string): ModuleDefinition | null {
  return isModuleName(name) ? MODULES[name] : null;
}

/** What the deployment decides of a module: portal.json's enabled modules and the profile's access. */
export interface ModuleDeployment {
  modules: readonly string[];
  access: readonly Access[];
}

/**
 * Whether the profile offers the module to someone logged in or not: one of
 * the module's access kinds, and the login state fitting the module's session rule.
 */
export function isOffered(module: ModuleName, access: readonly Access[], authorized: boolean): boolean {
  const definition: ModuleDefinition = MODULES[module];
  if (!definition.access.some((kind) => access.includes(kind))) return false;
  const session: ModuleSession | undefined = definition.session;
  if (session === 'authorized') return authorized;
  if (session === 'anonymous') return !authorized;
  return true;
}

/**
 * Whether the module's pages exist here, so a link to them leads somewhere: enabled in portal.json,
 * offered by the profile to this login state, and (once the backend's capabilities are known) given
 * what it needs by the capability gate. Menu, routes, start page, dashboard and dialogs all ask this
 * one rule, so the portal never draws a link to a page that answers "not found". Capabilities still
 * unknown hide nothing for lack of knowledge.
 */
export function isReachable(module: ModuleName, gate: CapabilityGate, deployment: ModuleDeployment, session: { authorized: boolean }): boolean {
  return (
    deployment.modules.includes(module) &&
    isOffered(module, deployment.access, session.authorized) &&
    (!gate.known || MODULES[module].needs(gate))
  );
}

/**
 * Whether the general page /{module} answers: where the module is reachable, and also for a
 * logged-in resident on a page of public information the menu leaves out after the login (the
 * wiki, the bins): a link or a bookmark to it must not end in a 404. Pages for visitors by purpose
 * (the registration) stay as the menu has them.
 */
export function hasGeneralPage(module: ModuleName, gate: CapabilityGate, deployment: ModuleDeployment, session: { authorized: boolean }): boolean {
  if (isReachable(module, gate, deployment, session)) return true;
  const definition: ModuleDefinition = MODULES[module];
  const publicInformation = definition.session === 'anonymous' && (definition.access as readonly string[]).includes('public');
  return session.authorized && publicInformation && isReachable(module, gate, deployment, { authorized: false });
}

export type { ModuleDefinition, ModulePageProps, ModuleRoute, ModuleSession } from './types';

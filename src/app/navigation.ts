/**
 * Navigation menu visibility in ONE pure function: module × profile × capabilities × session
 * (SPEC section 2 "Navigation menu visibility", section 6 "Roles and permissions").
 */
import type { CapabilityGate } from '../api/capability-gate';
import { hasRoute, MODULES, type ModuleSession } from '../modules/registry';
import type { NavIconSource } from '../ui/types';
import { PROFILE_INFO, type ModuleName, type ProfileName } from './config';

/** The object's event history page (issue 15 item 1): not a module, but an entry of the object's menu. */
export const HISTORY_PAGE = 'history';

export interface NavItem {
  key: ModuleName | typeof HISTORY_PAGE;
  path: string;
  labelKey: string;
  icon: NavIconSource;
  active: boolean;
}

export interface NavigationInput {
  /** Modules enabled in portal.json, in menu order. */
  modules: readonly ModuleName[];
  profile: ProfileName;
  /**
   * The gate over the live capabilities; one that knows none (still loading) hides nothing for
   * lack of knowledge.
   */
  gate: CapabilityGate;
  session: { authorized: boolean };
  /** The object id of the current route, if any. */
  routeId: number | string | null;
  pathname: string;
  /** The backend offers an event history: the object's menu gets its "Verlauf" page. */
  history?: boolean;
}

/**
 * Who may see a module (SPEC sections 2 and 6), read from its definition: the profile must offer
 * one of the module's access kinds, and the login state must fit the module's session rule.
 */
export function isModuleVisible(module: ModuleName, profile: ProfileName, authorized: boolean): boolean {
  const definition = MODULES[module];
  const access = PROFILE_INFO[profile].access;
  if (!definition.access.some((kind) => access.includes(kind))) return false;
  const session: ModuleSession | undefined = 'session' in definition ? definition.session : undefined;
  if (session === 'authorized') return authorized;
  if (session === 'anonymous') return !authorized;
  return true;
}

/** Capabilities unknown (still loading) hide nothing; known ones must offer what the module needs. */
const supported = (module: ModuleName, gate: CapabilityGate): boolean => !gate.known || MODULES[module].needs(gate);

/** The menu's rule, also used by the routes: a page exists exactly when its menu entry does. */
export const isModuleAvailable = (module: ModuleName, profile: ProfileName, authorized: boolean, gate: CapabilityGate): boolean =>
  isModuleVisible(module, profile, authorized) && supported(module, gate);

/**
 * Whether the page /{module} answers: where the menu shows it, and also for a logged-in resident
 * on a page of public information that the menu leaves out after the login (the wiki, the bins):
 * a link or a bookmark to it must not end in a 404. Pages for visitors only by purpose (the
 * registration, public access none) stay as the menu has them.
 */
export function isGeneralPageAvailable(module: ModuleName, profile: ProfileName, authorized: boolean, gate: CapabilityGate): boolean {
  if (isModuleAvailable(module, profile, authorized, gate)) return true;
  const definition = MODULES[module];
  const publicInformation = 'session' in definition && definition.session === 'anonymous' && (definition.access as readonly string[]).includes('public');
  return authorized && publicInformation && isModuleAvailable(module, profile, false, gate);
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether /objects/{id}/history exists: a logged-in resident's object with an event history. */
export const historyAvailable = (authorized: boolean, routeId: number | string | null, history: boolean | undefined): boolean =>
  authorized && routeId !== null && routeId !== '' && Boolean(history);

export function navigationItems(input: NavigationInput): NavItem[] {
  const { authorized } = input.session;
  const current = trimSlashes(input.pathname);
  const items: NavItem[] = input.modules
    .filter((module) => isModuleAvailable(module, input.profile, authorized, input.gate))
    .map((module) => {
      const objectRoute = authorized && input.routeId !== null && input.routeId !== '' && hasRoute(module, 'object');
      const path = objectRoute ? `/objects/${input.routeId}/${module}` : `/${module}`;
      const { labelKey, icon } = MODULES[module];
      return { key: module, path, labelKey, icon, active: current === path };
    });
  // The history with its cancel and claim actions, reachable at every width (the sidebar that also
  // shows it only fits from 1200 px on).
  if (historyAvailable(authorized, input.routeId, input.history)) {
    const path = `/objects/${input.routeId}/${HISTORY_PAGE}`;
    items.push({ key: HISTORY_PAGE, path, labelKey: 'nav.history', icon: 'history', active: current === path });
  }
  return items;
}

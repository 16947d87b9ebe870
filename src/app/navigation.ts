/**
 * Navigation menu visibility in ONE pure function: module × profile × capabilities × session
 * (docs/behaviour.md, "Profiles and menu visibility").
 */
import type { CapabilityGate } from '../api/capability-gate';
import { hasRoute, isOffered, isReachable, MODULE_NAMES, MODULES, type ModuleDefinition, type ModuleDeployment } from '../modules/registry';
import type { LandingTopicView, NavIconSource } from '../ui/types';
import { offersLogin, PROFILE_INFO, type ModuleName, type ProfileName } from './config';

/** The object's event history page: not a module, but an entry of the object's menu. */
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
  /** The address's fragment: some pages show another view there (ModuleDefinition.menuActive). */
  hash?: string;
  /** The backend offers an event history: the object's menu gets its "Verlauf" page. */
  history?: boolean;
}

/**
 * Who may see a module, read from its definition: the profile must offer
 * one of the module's access kinds, and the login state must fit the module's session rule.
 */
export const isModuleVisible = (module: ModuleName, profile: ProfileName, authorized: boolean): boolean =>
  isOffered(module, PROFILE_INFO[profile].access, authorized);

/** The deployment's side of `isReachable`: the modules portal.json enables and the profile's access. */
export const deploymentOf = (modules: readonly ModuleName[], profile: ProfileName): ModuleDeployment => ({ modules, access: PROFILE_INFO[profile].access });

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether /objects/{id}/history exists: a logged-in resident's object with an event history. */
const historyAvailable = (authorized: boolean, routeId: number | string | null, history: boolean | undefined): boolean =>
  authorized && routeId !== null && routeId !== '' && Boolean(history);

export function navigationItems(input: NavigationInput): NavItem[] {
  const { authorized } = input.session;
  const current = trimSlashes(input.pathname);
  const deployment = deploymentOf(input.modules, input.profile);
  const items: NavItem[] = input.modules
    .filter((module) => isReachable(module, input.gate, deployment, input.session))
    .map((module) => {
      const objectRoute = authorized && input.routeId !== null && input.routeId !== '' && hasRoute(module, 'object');
      const path = objectRoute ? `/objects/${input.routeId}/${module}` : `/${module}`;
      const definition: ModuleDefinition = MODULES[module];
      const { labelKey, icon } = definition;
      const active = current === path && (definition.menuActive?.(input.hash ?? '') ?? true);
      return { key: module, path, labelKey, icon, active };
    });
  // The history with its cancel and claim actions, reachable at every width (the sidebar that also
  // shows it only fits from 1200 px on).
  if (historyAvailable(authorized, input.routeId, input.history)) {
    const path = `/objects/${input.routeId}/${HISTORY_PAGE}`;
    items.push({ key: HISTORY_PAGE, path, labelKey: 'nav.history', icon: 'history', active: current === path });
  }
  return items;
}

/**
 * The start page's cards: the modules whose definition asks for one
 * (`landing`), in menu order, each only where its general page exists (`isReachable`), so no card
 * leads to a page that answers "not found".
 */
export function landingTopics(input: Pick<NavigationInput, 'modules' | 'profile' | 'gate' | 'session'>): LandingTopicView[] {
  const deployment = deploymentOf(input.modules, input.profile);
  const login = offersLogin(PROFILE_INFO[input.profile]);
  return MODULE_NAMES.filter((module) => {
    const definition: ModuleDefinition = MODULES[module];
    return definition.landing === true && hasRoute(module, 'general') && isReachable(module, input.gate, deployment, input.session);
  }).map((module) => {
    const definition: ModuleDefinition = MODULES[module];
    const texts = !login && definition.landingWithoutLogin ? `landing.${module}.withoutLogin` : `landing.${module}`;
    return { key: module, texts, path: `/${module}`, icon: definition.icon };
  });
}

/**
 * Navigation menu visibility in ONE pure function: module × profile × capabilities × session
 * (SPEC section 2 "Navigation menu visibility", section 6 "Roles and permissions").
 */
import type { Capabilities } from '../../codegen/runtime/capabilities';
import type { IconName } from '../ui/types';
import { OBJECT_MODULES, PROFILE_INFO, type ModuleName, type ProfileName } from './config';

export type { IconName };

/** The object's event history page (issue 15 item 1): not a module, but an entry of the object's menu. */
export const HISTORY_PAGE = 'history';

export interface NavItem {
  key: ModuleName | typeof HISTORY_PAGE;
  path: string;
  labelKey: string;
  icon: IconName;
  active: boolean;
}

export interface NavigationInput {
  /** Modules enabled in portal.json, in menu order. */
  modules: readonly ModuleName[];
  profile: ProfileName;
  /** Live capabilities; null while unknown (nothing is hidden for lack of knowledge). */
  capabilities: Capabilities | null;
  session: { authorized: boolean };
  /** The object id of the current route, if any. */
  routeId: number | string | null;
  pathname: string;
  /** The backend offers an event history: the object's menu gets its "Verlauf" page. */
  history?: boolean;
}

const ICONS: Record<ModuleName, IconName> = {
  dashboard: 'home',
  calendar: 'calendar',
  // One icon per module (issue 15 item 15): bulky waste and bins, documents and the wiki,
  // finances and demands used to share theirs.
  dump: 'sofa',
  documents: 'documents',
  claims: 'chat',
  requests: 'contacts',
  finances: 'money',
  demands: 'receipt',
  container: 'bin',
  wiki: 'book',
  register: 'newUser',
};

/** What a module needs from the backend; absent sets switch the module off. */
const NEEDS: Partial<Record<ModuleName, { sets?: string[] }>> = {
  dump: { sets: ['StueckgutAuftraege'] },
  claims: { sets: ['Reklamationen'] },
  requests: { sets: ['Reklamationen'] },
  documents: { sets: ['Dokumente'] },
  finances: { sets: ['Buchungen'] },
  demands: { sets: ['Forderungen'] },
  wiki: { sets: ['WikiArtikel'] },
};

/** Who may see a module (SPEC section 2/6), given the profile's access and the login state. */
export function isModuleVisible(module: ModuleName, profile: ProfileName, authorized: boolean): boolean {
  const access = PROFILE_INFO[profile].access;
  const publicAccess = access.includes('public');
  const privateAccess = access.includes('private');
  switch (module) {
    case 'dashboard':
    case 'finances':
    case 'demands':
      return privateAccess && authorized; // private only; these pages exist only for an object
    case 'calendar':
    case 'dump':
    case 'documents':
    case 'claims':
    case 'requests':
      return publicAccess || privateAccess;
    case 'container':
    case 'wiki':
      return publicAccess && !authorized; // public only: the public face of the portal
    case 'register':
      // "Private profile, before login": any profile with password-or-noPass private access.
      return privateAccess && !authorized;
  }
}

const supported = (module: ModuleName, caps: Capabilities | null): boolean =>
  caps === null || (NEEDS[module]?.sets ?? []).every((set) => caps.entitySets.includes(set));

/** The menu's rule, also used by the routes: a page exists exactly when its menu entry does. */
export const isModuleAvailable = (module: ModuleName, profile: ProfileName, authorized: boolean, caps: Capabilities | null): boolean =>
  isModuleVisible(module, profile, authorized) && supported(module, caps);

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether /objects/{id}/history exists: a logged-in resident's object with an event history. */
export const historyAvailable = (authorized: boolean, routeId: number | string | null, history: boolean | undefined): boolean =>
  authorized && routeId !== null && routeId !== '' && Boolean(history);

export function navigationItems(input: NavigationInput): NavItem[] {
  const { authorized } = input.session;
  const current = trimSlashes(input.pathname);
  const items: NavItem[] = input.modules
    .filter((module) => isModuleAvailable(module, input.profile, authorized, input.capabilities))
    .map((module) => {
      const objectRoute = authorized && input.routeId !== null && input.routeId !== '' &&
        (OBJECT_MODULES as readonly string[]).includes(module);
      const path = objectRoute ? `/objects/${input.routeId}/${module}` : `/${module}`;
      return { key: module, path, labelKey: `nav.${module}`, icon: ICONS[module], active: current === path };
    });
  // The history with its cancel and claim actions, reachable at every width (the sidebar that also
  // shows it only fits from 1200 px on).
  if (historyAvailable(authorized, input.routeId, input.history)) {
    const path = `/objects/${input.routeId}/${HISTORY_PAGE}`;
    items.push({ key: HISTORY_PAGE, path, labelKey: 'nav.history', icon: 'history', active: current === path });
  }
  return items;
}

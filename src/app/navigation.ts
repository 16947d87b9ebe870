/**
 * Navigation menu visibility in ONE pure function: module × profile × capabilities × session
 * (SPEC section 2 "Navigation menu visibility", section 6 "Roles and permissions").
 */
import type { Capabilities } from '../../codegen/runtime/capabilities';
import type { IconName } from '../ui/types';
import { OBJECT_MODULES, PROFILE_INFO, type ModuleName, type ProfileName } from './config';

export type { IconName };

export interface NavItem {
  key: ModuleName;
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
}

const ICONS: Record<ModuleName, IconName> = {
  dashboard: 'home',
  calendar: 'calendar',
  dump: 'edit',
  documents: 'documents',
  claims: 'chat',
  requests: 'contacts',
  finances: 'money',
  demands: 'money',
  container: 'edit',
  wiki: 'documents',
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

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

export function navigationItems(input: NavigationInput): NavItem[] {
  const { authorized } = input.session;
  const current = trimSlashes(input.pathname);
  return input.modules
    .filter((module) => isModuleVisible(module, input.profile, authorized) && supported(module, input.capabilities))
    .map((module) => {
      const objectRoute = authorized && input.routeId !== null && input.routeId !== '' &&
        (OBJECT_MODULES as readonly string[]).includes(module);
      const path = objectRoute ? `/objects/${input.routeId}/${module}` : `/${module}`;
      return { key: module, path, labelKey: `nav.${module}`, icon: ICONS[module], active: current === path };
    });
}

/**
 * Whether a link inside a text the portal did not write (a wiki or A–Z article, a landing or info
 * text) leads to a page that exists here. Articles come from the backend and are written once for
 * every authority and login state: "melden Sie die Abholung unter Sperrmüll an" links to /dump
 * whether or not this authority has the module. The portal draws such a link only where the menu's
 * rule (the registry's `isReachable` and `hasGeneralPage`, the same rule the routes' guards ask)
 * says its page answers; elsewhere the words stay and the link goes.
 */
import type { CapabilityGate } from '../api/capability-gate';
import { offersLogin } from './profiles';
import { hasGeneralPage, hasRoute, isModuleName, isReachable, type ModuleDeployment, type ModuleName } from '../modules/registry';

/** The module a same-origin path leads to, and through which of its routes; null for other pages. */
export function linkedModule(path: string): { module: ModuleName; route: 'object' | 'general' } | null {
  const pathname = path.split(/[?#]/, 1)[0]!;
  const objectPage = /^\/objects\/[^/]+\/([^/]+)\/?$/.exec(pathname);
  if (objectPage) return isModuleName(objectPage[1]) && hasRoute(objectPage[1], 'object') ? { module: objectPage[1], route: 'object' } : null;
  const general = /^\/([^/]+)\/?$/.exec(pathname);
  return general && isModuleName(general[1]) && hasRoute(general[1], 'general') ? { module: general[1], route: 'general' } : null;
}

/**
 * Whether the portal draws a link to `path` (a same-origin path, already normalised by the link
 * rule): pages of no module (legal pages, the start page) always; a module's general page where it
 * answers for this login state; an object's module page where there is a login and the module is
 * reachable after it.
 */
export function isContentLinkAvailable(path: string, gate: CapabilityGate, deployment: ModuleDeployment, session: { authorized: boolean }): boolean {
  const target = linkedModule(path);
  if (!target) return true;
  if (target.route === 'general') return hasGeneralPage(target.module, gate, deployment, session);
  return offersLogin(deployment) && isReachable(target.module, gate, deployment, { authorized: true });
}

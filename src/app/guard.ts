/**
 * The route guard (docs/behaviour.md, "Routes and the route guard"), as plain async functions over injected dependencies so every
 * branch is unit-tested without a router. Route files turn the outcomes into `redirect()` / errors.
 */
import { NotFoundError } from '../api/errors';
import type { Objekt } from '../api/types';
import type { LogoutReason, Session } from '../session/types';
import { OBJECT_MODULES, type ObjectModule } from './config';
import { resolveLink } from '../ui/safeUrl';

export interface GuardDeps {
  session(): Pick<Session, 'authorized' | 'extraIdentifier'>;
  /** The user's objects, loaded once (ensureQueryData). */
  loadObjects(): Promise<readonly Objekt[]>;
  /** The server's answer to `Objekte?$filter=ObjekteId eq id` (null = no row). */
  checkObject(id: number): Promise<Objekt | null>;
  logout(reason: LogoutReason): void;
  defaultModule: ObjectModule;
  now?: () => number;
}

export type GuardOutcome =
  | { kind: 'allow'; objects?: readonly Objekt[] }
  | { kind: 'redirect'; href: string };

/**
 * A same-site path only, as the browser will resolve it (the shared link rule: `/\t/evil.example`
 * is a link to evil.example): the redirect flag must not become an open redirect.
 */
export function safeRedirectPath(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  return resolveLink(value, { external: false, origin });
}

const isCurrentOwner = (object: Objekt, now: number) =>
  !object.EigentuemerBis || new Date(object.EigentuemerBis).getTime() >= now;

/**
 * The object the stored extra identifier points to; without an identifier the first object the
 * user still owns (objects whose EigentuemerBis passed are hidden in the selector too).
 */
export function findSessionObject(objects: readonly Objekt[], extraIdentifier: string | null, now: number): Objekt | null {
  if (extraIdentifier) {
    const wanted = extraIdentifier.trim();
    return (
      objects.find((o) => o.ObjektNr === wanted || o.Kassenzeichen === wanted || String(o.ObjekteId) === wanted) ?? null
    );
  }
  return objects.find((o) => isCurrentOwner(o, now)) ?? objects[0] ?? null;
}

/**
 * Authorized and not on an object page: find the session's object, let the server confirm it, then
 * go to its default module (or to `module` when the user asked for an object-capable module).
 */
export async function resolveObjectTarget(deps: GuardDeps, module: ObjectModule = deps.defaultModule): Promise<GuardOutcome> {
  const objects = await deps.loadObjects();
  const object = findSessionObject(objects, deps.session().extraIdentifier, deps.now?.() ?? Date.now());
  if (!object) {
    deps.logout('obsolete');
    return { kind: 'redirect', href: '/?obsolete' };
  }
  const confirmed = await deps.checkObject(object.ObjekteId);
  if (!confirmed) {
    deps.logout('notallowed');
    return { kind: 'redirect', href: '/?notallowed' };
  }
  return { kind: 'redirect', href: `/objects/${object.ObjekteId}/${module}` };
}

/** The guard for every path below /objects (the pathless layout's beforeLoad). */
export async function guardObjectRoute(
  location: { pathname: string; searchStr?: string },
  params: { id?: string; module?: string },
  deps: GuardDeps,
): Promise<GuardOutcome> {
  if (!deps.session().authorized) {
    const target = `${location.pathname}${location.searchStr ?? ''}`;
    return { kind: 'redirect', href: `/?redirect=${encodeURIComponent(target)}` };
  }
  if (params.id === undefined) return resolveObjectTarget(deps);
  const objects = await deps.loadObjects();
  if (!objects.some((o) => String(o.ObjekteId) === params.id)) throw NotFoundError.forObject(params.id);
  if (params.module === undefined) return { kind: 'redirect', href: `/objects/${params.id}/${deps.defaultModule}` };
  return { kind: 'allow', objects };
}

/** `/` (and the general pages) for a logged-in user: go to the redirect target or to the objects. */
export async function guardStart(search: { redirect?: string | undefined }, deps: GuardDeps): Promise<GuardOutcome> {
  if (!deps.session().authorized) return { kind: 'allow' };
  const target = safeRedirectPath(search.redirect);
  if (target) return { kind: 'redirect', href: target };
  return resolveObjectTarget(deps);
}

export const isObjectModule = (value: string, enabled: readonly string[]): value is ObjectModule =>
  (OBJECT_MODULES as readonly string[]).includes(value) && enabled.includes(value);

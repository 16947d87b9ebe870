/** Pure decisions of the shell about the session controls (SPEC "Header and navigation"). */
import type { Session } from '../../session/types';
import type { AuthAction } from '../../ui/types';
import type { ProfileInfo } from '../config';

/** logout when authorized; the no-password logout when noPass with a token; login otherwise. */
export function authActionFor(session: Pick<Session, 'authorized' | 'hash'>, profile: ProfileInfo): AuthAction {
  if (!profile.access.includes('private')) return null;
  if (session.authorized) return 'logout';
  if (profile.noPass && session.hash) return 'noPassLogout';
  return 'login';
}

/** Keeps the current path and replaces the id; without an id: the object's default module. */
export function objectSwitchPath(pathname: string, objectId: number, defaultModule: string): string {
  const segments = pathname.split('/');
  if (segments[1] === 'objects' && segments[2]) {
    segments[2] = String(objectId);
    return segments.join('/');
  }
  return `/objects/${objectId}/${defaultModule}`;
}

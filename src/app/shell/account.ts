/** Pure decisions of the shell about the session controls. */
import type { Session } from '../../session/types';
import type { AuthAction } from '../../ui/types';
import { offersLogin, type ProfileInfo } from '../config';

/**
 * Password profiles: logout when authorized, login otherwise. noPass profiles get the special logout
 * whenever they hold a token: the token
 * is the community login itself, so there is no separate "logged in" state to leave first; without
 * a token the login button opens the outer login (Kassenzeichen + Objektnummer).
 */
export function authActionFor(session: Pick<Session, 'authorized' | 'hash'>, profile: ProfileInfo): AuthAction {
  if (!offersLogin(profile)) return null;
  if (profile.noPass && session.hash) return 'noPassLogout';
  if (session.authorized) return 'logout';
  return 'login';
}

/** Which fields the login dialog asks for: noPass profiles identify the object, not a person. */
export const loginDialogMode = (profile: Pick<ProfileInfo, 'noPass'>): 'password' | 'noPass' =>
  profile.noPass ? 'noPass' : 'password';

/**
 * Password profiles always have the dialog (the login button opens it). A noPass profile's dialog is
 * the outer login, present only while there is no hash: with a token the resident
 * is identified and the special logout is offered instead.
 */
export function showsLoginDialog(session: Pick<Session, 'hash'>, profile: Pick<ProfileInfo, 'noPass'>): boolean {
  return !profile.noPass || !session.hash;
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

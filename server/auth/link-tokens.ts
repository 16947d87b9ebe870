/**
 * The one-time links the portal mails to a resident (a new password, the confirmation of a
 * registration): 32 random bytes (base64url) in the link, only their SHA-256 stored (like
 * sessions), so a copy of the database opens no link. The link is a page of the register module on
 * the configured public origin (never the request's Host, which the requester chooses: the mail
 * would hand the token to that host), with the token in the fragment, which no server, log or
 * Referer sees. What a link does, how long it works and what it is bound to is its table's.
 */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import { portalLink } from '../mail/links';
import { hashToken } from './sessions';

/** The fragments of the register module's link pages (src/modules/register/views.ts). */
type LinkPage = 'passwort-neu' | 'zugang-bestaetigen';

/** A new link token and the hash to store for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The hash a link's token is stored under. */
export const linkTokenHash = (token: string): string => hashToken(token);

/** `<PORTAL_PUBLIC_URL>/register#<page>=<token>`. */
export function linkTo(config: Pick<ServerConfig, 'publicUrl'>, page: LinkPage, token: string): string {
  return portalLink(config, `/register#${page}=${token}`);
}

/**
 * Absolute links the server writes into messages: always on the configured public origin
 * (PORTAL_PUBLIC_URL), never on the origin a request named, so a forged `Host` cannot turn a mail
 * into a link to somebody else's site.
 */
import type { ServerConfig } from '../config';

/** `path` (starting with `/`) on the portal's public origin. */
export function portalLink(config: Pick<ServerConfig, 'publicUrl'>, path: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}${path}`;
}

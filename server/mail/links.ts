/**
 * Absolute links the server writes into messages. The ONE place that decides the portal's origin:
 * today the origin of the request that caused the message (as the password-reset link has it);
 * a configured public origin replaces `requestBase` here alone.
 */
import type { ServerConfig } from '../config';

/**
 * `path` (starting with `/`) on the portal's origin. `requestBase` is the API base of the request
 * (`http://host/api`) or the portal origin stored with a record made by one.
 */
export function portalLink(_config: ServerConfig, requestBase: string, path: string): string {
  return `${requestBase.replace(/\/api\/?$/, '').replace(/\/$/, '')}${path}`;
}

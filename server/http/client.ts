/** The client's address for rate limiting (socket address; proxies' headers are not trusted). */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

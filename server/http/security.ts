/** Production security headers for every response (docs/security.md, "Headers and Content Security Policy"). */
import type { Duplex } from 'node:stream';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/**
 * Browser features the portal never uses, denied to the page and anything it could be made to
 * embed: an injected script or a compromised dependency cannot ask for the camera, the location
 * or a payment sheet. Push notifications are a permission of their own (Notification API), not a
 * policy feature, so the reminders are unaffected. Fullscreen and picture-in-picture stay allowed:
 * the sign-language video's own controls offer them. Only features browsers recognise are named, so
 * the console stays free of warnings.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders(): MiddlewareHandler {
  const base = secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    removePoweredBy: true,
  });
  return async (c, next) => {
    await base(c, async () => {
      await next();
      // Set verbatim (not via the CSP builder) so the policy is exactly the documented string.
      c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      c.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
  };
}

/**
 * The headers securityHeaders() sets, as a list, for answers written outside Hono. Taken from the
 * middleware itself, so both kinds of answer always carry the same set.
 */
export async function securityHeaderList(): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use('*', securityHeaders());
  probe.get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return [...res.headers.entries()];
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

/**
 * Node answers requests it cannot parse (400, oversized headers 431) itself, without Hono and so
 * without security headers. This `clientError` listener writes that answer with them.
 */
export function clientErrorHandler(headers: readonly [string, string][]) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const body = `${status} ${REASONS[status]}`;
    const lines = [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'Cache-Control: no-store',
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}

/** Production security headers for every response (SECURITY-CHECKLIST: Server, CSP). */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

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
    });
  };
}

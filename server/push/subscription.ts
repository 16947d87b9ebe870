/**
 * The `fcmToken` of a registration is either a native token (the iOS/Android wrappers: FCM/APNs,
 * which the reference backend cannot send to) or a browser's Web Push subscription as JSON
 * (`{"endpoint":…,"keys":{"p256dh":…,"auth":…}}`). A subscription is checked before it is stored:
 * the server will POST to its endpoint, so the endpoint must be a public https URL (no server-side
 * request to the operator's own network); http on loopback only for the e2e push receiver.
 */
import { isIP } from 'node:net';

export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type ParsedToken = { kind: 'native' } | { kind: 'webpush'; subscription: WebPushSubscription } | { kind: 'invalid'; reason: string };

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Hosts a push endpoint may never have: private, loopback and link-local addresses. */
function privateHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.internal') || bare.endsWith('.local')) return true;
  const family = isIP(bare);
  if (family === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (family === 6) return bare === '::1' || bare === '::' || /^f[cd]/i.test(bare) || /^fe[89ab]/i.test(bare) || bare.startsWith('::ffff:');
  return false;
}

export function endpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return allowLoopbackHttp && LOOPBACK.has(url.hostname);
  return url.protocol === 'https:' && !privateHost(url.hostname);
}

export function parseToken(token: string, allowLoopbackHttp: boolean): ParsedToken {
  const text = token.trim();
  if (!text.startsWith('{')) return { kind: 'native' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'kein gültiges JSON' };
  }
  const v = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  const { endpoint } = v;
  const p256dh = v.keys?.p256dh;
  const auth = v.keys?.auth;
  if (typeof endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string') return { kind: 'invalid', reason: 'Angaben fehlen' };
  if (!B64URL.test(p256dh) || !B64URL.test(auth)) return { kind: 'invalid', reason: 'Schlüssel ungültig' };
  if (!endpointAllowed(endpoint, allowLoopbackHttp)) return { kind: 'invalid', reason: 'Adresse des Push-Dienstes nicht erlaubt' };
  return { kind: 'webpush', subscription: { endpoint, keys: { p256dh, auth } } };
}

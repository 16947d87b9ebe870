/**
 * The `fcmToken` of a registration is either a native token (the iOS/Android wrappers: FCM/APNs,
 * which the reference backend cannot send to) or a browser's Web Push subscription as JSON
 * (`{"endpoint":…,"keys":{"p256dh":…,"auth":…}}`). A subscription is checked before it is stored:
 * the server will POST to its endpoint, so the endpoint must be an https URL of a public host (no
 * server-side request into the operator's own network) and, where the authority lists its push
 * services' hosts, one of those; http on loopback only for the e2e push receiver. What a name
 * resolves to is checked again when the connection is made (transport.ts).
 */
import { isIP } from 'node:net';
import { isLocalName, isPublicAddress, matchesHostList } from './address';

export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type ParsedToken = { kind: 'native' } | { kind: 'webpush'; subscription: WebPushSubscription } | { kind: 'invalid'; reason: string };

/** What the configuration says about endpoints (see PushConfig). */
export interface EndpointPolicy {
  allowLoopbackHttp: boolean;
  /** Host suffixes of the push services allowed; null: any public host. */
  hosts: readonly string[] | null;
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** The hosts of the e2e push receiver (test switch only). */
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why the server may not send to `endpoint`, or null when it may. */
export function endpointRefusal(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'keine gültige Adresse';
  }
  if (url.username || url.password) return 'Adresse mit Zugangsdaten';
  if (url.protocol === 'http:' && policy.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'Adresse des Push-Dienstes muss https verwenden';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? !isPublicAddress(host) : isLocalName(host)) return 'Adresse des Push-Dienstes nicht erlaubt';
  if (policy.hosts && !matchesHostList(host, policy.hosts)) return 'dieser Push-Dienst wird nicht unterstützt';
  return null;
}

export function parseToken(token: string, policy: EndpointPolicy): ParsedToken {
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
  const refusal = endpointRefusal(endpoint, policy);
  if (refusal) return { kind: 'invalid', reason: refusal };
  return { kind: 'webpush', subscription: { endpoint, keys: { p256dh, auth } } };
}

/**
 * The device's push token. Inside the iOS wrapper app it is the token the wrapper announces
 * (`push-token` event, wrapper-token.ts); in a browser it is a standard Web Push subscription of
 * the portal's service worker (/sw.js), made with the server's VAPID public key and handed to
 * Registrieren as JSON (endpoint and keys), which is all a server needs to send to it.
 */
import { transport } from '../../../api/client';
import { currentWrapperToken } from './wrapper-token';

export type PushUnavailableReason = 'unsupported' | 'denied' | 'failed';

export class PushUnavailableError extends Error {
  constructor(readonly reason: PushUnavailableReason, message: string) {
    super(message);
    this.name = 'PushUnavailableError';
  }
}

const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((v, i) => v === b[i]);
};

/** The subscription as the token Registrieren stores: only what sending needs, to stay short. */
function tokenOfSubscription(subscription: PushSubscription): string {
  const json = subscription.toJSON();
  return JSON.stringify({ endpoint: json.endpoint, keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth } });
}

export function pushSupported(): boolean {
  if (currentWrapperToken()) return true;
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Asks for permission when needed (call from a click) and returns this device's token. */
export async function obtainPushToken(): Promise<string> {
  const wrapped = currentWrapperToken();
  if (wrapped) return wrapped;
  if (!pushSupported()) throw new PushUnavailableError('unsupported', 'Web Push is not supported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied', `notification permission ${permission}`);
  try {
    const { publicKey } = (await transport.request({ method: 'GET', path: 'push/vapid-public-key', query: {} })) as { publicKey: string };
    const key = base64UrlToBytes(publicKey);
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for other keys (the server's keys were replaced) cannot be sent to.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return tokenOfSubscription(subscription);
  } catch (error) {
    throw new PushUnavailableError(pushServiceMissing(error) ? 'unsupported' : 'failed', error instanceof Error ? error.message : String(error));
  }
}

/**
 * A browser that has the push API but no push service behind it (Chromium builds without one,
 * privacy-hardened browsers) refuses every subscription alike: trying later would not help.
 */
export function pushServiceMissing(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : '';
  return name === 'NotSupportedError' || (name === 'AbortError' && /push service/i.test(message));
}

/** The token this device has now without asking anything (null: no permission or no subscription yet). */
export async function currentPushToken(): Promise<string | null> {
  const wrapped = currentWrapperToken();
  if (wrapped) return wrapped;
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? tokenOfSubscription(subscription) : null;
}

/**
 * The iOS wrapper app announces its push token to the page as a `push-token` event on window
 * (`new CustomEvent('push-token', { detail: token })`, or `detail: { token }`). The token rule:
 * every stored configuration whose token differs takes the new one and registers again. Installed
 * once at start (tiny on purpose: the rest of the reminder code loads only with the calendar).
 */
import { onLogout } from '../../../session/session';
// The storage key only: configurations.ts has no imports, so the start-up bundle stays small.
import { CONFIGURATIONS_KEY } from './configurations';
import { PUSH_TOKEN_EVENT } from './push-token-event';

export { PUSH_TOKEN_EVENT };

let wrapperToken: string | null = null;

export const currentWrapperToken = (): string | null => wrapperToken;

function tokenFromEvent(event: Event): string | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const token = typeof detail === 'string' ? detail : (detail as { token?: unknown } | null)?.token;
  return typeof token === 'string' && token.trim() !== '' ? token.trim() : null;
}

/**
 * At start: a browser may have renewed its push subscription (the worker re-subscribes on
 * `pushsubscriptionchange`); stored configurations then take the new token. Nothing is loaded
 * unless this device has configurations.
 */
export function syncBrowserToken(storage: Pick<Storage, 'getItem'> | null = typeof localStorage === 'undefined' ? null : localStorage): void {
  try {
    if (!storage?.getItem(CONFIGURATIONS_KEY)) return;
  } catch {
    return;
  }
  void Promise.all([import('./push-token'), import('./registration')]).then(async ([{ currentPushToken }, { adoptToken, logPushFailure }]) => {
    try {
      const token = await currentPushToken();
      if (token) await adoptToken(token);
    } catch (error) {
      logPushFailure('Token-Abgleich', error);
    }
  });
}

export function listenForWrapperToken(target: EventTarget = window): () => void {
  const onToken = (event: Event) => {
    const token = tokenFromEvent(event);
    if (!token) return;
    wrapperToken = token;
    void import('./registration').then(({ adoptToken }) => adoptToken(token));
  };
  target.addEventListener(PUSH_TOKEN_EVENT, onToken);
  return () => target.removeEventListener(PUSH_TOKEN_EVENT, onToken);
}

/**
 * Logout removes the stored configurations (they hold the resident's addresses); their server
 * registrations are unregistered before that, so no reminder outlives them. Returns the uninstaller.
 */
export function forgetRemindersOnLogout(storage: Pick<Storage, 'getItem'> | null = typeof localStorage === 'undefined' ? null : localStorage): () => void {
  return onLogout(async () => {
    try {
      if (!storage?.getItem(CONFIGURATIONS_KEY)) return;
    } catch {
      return;
    }
    const { unregisterStoredTokens } = await import('./registration');
    await unregisterStoredTokens();
  });
}

/**
 * Talks to the authority about reminders: Registrieren (with `X-Referer` = the
 * current page and the waste types comma-joined), unregistering a token, and re-registering every
 * stored configuration when the device's push token changes. Push failures are
 * only logged: the page and the locally stored configuration never depend on them.
 */
import { transport } from '../../../api/client';
import type { ContractParams } from '../../../api/portal-client';
import { addressKeyOf, loadConfigurations, saveConfigurations, withToken, type NotificationConfiguration } from './configurations';
import { reminderGate, withoutEmpty } from './referring-client';

export const REGISTER_FUNCTION = 'Registrieren';

/** The parameters of Registrieren for a configuration (names as in the metadata). */
function registrationParams(config: NotificationConfiguration): ContractParams<'Registrieren'> {
  const { address } = config;
  return withoutEmpty({
    adressKey: addressKeyOf(config),
    fcmToken: config.fcmToken,
    ort: address.city.OrteId,
    ortsteil: address.street.OrtsteilName,
    strasse: address.street.StrassenId,
    hausNr: address.object.HausNr,
    hausNrZus: address.object.HausNrZus,
    vorlaufzeit: config.duration,
    abfallarten: config.wasteTypes.map((w) => w.id).join(','),
  });
}

export async function registerConfiguration(config: NotificationConfiguration, signal?: AbortSignal): Promise<void> {
  const register = reminderGate().fn(REGISTER_FUNCTION);
  if (!register) throw new Error(`${REGISTER_FUNCTION} is not offered by this authority`);
  await register(registrationParams(config), { signal });
}

export async function unregisterToken(fcmToken: string, adressKey?: string): Promise<void> {
  await transport.request({ method: 'POST', path: 'push/unregister', query: {}, body: { fcmToken, adressKey } });
}

/**
 * Logout: the stored configurations are the resident's
 * addresses and go with every other trace, so the server must forget this device's registrations
 * first, or reminders would keep arriving with nothing left in the portal to stop them. Each token
 * once, without an address key: everything this device registered goes. Failures are only logged.
 */
export async function unregisterStoredTokens(): Promise<void> {
  const tokens = new Set(loadConfigurations().map((config) => config.fcmToken));
  await Promise.all(
    [...tokens].map((token) =>
      unregisterToken(token).catch((error: unknown) => {
        logPushFailure('Abmeldung der Erinnerungen', error);
      }),
    ),
  );
}

/** A failed push call is logged and otherwise ignored. */
export function logPushFailure(what: string, error: unknown): void {
  console.warn(`[push] ${what} fehlgeschlagen:`, error instanceof Error ? error.message : error);
}

/**
 * A new token for this device: every stored configuration whose token differs takes it and is
 * registered again; the old token is unregistered so it stops receiving the reminders.
 */
export async function adoptToken(token: string): Promise<void> {
  const { list, changed } = withToken(loadConfigurations(), token);
  if (changed.length === 0) return;
  saveConfigurations(list);
  await Promise.all(
    changed.map(async ({ config, previousToken }) => {
      try {
        await registerConfiguration(config);
        if (previousToken) await unregisterToken(previousToken, addressKeyOf(config));
      } catch (error) {
        logPushFailure('Neuanmeldung', error);
      }
    }),
  );
}

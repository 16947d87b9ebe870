/**
 * The side effects of saving a reminder (reminder.machine.ts): the device's push token, and storing
 * the configuration on the device. The registration at the authority runs in the background and
 * only logs its failure: the configuration stays and is registered again with the
 * next token.
 */
import { fromPromise } from 'xstate';
import { addressKeyOf, loadConfigurations, saveConfigurations, upsertConfiguration } from './configurations';
import { obtainPushToken, PushUnavailableError } from './push-token';
import { logPushFailure, registerConfiguration, unregisterToken } from './registration';
import type { StoreReminderInput } from './reminder.machine';

/** Anything but a known reason (no push here, permission refused) is logged before the form shows it. */
async function logged<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof PushUnavailableError) || error.reason === 'failed') logPushFailure('Push-Anmeldung', error);
    throw error;
  }
}

export const reminderActors = {
  obtainToken: fromPromise<string>(() => logged(obtainPushToken)),
  store: fromPromise<void, StoreReminderInput>(({ input: { config, editing } }) =>
    logged(async () => {
      saveConfigurations(upsertConfiguration(loadConfigurations(), config, editing?.topic));
      // In the background: the resident's settings are saved whatever the push service says.
      void registerConfiguration(config).catch((error: unknown) => logPushFailure('Registrieren', error));
      if (editing && (editing.topic !== config.topic || editing.fcmToken !== config.fcmToken)) {
        void unregisterToken(editing.fcmToken, addressKeyOf(editing)).catch((error: unknown) => logPushFailure('Abmelden', error));
      }
    }),
  ),
};

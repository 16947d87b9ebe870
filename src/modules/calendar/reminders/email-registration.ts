/**
 * Asks the authority for a reminder by e-mail (RegistriereEmailErinnerung): the same address, lead
 * time and waste types as a push reminder, plus the e-mail address. The server answers alike for
 * every address and mails a confirmation link; nothing is stored on the device, since the reminder
 * lives at the authority and every mail carries its own unsubscribe link.
 */
import { reminderGate, withoutEmpty } from './referring-client';

export const EMAIL_REGISTER_FUNCTION = 'RegistriereEmailErinnerung';

/** Sent with `X-Referer`: the page the reminder mails lead back to (the calendar it was set on). */
export async function requestEmailReminder(values: Record<string, unknown>, signal?: AbortSignal): Promise<void> {
  const request = reminderGate().fn(EMAIL_REGISTER_FUNCTION);
  if (!request) throw new Error(`${EMAIL_REGISTER_FUNCTION} is not offered by this authority`);
  await request(withoutEmpty(values), { signal });
}

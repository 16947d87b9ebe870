/**
 * Asks the authority for a reminder by e-mail (RegistriereEmailErinnerung): the same address, lead
 * time and waste types as a push reminder, plus the e-mail address. The server answers alike for
 * every address and mails a confirmation link; nothing is stored on the device, since the reminder
 * lives at the authority and every mail carries its own unsubscribe link.
 */
import { formatLiteral, type LiteralValue } from '../../../../codegen/runtime/query';
import { functionSpecs } from '../../../../generated/client';
import { transport } from '../../../api/client';

export const EMAIL_REGISTER_FUNCTION = 'RegistriereEmailErinnerung';

export async function requestEmailReminder(values: Record<string, unknown>, signal?: AbortSignal): Promise<void> {
  const specs = functionSpecs as Partial<Record<string, (typeof functionSpecs)[keyof typeof functionSpecs]>>;
  const spec = specs[EMAIL_REGISTER_FUNCTION];
  if (!spec) throw new Error(`${EMAIL_REGISTER_FUNCTION} is not offered by this authority`);
  const query: Record<string, string | undefined> = {};
  for (const [name, edmType] of spec.params) {
    const value = values[name] as LiteralValue | undefined;
    query[name] = value === undefined || value === null || value === '' ? undefined : formatLiteral(edmType, value);
  }
  // The page the reminder mails lead back to (the calendar the resident set it on).
  await transport.request({ method: 'POST', path: spec.name, query, signal, headers: { 'X-Referer': window.location.href } });
}

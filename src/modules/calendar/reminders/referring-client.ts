/**
 * The generated client for the reminder calls: each request names the page it is made on
 * (`X-Referer`), since the authority's reminders lead back there. Reached through the capability
 * gate like the portal's own client, so a function the live metadata lacks is not called.
 */
import { createClient } from '../../../../generated/client';
import { transport } from '../../../api/client';
import { gate, type CapabilityGate } from '../../../api/gate';

const referringClient = createClient({
  request: (req) => transport.request({ ...req, headers: { ...req.headers, 'X-Referer': window.location.href } }),
});

/** The gate over the referring client, with the live capabilities (the build's before they arrive). */
export const reminderGate = (): CapabilityGate => gate(referringClient);

/**
 * The values without empty texts: a field left blank is no parameter (the backend reads an empty
 * literal as a value).
 */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as T;
}

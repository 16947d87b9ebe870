/**
 * Time on the wire: OData V2 `/Date(ms)/` encodes the Europe/Berlin wall-clock as if it were UTC
 * (docs/metadata-contract.md, "Values on the wire"). The server keeps real epoch milliseconds for its own bookkeeping
 * (sessions, rate limits) and converts only at the boundary.
 */
import { de } from 'date-fns/locale';
import { formatInTimeZone } from 'date-fns-tz';
import { berlinWall } from '../codegen/runtime/berlin-clock';

/** Injected clock: real epoch milliseconds. Tests pass a controllable one. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** Real instant -> Berlin wall-clock encoded as UTC ms (the OData V2 value). */
export function toWireMs(epochMs: number): number {
  return berlinWall(new Date(epochMs)).getTime();
}

/**
 * A wire date (Berlin wall clock encoded as UTC) as German text, `dd.MM.yyyy` unless a date-fns
 * pattern says otherwise: the one way letters, PDFs, mails and push messages print a day.
 */
export function germanDay(wireMs: number, pattern = 'dd.MM.yyyy'): string {
  return formatInTimeZone(wireMs, 'UTC', pattern, { locale: de });
}

/** A real instant (epoch ms) as Berlin time in German, by a date-fns pattern. */
export function germanTime(epochMs: number, pattern: string): string {
  return formatInTimeZone(epochMs, 'Europe/Berlin', pattern, { locale: de });
}

/** Midnight (wire encoding) of the Berlin calendar day containing the instant. */
export function wireDay(epochMs: number): number {
  const w = toWireMs(epochMs);
  return w - (((w % 86_400_000) + 86_400_000) % 86_400_000);
}

export function wireDate(ms: number): string {
  return `/Date(${ms})/`;
}

/** Calendar year (Berlin) of an instant. */
export function berlinYear(epochMs: number): number {
  return new Date(toWireMs(epochMs)).getUTCFullYear();
}

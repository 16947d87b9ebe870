/**
 * Time on the wire: OData V2 `/Date(ms)/` encodes the Europe/Berlin wall-clock as if it were UTC
 * (docs/metadata-contract.md, "Values on the wire"). The server keeps real epoch milliseconds for its own bookkeeping
 * (sessions, rate limits) and converts only at the boundary.
 */

/** Injected clock: real epoch milliseconds. Tests pass a controllable one. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Real instant -> Berlin wall-clock encoded as UTC ms (the OData V2 value). */
export function toWireMs(epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of berlinParts.formatToParts(new Date(epochMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall + (epochMs % 1000 + 1000) % 1000;
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

/** Why the demo rows of a set did not fit, in German, naming the property where SQLite names it. */

/** `Objekte.Mandant, Objekte.ObjekteId` -> `Mandant, ObjekteId`. */
const properties = (list: string) =>
  list
    .split(',')
    .map((c) => c.trim().replace(/^[^.]*\./, ''))
    .join(', ');

export function rejectionReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  let m = /NOT NULL constraint failed: (.+)$/.exec(message);
  if (m?.[1]) return `${properties(m[1])}: kein Wert`;
  m = /(?:UNIQUE|PRIMARY KEY) constraint failed: (.+)$/.exec(message);
  if (m?.[1]) return `${properties(m[1])}: Schlüssel nicht eindeutig`;
  m = /no such column: "?([^"\s]+)"?/.exec(message);
  if (m?.[1]) return `${m[1]}: Spalte fehlt`;
  m = /no such table: "?([^"\s]+)"?/.exec(message);
  if (m?.[1]) return `${m[1]}: Tabelle fehlt`;
  if (/datatype mismatch/.test(message)) return 'Schlüssel hat einen anderen Typ';
  // The engine's own conversions say property and value in German already.
  return message.split('\n')[0] ?? message;
}

/**
 * Which reminders are due and what they say. A reminder belongs to one registration and one
 * collection day: it is due from `day 00:00 − vorlaufzeit hours` (Berlin wall clock) until the
 * day is over, so a reminder missed while the server was down still goes out if it can help. Pure
 * SQL reads; the scheduler records what it sent.
 */
import { tableExists, type Db } from '../db';
import { germanDay } from '../time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What decides when a reminder is due and what it says, whichever way it is delivered (a push
 * registration, or an e-mail reminder in server/mail/email-reminders.ts).
 */
export interface ReminderTarget {
  id: number;
  strassen_id: number;
  haus_nr: string | null;
  haus_nr_zus: string | null;
  vorlaufzeit: number;
  abfallarten: string;
  referer: string | null;
}

export interface Registration extends ReminderTarget {
  fcm_token: string;
  orte_id: number;
  strassen_id: number;
  haus_nr: string | null;
  haus_nr_zus: string | null;
  vorlaufzeit: number;
  abfallarten: string;
  referer: string | null;
  /** The client address that registered it; null for registrations older than that column. */
  client: string | null;
}

export interface Collection {
  /** Midnight of the collection day, wire encoding (Berlin wall clock as UTC ms). */
  day: number;
  wasteTypes: string[];
  /** The holiday notes of the day's shifted dates (e.g. "Verschoben wegen Ostermontag (06.04.)"). */
  shifts: string[];
}

export interface Due<R extends ReminderTarget> {
  registration: R;
  collection: Collection;
  street: string;
}

export type DueReminder = Due<Registration>;

export interface ReminderMessage {
  title: string;
  body: string;
  /** Page a tap opens (the calendar the resident registered on). */
  url: string;
  tag: string;
}

export function createSentTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS srv_push_sent (
    registration_id INTEGER NOT NULL,
    day INTEGER NOT NULL,
    sent_ms INTEGER NOT NULL,
    PRIMARY KEY (registration_id, day)
  )`);
}

/** Removes a registration with its record of sent reminders and failures (unregistered, replaced or gone). */
export function forgetRegistration(db: Db, id: number): void {
  db.prepare(`DELETE FROM srv_push_registrations WHERE id = ?`).run(id);
  db.prepare(`DELETE FROM srv_push_sent WHERE registration_id = ?`).run(id);
  db.prepare(`DELETE FROM srv_push_failures WHERE registration_id = ?`).run(id);
}

const wasteIds = (list: string): number[] =>
  list
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n));

/** The collection days of a registration's street and waste types between two wire instants. */
function collections(db: Db, r: ReminderTarget, fromDay: number, toDay: number): Collection[] {
  const ids = wasteIds(r.abfallarten);
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT t."Termin" AS day, a."Name" AS name, t."IstVerschoben" AS shifted, t."Hinweis" AS note
         FROM "Abfuhrtermine" t
         JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
         JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk"
         JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk"
        WHERE t."Strasse__fk" = ? AND t."Termin" >= ? AND t."Termin" <= ?
          AND a."AbfallartenId" IN (${ids.map(() => '?').join(',')})
        ORDER BY t."Termin", a."Name"`,
    )
    .all(r.strassen_id, fromDay, toDay, ...ids) as { day: number; name: string; shifted: number; note: string | null }[];
  const byDay = new Map<number, Collection>();
  for (const row of rows) {
    const c = byDay.get(row.day) ?? { day: row.day, wasteTypes: [], shifts: [] };
    if (!c.wasteTypes.includes(row.name)) c.wasteTypes.push(row.name);
    if (row.shifted && row.note && !c.shifts.includes(row.note)) c.shifts.push(row.note);
    byDay.set(row.day, c);
  }
  return [...byDay.values()];
}

/** The sets a reminder is read from; another authority's metadata may lack them (then none is due). */
const CALENDAR_SETS = ['Abfuhrtermine', 'Abfuhrplaene', 'GefaesstarifArten', 'Abfallarten', 'Strassen'];

/** Reminders due at `nowWire` (wire encoding) that were not sent yet. */
export function dueReminders(db: Db, nowWire: number): DueReminder[] {
  const registrations = db.prepare(`SELECT * FROM srv_push_registrations ORDER BY id`).all() as Registration[];
  const sent = db.prepare(`SELECT 1 FROM srv_push_sent WHERE registration_id = ? AND day = ?`);
  return dueFor(db, registrations, nowWire, (id, day) => sent.get(id, day) !== undefined);
}

/** Of `targets`, the reminders due at `nowWire` (wire encoding) that `wasSent` does not know. */
export function dueFor<R extends ReminderTarget>(db: Db, targets: readonly R[], nowWire: number, wasSent: (id: number, day: number) => boolean): Due<R>[] {
  if (targets.length === 0 || !CALENDAR_SETS.every((set) => tableExists(db, set))) return [];
  const streetOf = db.prepare(`SELECT "Name" AS name FROM "Strassen" WHERE "StrassenId" = ?`);
  const due: Due<R>[] = [];
  for (const r of targets) {
    // The collection day's reminder is due at day − lead; it stays useful until the day ends.
    const lead = r.vorlaufzeit * HOUR;
    for (const c of collections(db, r, nowWire - DAY + 1, nowWire + Math.max(lead, 0))) {
      if (c.day - lead > nowWire || nowWire >= c.day + DAY) continue;
      if (wasSent(r.id, c.day)) continue;
      const street = (streetOf.get(r.strassen_id) as { name: string } | undefined)?.name ?? '';
      due.push({ registration: r, collection: c, street });
    }
  }
  return due;
}

const listFormat = new Intl.ListFormat('de-DE', { type: 'conjunction' });

/** The German notification: what is collected when, where, and a holiday shift if there is one. */
export function reminderMessage(due: Due<ReminderTarget>, nowWire: number): ReminderMessage {
  const { collection, registration: r } = due;
  const date = germanDay(collection.day, 'EEEE, d. MMMM yyyy');
  const relative = nowWire >= collection.day ? 'heute' : nowWire >= collection.day - DAY ? 'morgen' : null;
  const types = listFormat.format(collection.wasteTypes);
  const address = [due.street, [r.haus_nr, r.haus_nr_zus].filter(Boolean).join('')].filter(Boolean).join(' ');
  const title = relative ? `Abfuhr ${relative}: ${types}` : `Abfuhr am ${date}: ${types}`;
  const lines = [`${types} ${collection.wasteTypes.length > 1 ? 'werden' : 'wird'} am ${date} abgeholt${address ? ` (${address})` : ''}.`];
  if (collection.shifts.length > 0) lines.push(`Achtung, Feiertagsverschiebung: ${collection.shifts.join('; ')}.`);
  lines.push('Bitte stellen Sie die Behälter rechtzeitig bereit.');
  return { title, body: lines.join(' '), url: calendarPath(r.referer), tag: `abfuhr-${r.id}-${collection.day}` };
}

/** The path of the page the resident registered on, if it is a calendar; else the public calendar. */
export function calendarPath(referer: string | null): string {
  try {
    const path = referer ? new URL(referer).pathname : '';
    return /^\/(objects\/\d+\/)?calendar\/?$/.test(path) ? path : '/calendar';
  } catch {
    return '/calendar';
  }
}

/**
 * The version of the authority's calendar data: the tables the public calendar answers are made of
 * (collection dates, plans, tariffs, waste types, volumes, streets, towns). Cached calendar answers
 * are keyed by it, so any change of those tables makes every cached answer stale at once.
 *
 * SQLite triggers count every insert, update and delete on those tables, whoever writes them (the
 * seed, a handler, an import run by another process on the same file). The row also holds a random
 * epoch drawn when the table is created: a reset drops and recreates it, so a counter that starts
 * again at zero can never repeat an earlier version.
 */
import type { Db } from '../db';
import { cached } from '../sql';

/** The tables every calendar answer reads (collections.ts, AbfuhrtermineAbJahr with its expansions). */
export const CALENDAR_TABLES = ['Abfuhrtermine', 'Abfuhrplaene', 'GefaesstarifArten', 'Abfallarten', 'Volumen', 'Strassen', 'Orte'] as const;

const TABLE = 'srv_calendar_version';
/** Real epoch ms inside SQLite (a trigger cannot call the app's clock; the change happens now). */
const NOW_MS = `CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)`;

export interface DataVersion {
  /** Changes with every write to a calendar table: part of every cache key and ETag. */
  tag: string;
  /** Real epoch ms of the last write: Last-Modified, DTSTAMP of the feed, "Stand" of the PDF. */
  changedMs: number;
}

/** Creates the version row and the triggers (idempotent), for the tables that exist. */
export function installCalendarVersion(db: Db): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), epoch TEXT NOT NULL, counter INTEGER NOT NULL, changed_ms INTEGER NOT NULL);
     INSERT OR IGNORE INTO ${TABLE} (id, epoch, counter, changed_ms) VALUES (1, lower(hex(randomblob(6))), 0, ${NOW_MS});`,
  );
  const existing = new Set((db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map((r) => r.name));
  for (const table of CALENDAR_TABLES) {
    if (!existing.has(table)) continue;
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(
        `CREATE TRIGGER IF NOT EXISTS "srv_calendar_${table}_${op.toLowerCase()}" AFTER ${op} ON "${table}"
         BEGIN UPDATE ${TABLE} SET counter = counter + 1, changed_ms = ${NOW_MS} WHERE id = 1; END;`,
      );
    }
  }
}

/** Marks the calendar data as changed (after a seed, which runs before the triggers exist). */
export function bumpCalendarVersion(db: Db): void {
  installCalendarVersion(db);
  db.prepare(`UPDATE ${TABLE} SET counter = counter + 1, changed_ms = ${NOW_MS} WHERE id = 1`).run();
}

const installed = new WeakSet<Db>();

/** The current version; installs the table and triggers on a database that has none yet. */
export function calendarVersion(db: Db): DataVersion {
  if (!installed.has(db)) {
    installCalendarVersion(db);
    installed.add(db);
  }
  // Read on every public calendar request: a prepared statement (SQLite re-prepares it after a reset).
  const read = () => cached(db, `SELECT epoch, counter, changed_ms FROM ${TABLE} WHERE id = 1`).get() as { epoch: string; counter: number; changed_ms: number } | undefined;
  let row: ReturnType<typeof read>;
  try {
    row = read();
  } catch {
    // Dropped by a reset after this process installed it.
    installCalendarVersion(db);
    row = db.prepare(`SELECT epoch, counter, changed_ms FROM ${TABLE} WHERE id = 1`).get() as typeof row;
  }
  return { tag: `${row!.epoch}.${row!.counter}`, changedMs: row!.changed_ms };
}

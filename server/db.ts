/**
 * Opening the SQLite database and the server-only tables (prefix srv_, so they never clash with an entity set).
 * The OData tables themselves are created from the metadata by the engine (`createSchema`).
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

export function createServerTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS srv_meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
    CREATE TABLE IF NOT EXISTS srv_credentials (
      address_id INTEGER PRIMARY KEY,
      login TEXT NOT NULL UNIQUE COLLATE NOCASE,
      salt BLOB NOT NULL,
      hash BLOB NOT NULL,
      requested_changes TEXT
    );
    CREATE TABLE IF NOT EXISTS srv_sessions (
      token_hash TEXT PRIMARY KEY,
      address_id INTEGER NOT NULL,
      object_id INTEGER,
      created_ms INTEGER NOT NULL,
      expires_ms INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS srv_sessions_address ON srv_sessions(address_id);
    CREATE TABLE IF NOT EXISTS srv_login_attempts (
      scope TEXT NOT NULL,
      subject TEXT NOT NULL,
      at_ms INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS srv_login_attempts_subject ON srv_login_attempts(scope, subject, at_ms);
    CREATE TABLE IF NOT EXISTS srv_uploads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      entity_set TEXT NOT NULL,
      entity_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      mime_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BLOB NOT NULL,
      created_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS srv_idempotency (
      key TEXT PRIMARY KEY,
      created_ms INTEGER NOT NULL,
      status INTEGER NOT NULL,
      body TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS srv_idempotency_names (
      name TEXT NOT NULL,
      key TEXT NOT NULL,
      PRIMARY KEY (name, key)
    );
    CREATE TABLE IF NOT EXISTS srv_push_registrations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      fcm_token TEXT NOT NULL,
      adress_key TEXT,
      orte_id INTEGER NOT NULL,
      ortsteil TEXT,
      strassen_id INTEGER NOT NULL,
      haus_nr TEXT,
      haus_nr_zus TEXT,
      vorlaufzeit INTEGER NOT NULL,
      abfallarten TEXT NOT NULL,
      referer TEXT,
      updated_ms INTEGER NOT NULL,
      -- The client address that registered it: caps on failing endpoints (Registrieren).
      client TEXT,
      UNIQUE (fcm_token, orte_id, strassen_id, haus_nr, haus_nr_zus)
    );
    -- Push registrations whose last send failed, waiting for their next try (push/failures.ts).
    CREATE TABLE IF NOT EXISTS srv_push_failures (
      registration_id INTEGER PRIMARY KEY,
      failures INTEGER NOT NULL,
      failed_ms INTEGER NOT NULL,
      retry_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS srv_registrations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kassenzeichen TEXT NOT NULL,
      objekt_nr TEXT NOT NULL,
      login TEXT NOT NULL,
      email TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_ms INTEGER NOT NULL
    );
    -- The archived PDF of each document (server/documents.ts): Groesse is the size of this file.
    CREATE TABLE IF NOT EXISTS srv_document_files (dokumente_id INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
    -- Reports of accessibility barriers (MeldeBarriere): the authority's model has no set for them.
    CREATE TABLE IF NOT EXISTS srv_barrier_reports (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      page TEXT,
      description TEXT NOT NULL,
      name TEXT,
      email TEXT,
      payload TEXT NOT NULL,
      created_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS srv_password_resets (
      token_hash TEXT PRIMARY KEY,
      address_id INTEGER NOT NULL,
      expires_ms INTEGER NOT NULL,
      used_ms INTEGER
    );
    -- Registrations waiting for their confirmation link (auth/registrations.ts): the login is
    -- opened only from here, by the link mailed to the typed address. salt and hash as in srv_credentials.
    CREATE TABLE IF NOT EXISTS srv_pending_registrations (
      token_hash TEXT PRIMARY KEY,
      registration_id INTEGER NOT NULL,
      address_id INTEGER NOT NULL,
      login TEXT NOT NULL COLLATE NOCASE,
      email TEXT NOT NULL,
      salt BLOB NOT NULL,
      hash BLOB NOT NULL,
      created_ms INTEGER NOT NULL,
      expires_ms INTEGER NOT NULL,
      used_ms INTEGER
    );
    CREATE INDEX IF NOT EXISTS srv_pending_registrations_login ON srv_pending_registrations(login);
    CREATE INDEX IF NOT EXISTS srv_pending_registrations_address ON srv_pending_registrations(address_id);
  `);
  // Databases written before push registrations kept the address that made them.
  if (!hasColumns(db, 'srv_push_registrations', ['client'])) db.exec(`ALTER TABLE srv_push_registrations ADD COLUMN client TEXT`);
}

/** Whether the database has the table: another authority's metadata may lack a set the server reads. */
export function tableExists(db: Db, name: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
}

/**
 * Whether the table has every column: code written for the reference reads only where another
 * authority's metadata gave the tables the same shape (a feature that does not is not wired).
 */
export function hasColumns(db: Db, table: string, columns: readonly string[]): boolean {
  const present = new Set((db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name));
  return present.size > 0 && columns.every((c) => present.has(c));
}

/**
 * A statement written for the reference's tables that this database's metadata shaped otherwise
 * (a set or column it lacks): the feature is not there, which is not a server fault.
 */
export function isShapeMismatch(err: unknown): boolean {
  return err instanceof Error && err.name === 'SqliteError' && /^no such (table|column)/.test(err.message);
}

/** A per-database secret (pseudo ids for unknown logins). Random once, then stable. */
export function serverSecret(db: Db): Buffer {
  const row = db.prepare(`SELECT value FROM srv_meta WHERE key = 'secret'`).get() as { value: Buffer } | undefined;
  if (row) return row.value;
  const secret = randomBytes(32);
  db.prepare(`INSERT INTO srv_meta (key, value) VALUES ('secret', ?)`).run(secret);
  return secret;
}


/** Contact details of a claim: no column for them in the authority's model, so kept server-side. */
export function createClaimDetailsTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS srv_claim_details (reklamationen_id INTEGER PRIMARY KEY, payload TEXT NOT NULL, created_ms INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS srv_banner_links (id INTEGER PRIMARY KEY, url TEXT NOT NULL, titel TEXT NOT NULL, text TEXT, sort INTEGER NOT NULL);`);
}

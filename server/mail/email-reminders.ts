/**
 * Reminders by e-mail (for browsers without push, e.g. Safari on an iPhone outside an installed web
 * app), kept server-side in srv_email_reminders. Double opt-in: a sign-up stores the reminder as
 * pending and mails a confirmation link; only an opened link makes it active. Anyone can type any
 * address, so a sign-up never changes a confirmed reminder itself, and the answer and the mail are
 * the same whether the address is known or not. Every mail carries a link that ends the reminder
 * without a login (and the List-Unsubscribe headers of RFC 8058 for mail clients).
 *
 * The link tokens: the confirmation token is random, only its SHA-256 stored; the unsubscribe token
 * is an HMAC of the reminder's id under the server secret, so nothing secret is stored for it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';
import { serverSecret, type Db } from '../db';
import { hashToken } from '../auth/sessions';
import { composeMail, type MailBlock } from './compose';
import { portalLink } from './links';
import type { OutgoingMail } from './outbox';

/** How long a confirmation link works (and a pending sign-up is kept). */
export const CONFIRM_LIFETIME_MS = 7 * 24 * 3_600_000;

export const CONFIRM_PATH = '/api/erinnerungen/bestaetigen';
export const UNSUBSCRIBE_PATH = '/api/erinnerungen/abmelden';

export interface EmailReminder {
  id: number;
  email: string;
  orte_id: number;
  ortsteil: string | null;
  strassen_id: number;
  haus_nr: string | null;
  haus_nr_zus: string | null;
  vorlaufzeit: number;
  abfallarten: string;
  referer: string | null;
  confirmed_ms: number | null;
}

export function createEmailReminderTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS srv_email_reminders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL COLLATE NOCASE,
      orte_id INTEGER NOT NULL,
      ortsteil TEXT,
      strassen_id INTEGER NOT NULL,
      haus_nr TEXT,
      haus_nr_zus TEXT,
      vorlaufzeit INTEGER NOT NULL,
      abfallarten TEXT NOT NULL,
      referer TEXT,
      confirm_hash TEXT UNIQUE,
      created_ms INTEGER NOT NULL,
      confirmed_ms INTEGER
    );
    CREATE TABLE IF NOT EXISTS srv_email_reminders_sent (
      reminder_id INTEGER NOT NULL,
      day INTEGER NOT NULL,
      sent_ms INTEGER NOT NULL,
      PRIMARY KEY (reminder_id, day)
    );
  `);
  // Databases written before every link came from PORTAL_PUBLIC_URL kept each request's API base,
  // which nothing reads any more: drop the column so new rows need no value for it.
  const columns = db.prepare(`PRAGMA table_info(srv_email_reminders)`).all() as { name: string }[];
  if (columns.some((c) => c.name === 'portal_base')) db.exec(`ALTER TABLE srv_email_reminders DROP COLUMN portal_base`);
}

export type NewEmailReminder = Omit<EmailReminder, 'id' | 'confirmed_ms'>;

/** Stores a pending reminder and returns its id and the confirmation token for the link. */
export function storePending(db: Db, reminder: NewEmailReminder, now: number): { id: number; token: string } {
  const token = randomBytes(32).toString('base64url');
  const id = db.transaction(() => {
    // Unconfirmed sign-ups are not kept beyond their link.
    const stale = db.prepare(`SELECT id FROM srv_email_reminders WHERE confirmed_ms IS NULL AND created_ms <= ?`).all(now - CONFIRM_LIFETIME_MS) as { id: number }[];
    for (const row of stale) forgetEmailReminder(db, row.id);
    const r = reminder;
    return Number(
      db
        .prepare(
          `INSERT INTO srv_email_reminders (email, orte_id, ortsteil, strassen_id, haus_nr, haus_nr_zus, vorlaufzeit, abfallarten, referer, confirm_hash, created_ms)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(r.email, r.orte_id, r.ortsteil, r.strassen_id, r.haus_nr, r.haus_nr_zus, r.vorlaufzeit, r.abfallarten, r.referer, hashToken(token), now).lastInsertRowid,
    );
  })();
  return { id, token };
}

export function forgetEmailReminder(db: Db, id: number): void {
  db.prepare(`DELETE FROM srv_email_reminders WHERE id = ?`).run(id);
  db.prepare(`DELETE FROM srv_email_reminders_sent WHERE reminder_id = ?`).run(id);
}

/**
 * Activates the reminder of a valid, unexpired confirmation link (once). A confirmed reminder of the
 * same address and e-mail is replaced by it: confirming new settings changes them.
 */
export function confirmEmailReminder(db: Db, token: string, now: number): EmailReminder | null {
  return db.transaction(() => {
    const row = db.prepare(`SELECT * FROM srv_email_reminders WHERE confirm_hash = ? AND confirmed_ms IS NULL AND created_ms > ?`).get(hashToken(token), now - CONFIRM_LIFETIME_MS) as
      | EmailReminder
      | undefined;
    if (!row) return null;
    const replaced = db
      .prepare(
        `SELECT id FROM srv_email_reminders WHERE id <> ? AND confirmed_ms IS NOT NULL AND email = ? AND orte_id = ? AND strassen_id = ?
           AND COALESCE(haus_nr, '') = COALESCE(?, '') AND COALESCE(haus_nr_zus, '') = COALESCE(?, '')`,
      )
      .all(row.id, row.email, row.orte_id, row.strassen_id, row.haus_nr, row.haus_nr_zus) as { id: number }[];
    for (const r of replaced) forgetEmailReminder(db, r.id);
    db.prepare(`UPDATE srv_email_reminders SET confirmed_ms = ?, confirm_hash = NULL WHERE id = ?`).run(now, row.id);
    return { ...row, confirmed_ms: now };
  })();
}

export function unsubscribeToken(db: Db, id: number): string {
  return createHmac('sha256', serverSecret(db)).update(`email-reminder-unsubscribe:${id}`).digest('base64url');
}

/** The reminder an unsubscribe link names, if the link is genuine and the reminder still exists. */
export function reminderOfUnsubscribe(db: Db, id: number, token: string): EmailReminder | null {
  const expected = Buffer.from(unsubscribeToken(db, id));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return (db.prepare(`SELECT * FROM srv_email_reminders WHERE id = ?`).get(id) as EmailReminder | undefined) ?? null;
}

/** The unsubscribe link and the RFC 2369/8058 headers every reminder mail carries. */
function unsubscribeParts(db: Db, config: ServerConfig, r: Pick<EmailReminder, 'id'>): { link: string; headers: Record<string, string> } {
  const link = portalLink(config, `${UNSUBSCRIBE_PATH}?id=${r.id}&token=${unsubscribeToken(db, r.id)}`);
  return { link, headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** "Hauptstraße 12a, Lindenau" and the settings in words, for the mails and pages. */
export function describeReminder(db: Db, r: Pick<EmailReminder, 'strassen_id' | 'orte_id' | 'ortsteil' | 'haus_nr' | 'haus_nr_zus' | 'vorlaufzeit' | 'abfallarten'>): { address: string; wasteTypes: string; lead: string } {
  const street = (db.prepare(`SELECT "Name" AS name FROM "Strassen" WHERE "StrassenId" = ?`).get(r.strassen_id) as { name: string } | undefined)?.name ?? '';
  const town = (db.prepare(`SELECT "Ortsname" AS name FROM "Orte" WHERE "OrteId" = ?`).get(r.orte_id) as { name: string } | undefined)?.name ?? '';
  const number = [r.haus_nr, r.haus_nr_zus].filter(Boolean).join('');
  const place = [town, r.ortsteil].filter(Boolean).join('-');
  const names = r.abfallarten
    .split(',')
    .map((id) => (db.prepare(`SELECT "Name" AS name FROM "Abfallarten" WHERE "AbfallartenId" = ?`).get(Number(id)) as { name: string } | undefined)?.name)
    .filter((n): n is string => Boolean(n));
  const lead = (db.prepare(`SELECT "Bezeichnung" AS label FROM "Vorlaufzeiten" WHERE "Stunden" = ?`).get(r.vorlaufzeit) as { label: string } | undefined)?.label ?? `${r.vorlaufzeit} Stunden vorher`;
  return { address: [[street, number].filter(Boolean).join(' '), place].filter(Boolean).join(', '), wasteTypes: new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(names), lead };
}

export function confirmationMail(db: Db, config: ServerConfig, r: Pick<EmailReminder, 'id' | 'email'> & Parameters<typeof describeReminder>[1], token: string): OutgoingMail {
  const { address, wasteTypes, lead } = describeReminder(db, r);
  const unsubscribe = unsubscribeParts(db, config, r);
  const blocks: MailBlock[] = [
    'Sie möchten per E-Mail an die Abfuhrtermine erinnert werden. Bitte bestätigen Sie das über den folgenden Link; erst dann ist die Erinnerung eingerichtet. Der Link gilt sieben Tage.',
    { facts: [['Adresse', address], ['Abfallarten', wasteTypes], ['Erinnerung', lead]] },
    { label: 'Erinnerung bestätigen', link: portalLink(config, `${CONFIRM_PATH}?token=${token}`) },
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; ohne Bestätigung erhalten Sie keine Erinnerungen.',
    { label: 'Anfrage verwerfen', link: unsubscribe.link },
  ];
  return composeMail(r.email, 'Bitte bestätigen Sie Ihre Erinnerung an Abfuhrtermine', blocks, { headers: unsubscribe.headers });
}

export function reminderMail(db: Db, config: ServerConfig, r: EmailReminder, message: { title: string; body: string; url: string }): OutgoingMail {
  const unsubscribe = unsubscribeParts(db, config, r);
  return composeMail(
    r.email,
    message.title,
    [
      message.body,
      { label: 'Zum Abfuhrkalender', link: portalLink(config, message.url) },
      'Sie erhalten diese E-Mail, weil Sie die Erinnerung im Bürgerportal eingerichtet und bestätigt haben.',
      { label: 'Erinnerung abbestellen', link: unsubscribe.link },
    ],
    { headers: unsubscribe.headers },
  );
}

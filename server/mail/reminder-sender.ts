/**
 * Sends the due e-mail reminders. When a reminder is due is the push scheduler's rule
 * (push/reminders.ts `dueFor`, with the same lead times and waste types); only confirmed reminders
 * are asked, each collection day is mailed once (srv_email_reminders_sent). Writing to the outbox
 * cannot fail for one address alone, so there are no retries here.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { dueFor, reminderMessage } from '../push/reminders';
import { toWireMs, type Clock } from '../time';
import { createEmailReminderTables, reminderMail, type EmailReminder } from './email-reminders';
import { sendMail } from './outbox';

export interface EmailReminderSender {
  /** Mails everything due now; answers how many were sent (tests call it directly). */
  tick(): number;
  stop(): void;
}

export function createEmailReminderSender(options: { db: Db; config: ServerConfig; clock: Clock; tickMs: number; log?: (message: string) => void }): EmailReminderSender {
  const { db, config, clock } = options;
  const log = options.log ?? ((m: string) => console.warn(`[erinnerung] ${m}`));
  createEmailReminderTables(db);
  const sent = db.prepare(`SELECT 1 FROM srv_email_reminders_sent WHERE reminder_id = ? AND day = ?`);
  const markSent = db.prepare(`INSERT OR IGNORE INTO srv_email_reminders_sent (reminder_id, day, sent_ms) VALUES (?, ?, ?)`);

  const tick = (): number => {
    const now = clock();
    const nowWire = toWireMs(now);
    const confirmed = db.prepare(`SELECT * FROM srv_email_reminders WHERE confirmed_ms IS NOT NULL ORDER BY id`).all() as EmailReminder[];
    let count = 0;
    for (const due of dueFor(db, confirmed, nowWire, (id, day) => sent.get(id, day) !== undefined)) {
      sendMail(config.outboxDir, now, reminderMail(db, config, due.registration, reminderMessage(due, nowWire)));
      markSent.run(due.registration.id, due.collection.day, now);
      count++;
    }
    return count;
  };
  // A tick that fails (a table this metadata shapes differently) is logged; it must not end the server.
  const timer = setInterval(() => {
    try {
      tick();
    } catch (err) {
      log(`Erinnerungen nicht geprüft: ${err instanceof Error ? err.message : String(err)}`);
    }
  }, options.tickMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}

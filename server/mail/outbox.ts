/**
 * The backend's "mail": there is no mail server here, so every message the authority would send is
 * written into the outbox folder of the data folder and printed on the console. Each message is two
 * files with one name: `<name>.txt`, the headers and the plain text as a person reads them, and
 * `<name>.eml`, the complete MIME message (plain text and HTML, built by nodemailer's MailComposer)
 * that a mail client opens. A real deployment hands the same MailComposer options to a transport.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { textToHtml } from './html';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; a link stands on a line of its own. */
  text: string;
  /** The HTML part; without one it is the plain text, escaped, in paragraphs. */
  html?: string;
  /** Further headers, e.g. List-Unsubscribe (values on one line). */
  headers?: Record<string, string>;
}

/** The sender every message names: the reference backend has no domain of its own. */
export const MAIL_FROM = { name: 'Bürgerportal Abfallwirtschaft', address: 'noreply@buergerportal.invalid' };

/** Header values never carry a line break (no header injection into the stored message). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

let sequence = 0;
const pending = new Set<Promise<void>>();

/** The complete MIME message (multipart/alternative: text and HTML). */
export function composeMime(mail: OutgoingMail, nowMs: number): Promise<Buffer> {
  const headers = Object.fromEntries(Object.entries(mail.headers ?? {}).map(([k, v]) => [oneLine(k), oneLine(v)]));
  return new MailComposer({
    from: MAIL_FROM,
    to: oneLine(mail.to),
    subject: oneLine(mail.subject),
    date: new Date(nowMs),
    text: mail.text,
    html: mail.html ?? `<!doctype html><html lang="de"><body>${textToHtml(mail.text)}</body></html>`,
    headers,
  })
    .compile()
    .build();
}

/**
 * Runs `work` (looking up whom to mail, and mailing) after the current request is answered, so the
 * answer takes the same time whether there is anyone to mail or not. Tracked like a message being
 * written: outboxSettled() waits for it and for what it sends.
 */
export function afterAnswer(work: () => void): void {
  const done: Promise<void> = new Promise<void>((resolve) => {
    setImmediate(() => {
      try {
        work();
      } catch (err) {
        console.error('[outbox] E-Mail nach der Antwort nicht gesendet:', err);
      } finally {
        resolve();
      }
    });
  }).finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every message handed to sendMail (or afterAnswer) so far has its `.eml` file (tests, shutdown). */
export async function outboxSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

export function sendMail(outboxDir: string | null, nowMs: number, mail: OutgoingMail): void {
  const extra = Object.entries(mail.headers ?? {}).map(([k, v]) => `${oneLine(k)}: ${oneLine(v)}\n`).join('');
  const message = `To: ${oneLine(mail.to)}\nSubject: ${oneLine(mail.subject)}\nDate: ${new Date(nowMs).toUTCString()}\n${extra}\n${mail.text}\n`;
  if (outboxDir === null) return;
  mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
  // Time and a counter first so a directory listing is in sending order; the random part keeps names
  // unique across processes sharing the folder.
  sequence = (sequence + 1) % 1_000_000;
  const base = join(outboxDir, `${String(nowMs).padStart(14, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`);
  writeFileSync(`${base}.txt`, message, { encoding: 'utf8', mode: 0o600 });
  console.log(`[outbox] ${base}.txt\n${message}`);
  // Building MIME is asynchronous (streams); the readable file above is already there.
  const written = composeMime(mail, nowMs)
    .then((mime) => writeFile(`${base}.eml`, mime, { mode: 0o600 }))
    .catch((err: unknown) => console.error(`[outbox] ${base}.eml nicht geschrieben:`, err))
    .finally(() => pending.delete(written));
  pending.add(written);
}


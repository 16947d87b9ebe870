/**
 * The backend's "mail": there is no mail server here, so every message the authority would send
 * (registration, password-reset link) is written as one text file into the outbox folder of the data
 * folder and printed on the console. A real deployment replaces this one function.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; a link stands on a line of its own. */
  text: string;
}

/** Header values never carry a line break (no header injection into the stored message). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

let sequence = 0;

export function sendMail(outboxDir: string | null, nowMs: number, mail: OutgoingMail): void {
  const message = `To: ${oneLine(mail.to)}\nSubject: ${oneLine(mail.subject)}\nDate: ${new Date(nowMs).toUTCString()}\n\n${mail.text}\n`;
  if (outboxDir === null) return;
  mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
  // Time and a counter first so a directory listing is in sending order; the random part keeps names
  // unique across processes sharing the folder.
  sequence = (sequence + 1) % 1_000_000;
  const file = join(outboxDir, `${String(nowMs).padStart(14, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.txt`);
  writeFileSync(file, message, { encoding: 'utf8', mode: 0o600 });
  console.log(`[outbox] ${file}\n${message}`);
}

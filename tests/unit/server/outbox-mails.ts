/**
 * Reads the outbox of a test backend: each message's `.eml` (the MIME message a mail client opens)
 * decoded into its headers, plain text and HTML part, and its readable `.txt` twin.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxSettled } from '../../../server/mail/outbox';

export interface ReadMail {
  file: string;
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The `.txt` next to the `.eml`. */
  readable: string;
}

export const tempOutbox = (): string => mkdtempSync(join(tmpdir(), 'portal-outbox-'));

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQp(body);
  return body;
}

export function parseMime(file: string, raw: string, readable: string): ReadMail {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => splitHead(p.replace(/^\r?\n/, ''))) : [{ headers, body }];
  const part = (type: string) => {
    const found = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return found ? decodeBody(found.headers, found.body.replace(/\r?\n$/, '')) : '';
  };
  return { file, headers, to: headers.to ?? '', subject: decodeWords(headers.subject ?? ''), text: part('text/plain'), html: part('text/html'), readable };
}

/** Every message in the outbox, in sending order, once all are written. */
export async function outboxMails(dir: string): Promise<ReadMail[]> {
  await outboxSettled();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMime(f, readFileSync(join(dir, f), 'utf8'), readFileSync(join(dir, f.replace(/\.eml$/, '.txt')), 'utf8')));
}

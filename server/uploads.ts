/**
 * Upload checks (SECURITY-CHECKLIST, Uploads): total decoded size, accepted type by extension or
 * MIME type from the function's `portal:Expect`, and the magic bytes must agree with both.
 */
import { ApiError, badRequest } from './errors';

export const MAX_UPLOAD_BYTES = 5_242_880;

export type FileKind = 'pdf' | 'jpg' | 'png' | 'heic';

export interface CheckedFile {
  name: string;
  mimeType: string;
  kind: FileKind;
  content: Buffer;
}

const KIND_BY_TOKEN: Record<string, FileKind> = {
  pdf: 'pdf',
  'application/pdf': 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  png: 'png',
  'image/png': 'png',
  heic: 'heic',
  heif: 'heic',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

export const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

export function sniff(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

function isBase64(s: string): boolean {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(s) && s.length % 4 === 0;
}

/** Validate `{files:[{name,type,content}]}` against the accepted list; throws typed errors. */
export function checkUploads(body: unknown, expect: readonly string[]): CheckedFile[] {
  if (body === undefined || body === null) return [];
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Der Inhalt der Anfrage ist ungültig.');
  const files = (body as { files?: unknown }).files;
  if (files === undefined || files === null) return [];
  if (!Array.isArray(files) || files.length > 20) throw badRequest('Die Liste der Dateien ist ungültig.');
  const accepted = new Set(expect.map((t) => KIND_BY_TOKEN[t.trim().toLowerCase().replace(/^\./, '')]).filter((k): k is FileKind => k !== undefined));
  const decoded: { name: string; type: string; content: Buffer }[] = [];
  let total = 0;
  for (const f of files) {
    if (typeof f !== 'object' || f === null) throw badRequest('Eine Datei ist ungültig.');
    const { name, type, content } = f as { name?: unknown; type?: unknown; content?: unknown };
    if (typeof name !== 'string' || name.trim() === '' || name.length > 200 || typeof content !== 'string') {
      throw badRequest('Eine Datei ist ungültig.');
    }
    const base64 = content.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
    if (!isBase64(base64)) throw badRequest(`Die Datei ${name} ist nicht korrekt kodiert.`);
    const bytes = Buffer.from(base64, 'base64');
    total += bytes.length;
    decoded.push({ name, type: typeof type === 'string' ? type.trim().toLowerCase() : '', content: bytes });
  }
  if (total > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, 'upload-too-large', 'Die Dateien sind zusammen größer als 5 MB. Bitte verkleinern Sie die Anhänge.');
  }
  const rejected: string[] = [];
  const result: CheckedFile[] = [];
  for (const f of decoded) {
    const ext = /\.([A-Za-z0-9]+)$/.exec(f.name)?.[1]?.toLowerCase() ?? '';
    const byExt = KIND_BY_TOKEN[ext];
    const byMime = f.type === '' || f.type === 'application/octet-stream' ? undefined : KIND_BY_TOKEN[f.type];
    const actual = sniff(f.content);
    const claimed = byExt ?? byMime;
    const consistent =
      actual !== null && claimed !== undefined && claimed === actual && (byExt === undefined || byExt === actual) && (byMime === undefined || byMime === actual) && (f.type === '' || f.type === 'application/octet-stream' || byMime !== undefined);
    if (!consistent || !accepted.has(actual)) rejected.push(f.name);
    else result.push({ name: f.name, mimeType: MIME_BY_KIND[actual], kind: actual, content: f.content });
  }
  if (rejected.length > 0) {
    throw new ApiError(422, 'upload-type', `Dieser Dateityp wird nicht angenommen: ${rejected.join(', ')}`);
  }
  return result;
}

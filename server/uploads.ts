/**
 * Upload checks (docs/security.md, "Uploads"): total decoded size, accepted type by extension or
 * MIME type from the function's `portal:Expect`, and the magic bytes must agree with both.
 *
 * Downstream systems of the authority open these files, so beyond the type a file must be only
 * that type. The whole file, whatever its kind, is scanned for what PHP, a browser or a PDF reader
 * would run, without depending on printable runs (codegen/runtime/file-content.ts, shared with the
 * portal's check when a file is picked): PHP tags, script markup and event handlers, a PDF inside
 * an image, and a HEIC's box structure. Here on top: no archive hidden in or behind it (PNG with
 * ZIP), nothing after the format's end, no active PDF content behind any filter or in object
 * streams (pdf-check.ts: a PDF that cannot be fully decoded is refused as unreadable), no PNG text
 * chunk that makes ImageMagick read a file or carries code (png-text.ts). A PNG is stored without its
 * text chunks. Names are reduced to a safe display name with the true extension.
 *
 * Images are stored as sent, not re-encoded: no maintained image library is a dependency (sharp,
 * the usual one, downloads a native binary at install, which CI here forbids), a pure JavaScript
 * re-encode of a JPEG loses quality and its EXIF orientation, none covers HEIC, and a payload
 * survives re-encoding anyway when it is written into the pixels, so the scan stays the defence.
 */
import { ApiError, badRequest } from './errors';
import { pdfProblem } from './pdf-check';
import { pngTexts, withoutTextChunks } from './png-text';
import { carriesCode, embeddedContent } from '../codegen/runtime/file-content';
// The type rule itself is shared with the portal, which checks a file the moment it is picked.
import { acceptedKinds, fileTypeProblem, MIME_BY_KIND, sniffFileKind, type FileKind } from '../codegen/runtime/file-types';

export const MAX_UPLOAD_BYTES = 5_242_880;

export type { FileKind };

export interface CheckedFile {
  name: string;
  mimeType: string;
  kind: FileKind;
  content: Buffer;
}

/** A PNG text that names a file: absolute, home- or dot-relative, a drive or share, a file: URL, `..`. */
const NAMES_A_PATH = /^\s*(?:[a-z]:)?[\\/]|^\s*~[\\/]|^\s*\.{1,2}[\\/]|^\s*file:|\.\.[\\/]/i;
const ARCHIVES = [Buffer.from('Rar!\x1a\x07', 'latin1'), Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])];
const ZIP_ENTRY = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Why `bytes` (already sniffed as `kind`) is not a plain file of that kind, or null: `markup`,
 * `polyglot`, `structure` (file-content.ts, pdf-check.ts), `archive`, `trailing`, `text` (a PNG text
 * naming a file), `active` (PDF) or `unreadable` (a PDF that cannot be fully decoded).
 */
export function activeContent(bytes: Buffer, kind: FileKind): string | null {
  const embedded = embeddedContent(bytes, kind);
  if (embedded !== null) return embedded;
  if (ARCHIVES.some((sig) => bytes.includes(sig)) || (bytes.includes(ZIP_ENTRY) && bytes.includes(ZIP_END))) return 'archive';
  switch (kind) {
    case 'png': {
      if (!bytes.subarray(-PNG_END.length).equals(PNG_END)) return 'trailing';
      const texts = pngTexts(bytes);
      if (texts === null) return 'structure';
      // Compressed texts hide their code from the scan of the file; they are dropped on storing,
      // but a PNG that carries code is refused all the same.
      if (texts.some((t) => carriesCode(Buffer.from(t.text, 'utf8')))) return 'markup';
      // ImageMagick reads the file a `profile` text names (CVE-2022-44268); any path is refused alike.
      return texts.some((t) => t.keyword.trim().toLowerCase() === 'profile' || NAMES_A_PATH.test(t.text)) ? 'text' : null;
    }
    case 'jpg': {
      let end = bytes.length;
      while (end > 2 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9 ? null : 'trailing';
    }
    case 'pdf':
      if (!/%%EOF\s*$/.test(bytes.toString('latin1', Math.max(0, bytes.length - 1024)))) return 'trailing';
      return pdfProblem(bytes);
    default:
      return null;
  }
}

const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', jpg: 'jpg', png: 'png', heic: 'heic' };

/**
 * A name safe to store and show: the last path segment, without control and direction characters,
 * markup or shell characters, dots only before the true extension (`x.php\0.pdf` -> `x_php.pdf`).
 */
export function safeFileName(name: string, kind: FileKind | null): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // A refused file is named with its own extension (the resident recognises it), cleaned too.
  const own = /\.([A-Za-z0-9]{1,5})$/.exec(base)?.[1]?.toLowerCase() ?? 'datei';
  const stem = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[<>:"'`|?*&;$%{}[\]=\\/.]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[_ -]+|[_ ]+$/g, '')
    .slice(0, 80);
  return `${stem || 'datei'}.${kind === null ? own : EXTENSION[kind]}`;
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
  const accepted = acceptedKinds(expect);
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
  const active: string[] = [];
  const unreadable: string[] = [];
  for (const f of decoded) {
    const problem = fileTypeProblem({ name: f.name, type: f.type, bytes: f.content }, accepted);
    const actual = sniffFileKind(f.content);
    const carried = problem !== null || actual === null ? null : activeContent(f.content, actual);
    if (problem !== null || actual === null) rejected.push(safeFileName(f.name, null));
    else if (carried === 'unreadable') unreadable.push(safeFileName(f.name, actual));
    else if (carried !== null) active.push(safeFileName(f.name, actual));
    else {
      // What a PNG's text chunks say is never needed downstream: stored without them (png-text.ts).
      const content = actual === 'png' ? withoutTextChunks(f.content) : f.content;
      result.push({ name: safeFileName(f.name, actual), mimeType: MIME_BY_KIND[actual], kind: actual, content });
    }
  }
  if (rejected.length > 0) {
    throw new ApiError(422, 'upload-type', `Dieser Dateityp wird nicht angenommen: ${rejected.join(', ')}`);
  }
  if (active.length > 0) {
    throw new ApiError(
      422,
      'upload-content',
      `Diese Datei enthält mehr als ein Bild oder Dokument (z. B. Skripte oder angehängte Archive) und wird nicht angenommen: ${active.join(', ')}`,
    );
  }
  if (unreadable.length > 0) {
    throw new ApiError(
      422,
      'upload-unreadable',
      `Diese Datei lässt sich nicht vollständig prüfen (z. B. eine verschlüsselte PDF oder eine unbekannte Kompression) und wird nicht angenommen: ${unreadable.join(', ')}`,
    );
  }
  return result;
}

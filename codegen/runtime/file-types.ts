/**
 * The one upload type rule of portal and server: which `portal:Expect` tokens name which file kind,
 * how a kind is known by its first bytes, and when a file is of an accepted kind (its content is
 * one, and neither its extension nor its MIME type says another). Isomorphic: src/ checks a file
 * when it is picked, server/uploads.ts again when it arrives; bytes are a Uint8Array (a Node
 * Buffer is one).
 */

export type FileKind = 'pdf' | 'jpg' | 'png' | 'heic';

/** Extensions and MIME types (lower case, extensions without the dot) and the kind they name. */
export const KIND_BY_TOKEN: Readonly<Record<string, FileKind>> = {
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

export const MIME_BY_KIND: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The `ftyp` brands of a HEIF picture (HEVC-coded or the generic image and sequence brands). */
export const HEIC_BRANDS: readonly string[] = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];
const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/** The kind the content is, by its magic bytes; null for anything else. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** The kinds a `portal:Expect` list accepts; tokens of other kinds accept nothing here. */
export const acceptedKinds = (expect: readonly string[]): Set<FileKind> =>
  new Set(expect.map((t) => KIND_BY_TOKEN[t.trim().toLowerCase().replace(/^\./, '')]).filter((k): k is FileKind => k !== undefined));

/** A MIME type that says nothing (browsers send none for HEIC, some send octet-stream). */
const saysNothing = (type: string): boolean => type === '' || type === 'application/octet-stream';

/**
 * Why a file is refused, or null when it is accepted: `content` (its bytes are no known kind),
 * `mismatch` (its extension or MIME type names another kind than its content, e.g. HEIC named
 * .jpg) or `notAccepted` (a known kind this function does not take). `actual` is what the content is.
 */
export function fileTypeProblem(
  file: { name: string; type: string; bytes: Uint8Array },
  accepted: ReadonlySet<FileKind>,
): { reason: 'content' | 'mismatch' | 'notAccepted'; actual: FileKind | null } | null {
  // The extension as a downstream system reads it: control characters (`x.php\0.pdf`) removed.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name.replace(/[\u0000-\u001f\u007f]/g, ''))?.[1]?.toLowerCase() ?? '';
  const type = file.type.trim().toLowerCase();
  const byExt = KIND_BY_TOKEN[ext];
  const byMime = saysNothing(type) ? undefined : KIND_BY_TOKEN[type];
  const actual = sniffFileKind(file.bytes);
  if (actual === null) return { reason: 'content', actual };
  const claimed = byExt ?? byMime;
  const mismatch = claimed !== actual || (byExt !== undefined && byExt !== actual) || (byMime !== undefined && byMime !== actual) || (!saysNothing(type) && byMime === undefined);
  if (mismatch) return { reason: 'mismatch', actual };
  return accepted.has(actual) ? null : { reason: 'notAccepted', actual };
}

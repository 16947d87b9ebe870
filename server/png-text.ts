/**
 * The text chunks of a PNG (`tEXt`, `zTXt`, `iTXt`): read so that the upload check can judge them,
 * and removed before a PNG is stored.
 *
 * ImageMagick, converting a PNG whose text chunk has the keyword `profile`, reads the file that
 * chunk's text names and writes its content into the converted image (CVE-2022-44268). The
 * authority's downstream systems convert uploads, so such a PNG would leak their files to whoever
 * later sees the picture. Text chunks also carry whatever else a sender wants (scripts, GPS notes);
 * a claim photo needs none of them, so they are dropped rather than trusted. The pixels and every
 * other chunk stay byte for byte as sent: removing whole chunks needs no image library and cannot
 * change what the photo shows.
 */
import { inflateSync } from 'node:zlib';

const SIGNATURE_LENGTH = 8;
const TEXT_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt']);
/** Decompressed text read per chunk at most: a zlib bomb in a comment stops here. */
const MAX_TEXT = 64 * 1024;

interface Chunk {
  type: string;
  /** Offsets of the whole chunk (length, type, data, CRC) in the file. */
  start: number;
  end: number;
  data: Buffer;
}

/** The chunks in file order, or null when their lengths do not add up to the file ending in IEND. */
function chunks(png: Buffer): Chunk[] | null {
  const out: Chunk[] = [];
  let at = SIGNATURE_LENGTH;
  while (at < png.length) {
    if (at + 12 > png.length) return null;
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) return null;
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, start: at, end, data: png.subarray(at + 8, at + 8 + length) });
    at = end;
    if (type === 'IEND') return at === png.length ? out : null;
  }
  return null;
}

export interface PngText {
  keyword: string;
  text: string;
}

function inflated(data: Buffer): string {
  return inflateSync(data, { maxOutputLength: MAX_TEXT }).toString('utf8');
}

/** Keyword and text of one text chunk (compressed ones decompressed); throws when unreadable. */
function readText(chunk: Chunk): PngText {
  const { data } = chunk;
  const nul = data.indexOf(0);
  if (nul < 0) throw new Error('keyword without end');
  const keyword = data.toString('latin1', 0, nul);
  const rest = data.subarray(nul + 1);
  if (chunk.type === 'tEXt') return { keyword, text: rest.toString('latin1') };
  // zTXt: compression method byte, then the zlib stream.
  if (chunk.type === 'zTXt') return { keyword, text: inflated(rest.subarray(1)) };
  // iTXt: compressed flag, method, language tag NUL, translated keyword NUL, text.
  const compressed = rest[0] === 1;
  const language = rest.indexOf(0, 2);
  const translated = language < 0 ? -1 : rest.indexOf(0, language + 1);
  if (translated < 0) throw new Error('iTXt without its fields');
  const body = rest.subarray(translated + 1);
  return { keyword, text: compressed ? inflated(body) : body.toString('utf8') };
}

/**
 * The texts of all text chunks, or null when the PNG's chunk layout is broken or a text cannot be
 * read (a decoder would then see something other than what was checked).
 */
export function pngTexts(png: Buffer): PngText[] | null {
  const all = chunks(png);
  if (all === null) return null;
  try {
    return all.filter((c) => TEXT_CHUNKS.has(c.type)).map(readText);
  } catch {
    return null;
  }
}

/** The PNG without its text chunks; a PNG whose chunks cannot be walked is returned as it is. */
export function withoutTextChunks(png: Buffer): Buffer {
  const all = chunks(png);
  if (all === null || !all.some((c) => TEXT_CHUNKS.has(c.type))) return png;
  const kept = all.filter((c) => !TEXT_CHUNKS.has(c.type)).map((c) => png.subarray(c.start, c.end));
  return Buffer.concat([png.subarray(0, SIGNATURE_LENGTH), ...kept]);
}

/**
 * An uploaded PDF read as a reader could read it, to find what it would run (docs/security.md,
 * "Uploads"). pdf-lib's parser reads every object and its decoders (LZW, ASCII85, ASCIIHex,
 * RunLength) the streams, Node's zlib inflates Flate, and PNG and TIFF predictors are undone here,
 * so a script is found behind any filter chain and inside object streams:
 *
 * - every object at the top level of the file is read in order; bytes that are no object, cross-
 *   reference table, trailer or comment make the file `structure`, and so does an object header
 *   (`6 0 obj`, also with signs, decimals or comments between, as lenient readers take it) anywhere
 *   else, e.g. inside an image's data, where a cross-reference could send a reader;
 * - every stream but the pixels of an image and the cross-reference stream is decoded through all
 *   its filters; a filter this cannot decode (DCT or JBIG2 on something that is no image, an unknown
 *   or encryption filter), data that does not decode, more than MAX_DECODED bytes in all, or an
 *   encrypted document make the file `unreadable`: what cannot be read cannot be judged;
 * - object streams are parsed like the top level; every dictionary, name and the text between the
 *   streams are checked for active content: JavaScript, launch, embedded files, rich media, forms
 *   that submit or import, remote go-tos, additional actions (`/AA`), and an `/OpenAction` that does
 *   anything but go to a page. Any of these make it `active`.
 */
import { constants, inflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFContext, PDFDict, PDFName, PDFNull, PDFNumber, PDFObjectParser, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { latin1, pdfNames } from '../codegen/runtime/file-content';

export type PdfProblem = 'active' | 'unreadable' | 'structure';

/** Decoded stream bytes read per PDF at most (pixels of images are not decoded). */
const MAX_DECODED = 64 * 1024 * 1024;

/** Names that run or carry something: scripts, program launch, embedded files, rich media, forms, remote files. */
const ACTIVE = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'AA'];
const ACTIVE_NAMES = new Set(ACTIVE);
const ACTIVE_TEXT = new RegExp(`/(?:${ACTIVE.join('|')})(?=[\\0\\t\\n\\f\\r ()<>[\\]{}/%]|$)`);

/** Filter names and their abbreviations (readers accept both) with the name pdf-lib knows. */
const FILTERS: Readonly<Record<string, string>> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

/** Something in the file cannot be decoded or read (encryption, unknown filter, bad data). */
class Unreadable extends Error {}
/** The file's syntax is not what it claims (bytes between objects, a hidden object). */
class Broken extends Error {}

const codes = (word: string): number[] => Array.from(word, (c) => c.charCodeAt(0));
const ENDOBJ = codes('endobj');
const ENDSTREAM = codes('endstream');
const XREF = codes('xref');
const TRAILER = codes('trailer');
const STARTXREF = codes('startxref');
/** The `stream` keyword with the line ends pdf-lib accepts after it, longest first. */
const STREAM = [codes('stream \r\n'), codes('stream\r\n'), codes('stream\r'), codes('stream\n'), codes('stream')];

type ByteStream = ConstructorParameters<typeof PDFObjectParser>[0];

/** pdf-lib's object parser with its cursor in reach, and each stream's data recorded where it lies. */
class Reader extends PDFObjectParser {
  /** [start, end) of each stream's data in the bytes read. */
  readonly streamData: [number, number][] = [];

  static over(bytes: Uint8Array): Reader {
    const context = PDFContext.create();
    // pdf-lib exports its parsers but not their byte cursor: take the one a plain parser made.
    const cursor = Reflect.get(PDFObjectParser.forBytes(bytes, context), 'bytes') as ByteStream;
    return new Reader(cursor, context);
  }

  get offset(): number {
    return this.bytes.offset();
  }
  moveTo(offset: number): void {
    this.bytes.moveTo(offset);
  }
  done(): boolean {
    return this.bytes.done();
  }
  peek(): number | undefined {
    return this.bytes.done() ? undefined : this.bytes.peek();
  }
  next(): void {
    this.bytes.next();
  }
  skipBlanks(): void {
    this.skipWhitespaceAndComments();
  }
  word(word: number[]): boolean {
    return this.matchKeyword(word);
  }
  int(): number {
    return this.parseRawInt();
  }

  /** pdf-lib's own (Length when `endstream` follows it, else the next `endstream`), recording the data's place. */
  protected override parseDictOrStream(): PDFDict | PDFRawStream {
    const startPos = this.bytes.position();
    const dict = this.parseDict();
    this.skipWhitespaceAndComments();
    if (!STREAM.some((keyword) => this.matchKeyword(keyword))) return dict;
    const start = this.bytes.offset();
    let end: number;
    const length = dict.get(PDFName.of('Length'));
    if (length instanceof PDFNumber && length.asNumber() >= 0) {
      end = start + length.asNumber();
      this.bytes.moveTo(end);
      this.skipWhitespaceAndComments();
      if (!this.matchKeyword(ENDSTREAM)) {
        this.bytes.moveTo(start);
        end = this.findEndOfStreamFallback(startPos);
      }
    } else {
      end = this.findEndOfStreamFallback(startPos);
    }
    this.streamData.push([start, end]);
    return PDFRawStream.of(dict, this.bytes.slice(start, end));
  }
}

const isDigit = (b: number | undefined): boolean => b !== undefined && b >= 0x30 && b <= 0x39;
const isPdfBlank = (b: number | undefined): boolean => b === 0x00 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
const isNumberByte = (b: number | undefined): boolean => isDigit(b) || b === 0x2b || b === 0x2d || b === 0x2e;

/**
 * For each offset, where the run of blanks and comments starting there ends (the offset itself when
 * none starts there): one pass from the end, so finding object headers stays linear.
 */
function gapEnds(b: Uint8Array): Int32Array {
  const ends = new Int32Array(b.length + 1);
  ends[b.length] = b.length;
  let lineEnd = -1;
  for (let i = b.length - 1; i >= 0; i--) {
    const c = b[i];
    if (c === 0x0a || c === 0x0d) lineEnd = i;
    if (isPdfBlank(c)) ends[i] = ends[i + 1]!;
    // A comment runs to its line's end; one that runs to the end of the file ends nothing.
    else if (c === 0x25 && lineEnd !== -1) ends[i] = ends[lineEnd]!;
    else ends[i] = i;
  }
  return ends;
}

/** The end of a number at `at` (`strict`: digits only, else signs and a decimal point too), or -1. */
function numberEnd(b: Uint8Array, at: number, strict: boolean): number {
  let i = at;
  if (!strict) while (b[i] === 0x2b || b[i] === 0x2d) i++;
  let digits = 0;
  while (isDigit(b[i]) || (!strict && b[i] === 0x2e)) digits += isDigit(b[i++]) ? 1 : 0;
  return digits > 0 ? i : -1;
}

/** After an object header `num gen obj` starting at `at`, or -1 when none starts there. */
function headerEnd(b: Uint8Array, gaps: Int32Array, at: number, strict: boolean): number {
  const first = numberEnd(b, at, strict);
  if (first < 0 || gaps[first] === first) return -1;
  const second = numberEnd(b, gaps[first]!, strict);
  if (second < 0 || gaps[second] === second) return -1;
  const obj = gaps[second]!;
  return b[obj] === 0x6f && b[obj + 1] === 0x62 && b[obj + 2] === 0x6a ? obj + 3 : -1;
}

/** Every offset where a lenient reader finds an object header. */
function headersAnywhere(b: Uint8Array, gaps: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < b.length; i++) {
    if (isNumberByte(b[i]) && !isNumberByte(b[i - 1]) && headerEnd(b, gaps, i, false) !== -1) out.push(i);
  }
  return out;
}

/** Decoded names: pdf-lib keeps one PDFName per name, and a document repeats few names many times. */
const nameTexts = new WeakMap<PDFName, string>();

/** A name's text with `#xx` escapes decoded (pdf-lib decodes upper-case hex digits only). */
function nameText(name: PDFName): string {
  let text = nameTexts.get(name);
  if (text === undefined) {
    text = pdfNames(latin1(name.asBytes()));
    nameTexts.set(name, text);
  }
  return text;
}

/** A dictionary's entries by decoded key name. */
function entriesOf(dict: PDFDict): Map<string, PDFObject> {
  return new Map(dict.entries().map(([key, value]) => [nameText(key), value]));
}

const nameOf = (value: PDFObject | undefined): string | undefined => (value instanceof PDFName ? nameText(value) : undefined);

interface Findings {
  active: boolean;
  streams: PDFRawStream[];
  openActions: PDFObject[];
  byNumber: Map<number, PDFObject[]>;
  decodedLeft: number;
}

/** Every dictionary, array and name in `value` (not following references). */
function visit(value: PDFObject, found: Findings, depth = 0): void {
  if (depth > 100) throw new Broken();
  if (value instanceof PDFRawStream) {
    found.streams.push(value);
    visit(value.dict, found, depth + 1);
  } else if (value instanceof PDFDict) {
    for (const [key, item] of entriesOf(value)) {
      if (ACTIVE_NAMES.has(key)) found.active = true;
      if (key === 'Encrypt') throw new Unreadable();
      if (key === 'OpenAction') found.openActions.push(item);
      visit(item, found, depth + 1);
    }
  } else if (value instanceof PDFArray) {
    for (const item of value.asArray()) visit(item, found, depth + 1);
  } else if (value instanceof PDFName && ACTIVE_NAMES.has(nameText(value))) {
    found.active = true;
  }
}

function record(found: Findings, objectNumber: number, value: PDFObject): void {
  const known = found.byNumber.get(objectNumber);
  if (known) known.push(value);
  else found.byNumber.set(objectNumber, [value]);
  visit(value, found);
}

/** A number entry of a parameter dictionary; present but not a number is unreadable. */
function parameter(parms: PDFDict | undefined, key: string, fallback: number): number {
  const value = parms?.get(PDFName.of(key));
  if (value === undefined) return fallback;
  if (!(value instanceof PDFNumber) || !Number.isInteger(value.asNumber())) throw new Unreadable();
  return value.asNumber();
}

/** Undoes a PNG (10-15) or TIFF (2) predictor as readers do; other values are unreadable. */
function unpredict(data: Uint8Array, parms: PDFDict | undefined): Uint8Array {
  const predictor = parameter(parms, 'Predictor', 1);
  if (predictor <= 1) return data;
  const colors = parameter(parms, 'Colors', 1);
  const bits = parameter(parms, 'BitsPerComponent', 8);
  const columns = parameter(parms, 'Columns', 1);
  if (colors < 1 || colors > 64 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 20) throw new Unreadable();
  const pixel = Math.ceil((colors * bits) / 8);
  const row = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) throw new Unreadable();
    const out = Uint8Array.from(data);
    for (let start = 0; start < out.length; start += row) {
      for (let i = start + pixel; i < Math.min(start + row, out.length); i++) out[i] = (out[i]! + out[i - pixel]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Unreadable();
  const rows = Math.ceil(data.length / (row + 1));
  const out = new Uint8Array(rows * row);
  let previous = new Uint8Array(row);
  let produced = 0;
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)];
    const raw = data.subarray(r * (row + 1) + 1, (r + 1) * (row + 1));
    const current = out.subarray(r * row, (r + 1) * row);
    for (let i = 0; i < raw.length; i++) {
      const left = i >= pixel ? current[i - pixel]! : 0;
      const up = previous[i]!;
      const upLeft = i >= pixel ? previous[i - pixel]! : 0;
      let add: number;
      if (type === 0) add = 0;
      else if (type === 1) add = left;
      else if (type === 2) add = up;
      else if (type === 3) add = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else throw new Unreadable();
      current[i] = (raw[i]! + add) & 0xff;
    }
    produced += raw.length;
    previous = current;
  }
  // The last row may be cut short: what it holds is the data's end.
  return out.subarray(0, produced);
}

/** One filter applied with at most `left` bytes out. */
function decodeOne(filter: string, data: Uint8Array, parms: PDFDict | undefined, left: number): Uint8Array {
  if (filter === 'FlateDecode') {
    try {
      // Z_SYNC_FLUSH: a stream cut short yields what it holds, as readers show it.
      return inflateSync(data, { maxOutputLength: Math.max(1, left), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error instanceof RangeError) throw new Unreadable();
      // zlib insists on the checksum at the end, which readers ignore: pdf-lib's decoder (pdf.js's) decides.
    }
  }
  const dict = PDFDict.withContext(PDFContext.create());
  dict.set(PDFName.of('Filter'), PDFName.of(filter));
  if (parms) dict.set(PDFName.of('DecodeParms'), parms);
  try {
    const out = decodePDFRawStream(PDFRawStream.of(dict, data)).getBytes(left + 1);
    if (out.length > left) throw new Unreadable();
    return Uint8Array.from(out);
  } catch {
    throw new Unreadable();
  }
}

/** A stream's data through all its filters. */
function decodeStream(entries: Map<string, PDFObject>, contents: Uint8Array, found: Findings): Uint8Array {
  const filterValue = entries.get('Filter') ?? entries.get('F');
  const parmsValue = entries.get('DecodeParms') ?? entries.get('DP');
  const list = (value: PDFObject | undefined): PDFObject[] =>
    value === undefined || value === PDFNull ? [] : value instanceof PDFArray ? value.asArray() : [value];
  const filters = list(filterValue);
  const parms = list(parmsValue);
  let data = contents;
  filters.forEach((value, i) => {
    const filter = FILTERS[nameOf(value) ?? ''];
    const parm = parms[i];
    if (filter === undefined || (parm !== undefined && parm !== PDFNull && !(parm instanceof PDFDict))) throw new Unreadable();
    const dict = parm instanceof PDFDict ? parm : undefined;
    data = decodeOne(filter, data, dict, found.decodedLeft);
    if (filter === 'FlateDecode' || filter === 'LZWDecode') data = unpredict(data, dict);
    found.decodedLeft -= data.length;
    if (found.decodedLeft < 0) throw new Unreadable();
  });
  return data;
}

/** Decodes a stream (unless it is an image's pixels or the cross-reference) and reads an object stream's objects. */
function inspectStream(stream: PDFRawStream, found: Findings): void {
  const entries = entriesOf(stream.dict);
  const type = nameOf(entries.get('Type'));
  // A reader takes objects out of any stream a cross-reference names, if it has /First.
  const objectStream = type === 'ObjStm' || entries.has('First');
  const image = nameOf(entries.get('Subtype')) === 'Image' || (entries.has('Width') && entries.has('Height'));
  if (!objectStream && (image || type === 'XRef')) return;
  const data = decodeStream(entries, stream.contents, found);
  if (!objectStream) return;
  if (ACTIVE_TEXT.test(pdfNames(latin1(data)))) found.active = true;
  const first = entries.get('First');
  const count = entries.get('N');
  if (!(first instanceof PDFNumber) || !(count instanceof PDFNumber) || count.asNumber() > 1_000_000) throw new Broken();
  const reader = Reader.over(data);
  const members: [number, number][] = [];
  for (let k = 0; k < count.asNumber(); k++) {
    reader.skipBlanks();
    const objectNumber = reader.int();
    reader.skipBlanks();
    members.push([objectNumber, reader.int()]);
  }
  for (const [objectNumber, offset] of members) {
    reader.moveTo(first.asNumber() + offset);
    record(found, objectNumber, reader.parseObject());
  }
}

/** An action run when the document opens: anything but going to a page is refused. */
function opensActively(value: PDFObject, found: Findings): boolean {
  const targets = value instanceof PDFRef ? (found.byNumber.get(value.objectNumber) ?? []) : [value];
  return targets.some((target) => {
    if (!(target instanceof PDFDict)) return false;
    const entries = entriesOf(target);
    return nameOf(entries.get('S')) !== 'GoTo' || entries.has('Next');
  });
}

/** Why the PDF `bytes` is refused, or null. */
export function pdfProblem(bytes: Uint8Array): PdfProblem | null {
  const found: Findings = { active: false, streams: [], openActions: [], byNumber: new Map(), decodedLeft: MAX_DECODED };
  try {
    const gaps = gapEnds(bytes);
    const reader = Reader.over(bytes);
    const walked = new Set<number>();
    const anywhere = headersAnywhere(bytes, gaps);
    reader.skipBlanks();
    // Some writers put binary bytes after the header line without `%`; readers skip to the first object.
    if (headerEnd(bytes, gaps, reader.offset, true) === -1 && anywhere[0] !== undefined && anywhere[0] > reader.offset && anywhere[0] < 1024) {
      reader.moveTo(anywhere[0]);
    }
    for (reader.skipBlanks(); !reader.done(); reader.skipBlanks()) {
      const at = reader.offset;
      const header = headerEnd(bytes, gaps, at, true);
      if (header !== -1) {
        walked.add(at);
        reader.moveTo(at);
        const objectNumber = reader.int();
        reader.moveTo(header);
        reader.skipBlanks();
        if (reader.word(ENDOBJ)) continue;
        record(found, objectNumber, reader.parseObject());
        reader.skipBlanks();
        reader.word(ENDOBJ);
      } else if (reader.word(XREF)) {
        // Subsection headers (first, count) and entries (offset, generation, n or f).
        for (reader.skipBlanks(); isDigit(reader.peek()); reader.skipBlanks()) {
          reader.int();
          reader.skipBlanks();
          reader.int();
          reader.skipBlanks();
          if (reader.peek() === 0x6e || reader.peek() === 0x66) reader.next();
        }
      } else if (reader.word(TRAILER)) {
        const trailer = reader.parseObject();
        if (!(trailer instanceof PDFDict)) throw new Broken();
        visit(trailer, found);
      } else if (reader.word(STARTXREF)) {
        reader.skipBlanks();
        reader.int();
      } else {
        throw new Broken();
      }
    }
    // An object header the walk did not meet lies inside something else (an image's data, a string):
    // a cross-reference can send a reader there.
    if (anywhere.some((at) => !walked.has(at))) throw new Broken();
    // The text between the streams, as written (a duplicate key a parser drops is still here).
    let between = '';
    let from = 0;
    for (const [start, end] of reader.streamData) {
      between += latin1(bytes.subarray(from, start)) + ' ';
      from = Math.max(from, end);
    }
    between += latin1(bytes.subarray(from));
    if (ACTIVE_TEXT.test(pdfNames(between))) found.active = true;
    // Streams found in object streams join the list as it is walked.
    for (let i = 0; i < found.streams.length; i++) inspectStream(found.streams[i]!, found);
    if (found.openActions.some((value) => opensActively(value, found))) found.active = true;
  } catch (error) {
    // Names of actions written plainly are the clearer reason, even where the syntax breaks off.
    if (found.active || ACTIVE_TEXT.test(pdfNames(latin1(bytes)))) return 'active';
    return error instanceof Unreadable ? 'unreadable' : 'structure';
  }
  return found.active ? 'active' : null;
}

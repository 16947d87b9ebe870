/**
 * Uploads built byte by byte for the upload tests: PNG, JPEG, HEIC and PDF files, plain ones and ones
 * that carry a script, so each byte of a hostile file is explained by the code that writes it.
 * The PDFs are complete (cross-reference table or stream, object streams), so a reader finds what
 * they carry: tests hand them to pdf.js to show the script is live, not only that it is there.
 */
import { crc32, deflateSync } from 'node:zlib';

export const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

/** A PHP shell that PHP runs although one byte in it is not printable (inside a string literal). */
export const SHELL = '<?=system($_GET[1]);$a="\x01";?>';

/** Bytes that look like compressed image data: the same for every run (a fixed seed). */
export function noise(length: number, seed = 1): Buffer {
  const out = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = (t ^ (t >>> 14)) & 0xff;
  }
  return out;
}

// --- PNG ------------------------------------------------------------------------------------------

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A `width` x 1 greyscale PNG of `row`, with `extra` chunks before the image data. */
export function png(row: Buffer = Buffer.from([10, 80, 160, 240]), extra: Buffer[] = [], level = 9): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(row.length, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  const idat = pngChunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0]), row]), { level }));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), ...extra, idat, pngChunk('IEND', Buffer.alloc(0))]);
}

export const tEXt = (keyword: string, text: string) => pngChunk('tEXt', latin1(`${keyword}\0${text}`));
export const zTXt = (keyword: string, text: string) => pngChunk('zTXt', Buffer.concat([latin1(`${keyword}\0\0`), deflateSync(latin1(text))]));

// --- JPEG -----------------------------------------------------------------------------------------

/** A JPEG marker segment: FF, marker, length (counting itself), data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** Entropy-coded data as a scan has it: every FF followed by a stuffed 00. */
const stuffed = (bytes: Buffer): Buffer => Buffer.from([...bytes].flatMap((b) => (b === 0xff ? [0xff, 0x00] : [b])));

/** An XMP packet as cameras and phones write it (APP1 of a JPEG, an item of a HEIC). */
export const XMP =
  '<?xpacket begin="\xef\xbb\xbf" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 6.0.0">' +
  '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" ' +
  'xmp:CreatorTool="Kamera 17.2" xmp:CreateDate="2026-11-21T10:11:12"/></rdf:RDF></x:xmpmeta>\n' +
  `${' '.repeat(200)}\n<?xpacket end="w"?>`;

/**
 * A baseline JPEG: JFIF, `extra` segments (comments, metadata), tables, a frame, a scan of `scan`
 * (noise standing in for a photo's compressed data) and the end marker.
 */
export function jpeg(extra: Buffer[] = [], scan: Buffer = noise(4096)): Buffer {
  const jfif = jpegSegment(0xe0, latin1('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'));
  const dqt = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = jpegSegment(0xc0, Buffer.from([8, 0, 16, 0, 16, 1, 1, 0x11, 0]));
  const dht = jpegSegment(0xc4, Buffer.concat([Buffer.from([0x00]), Buffer.from([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), Buffer.from([0])]));
  const sos = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, ...extra, dqt, sof, dht, sos, stuffed(scan), Buffer.from([0xff, 0xd9])]);
}

export const jpegComment = (text: string | Buffer) => jpegSegment(0xfe, typeof text === 'string' ? latin1(text) : text);
export const jpegXmp = () => jpegSegment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0${XMP}`));

// --- HEIC -----------------------------------------------------------------------------------------

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
};

/** An ISO-BMFF box: 32-bit size, type, payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), latin1(type), body]);
}
const fullBox = (type: string, version: number, ...payload: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...payload);

/**
 * A HEIC as a phone writes one: `ftyp` (brand heic), `meta` (handler pict, primary item, item info,
 * item locations) and `mdat` holding the item's data; `after` boxes follow at the top level.
 */
export function heic(data: Buffer = noise(2048), after: Buffer[] = []): Buffer {
  const ftyp = box('ftyp', latin1('heic'), u32(0), latin1('mif1'), latin1('heic'));
  const meta = (offset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), latin1('pict'), Buffer.alloc(12), Buffer.from([0])),
      fullBox('pitm', 0, u16(1)),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), latin1('hvc1'), Buffer.from([0]))),
      // Offsets and lengths of 4 bytes, no base offset; one item of one extent.
      fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(data.length)),
    );
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box('mdat', data), ...after]);
}

// --- PDF ------------------------------------------------------------------------------------------

type Body = string | Buffer;
const asBuffer = (b: Body): Buffer => (typeof b === 'string' ? latin1(b) : b);

/** A stream object's body: its dictionary entries (without Length), the data as written. */
export const pdfStream = (dict: string, data: Buffer): Buffer =>
  Buffer.concat([latin1(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);

export interface PdfSpec {
  /** Objects written at the top level, by number. */
  objects: Record<number, Body>;
  /**
   * Objects packed into one object stream (number `num`): its `/Filter` (and `/DecodeParms`) as
   * written, and `encode` turning the plain object stream data into what that filter chain decodes.
   */
  packed?: { num: number; members: Record<number, string>; filter: string; parms?: string; encode: (data: Buffer) => Buffer };
  /**
   * An object the cross-reference points to inside another object's bytes, found by a marker; when
   * it is an object stream, `holds` are the objects in it.
   */
  hidden?: { num: number; in: number; marker: string; holds?: number[] };
  /** Extra trailer entries. */
  trailer?: string;
}

/**
 * A complete PDF: header, objects, a cross-reference stream when objects are packed or hidden (else a
 * table) and the trailer, each offset true, so a reader opens it as a reader would.
 */
export function pdfFile(spec: PdfSpec): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  const push = (b: Body) => {
    const buf = asBuffer(b);
    parts.push(buf);
    size += buf.length;
  };
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const top = new Map<number, Buffer>(Object.entries(spec.objects).map(([n, body]) => [Number(n), asBuffer(body)]));
  const inStream = new Map<number, number>();
  if (spec.packed) {
    const members = Object.entries(spec.packed.members);
    let at = 0;
    const pairs: string[] = [];
    const bodies: string[] = [];
    members.forEach(([n, body], i) => {
      pairs.push(`${n} ${at}`);
      bodies.push(body);
      at += body.length + 1;
      inStream.set(Number(n), i);
    });
    const head = `${pairs.join(' ')}\n`;
    const plain = latin1(head + bodies.join('\n'));
    const parms = spec.packed.parms ? ` /DecodeParms ${spec.packed.parms}` : '';
    top.set(spec.packed.num, pdfStream(`/Type /ObjStm /N ${members.length} /First ${head.length} /Filter ${spec.packed.filter}${parms}`, spec.packed.encode(plain)));
  }
  const offsets = new Map<number, number>();
  for (const [n, body] of [...top].sort(([a], [b]) => a - b)) {
    offsets.set(n, size);
    push(`${n} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  }
  if (spec.hidden) {
    const outer = top.get(spec.hidden.in)!;
    offsets.set(spec.hidden.num, offsets.get(spec.hidden.in)! + `${spec.hidden.in} 0 obj\n`.length + outer.indexOf(spec.hidden.marker));
    spec.hidden.holds?.forEach((n, i) => inStream.set(n, i));
  }
  const streamOf = spec.packed?.num ?? spec.hidden?.num ?? 0;
  const numbers = [...offsets.keys(), ...inStream.keys()];
  const xrefNum = Math.max(...numbers) + 1;
  const trailer = `/Size ${xrefNum + 1} /Root 1 0 R${spec.trailer ? ` ${spec.trailer}` : ''}`;
  if (spec.packed || spec.hidden) {
    offsets.set(xrefNum, size);
    const rows = Buffer.alloc((xrefNum + 1) * 7);
    for (let n = 0; n <= xrefNum; n++) {
      const row = rows.subarray(n * 7, n * 7 + 7);
      if (offsets.has(n)) {
        row[0] = 1;
        row.writeUInt32BE(offsets.get(n)!, 1);
      } else if (inStream.has(n)) {
        row[0] = 2;
        row.writeUInt32BE(streamOf, 1);
        row.writeUInt16BE(inStream.get(n)!, 5);
      } else {
        row.writeUInt16BE(0xffff, 5);
      }
    }
    push(`${xrefNum} 0 obj\n`);
    push(pdfStream(`/Type /XRef /W [1 4 2] ${trailer}`, rows));
    push('\nendobj\n');
    push(`startxref\n${offsets.get(xrefNum)}\n%%EOF\n`);
  } else {
    const start = size;
    const lines = ['xref', `0 ${xrefNum}`, '0000000000 65535 f '];
    for (let n = 1; n < xrefNum; n++) lines.push(offsets.has(n) ? `${String(offsets.get(n)).padStart(10, '0')} 00000 n ` : '0000000000 65535 f ');
    push(`${lines.join('\n')}\ntrailer\n<< ${trailer.replace(`/Size ${xrefNum + 1}`, `/Size ${xrefNum}`)} >>\nstartxref\n${start}\n%%EOF\n`);
  }
  return Buffer.concat(parts);
}

/** Page tree, one page and its text: objects 2, 3 and 4 of every PDF here. */
export const PAGE_OBJECTS: Record<number, Body> = {
  2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
  4: pdfStream('/Filter /FlateDecode', deflateSync(latin1('BT /F1 12 Tf 72 770 Td (Deckel gebrochen) Tj ET'))),
};

/** A catalog that runs a script when the document opens. */
export const SCRIPT_CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>';
export const PLAIN_CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';

/** The catalog with `catalog`, packed into object stream 5 encoded by `filter`/`encode`. */
export const packedCatalog = (catalog: string, filter: string, encode: (data: Buffer) => Buffer, parms?: string): Buffer =>
  pdfFile({ objects: PAGE_OBJECTS, packed: { num: 5, members: { 1: catalog }, filter, encode, ...(parms ? { parms } : {}) } });

// Encoders for the PDF filters, each the inverse of what a reader decodes.
export const hex = (data: Buffer): Buffer => latin1(`${data.toString('hex')}>`);

export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const group = data.subarray(i, i + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let n = padded.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode(33 + (n % 85)));
      n = Math.floor(n / 85);
    }
    out += digits.slice(0, group.length + 1).join('');
  }
  return latin1(`${out}~>`);
}

/** Literal runs of 3 bytes: no name is in one piece in the stream as written. */
export function runLength(data: Buffer): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; i < data.length; i += 3) {
    const run = data.subarray(i, i + 3);
    out.push(Buffer.from([run.length - 1]), run);
  }
  out.push(Buffer.from([128]));
  return Buffer.concat(out);
}

/** LZW as PDF reads it, literal codes only (9 bits wide, a clear code before the table grows). */
export function lzw(data: Buffer): Buffer {
  const codes: number[] = [256];
  data.forEach((byte, i) => {
    if (i > 0 && i % 200 === 0) codes.push(256);
    codes.push(byte);
  });
  codes.push(257);
  let bits = '';
  for (const code of codes) bits += code.toString(2).padStart(9, '0');
  bits += '0'.repeat((8 - (bits.length % 8)) % 8);
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}

/** Rows of `columns` bytes, each filtered with PNG's Up filter, then deflated (Predictor 12). */
export function pngPredicted(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let i = 0; i < data.length; i += columns) {
    const row = Buffer.concat([data.subarray(i, i + columns), Buffer.alloc(Math.max(0, i + columns - data.length))]);
    rows.push(Buffer.from([2]), Buffer.from(row.map((b, j) => (b - previous[j]!) & 0xff)));
    previous = row;
  }
  return deflateSync(Buffer.concat(rows));
}

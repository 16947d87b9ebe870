/**
 * The upload filter's bypasses of the security report (docs/security.md, "Uploads"), each built
 * here and refused: a PHP short tag with one non-printable byte in a PNG chunk, a JPEG comment or a
 * HEIC; a PDF whose script sits in an object stream behind ASCIIHexDecode, [/ASCIIHexDecode
 * /FlateDecode] or another filter; JPEG/PDF and HEIC/PDF polyglots; HTML with `<img onerror>` or
 * `<meta http-equiv=refresh>` inside an image. Plain files of the same build are accepted, since a
 * refused photo of a resident is a cost too.
 */
import { deflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { embeddedContent, heicStructure } from '../../../codegen/runtime/file-content';
import { renderPdf } from '../../../server/pdf';
import { activeContent, checkUploads } from '../../../server/uploads';
import { harness, lit, login, post } from './helpers';
import {
  ascii85, box, heic, hex, jpeg, jpegComment, jpegSegment, jpegXmp, latin1, lzw, noise, PAGE_OBJECTS, packedCatalog, pdfFile, pdfStream, PLAIN_CATALOG, png, pngChunk,
  pngPredicted, runLength, SCRIPT_CATALOG, SHELL, tEXt, XMP, zTXt,
} from './upload-payloads';

const EXPECT = ['pdf', 'jpg', 'png', 'heic'];
const MIME = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', heic: 'image/heic' } as const;
type Kind = keyof typeof MIME;
const file = (name: string, kind: Kind, content: Buffer) => ({ name, type: MIME[kind], content: content.toString('base64') });
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/** The document-level scripts pdf.js (the reader of Firefox) finds in `bytes`, by event. */
async function scriptsPdfJsRuns(bytes: Buffer): Promise<Record<string, unknown> | null> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl, verbosity: 0 }).promise;
  try {
    return (await doc.getJSActions()) as Record<string, unknown> | null;
  } finally {
    await doc.destroy();
  }
}

/** Refused by the server's check, with the code of its 422 answer. */
function expectRefused(kind: Kind, content: Buffer, reason: string, code = 'upload-content') {
  expect(activeContent(content, kind)).toBe(reason);
  expect(() => checkUploads({ files: [file(`anhang.${kind}`, kind, content)] }, EXPECT)).toThrow(expect.objectContaining({ status: 422, code }));
}

const HTML_IMG = '<img src=x onerror=alert(document.domain)>';
const HTML_META = '<meta http-equiv="refresh" content="0;url=https://example.org/">';
const SCRIPT_PDF = pdfFile({ objects: { 1: SCRIPT_CATALOG, ...PAGE_OBJECTS } });

describe('a PHP short tag with a non-printable byte', () => {
  it.each<[string, Kind, Buffer]>([
    ['in a PNG tEXt chunk', 'png', png(undefined, [tEXt('Comment', SHELL)])],
    ['in a compressed PNG zTXt chunk', 'png', png(undefined, [zTXt('Comment', SHELL)])],
    // A private chunk is not a text chunk: it was stored byte for byte.
    ['in a private PNG chunk', 'png', png(undefined, [pngChunk('prVt', latin1(SHELL))])],
    ['in a JPEG comment', 'jpg', jpeg([jpegComment(SHELL)])],
    ['in the data of a HEIC', 'heic', heic(Buffer.concat([noise(512), latin1(SHELL), noise(512, 2)]))],
  ])('%s is refused', (_, kind, content) => {
    expectRefused(kind, content, 'markup');
  });

  it.each([
    ['a NUL and a high byte in a single-quoted string', "<? system($_GET[1]); $a = '\x00\xff'; ?>"],
    ['binary bytes in a heredoc', '<?=system($_GET[1]);$a=<<<X\n\x01\x02\x03\nX;\n?>'],
    ['binary bytes in a block comment', '<?=system($_GET[1]);/*\x01\x02*/?>'],
    ['binary bytes in a line comment', '<?=system($_GET[1]);#\x01\x02\n?>'],
    ['__halt_compiler before the binary rest', '<?=system($_GET[1]);__halt_compiler();\x01\x02\x03'],
    ['an opening tag that looks like XML', '<?xml::class;system($_GET[1]);?>'],
    ['a label that looks like an XMP packet', '<?xpacket:system($_GET[1]);?>'],
    ['a long tag', '<?PhP\nsystem($_GET[1]);'],
    ['a string inside an interpolation', '<?=system($_GET[1]);$x="{$a["k"]}\x01";?>'],
    ['a heredoc that interpolates', "<?=system($_GET[1]);$x=<<<X\n{$a['\x01']}\nX;\n?>"],
    ['a hex number and a binary string', '<?=system(0x1F.b"\x01");?>'],
    ['a typed class constant', '<?=system($_GET[1]);class A{const int X=1;}$a="\x01";?>'],
  ])('also with %s', (_, shell) => {
    expectRefused('jpg', jpeg([jpegComment(shell)]), 'markup');
  });

  it('but not the PHP-like bytes that photos have: XMP packets, a `<?` amid binary bytes', () => {
    const xmlLike = ['<?xml version="1.0" encoding="UTF-8"?>', '<?adobe-xap-filters esc="CRLF"?>', '<?xml-stylesheet type="text/xsl" href="a.xsl"?>'];
    // Bytes compressed data has by chance: a control byte, two operands in a row (`3¢`, a name
    // then a string), a comment only, code that does nothing; none of it compiles or runs anything.
    const chance = ['<?=\x00\x9c?>', '<?3\xa2\xc9\xcc?>', '<?ww`\xf2(\xe4`?>', '<?#\xef(h\xc0$?>', '<?\xba]\xf8 W?>'];
    const content = jpeg([jpegXmp(), ...xmlLike.map(jpegComment), ...chance.map(jpegComment)]);
    expect(activeContent(content, 'jpg')).toBeNull();
    expect(checkUploads({ files: [file('foto.jpg', 'jpg', content)] }, EXPECT)).toHaveLength(1);
  });
});

describe('a PDF whose script hides behind a filter', () => {
  it.each<[string, Buffer]>([
    ['an ASCIIHexDecode object stream', packedCatalog(SCRIPT_CATALOG, '/ASCIIHexDecode', hex)],
    ['[/ASCIIHexDecode /FlateDecode]', packedCatalog(SCRIPT_CATALOG, '[/ASCIIHexDecode /FlateDecode]', (d) => hex(deflateSync(d)))],
    ['an ASCII85Decode object stream', packedCatalog(SCRIPT_CATALOG, '/ASCII85Decode', ascii85)],
    ['a RunLengthDecode object stream', packedCatalog(SCRIPT_CATALOG, '/RunLengthDecode', runLength)],
    ['an LZWDecode object stream', packedCatalog(SCRIPT_CATALOG, '/LZWDecode', lzw)],
    ['a FlateDecode object stream with a PNG predictor', packedCatalog(SCRIPT_CATALOG, '/FlateDecode', (d) => pngPredicted(d, 7), '<< /Predictor 12 /Columns 7 >>')],
  ])('in %s is refused (and pdf.js runs it)', async (_, content) => {
    expect(await scriptsPdfJsRuns(content)).toHaveProperty('OpenAction');
    expectRefused('pdf', content, 'active');
  });

  it('in an object the cross-reference finds inside the data of an image is refused', async () => {
    const hidden = Buffer.concat([
      latin1('\n6 0 obj\n'),
      pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(latin1(`1 0 ${SCRIPT_CATALOG}`))),
      latin1('\nendobj\n'),
    ]);
    const image = pdfStream('/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8', Buffer.concat([Buffer.from([0x80]), hidden]));
    const content = pdfFile({ objects: { ...PAGE_OBJECTS, 5: image }, hidden: { num: 6, in: 5, marker: '6 0 obj', holds: [1] } });
    // pdf.js takes the catalog from there; the image was never read as anything but pixels.
    expect(await scriptsPdfJsRuns(content)).toHaveProperty('OpenAction');
    expectRefused('pdf', content, 'structure');
  });

  it.each([
    ['an action that opens a web address', '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://example.org/) >> >>'],
    ['an action that opens another file (a share leaks the login)', '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoToR /F (\\\\\\\\host\\\\share\\\\x.pdf) /D [0 /Fit] >> >>'],
    ['a referenced JavaScript action', '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>'],
    ['a script name written with lower-case hex escapes', '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /#4a#53 (x) >> >>'],
  ])('with %s on opening is refused', (_, catalog) => {
    const content = pdfFile({ objects: { 1: catalog, ...PAGE_OBJECTS, 6: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' } });
    expectRefused('pdf', content, 'active');
  });

  it.each<[string, Buffer]>([
    ['a filter no reader knows on an object stream', packedCatalog(PLAIN_CATALOG, '/SecretDecode', (d) => d)],
    ['Flate data that does not decode', packedCatalog(PLAIN_CATALOG, '/FlateDecode', (d) => Buffer.concat([latin1('x\x9c'), d]))],
    ['an image filter on an object stream', packedCatalog(PLAIN_CATALOG, '/DCTDecode', (d) => d)],
    ['an encrypted document', pdfFile({ objects: { 1: PLAIN_CATALOG, ...PAGE_OBJECTS, 6: '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>' }, trailer: '/Encrypt 6 0 R /ID [<01> <01>]' })],
  ])('%s is refused as unreadable', (_, content) => {
    expectRefused('pdf', content, 'unreadable', 'upload-unreadable');
  });
});

describe('polyglots', () => {
  it('a JPEG with a PDF in a comment is refused (pdf.js opens it as a PDF and finds the script)', async () => {
    const content = jpeg([jpegComment(SCRIPT_PDF)]);
    expect(await scriptsPdfJsRuns(content)).toHaveProperty('OpenAction');
    expectRefused('jpg', content, 'polyglot');
  });

  it('a HEIC with a PDF in its data, or as one more box, is refused', () => {
    expectRefused('heic', heic(Buffer.concat([noise(256), SCRIPT_PDF])), 'polyglot');
    expectRefused('heic', heic(noise(256), [box('free', SCRIPT_PDF)]), 'polyglot');
  });

  it('a PNG that carries the names of a PDF action without its header is refused', () => {
    expectRefused('png', png(undefined, [pngChunk('prVt', latin1('1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj'))]), 'polyglot');
  });
});

describe('HTML inside an image', () => {
  it.each<[string, Kind, Buffer]>([
    ['<img onerror> in a JPEG comment', 'jpg', jpeg([jpegComment(HTML_IMG)])],
    ['<img onerror> after a quoted > and a binary byte', 'jpg', jpeg([jpegComment('<IMG alt=">" src="x"\x01 OnError = "alert(1)">')])],
    ['<meta http-equiv=refresh> in a PNG chunk', 'png', png(undefined, [pngChunk('prVt', latin1(HTML_META))])],
    ['<meta http-equiv=refresh> in a HEIC', 'heic', heic(Buffer.concat([noise(100), latin1(HTML_META)]))],
    ['an event handler on any element', 'png', png(undefined, [pngChunk('prVt', latin1('<details open ontoggle=alert(1)>'))])],
  ])('%s is refused', (_, kind, content) => {
    expectRefused(kind, content, 'markup');
  });
});

describe('the box structure of a HEIC', () => {
  it.each<[string, Buffer]>([
    ['data after the last box', Buffer.concat([heic(), latin1('trailer')])],
    ['a box longer than the file', heic().subarray(0, -10)],
    ['an unknown box at the top level', heic(noise(64), [box('junk', noise(16))])],
    ['no meta box', Buffer.concat([box('ftyp', latin1('heic'), Buffer.alloc(4), latin1('mif1heic')), box('mdat', noise(64))])],
    ['a meta box that is no picture', (() => {
      const h = heic(noise(64));
      h.write('vide', h.indexOf('pict'), 'latin1');
      return h;
    })()],
  ])('%s is refused', (_, content) => {
    expect(heicStructure(content)).toBe(false);
    expectRefused('heic', content, 'structure');
  });

  it('a HEIC as phones write it is accepted, with its XMP packet', () => {
    const content = heic(Buffer.concat([noise(4096), latin1(XMP)]), [box('free', Buffer.alloc(32))]);
    expect(heicStructure(content)).toBe(true);
    expect(embeddedContent(content, 'heic')).toBeNull();
    const [stored] = checkUploads({ files: [file('IMG_0001.HEIC', 'heic', content)] }, EXPECT);
    expect(stored!.content.equals(content)).toBe(true);
  });
});

describe('plain files stay accepted', () => {
  it('photos: JPEG with metadata and a large scan, PNG, HEIC', () => {
    const files = [
      file('foto.jpg', 'jpg', jpeg([jpegXmp(), jpegSegment(0xe1, Buffer.concat([latin1('Exif\0\0MM\0*'), noise(2000, 7)]))], noise(1_500_000, 3))),
      file('foto.png', 'png', png(noise(4096, 5), [], 0)),
      file('foto.heic', 'heic', heic(noise(1_000_000, 9))),
    ];
    expect(checkUploads({ files }, EXPECT)).toHaveLength(3);
  });

  it.each<[string, Buffer | Promise<Buffer>]>([
    ['with a cross-reference table', pdfFile({ objects: { 1: PLAIN_CATALOG, ...PAGE_OBJECTS } })],
    ['with an object stream and a cross-reference stream', packedCatalog(PLAIN_CATALOG, '/FlateDecode', (d) => deflateSync(d))],
    ['with a predicted object stream', packedCatalog(PLAIN_CATALOG, '/FlateDecode', (d) => pngPredicted(d, 7), '<< /Predictor 12 /Columns 7 >>')],
    [
      'that opens at a page, links to a web address and has XMP metadata',
      pdfFile({
        objects: {
          1: '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] /Metadata 7 0 R >>',
          ...PAGE_OBJECTS,
          3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Annots [6 0 R] >>',
          6: '<< /Type /Annot /Subtype /Link /Rect [72 760 200 780] /A << /S /URI /URI (https://www.example.org/abfall) >> >>',
          7: pdfStream('/Type /Metadata /Subtype /XML', latin1(XMP)),
          8: pdfStream('/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode', jpeg([], noise(20_000, 4))),
        },
      }),
    ],
    ['as the portal renders them', renderPdf('Gebührenbescheid', ['Zeile 1', 'Zeile 2'])],
  ])('a PDF %s', async (_, pending) => {
    const content = await pending;
    expect(activeContent(content, 'pdf')).toBeNull();
    expect(checkUploads({ files: [file('scan.pdf', 'pdf', content)] }, EXPECT)).toHaveLength(1);
  });
});

describe('through a claim', () => {
  const url =
    `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel')}` +
    `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
    `&eMail=${lit('anna.becker@example.org')}`;

  it('names each refused file with its reason in German, and stores nothing', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const uploads = () => (h.db.prepare('SELECT COUNT(*) AS n FROM srv_uploads').get() as { n: number }).n;
    const before = uploads();
    const shell = await h.json(url, post(token, { files: [file('deckel.jpg', 'jpg', jpeg([jpegComment(SHELL)]))] }));
    expect(shell.status).toBe(422);
    expect(shell.body.error.code).toBe('upload-content');
    expect(shell.body.error.message.value).toMatch(/wird nicht angenommen: deckel\.jpg$/);
    const hidden = await h.json(url, post(token, { files: [file('scan.pdf', 'pdf', packedCatalog(PLAIN_CATALOG, '/SecretDecode', (d) => d))] }));
    expect(hidden.status).toBe(422);
    expect(hidden.body.error.code).toBe('upload-unreadable');
    expect(hidden.body.error.message.value).toMatch(/lässt sich nicht vollständig prüfen.*: scan\.pdf$/);
    expect(uploads()).toBe(before);
  });
});

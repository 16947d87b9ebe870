/**
 * Polyglot uploads, file names as given, and e-mail fields checked by one rule.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../codegen/runtime/email';
import { renderPdf } from '../../../server/pdf';
import { activeContent, checkUploads, safeFileName } from '../../../server/uploads';
import { harness, lit, login, post, offeredDumpDay } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const jpeg = (inner: Buffer = Buffer.alloc(64, 0x20)): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), inner, Buffer.from([0xff, 0xd9])]);
const PDF = await renderPdf('Foto', ['Zeile']);
/** A PDF with `extra` as one more object before the trailer, still ending in %%EOF. */
const pdfWith = (extra: Buffer): Buffer => {
  const text = PDF.toString('latin1');
  // Before the cross-reference table (the last `xref` would be the one inside `startxref`).
  const at = text.lastIndexOf('\nxref') + 1;
  return Buffer.concat([PDF.subarray(0, at), extra, Buffer.from('\n', 'latin1'), PDF.subarray(at)]);
};
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('x.txt hallo', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
const file = (name: string, type: string, content: Buffer) => ({ name, type, content: content.toString('base64') });
const EXPECT = ['pdf', 'jpg', 'png', 'heic'];

describe('polyglots are refused', () => {
  it('accepts plain files', () => {
    expect(activeContent(PNG, 'png')).toBeNull();
    expect(activeContent(jpeg(), 'jpg')).toBeNull();
    expect(activeContent(PDF, 'pdf')).toBeNull();
    expect(checkUploads({ files: [file('a.png', 'image/png', PNG), file('b.jpg', 'image/jpeg', jpeg()), file('c.pdf', 'application/pdf', PDF)] }, EXPECT)).toHaveLength(3);
  });

  it.each([
    ['a PDF with HTML and script', pdfWith(Buffer.from('6 0 obj\n(<html><body><script>alert(1)</script></body></html>)\nendobj', 'latin1')), 'pdf', 'markup'],
    ['a JPEG with PHP', jpeg(Buffer.from('<?php system($_GET["c"]); ?>', 'latin1')), 'jpg', 'markup'],
    ['a PNG with a ZIP behind it', Buffer.concat([PNG, ZIP]), 'png', 'archive'],
    ['a PNG with anything behind IEND', Buffer.concat([PNG, Buffer.from('trailer')]), 'png', 'trailing'],
    ['a JPEG with data behind its end', Buffer.concat([jpeg(), Buffer.from('PK data')]), 'jpg', 'trailing'],
    ['a PDF with a JavaScript action', pdfWith(Buffer.from('6 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj', 'latin1')), 'pdf', 'active'],
    ['a PDF with a hex-escaped JavaScript name', pdfWith(Buffer.from('6 0 obj\n<< /S /J#61vaScript /J#53 (x) >>\nendobj', 'latin1')), 'pdf', 'active'],
    ['a PDF with a launch action', pdfWith(Buffer.from('6 0 obj\n<< /S /Launch /F (cmd.exe) >>\nendobj', 'latin1')), 'pdf', 'active'],
    [
      'a PDF with JavaScript inside a compressed object stream',
      pdfWith(Buffer.concat([Buffer.from('6 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'), deflateSync(Buffer.from('<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')), Buffer.from('\nendstream\nendobj', 'latin1')])),
      'pdf',
      'active',
    ],
    ['a PDF with data after %%EOF', Buffer.concat([PDF, Buffer.from('PK\x03\x04 more', 'latin1')]), 'pdf', 'trailing'],
  ] as const)('refuses %s', (_, content, kind, reason) => {
    expect(activeContent(content, kind)).toBe(reason);
    const type = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' }[kind];
    expect(() => checkUploads({ files: [file(`x.${kind}`, type, content)] }, EXPECT)).toThrow(expect.objectContaining({ status: 422, code: 'upload-content' }));
  });
});

describe('file names are stored safely', () => {
  it.each([
    ['../../x.pdf', 'pdf', 'x.pdf'],
    ['..\\..\\windows\\x.pdf', 'pdf', 'x.pdf'],
    ['x.php\0.pdf', 'pdf', 'x_php.pdf'],
    ['foto\r\nSet-Cookie: a=b.png', 'png', 'fotoSet-Cookie_ a_b.png'],
    ['rechnung\u202Efdp.exe.jpg', 'jpg', 'rechnungfdp_exe.jpg'],
    ['<img src=x onerror=alert(1)>.png', 'png', 'img src_x onerror_alert(1).png'],
    ['.htaccess.png', 'png', 'htaccess.png'],
    ['Deckel vorne.PNG', 'png', 'Deckel vorne.png'],
    ['\u0000.pdf', 'pdf', 'datei.pdf'],
  ] as const)('%j becomes %j', (name, kind, expected) => {
    expect(safeFileName(name, kind)).toBe(expected);
  });

  it('stores the safe name, not the given one', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const url =
      `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel')}` +
      `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
      `&eMail=${lit('anna.becker@example.org')}`;
    const res = await h.json(url, post(token, { files: [file('../../x.php\0.png', 'image/png', PNG)] }));
    expect(res.status).toBe(200);
    const stored = h.db.prepare('SELECT name FROM srv_uploads WHERE entity_id = ?').get(res.body.d.ReklamationenId) as { name: string };
    expect(stored.name).toBe('x_php.png');
  });
});

describe('e-mail addresses by one rule', () => {
  it.each(["<STYLE>@import'http://evil.example/x.css';</STYLE>", 'a@b', 'a b@c.de', '.a@b.de', 'a..b@c.de', 'a@b..de', `${'a'.repeat(250)}@b.de`])('refuses %j', (mail) => {
    expect(isValidEmail(mail)).toBe(false);
  });

  it.each(['anna.becker@example.org', "o'brien+müll@stadt-werke.de".replace('ü', 'u'), 'x@sub.domain.example'])('accepts %j', (mail) => {
    expect(isValidEmail(mail)).toBe(true);
  });

  it('refuses the styled address in a claim and a bulky-waste order on the server', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const bad = lit("<STYLE>@import'http://evil.example/x.css';</STYLE>");
    const claim = await h.json(
      `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel')}` +
        `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}&eMail=${bad}`,
      post(token),
    );
    expect(claim.status).toBe(422);
    expect(claim.body.error.code).toBe('email');
    const wish = offeredDumpDay(h);
    const order = await h.json(`/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=2&stueckgutId=8&anzahl=1&wunschtermin=DateTime'${wish}T00:00:00'&eMail=${bad}`, post(token));
    // Bad input of a bulky-waste order is a 400 with a German message.
    expect(order.status).toBe(400);
    expect(order.body.error.code).toBe('email');
  });
});

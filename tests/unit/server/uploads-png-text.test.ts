/**
 * Uploads that a downstream converter or PHP would act on although they are valid images: PHP short
 * tags (`<?=`) and PNG text chunks that make ImageMagick read a file (CVE-2022-44268). Every hostile
 * PNG is built here from its chunks, so each byte of it is explained by the code that writes it.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngTexts, withoutTextChunks } from '../../../server/png-text';
import { activeContent, checkUploads } from '../../../server/uploads';
import { harness, lit, login, post } from './helpers';
// The PNG is built from its chunks by the payload builders the other upload tests share.
import { pngChunk as chunk, png, tEXt, zTXt } from './upload-payloads';

const SHELL = '<?=$_GET[0]($_POST[1]);?>';
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const iTXt = (keyword: string, text: string, compressed = false) =>
  chunk('iTXt', Buffer.concat([Buffer.from(`${keyword}\0${compressed ? '\x01' : '\0'}\0de\0\0`, 'latin1'), compressed ? deflateSync(Buffer.from(text)) : Buffer.from(text)]));

const GREY = Buffer.from([10, 80, 160, 240]);
const file = (content: Buffer, name = 'foto.png') => ({ name, type: 'image/png', content: content.toString('base64') });
const EXPECT = ['pdf', 'jpg', 'png', 'heic'];

describe('PHP short tags are refused like <?php', () => {
  it.each([
    ['in a tEXt comment', png(GREY, [tEXt('Comment', SHELL)])],
    ['in an iTXt comment', png(GREY, [iTXt('Comment', SHELL)])],
    // The pixels of this image spell the shell; stored uncompressed it is in the file as it is.
    ['in the image data itself', png(Buffer.from(SHELL, 'latin1'), [], 0)],
    ['with the short open tag', png(GREY, [tEXt('Comment', '<? system($_GET["c"]); ?>')])],
    ['left open by a comment that swallows the rest', png(GREY, [tEXt('Comment', '<?=system($_GET[0]);/*')])],
  ])('%s', (_, content) => {
    expect(activeContent(content, 'png')).toBe('markup');
    expect(() => checkUploads({ files: [file(content)] }, EXPECT)).toThrow(expect.objectContaining({ status: 422, code: 'upload-content' }));
  });

  it('also in a JPEG comment', () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x1c]), Buffer.from(SHELL, 'latin1'), Buffer.from([0xff, 0xd9])]);
    expect(activeContent(jpeg, 'jpg')).toBe('markup');
  });

  it('but not a `<?=` that random image bytes happen to contain', () => {
    // Three bytes alone turn up in compressed data by chance; no PHP runs from them amid binary.
    const row = Buffer.from([...Buffer.from('<?=', 'latin1'), 0x00, 0x9c, 0xff, 0x3f, 0x3e, 0x01]);
    expect(activeContent(png(row, [], 0), 'png')).toBeNull();
  });
});

describe('PNG text chunks that make ImageMagick read a file', () => {
  it.each([
    ['a tEXt profile naming /etc/passwd', tEXt('profile', '/etc/passwd')],
    ['a profile keyword in other case', tEXt('Profile', 'anything')],
    ['a compressed zTXt profile', zTXt('profile', '/etc/passwd')],
    ['an iTXt profile', iTXt('profile', '/etc/passwd')],
    ['a compressed iTXt profile', iTXt('profile', '/etc/shadow', true)],
    ['another keyword naming a path', tEXt('Comment', '/proc/self/environ')],
    ['a Windows path', tEXt('Source', 'C:\\Windows\\win.ini')],
    ['a home-relative path', zTXt('Comment', '~/.ssh/id_rsa')],
    ['a file: URL', iTXt('Comment', 'file:///etc/hosts')],
    ['a path climbing with ..', tEXt('Title', 'bild ../../etc/passwd')],
  ])('refuses %s', (_, text) => {
    const content = png(GREY, [text]);
    expect(activeContent(content, 'png')).toBe('text');
    expect(() => checkUploads({ files: [file(content)] }, EXPECT)).toThrow(expect.objectContaining({ status: 422, code: 'upload-content' }));
  });

  it('refuses a PNG whose chunks cannot be walked (a text could hide behind the break)', () => {
    const good = png(GREY, [tEXt('Comment', 'Deckel')]);
    const broken = Buffer.from(good);
    broken.writeUInt32BE(0xffff, SIGNATURE.length + 25); // the tEXt chunk's length after IHDR
    expect(activeContent(broken, 'png')).toBe('structure');
    const bomb = chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.alloc(1024 * 1024, 0x41))]));
    expect(activeContent(png(GREY, [bomb]), 'png')).toBe('structure');
  });

  it('accepts harmless text chunks and stores the PNG without them', () => {
    const content = png(GREY, [tEXt('Software', 'Kamera-App 2.1'), zTXt('Comment', 'Deckel 1/2 gebrochen'), iTXt('Title', 'Tonne vor dem Haus')]);
    expect(activeContent(content, 'png')).toBeNull();
    const [stored] = checkUploads({ files: [file(content)] }, EXPECT);
    expect(pngTexts(stored!.content)).toEqual([]);
    // Only the text chunks are gone: the image itself is the same bytes.
    expect(stored!.content.equals(png(GREY))).toBe(true);
    expect(withoutTextChunks(png(GREY))).toEqual(png(GREY));
  });

  it('through a claim: the hostile PNG files no claim, the harmless one is kept without its texts', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const url =
      `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel')}` +
      `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
      `&eMail=${lit('anna.becker@example.org')}`;
    const uploads = () => (h.db.prepare('SELECT COUNT(*) AS n FROM srv_uploads').get() as { n: number }).n;
    const before = uploads();
    for (const hostile of [png(GREY, [tEXt('profile', '/etc/passwd')]), png(GREY, [tEXt('Comment', SHELL)])]) {
      const res = await h.json(url, post(token, { files: [file(hostile)] }));
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('upload-content');
      expect(res.body.error.message.value).toMatch(/wird nicht angenommen: foto\.png/);
    }
    expect(uploads()).toBe(before);
    const ok = await h.json(url, post(token, { files: [file(png(GREY, [tEXt('Comment', 'Deckel')]))] }));
    expect(ok.status).toBe(200);
    const stored = h.db.prepare('SELECT content FROM srv_uploads WHERE entity_id = ?').get(ok.body.d.ReklamationenId) as { content: Buffer };
    expect(pngTexts(stored.content)).toEqual([]);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES, acceptAttribute, addFiles, canSubmitUploads, emptyUploads, fileRead, formatBytes, isAccepted, isLoading, isOverLimit,
  readAsBase64, readableTypes, removeFile, sizeSummary, uploadPayload,
} from '../../../src/forms/upload';
import { heic, jpeg, jpegComment, jpegXmp, latin1, noise, PAGE_OBJECTS, pdfFile, SCRIPT_CATALOG, SHELL } from '../server/upload-payloads';

const expectList = ['pdf', 'jpg', 'jpeg', 'png', 'image/heic'];
const f = (name: string, size = 100, type = '') => ({ name, size, type });

describe('isAccepted', () => {
  it.each<[string, string, readonly string[], boolean]>([
    ['brief.pdf', 'application/pdf', expectList, true],
    ['FOTO.JPG', '', expectList, true],
    ['scan', 'image/heic', expectList, true],
    // Chromium gives a .heic no MIME type: the extension names the kind image/heic accepts.
    ['bild.heic', '', expectList, true],
    ['virus.exe', 'application/x-msdownload', expectList, false],
    ['pdf', '', expectList, false],
    ['.pdf', '', expectList, false],
    ['a.pdf.exe', '', expectList, false],
    ['x.png', 'image/png', ['image/*'], true],
    ['x.txt', 'text/plain', ['.txt'], true],
    ['anything.bin', 'application/octet-stream', [], true],
  ])('%s (%s)', (name, type, list, ok) => {
    expect(isAccepted({ name, type }, list)).toBe(ok);
  });
});

describe('adding and reading files', () => {
  it('collects rejected names, ignores duplicates and loads until read', () => {
    let r = addFiles(emptyUploads, [f('a.pdf'), f('b.exe'), f('a.pdf'), f('c.png', 200, 'image/png'), f('d.doc')], expectList);
    expect(r.rejected).toEqual(['b.exe', 'd.doc']);
    expect(r.added.map((x) => x.name)).toEqual(['a.pdf', 'c.png']);
    expect(isLoading(r.state)).toBe(true);
    expect(canSubmitUploads(r.state)).toBe(false);
    r = addFiles(r.state, [f('a.pdf', 999)], expectList);
    expect(r.added).toEqual([]);
    expect(r.state.files).toHaveLength(2);
    let s = fileRead(r.state, 'a.pdf', 'QUJD');
    s = fileRead(s, 'c.png', 'REVG');
    expect(isLoading(s)).toBe(false);
    expect(canSubmitUploads(s)).toBe(true);
    expect(uploadPayload(s)).toEqual({ files: [{ name: 'a.pdf', type: '', content: 'QUJD' }, { name: 'c.png', type: 'image/png', content: 'REVG' }] });
    expect(removeFile(s, 'a.pdf').files.map((x) => x.name)).toEqual(['c.png']);
  });
  it('flags and blocks uploads over 5,242,880 bytes in total', () => {
    const at = fileRead(addFiles(emptyUploads, [f('a.pdf', UPLOAD_MAX_BYTES)], expectList).state, 'a.pdf', '');
    expect(isOverLimit(at)).toBe(false);
    const over = fileRead(addFiles(at, [f('b.pdf', 1)], expectList).state, 'b.pdf', '');
    expect(isOverLimit(over)).toBe(true);
    expect(canSubmitUploads(over)).toBe(false);
    expect(sizeSummary(over)).toEqual({ used: '5,2 MB', max: '5,2 MB', over: true });
  });
});

describe('the content of a read file, by the rules the server applies', () => {
  const base64 = (content: Buffer) => content.toString('base64');

  it('refuses a photo with a PHP shell, one with a PDF in it and a HEIC with data after its boxes, naming each', () => {
    const names = ['deckel.jpg', 'scan.jpg', 'IMG_0001.heic', 'seite.jpg'];
    let s = addFiles(emptyUploads, names.map((name) => f(name, 100, name.endsWith('.jpg') ? 'image/jpeg' : '')), expectList).state;
    s = fileRead(s, 'deckel.jpg', base64(jpeg([jpegComment(SHELL)])), expectList);
    s = fileRead(s, 'scan.jpg', base64(jpeg([jpegComment(pdfFile({ objects: { 1: SCRIPT_CATALOG, ...PAGE_OBJECTS } }))])), expectList);
    s = fileRead(s, 'IMG_0001.heic', base64(Buffer.concat([heic(), latin1('<?=`id`?>')])), expectList);
    s = fileRead(s, 'seite.jpg', base64(jpeg([jpegComment('<img src=x onerror=alert(1)>')])), expectList);
    expect(s.refused).toEqual([
      { name: 'deckel.jpg', reason: 'active' },
      { name: 'scan.jpg', reason: 'active' },
      { name: 'IMG_0001.heic', reason: 'content' },
      { name: 'seite.jpg', reason: 'active' },
    ]);
    expect(s.files).toEqual([]);
  });

  it('keeps photos as cameras write them', () => {
    let s = addFiles(emptyUploads, [f('foto.jpg', 100, 'image/jpeg'), f('IMG_0002.heic')], expectList).state;
    s = fileRead(s, 'foto.jpg', base64(jpeg([jpegXmp()], noise(200_000, 21))), expectList);
    s = fileRead(s, 'IMG_0002.heic', base64(heic(noise(200_000, 22))), expectList);
    expect(s.refused).toEqual([]);
    expect(s.files.map((x) => x.loading)).toEqual([false, false]);
  });
});

describe('formatBytes', () => {
  it.each<[number, string]>([
    [0, '0 B'], [999, '999 B'], [1000, '1 kB'], [1234, '1,2 kB'], [1_200_000, '1,2 MB'], [UPLOAD_MAX_BYTES, '5,2 MB'],
    [999_960, '1 MB'], [3_000_000_000, '3 GB'], [-5, '0 B'],
  ])('%i -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
  it('reads "1,2 MB von 5,2 MB" for the widget', () => {
    const s = addFiles(emptyUploads, [f('a.pdf', 1_200_000)], expectList).state;
    const { used, max } = sizeSummary(s);
    expect(`${used} von ${max}`).toBe('1,2 MB von 5,2 MB');
  });
});

describe('naming the accepted types', () => {
  it('says each format once, as a resident knows it: pdf,jpg,jpeg,png,image/heic -> PDF, JPG, PNG, HEIC', () => {
    expect(readableTypes(expectList)).toBe('PDF, JPG, PNG, HEIC');
    expect(readableTypes(['.pdf', ' tif ', 'image/tiff', 'image/x-png', ''])).toBe('PDF, TIFF, PNG');
    expect(readableTypes([])).toBe('');
    expect(readableTypes(['image/*', 'pdf'])).toBe('image/*, PDF');
  });
  it('turns bare extensions into the file picker\'s accept list and leaves MIME types alone', () => {
    expect(acceptAttribute(expectList)).toBe('.pdf,.jpg,.jpeg,.png,image/heic');
    expect(acceptAttribute(['.txt'])).toBe('.txt');
    expect(acceptAttribute([])).toBeUndefined();
  });
});

describe('readAsBase64', () => {
  it('returns the content without the data-URL prefix', async () => {
    expect(await readAsBase64(new Blob(['Hallo']))).toBe('SGFsbG8=');
  });
});

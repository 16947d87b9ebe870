 
/**
 * The reference backend runs on whatever $metadata it is given: a claim
 * parameter the authority's metadata declares but the handler does not know is checked against its
 * Edm type and stored with the claim, as a real authority would; a removed one is simply absent.
 * PORTAL_METADATA_FILE chooses that document for `npm start`.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { createApp, openDatabase, prepareDatabase, testConfig } from '../../../server/index';
import { ConfigError, loadConfig, repoRoot } from '../../../server/config';
import { renderPdf } from '../../../server/pdf';
import { claimVariantOf } from '../integrator/claim-variant';
import { harness as referenceHarness, harnessOf, lit, login, post, type Harness } from './helpers';

const variantXml = claimVariantOf(repoRoot);
const variantModel = readEdmx(variantXml);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = await renderPdf('Test', ['Zeile']);

/** The reference backend on the variant metadata, with a freshly seeded in-memory database. */
function variantHarness(): Harness {
  const db = openDatabase(':memory:');
  const clock = { now: Date.now() };
  prepareDatabase(db, variantModel, { now: clock.now });
  const config = testConfig({ maintenanceFile: join(tmpdir(), `portal-test-maintenance-${process.pid}-${Math.random()}`) });
  const app = createApp({ db, model: variantModel, metadataXml: variantXml, config, clock: () => clock.now });
  return harnessOf(app, db as Database.Database, clock, config);
}

const claimUrl = (extra: string): string =>
  `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel gebrochen')}` +
  `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
  `&eMail=${lit('anna.becker@example.org')}${extra}`;

const claimCount = (h: Harness): number => (h.db.prepare('SELECT COUNT(*) AS n FROM "Reklamationen"').get() as { n: number }).n;
const details = (h: Harness, id: number): Record<string, unknown> =>
  JSON.parse((h.db.prepare('SELECT payload FROM srv_claim_details WHERE reklamationen_id = ?').get(id) as { payload: string }).payload);

describe('a claim parameter the metadata declares and the handler does not know', () => {
  it('is stored with the claim, as the date it was sent; the removed phone number is not', async () => {
    const h = variantHarness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(claimUrl(`&schadensdatum=${encodeURIComponent("datetime'2026-11-20T00:00:00'")}`), post(token));
    expect(res.status).toBe(200);
    const stored = details(h, res.body.d.ReklamationenId);
    expect(stored).toMatchObject({ schadensdatum: '2026-11-20T00:00:00', anruferName: 'Becker', eMail: 'anna.becker@example.org' });
    expect(stored).not.toHaveProperty('anruferTelefon');
  });

  it('is required when declared Nullable="false": without it no claim is filed', async () => {
    const h = variantHarness();
    const { token } = await login(h, 'eigentuemer');
    const before = claimCount(h);
    const res = await h.json(claimUrl(''), post(token));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('schadensdatum');
    expect(claimCount(h)).toBe(before);
  });

  it('is checked against its Edm type: a value that is no date is a 400', async () => {
    const h = variantHarness();
    const { token } = await login(h, 'eigentuemer');
    const before = claimCount(h);
    const res = await h.json(claimUrl(`&schadensdatum=${lit('gestern')}`), post(token));
    expect(res.status).toBe(400);
    expect(claimCount(h)).toBe(before);
  });

  it('follows the variant portal:Expect: a PNG is refused, a PDF accepted', async () => {
    const h = variantHarness();
    const { token } = await login(h, 'eigentuemer');
    const date = `&schadensdatum=${encodeURIComponent("datetime'2026-11-20T00:00:00'")}`;
    const png = await h.json(claimUrl(date), post(token, { files: [{ name: 'foto.png', type: 'image/png', content: PNG.toString('base64') }] }));
    expect(png.status).toBe(422);
    const pdf = await h.json(claimUrl(date), post(token, { files: [{ name: 'scan.pdf', type: 'application/pdf', content: PDF.toString('base64') }] }));
    expect(pdf.status).toBe(200);
  });
});

describe('the reference metadata keeps the stored contact details as before', () => {
  it('stores every declared parameter the claim row has no column for, in metadata order', async () => {
    const h = referenceHarness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(claimUrl(`&anruferTelefon=${lit('030 12345678')}&gebieteId=1`), post(token));
    expect(res.status).toBe(200);
    const stored = details(h, res.body.d.ReklamationenId);
    expect(Object.keys(stored)).toEqual(['chipReferenzNr', 'gebieteId', 'anruferVorname', 'anruferName', 'anruferStrasse', 'anruferHausNr', 'anruferPLZ', 'anruferOrt', 'anruferTelefon', 'eMail']);
    expect(stored).toMatchObject({ chipReferenzNr: null, gebieteId: 1, anruferTelefon: '030 12345678', anruferHausNr: '3a' });
  });
});

describe('PORTAL_METADATA_FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-metadata-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults to the reference metadata and names another file relative to the repository', () => {
    expect(loadConfig({}, []).metadataFile).toBe(join(repoRoot, 'schema', 'reference', 'metadata.xml'));
    const file = join(dir, 'variant.xml');
    writeFileSync(file, variantXml);
    expect(loadConfig({ PORTAL_METADATA_FILE: file }, []).metadataFile).toBe(file);
  });

  it('refuses a file that does not exist', () => {
    expect(() => loadConfig({ PORTAL_METADATA_FILE: join(dir, 'missing.xml') }, [])).toThrow(ConfigError);
  });
});

/**
 * The generator's check of an authority's metadata against the portal's contract
 * (codegen/contract/): fields the contract requires of what the metadata offers are reported, one
 * warning line each, read from the contract file itself.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../../codegen/contract/check';
import { CONTRACT_FILE, readPortalContract, type PortalContract } from '../../../codegen/contract/read';
import { digest } from '../../../codegen/pipeline';
import { reducedXml, referenceXml } from './reference';

mkdirSync('.bench', { recursive: true });
const tmp = mkdtempSync(join('.bench', 'tmp-contract-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The reference with the key of `Objekte` renamed: the portal's object key is gone. */
function withoutObjectKey(): string {
  const xml = referenceXml();
  const declaration = /<EntityType Name="Objekte">[\s\S]*?<\/EntityType>/.exec(xml)![0];
  expect(declaration).toContain('Name="ObjekteId"');
  return xml.replace(declaration, declaration.replaceAll('Name="ObjekteId"', 'Name="ObjektId"'));
}

const lines = (contract: PortalContract, xml: string) => checkContract(digest(xml), contract).map((d) => `${d.path}: ${d.message}`);

describe('portal contract check', () => {
  let contract: PortalContract;
  beforeAll(() => {
    contract = readPortalContract();
  });

  it('reads the required fields of the sets and answers the portal reads', () => {
    expect(contract.sets.get('Objekte')).toMatchObject({ name: 'Objekt', required: ['ObjekteId'] });
    expect(contract.sets.get('Objekte')!.nested.get('EigentuemerAdressenObj')).toMatchObject({ name: 'Adresse', required: ['AdressenId'] });
    expect(contract.functions.get('PruefePasswort')!.required).toEqual(expect.arrayContaining(['EncryptedData', 'BenutzerAdresse']));
    // Only what the portal shows when present is optional: not required.
    expect(contract.sets.get('Objekte')!.required).not.toContain('Kassenzeichen');
  });

  it('passes the reference metadata without a report', () => {
    expect(lines(contract, referenceXml())).toEqual([]);
  });

  it('does not report what an authority without an optional module lacks', () => {
    expect(lines(contract, reducedXml())).toEqual([]);
  });

  it('names a missing required field once, with its entity type', () => {
    expect(lines(contract, withoutObjectKey())).toEqual(['EntitySet Objekte: Vertrag des Portals: Objekt.ObjekteId fehlt in den Metadaten (Entitätstyp Objekte)']);
  });

  it('follows the contract file: a field made required there is then asked of the metadata', () => {
    const dir = join(tmp, 'api');
    mkdirSync(dir, { recursive: true });
    for (const file of ['portal-client.ts', 'types.ts', 'values.ts']) copyFileSync(join(CONTRACT_FILE, '..', file), join(dir, file));
    const types = readFileSync(join(dir, 'types.ts'), 'utf8');
    const gebiet = 'export interface Gebiet {\n  GebieteId?: number;';
    expect(types).toContain(gebiet);
    writeFileSync(join(dir, 'types.ts'), types.replace(gebiet, 'export interface Gebiet {\n  GebieteId?: number;\n  Farbcode: string;'));

    const changed = readPortalContract(join(dir, 'portal-client.ts'));
    expect(contract.sets.get('Gebiete')!.required).toEqual([]);
    expect(changed.sets.get('Gebiete')!.required).toEqual(['Farbcode']);
    expect(lines(changed, referenceXml())).toEqual(['EntitySet Gebiete: Vertrag des Portals: Gebiet.Farbcode fehlt in den Metadaten (Entitätstyp Gebiete)']);
  });

  it('keeps what it read under the contract files\' hash: read back while they are unchanged, read anew once one changes', () => {
    const dir = join(tmp, 'cached', 'api');
    const cache = join(tmp, 'cached', 'cache');
    mkdirSync(dir, { recursive: true });
    for (const file of ['portal-client.ts', 'types.ts', 'values.ts']) copyFileSync(join(CONTRACT_FILE, '..', file), join(dir, file));
    const first = readPortalContract(join(dir, 'portal-client.ts'), cache);
    const [kept] = readdirSync(cache);
    expect(kept).toMatch(/^portal-contract-.+\.json$/);
    // What comes back from the cache is the same description, shared shapes included.
    const again = readPortalContract(join(dir, 'portal-client.ts'), cache);
    expect(again).toEqual(first);
    const owner = (contract: PortalContract, role: string) => contract.sets.get('Objekte')!.nested.get(role);
    expect(owner(first, 'EigentuemerAdressenObj')).toBe(owner(first, 'PflichtigerAdressenObj'));
    expect(owner(again, 'EigentuemerAdressenObj')).toBe(owner(again, 'PflichtigerAdressenObj'));
    // A cache that says otherwise is believed only while the files are the same ...
    const json = JSON.parse(readFileSync(join(cache, kept!), 'utf8')) as { shapes: { name: string; required: string[] }[] };
    json.shapes.find((shape) => shape.name === 'Gebiet')!.required = ['Kennung'];
    writeFileSync(join(cache, kept!), JSON.stringify(json));
    expect(readPortalContract(join(dir, 'portal-client.ts'), cache).sets.get('Gebiete')!.required).toEqual(['Kennung']);
    // ... a changed contract file is read again.
    writeFileSync(join(dir, 'types.ts'), `${readFileSync(join(dir, 'types.ts'), 'utf8')}\n// changed\n`);
    expect(readPortalContract(join(dir, 'portal-client.ts'), cache).sets.get('Gebiete')!.required).toEqual([]);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('prints the missing field as one warning line at codegen time and still generates', () => {
    const metadata = join(tmp, 'metadata.xml');
    writeFileSync(metadata, withoutObjectKey());
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--metadata', metadata, '--out', join(tmp, 'gen'), '--quiet'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr.split('\n').filter((line) => line.includes('Vertrag des Portals'))).toEqual([
      '  warning: EntitySet Objekte: Vertrag des Portals: Objekt.ObjekteId fehlt in den Metadaten (Entitätstyp Objekte)',
    ]);
  });
});

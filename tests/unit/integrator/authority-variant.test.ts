/**
 * The authority variant (authority-variant.ts) holds what an integrator's authority may differ in, read
 * with the real reader, the generator emits what the portal must compile against, and the portal
 * regenerated from it passes `tsc -p tsconfig.json` (vite build does not type-check). The slowest
 * half of the proof (`vite build`, the started portal) runs in the E2E_INTEGRATOR=1 pass
 * (tests/e2e/integrator-authority.spec.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextFor, digest, emitAll } from '../../../codegen/pipeline';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import { authorityVariantOf, authorityVariantXml, TOWN_TYPE, VARIANT_SCHEMA } from './authority-variant';
import { bin, copyPortal, root, runIn } from './scratch';

const xml = authorityVariantOf(root);
const model = digest(xml);
const ns = VARIANT_SCHEMA.namespace;
const propertyType = (fqn: string, name: string) =>
  [...(model.entityTypes.get(fqn)?.properties ?? []), ...(model.complexTypes.get(fqn)?.properties ?? [])].find((p) => p.name === name)?.type;

describe('the authority variant of the reference metadata', () => {
  it('sends volumes as Edm.String in one place and Edm.Decimal in another', () => {
    expect(propertyType(`${ns}.Volumen`, 'VolumenWert')).toMatchObject({ kind: 'primitive', name: 'Edm.String' });
    expect(propertyType(`${ns}.MoeglichesGefaess`, 'VolumenWert')).toMatchObject({ kind: 'primitive', name: 'Edm.Decimal' });
  });

  it('has a string key on the claims and a composite key on the collection dates', () => {
    const claims = model.entityTypes.get('Abfall.Portal.Reklamationen')!;
    expect(claims.key).toEqual(['ReklamationenId']);
    expect(propertyType(claims.fqn, 'ReklamationenId')).toMatchObject({ name: 'Edm.String' });
    expect(model.entityTypes.get('Abfall.Portal.Abfuhrtermine')!.key).toEqual(['AbfuhrtermineId', 'Termin']);
  });

  it('declares types in a second schema that the first one references through its alias', () => {
    expect(model.schemas.map((s) => s.namespace)).toContain(ns);
    expect(xml).toContain(`Type="${VARIANT_SCHEMA.alias}.Volumen"`);
    const volume = model.entityTypes.get('Abfall.Portal.Auftraege')!.navigationProperties.find((n) => n.name === 'Volumen');
    expect(volume?.target).toBe(`${ns}.Volumen`);
    expect(model.entitySets.get('Volumen')?.entityType).toBe(`${ns}.Volumen`);
    expect(model.functionImports.get('MoeglicheGefaesse')?.returnType).toMatchObject({ fqn: `${ns}.MoeglichesGefaess`, collection: true });
  });

  it('has no bulky-waste orders: neither set, type, nor the functions around them', () => {
    expect(model.entitySets.has('StueckgutAuftraege')).toBe(false);
    expect(model.entityTypes.has('Abfall.Portal.StueckgutAuftraege')).toBe(false);
    expect(model.functionImports.has('LegeStueckgutAuftragAn')).toBe(false);
    expect(model.functionImports.has('StorniereStueckgutAuftrag')).toBe(false);
    expect(model.entitySets.has('Stueckgueter')).toBe(true);
  });

  it('generates a client with the string and composite keys, and a gate that has no bulky-waste orders', () => {
    const client = emitAll(model, contextFor('variant.xml', 'generated')).files.find((f) => f.path === 'client.ts')!.text;
    expect(client).toContain('Reklamationen: EntitySetClient<E.Reklamationen, string,');
    expect(client).toMatch(/Abfuhrtermine: EntitySetClient<E\.Abfuhrtermine, \{ AbfuhrtermineId: number; Termin: Date \},/);
    expect(client).not.toMatch(/\bStueckgutAuftraege:/);
    const gate = capabilityGate(deriveCapabilities(model), { StueckgutAuftraege: { name: 'StueckgutAuftraege', list: async () => [] } });
    expect(gate.set('StueckgutAuftraege')).toBeUndefined();
  });

  it('keys OrteMitOrtsteilen by OrteId alone, in an entity type of another name', () => {
    expect(model.entitySets.get('OrteMitOrtsteilen')?.entityType).toBe(`Abfall.Portal.${TOWN_TYPE}`);
    const towns = model.entityTypes.get(`Abfall.Portal.${TOWN_TYPE}`)!;
    expect(towns.key).toEqual(['OrteId']);
    expect(towns.properties.map((p) => p.name)).not.toContain('Schluessel');
    expect(model.entityTypes.has('Abfall.Portal.OrteMitOrtsteilen')).toBe(false);
  });

  it('regenerates and passes `npm run typecheck` (tsc -p tsconfig.json) without an edit in src/', () => {
    const work = copyPortal('authority-typecheck-');
    try {
      writeFileSync(join(work, 'variant.xml'), xml);
      runIn(work, process.execPath, [bin('tsx'), 'codegen/cli.ts', '--metadata', 'variant.xml', '--out', 'generated', '--quiet']);
      expect(readFileSync(join(work, 'generated', 'client.ts'), 'utf8')).toContain(`OrteMitOrtsteilen: EntitySetClient<E.${TOWN_TYPE}, number,`);
      expect(readFileSync(join(work, 'src', 'api', 'types.ts'), 'utf8')).toBe(readFileSync(join(root, 'src', 'api', 'types.ts'), 'utf8'));
      // Throws with tsc's output when the portal requires of the variant what its metadata lacks.
      runIn(work, process.execPath, [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);

  it('fails loudly when the reference no longer has what it edits', () => {
    expect(() => authorityVariantXml('<Schema Namespace="Abfall.Portal"></Schema>')).toThrow(/authority variant/);
  });
});

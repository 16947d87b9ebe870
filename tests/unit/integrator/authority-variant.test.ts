/**
 * The authority variant of issue 14 section 2 (authority-variant.ts) says what the issue asks, read
 * with the real reader, and the generator emits what the portal must compile against. The slow
 * half of the proof (scratch copy, `tsc -p tsconfig.json`, `vite build`, the started portal) runs in
 * the E2E_INTEGRATOR=1 pass (tests/e2e/integrator-authority.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { contextFor, digest, emitAll } from '../../../codegen/pipeline';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import { authorityVariantOf, authorityVariantXml, VARIANT_SCHEMA } from './authority-variant';
import { root } from './scratch';

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
    expect(client).toContain('entitySetClient<E.Reklamationen, string,');
    expect(client).toMatch(/entitySetClient<E\.Abfuhrtermine, \{ AbfuhrtermineId: number; Termin: Date \},/);
    expect(client).not.toMatch(/\bStueckgutAuftraege:/);
    const gate = capabilityGate(deriveCapabilities(model), { StueckgutAuftraege: { name: 'StueckgutAuftraege', list: async () => [] } });
    expect(gate.set('StueckgutAuftraege')).toBeUndefined();
  });

  it('fails loudly when the reference no longer has what it edits', () => {
    expect(() => authorityVariantXml('<Schema Namespace="Abfall.Portal"></Schema>')).toThrow(/authority variant/);
  });
});

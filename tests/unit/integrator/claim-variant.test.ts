/**
 * The integrator proof's metadata variant (claim-variant.ts) says what the issue asks, read with the
 * real reader: a required DatePicker `schadensdatum` in its own section, no `anruferTelefon`, PDF
 * only, and the rest of the claim function as in the reference.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { CLAIM_FUNCTION, claimVariantOf, claimVariantXml } from './claim-variant';
import { root } from './scratch';

const claimOf = (xml: string) => readEdmx(xml).functionImports.get(CLAIM_FUNCTION)!;

describe('the claim variant of the reference metadata', () => {
  const reference = claimOf(readFileSync(join(root, 'schema', 'reference', 'metadata.xml'), 'utf8'));
  const variant = claimOf(claimVariantOf(root));

  it('adds a required date of damage, shown as a DatePicker in the section "Beschreibung"', () => {
    const date = variant.parameters.find((p) => p.name === 'schadensdatum');
    expect(date).toMatchObject({
      nullable: false,
      label: 'Schadensdatum',
      type: { kind: 'primitive', name: 'Edm.DateTime' },
      portal: { component: 'DatePicker', section: 'Beschreibung', expectations: [{ rule: 'NotEmpty' }] },
    });
  });

  it('drops the phone number and accepts PDF only; everything else is the reference', () => {
    expect(variant.parameters.map((p) => p.name)).not.toContain('anruferTelefon');
    expect(variant.portal.expect).toEqual(['pdf']);
    const unchanged = (names: string[]) => names.filter((n) => n !== 'anruferTelefon' && n !== 'schadensdatum');
    expect(unchanged(variant.parameters.map((p) => p.name))).toEqual(unchanged(reference.parameters.map((p) => p.name)));
  });

  it('fails loudly when the reference no longer has what it edits', () => {
    expect(() => claimVariantXml('<FunctionImport Name="LegeReklamationAngemeldetAn"></FunctionImport>')).toThrow(/claim variant/);
  });
});

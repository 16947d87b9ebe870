// Given real SAP $metadata documents (SAP annotations, drafts, hundreds of types), when they are
// read, then every entity type, function import and parameter arrives in the model.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';

const bench = (file: string) => readEdmx(readFileSync(resolve('bench/data', file), 'utf8'));
const parameterCount = (model: ReturnType<typeof readEdmx>) =>
  [...model.functionImports.values()].reduce((sum, fn) => sum + fn.parameters.length, 0);

describe('real-world metadata', () => {
  it('reads MD_C_PRODUCT_MAINTAIN_SRV: 345 entity types, 225 function imports, 1,307 parameters', () => {
    const model = bench('MD_C_PRODUCT_MAINTAIN_SRV.metadata.xml');
    expect(model.entityTypes.size).toBe(345);
    expect(model.functionImports.size).toBe(225);
    expect(parameterCount(model)).toBe(1307);
    expect(model.entitySets.size).toBeGreaterThan(0);
    expect(model.diagnostics).toEqual([]);
  });

  it('reads MD_BUSINESSPARTNER_SRV: 194 entity types, 104 function imports, 577 parameters', () => {
    const model = bench('MD_BUSINESSPARTNER_SRV.metadata.xml');
    expect(model.entityTypes.size).toBe(194);
    expect(model.functionImports.size).toBe(104);
    expect(parameterCount(model)).toBe(577);
  });

  it('reads API_BUSINESS_PARTNER: 36 entity types, no function imports', () => {
    const model = bench('API_BUSINESS_PARTNER.edmx.xml');
    expect(model.edmxVersion).toBe('1.0');
    expect(model.entityTypes.size).toBe(36);
    expect(model.functionImports.size).toBe(0);
    const partner = [...model.entityTypes.values()].find((t) => t.name === 'A_BusinessPartnerType');
    expect(partner?.key).toEqual(['BusinessPartner']);
    expect(partner?.navigationProperties.find((n) => n.name === 'to_BusinessPartnerAddress')).toMatchObject({ collection: true });
  });

  it('names every type of the largest file uniquely, as valid identifiers', () => {
    const model = bench('MD_C_PRODUCT_MAINTAIN_SRV.metadata.xml');
    const names = [...model.entityTypes.values(), ...model.complexTypes.values()].map((t) => t.tsName);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names.every((n) => /^[A-Za-z_$][\w$]*$/.test(n))).toBe(true);
    const clientNames = [...model.entitySets.values(), ...model.functionImports.values()].map((x) => x.tsName);
    expect(new Set(clientNames).size).toBe(clientNames.length);
  });
});

// Given names that clash or are no valid identifiers, when the model is named, then every
// identifier is valid, unique where it must be, deterministic, and never a reserved word.
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { assignNames, RESERVED_TS_NAMES, toIdentifier, tsKey } from '../../../codegen/edmx/naming';
import type { ComplexType, MetadataModel } from '../../../codegen/edmx/model';
import { edmxV2 } from './builder';

const twoSchemas = (firstNs: string, secondNs: string) =>
  edmxV2()
    .schema(firstNs, (s) => s.entityType('Product', (t) => t.key('Id').prop('Id', 'Edm.Int32')).complexType('class', (t) => t.prop('x', 'Edm.String')))
    .schema(secondNs, (s) => s.entityType('Product', (t) => t.key('Id').prop('Id', 'Edm.Int32')).entityType('product', (t) => t.key('Id').prop('Id', 'Edm.Int32')))
    .build();

describe('type names', () => {
  it('tells apart types of the same name in different schemas, whatever the schema order', () => {
    const model = readEdmx(twoSchemas('Shop.A', 'Shop.B'));
    const names = [...model.entityTypes.values()].map((t) => [t.fqn, t.tsName]);
    expect(names).toEqual([
      ['Shop.A.Product', 'Shop_A_Product'],
      ['Shop.B.Product', 'Shop_B_Product'],
      ['Shop.B.product', 'Shop_B_product_2'],
    ]);
    const swapped = readEdmx(twoSchemas('Shop.B', 'Shop.A'));
    expect(swapped.entityTypes.get('Shop.A.Product')?.tsName).toBe('Shop_A_Product');
    expect(swapped.entityTypes.get('Shop.B.Product')?.tsName).toBe('Shop_B_Product');
  });

  it('never uses a reserved word as a type name', () => {
    expect(readEdmx(twoSchemas('Shop.A', 'Shop.B')).complexTypes.get('Shop.A.class')?.tsName).toBe('class_');
  });

  it('keeps clear of the names emitters reserve, including extra ones passed in', () => {
    const xml = edmxV2()
      .schema('N', (s) => s
        .entityType('Client', (t) => t.key('Id').prop('Id', 'Edm.Int32'))
        .entityType('Orte', (t) => t.key('Id').prop('Id', 'Edm.Int32'))
        .container('C', (c) => c.entitySet('capabilities', 'N.Client').entitySet('Orte', 'N.Orte').functionImport('Orte', { ReturnType: 'Edm.Int32' })))
      .build();
    const model = readEdmx(xml, { reservedNames: ['Orte'] });
    expect(model.entityTypes.get('N.Client')?.tsName).toBe('Client_');
    expect(model.entityTypes.get('N.Orte')?.tsName).toBe('Orte_');
    expect(model.entitySets.get('capabilities')?.tsName).toBe('capabilities_');
    expect(['Client', 'createClient', 'capabilities', 'Transport'].every((n) => RESERVED_TS_NAMES.has(n))).toBe(true);
  });
});

describe('client names', () => {
  it('gives an entity set and a function import of the same name distinct names', () => {
    const xml = edmxV2()
      .schema('N', (s) => s
        .entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32'))
        .container('C', (c) => c.entitySet('Gebiete', 'N.E').functionImport('Gebiete', { ReturnType: 'Edm.Int32' }).functionImport('delete', { ReturnType: 'Edm.Int32' })))
      .build();
    const model = readEdmx(xml);
    expect(model.entitySets.get('Gebiete')?.tsName).toBe('Gebiete');
    expect(model.functionImports.get('Gebiete')?.tsName).toBe('Gebiete_2');
    expect(model.functionImports.get('delete')?.tsName).toBe('delete_');
  });
});

describe('identifiers and keys', () => {
  it('replaces odd characters and prefixes leading digits', () => {
    expect(toIdentifier('odd-name.x')).toBe('odd_name_x');
    expect(toIdentifier('1Abfall')).toBe('_1Abfall');
    expect(toIdentifier('Straße')).toBe('Straße');
    expect(toIdentifier('')).toBe('_');
  });

  it('quotes property keys only when they are not identifiers', () => {
    expect(tsKey('Name')).toBe('Name');
    expect(tsKey('class')).toBe('class');
    expect(tsKey('odd-name')).toBe('"odd-name"');
    expect(tsKey('1st')).toBe('"1st"');
    expect(tsKey('say "hi"')).toBe('"say \\"hi\\""');
  });

  it('precomputes keys for properties and parameters', () => {
    const xml = edmxV2()
      .schema('N', (s) => s
        .entityType('E', (t) => t.key('odd-id').prop('odd-id', 'Edm.Int32', { Nullable: false }).prop('Plain', 'Edm.String'))
        .container('C', (c) => c.entitySet('Es', 'N.E').functionImport('F', {}, (f) => f.param('my param', 'Edm.String'))))
      .build();
    const model = readEdmx(xml);
    expect(model.entityTypes.get('N.E')?.properties.map((p) => p.tsKey)).toEqual(['"odd-id"', 'Plain']);
    expect(model.functionImports.get('F')?.parameters[0]?.tsKey).toBe('"my param"');
  });
});

describe('many clashing names', () => {
  it('names 50,000 types that all sanitise to one identifier, each uniquely', () => {
    const complexTypes = new Map<string, ComplexType>();
    for (let i = 0; i < 50_000; i += 1) {
      const name = `a${i.toString(2).replace(/0/g, '-').replace(/1/g, '.')}`;
      complexTypes.set(`N.${name}`, { kind: 'complex', fqn: `N.${name}`, namespace: 'N', name, tsName: '', properties: [] });
    }
    const model = { entityTypes: new Map(), complexTypes, enumTypes: new Map(), entitySets: new Map(), functionImports: new Map() } as unknown as MetadataModel;
    assignNames(model);
    const names = [...complexTypes.values()].map((t) => t.tsName);
    expect(new Set(names).size).toBe(50_000);
  });
});

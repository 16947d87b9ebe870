// Given OData V4 CSDL, when it is read, then types, navigation, and function/action imports
// (through their unbound definitions) land in the same model as V2 metadata.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { EdmxError } from '../../../codegen/edmx/model';
import { edmxV4 } from './builder';

const model = readEdmx(readFileSync('tests/fixtures/edmx/v4-sample.xml', 'utf8'));

describe('OData V4', () => {
  it('reads the header, schema alias, enum and complex types', () => {
    expect(model).toMatchObject({ edmxVersion: '4.0', dataServiceVersion: '4.0', schemas: [{ namespace: 'Stadt.Entsorgung', alias: 'SE' }] });
    expect(model.enumTypes.get('Stadt.Entsorgung.Tonnenfarbe')).toMatchObject({
      underlying: 'Edm.Int32',
      isFlags: false,
      members: [{ name: 'Schwarz', value: 0 }, { name: 'Blau', value: 1 }, { name: 'Gelb', value: 2 }, { name: 'Braun', value: 10 }],
    });
    expect(model.complexTypes.get('Stadt.Entsorgung.Anschrift')?.properties[1]?.type)
      .toEqual({ kind: 'primitive', name: 'Edm.String', collection: false });
  });

  it('reads entity types with base type, enum and collection properties', () => {
    expect(model.entityTypes.get('Stadt.Entsorgung.Grundstueck')).toMatchObject({ baseType: 'Stadt.Entsorgung.Objekt', key: [] });
    const tonne = model.entityTypes.get('Stadt.Entsorgung.Tonne');
    expect(tonne?.properties.map((p) => p.type)).toEqual([
      { kind: 'primitive', name: 'Edm.String', collection: false },
      { kind: 'enum', fqn: 'Stadt.Entsorgung.Tonnenfarbe', collection: false },
      { kind: 'primitive', name: 'Edm.Date', collection: true },
    ]);
    expect(tonne?.properties[0]?.maxLength).toBeUndefined();
    const ort = model.entityTypes.get('Stadt.Entsorgung.Objekt')?.properties[2];
    expect(ort?.type).toEqual({ kind: 'unknownPrimitive', name: 'Edm.GeographyPoint', collection: false });
    expect(model.diagnostics.map((d) => d.path)).toContain('EntityType Stadt.Entsorgung.Objekt/Property Ort');
  });

  it('reads navigation properties from Type and Nullable', () => {
    expect(model.entityTypes.get('Stadt.Entsorgung.Grundstueck')?.navigationProperties).toEqual([
      { name: 'Tonnen', tsKey: 'Tonnen', target: 'Stadt.Entsorgung.Tonne', collection: true, nullable: false },
      { name: 'Eigentuemer', tsKey: 'Eigentuemer', target: 'Stadt.Entsorgung.Person', collection: false, nullable: false },
    ]);
    expect(model.entityTypes.get('Stadt.Entsorgung.Tonne')?.navigationProperties[0]).toMatchObject({ collection: false, nullable: true });
  });

  it('reads entity sets and ignores singletons', () => {
    expect([...model.entitySets.keys()]).toEqual(['Grundstuecke', 'Tonnen', 'Personen']);
    expect(model.entitySets.get('Tonnen')?.entityType).toBe('Stadt.Entsorgung.Tonne');
  });

  it('maps function imports to GET and action imports to POST, using the unbound definition', () => {
    expect([...model.functionImports.keys()]).toEqual(['Abfuhrtermine', 'TonneBestellen', 'Abmelden']);
    expect(model.functionImports.get('Abfuhrtermine')).toMatchObject({
      httpMethod: 'GET',
      returnType: { kind: 'primitive', name: 'Edm.Date', collection: true },
      parameters: [{ name: 'tonne', nullable: false }, { name: 'ab', nullable: true, mode: 'In' }],
      hasForm: true,
    });
    expect(model.functionImports.get('Abfuhrtermine')?.parameters[1]?.portal.default)
      .toEqual({ kind: 'date', token: 'StartOfMonth', years: 0, months: -1, days: 0 });
    expect(model.functionImports.get('TonneBestellen')).toMatchObject({
      httpMethod: 'POST',
      entitySet: 'Tonnen',
      returnType: { kind: 'entity', fqn: 'Stadt.Entsorgung.Tonne', collection: false },
      // Payload and Expect sit on the Action, AllowsPlannedCancellation on the ActionImport.
      portal: { payload: true, expect: ['pdf', 'image/png'], allowsPlannedCancellation: true },
    });
    expect(model.functionImports.get('Abmelden')).toMatchObject({ httpMethod: 'POST', parameters: [], hasForm: false });
    expect(model.functionImports.get('Abmelden')?.returnType).toBeUndefined();
  });

  it('refuses an import whose function is only defined bound', () => {
    const xml = edmxV4()
      .schema('N', (s) => s
        .entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32'))
        .operation('Function', 'Nur', (f) => f.param('b', 'N.E').returns('Edm.Int32'), { IsBound: true })
        .container('C', (c) => c.functionImport('Nur', { Function: 'N.Nur' })))
      .build();
    expect(() => readEdmx(xml)).toThrow(expect.objectContaining({ code: 'missing-type', message: expect.stringContaining('"N.Nur"') }));
  });

  it('refuses a navigation property to an unknown type', () => {
    const xml = edmxV4()
      .schema('N', (s) => s.entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32').nav('X', { Type: 'Collection(N.Fehlt)' })))
      .build();
    expect(() => readEdmx(xml)).toThrow(EdmxError);
    expect(() => readEdmx(xml)).toThrow(/N\.Fehlt.*EntityType N\.E\/NavigationProperty X/);
  });

  it('refuses an unknown EDMX version', () => {
    const xml = edmxV4().schema('N', () => undefined).build().replace('Version="4.0"', 'Version="5.0"');
    expect(() => readEdmx(xml)).toThrow(expect.objectContaining({ code: 'unsupported-version' }));
  });
});

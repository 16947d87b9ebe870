// Given OData V2 metadata built for one rule at a time, when it is read, then facets default as
// CSDL says, containers merge with the default container winning, and every dangling type
// reference is refused as missing-type naming where it is and what is missing (references that
// carry nothing the generated code needs are warnings: tolerance.test.ts).
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { EdmxError } from '../../../codegen/edmx/model';
import { effectiveKey, effectiveProperties } from '../../../codegen/edmx/index';
import { edmxV2, type SchemaBuilder } from './builder';

const oneSchema = (build: (s: SchemaBuilder) => unknown) => edmxV2().schema('Test.Ns', build, 'T').build();
const entity = (s: SchemaBuilder, name = 'E') => s.entityType(name, (t) => t.key('Id').prop('Id', 'Edm.Int32', { Nullable: false }));

function missing(xml: string): EdmxError {
  try {
    readEdmx(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(EdmxError);
    expect((error as EdmxError).code).toBe('missing-type');
    return error as EdmxError;
  }
  throw new Error('expected missing-type');
}

describe('facets', () => {
  it('defaults Nullable to true and leaves absent facets out', () => {
    const model = readEdmx(oneSchema((s) => s.entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32').prop('Text', 'Edm.String', { MaxLength: 'Max' }))));
    expect(model.entityTypes.get('Test.Ns.E')?.properties).toEqual([
      { name: 'Id', tsKey: 'Id', type: { kind: 'primitive', name: 'Edm.Int32', collection: false }, nullable: true },
      { name: 'Text', tsKey: 'Text', type: { kind: 'primitive', name: 'Edm.String', collection: false }, nullable: true },
    ]);
  });

  it('defaults m:HttpMethod to GET and Mode to In', () => {
    const model = readEdmx(oneSchema((s) => s.container('C', (c) => c.functionImport('F', { ReturnType: 'Collection(Edm.String)' }, (f) => f.param('p', 'Edm.Int32')))));
    expect(model.functionImports.get('F')).toMatchObject({
      httpMethod: 'GET',
      returnType: { kind: 'primitive', name: 'Edm.String', collection: true },
      parameters: [{ name: 'p', mode: 'In', nullable: true }],
    });
  });

  it('resolves base types and complex properties through the alias', () => {
    const model = readEdmx(oneSchema((s) => {
      entity(s, 'Basis');
      s.complexType('Adresse', (t) => t.prop('Ort', 'Edm.String'));
      s.entityType('Kind', (t) => t.prop('Adresse', 'T.Adresse'), { BaseType: 'T.Basis' });
    }));
    expect(model.entityTypes.get('Test.Ns.Kind')).toMatchObject({
      baseType: 'Test.Ns.Basis',
      properties: [{ name: 'Adresse', type: { kind: 'complex', fqn: 'Test.Ns.Adresse', collection: false } }],
    });
  });
});

describe('containers', () => {
  it('merges several containers; the default container wins a name clash', () => {
    const xml = edmxV2()
      .schema('A', (s) => entity(s).container('Erster', (c) => c.entitySet('Es', 'A.E').entitySet('Nur', 'A.E')))
      .schema('B', (s) => s.container('Zweiter', (c) => c.entitySet('Es', 'A.E').functionImport('F', { ReturnType: 'Edm.Int32' }), { 'm:IsDefaultEntityContainer': true }))
      .build();
    const model = readEdmx(xml);
    expect(model.entitySets.get('Es')?.container).toBe('Zweiter');
    expect(model.entitySets.get('Nur')?.container).toBe('Erster');
    expect(model.functionImports.has('F')).toBe(true);
    expect(model.diagnostics).toHaveLength(1);
  });

  it('keeps the first of two non-default containers and warns', () => {
    const xml = edmxV2()
      .schema('A', (s) => entity(s).container('Erster', (c) => c.entitySet('Es', 'A.E')).container('Zweiter', (c) => c.entitySet('Es', 'A.E')))
      .build();
    const model = readEdmx(xml);
    expect(model.entitySets.get('Es')?.container).toBe('Erster');
    expect(model.diagnostics[0]?.path).toBe('EntityContainer Zweiter/EntitySet Es');
  });
});

describe('dangling references', () => {
  it('refuses a property of an unknown type, naming path and type', () => {
    const xml = oneSchema((s) => s.entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32').prop('Teil', 'T.Fehlt')));
    const error = missing(xml);
    expect(error.message).toContain('"T.Fehlt"');
    expect(error.message).toContain('EntityType Test.Ns.E/Property Teil');
    const lines = xml.split('\n');
    const line = lines.findIndex((text) => text.includes('Name="Teil"'));
    expect(error.position).toEqual({ line: line + 1, column: (lines[line]?.indexOf('<') ?? 0) + 1 });
  });

  it('refuses a parameter of an unknown type', () => {
    const error = missing(oneSchema((s) => s.container('C', (c) => c.functionImport('F', {}, (f) => f.param('p', 'T.Fehlt')))));
    expect(error.message).toContain('FunctionImport F/Parameter p');
  });

  it('refuses an unknown return type', () => {
    expect(missing(oneSchema((s) => s.container('C', (c) => c.functionImport('F', { ReturnType: 'Collection(T.Fehlt)' })))).message).toContain('T.Fehlt');
  });

  it('refuses a navigation property with an unknown association or role', () => {
    const unknownAssociation = missing(oneSchema((s) => s.entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32')
      .nav('Nav', { Relationship: 'T.Fehlt', FromRole: 'A', ToRole: 'B' }))));
    expect(unknownAssociation.message).toContain('EntityType Test.Ns.E/NavigationProperty Nav');
    const unknownRole = missing(oneSchema((s) => s
      .entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32').nav('Nav', { Relationship: 'T.A', FromRole: 'Von', ToRole: 'Fehlt' }))
      .association('A', ['T.E', '*', 'Von'], ['T.E', '0..1', 'Nach'])));
    expect(unknownRole.message).toContain('"Fehlt"');
  });

  it('refuses an association end of an unknown entity type', () => {
    expect(missing(oneSchema((s) => entity(s).association('A', ['T.E', '*', 'Von'], ['T.Fehlt', '1', 'Nach']))).message)
      .toContain('Association Test.Ns.A/End Nach');
  });

  it('refuses an entity set of an unknown or non-entity type', () => {
    expect(missing(oneSchema((s) => s.container('C', (c) => c.entitySet('Es', 'T.Fehlt')))).message).toContain('EntitySet Es');
    expect(missing(oneSchema((s) => s.complexType('K', (t) => t.prop('x', 'Edm.String')).container('C', (c) => c.entitySet('Ks', 'T.K')))).code)
      .toBe('missing-type');
  });

  it('refuses an unknown base type', () => {
    expect(missing(oneSchema((s) => s.entityType('E', (t) => t.key('Id'), { BaseType: 'T.Fehlt' }))).message).toContain('T.Fehlt');
  });
});

describe('inheritance', () => {
  it('gives effective properties and the inherited key, base first', () => {
    const model = readEdmx(oneSchema((s) => {
      entity(s, 'Basis');
      s.entityType('Kind', (t) => t.prop('Extra', 'Edm.String'), { BaseType: 'T.Basis' });
    }));
    const kind = model.entityTypes.get('Test.Ns.Kind');
    if (!kind) throw new Error('Kind missing');
    expect(effectiveKey(model, kind)).toEqual(['Id']);
    expect(effectiveProperties(model, kind).map((p) => p.name)).toEqual(['Id', 'Extra']);
    expect(model.diagnostics).toEqual([]);
  });

  it('refuses a BaseType cycle', () => {
    const xml = oneSchema((s) => s
      .entityType('A', (t) => t.key('Id').prop('Id', 'Edm.Int32'), { BaseType: 'T.B' })
      .entityType('B', undefined, { BaseType: 'T.A' }));
    expect(() => readEdmx(xml)).toThrow(expect.objectContaining({ code: 'invalid' }));
  });

  it('warns about a key naming no property', () => {
    const model = readEdmx(oneSchema((s) => s.entityType('E', (t) => t.key('Fehlt').prop('Id', 'Edm.Int32'))));
    expect(model.diagnostics).toEqual([{ severity: 'warning', path: 'EntityType Test.Ns.E/Key', message: expect.stringContaining('Fehlt') }]);
  });
});

describe('diagnostics', () => {
  it('keeps at most 1,000 warnings and counts the rest', () => {
    const xml = oneSchema((s) => s.container('C', (c) => {
      for (let i = 0; i < 1500; i += 1) c.functionImport(`F${i}`, { 'portal:Unbekannt': 'x' });
    }));
    const { diagnostics } = readEdmx(xml);
    expect(diagnostics).toHaveLength(1001);
    expect(diagnostics[1000]?.message).toBe('500 weitere Warnungen unterdrückt');
  });
});

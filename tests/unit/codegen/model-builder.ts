/** Hand-built MetadataModels for emitter tests (given … when … then), independent of the reader. */
import type {
  EntityType,
  FieldAnnotations,
  FunctionImport,
  FunctionParameter,
  MetadataModel,
  NavigationProperty,
  Property,
  TypeRef,
} from '../../../codegen/edmx/model';

export const NS = 'Test.Portal';

export const prim = (name: string, collection = false): TypeRef => ({ kind: 'primitive', name: name as never, collection });

export function prop(name: string, type: string, nullable = true, extra: Partial<Property> = {}): Property {
  return { name, tsKey: name, type: prim(type), nullable, ...extra };
}

export function nav(name: string, target: string, collection = false, nullable = true): NavigationProperty {
  return { name, tsKey: name, target: `${NS}.${target}`, collection, nullable };
}

export function entity(name: string, key: string[], properties: Property[], navigationProperties: NavigationProperty[] = []): EntityType {
  return { kind: 'entity', fqn: `${NS}.${name}`, namespace: NS, name, tsName: name, key, properties, navigationProperties };
}

export function param(
  name: string,
  type: string,
  nullable: boolean,
  portal: Partial<FieldAnnotations> = {},
  extra: Partial<FunctionParameter> = {},
): FunctionParameter {
  return { name, tsKey: name, type: prim(type), nullable, mode: 'In', portal: { expectations: [], ...portal }, ...extra };
}

export function fn(name: string, parameters: FunctionParameter[], extra: Partial<FunctionImport> = {}): FunctionImport {
  return {
    name,
    tsName: name,
    httpMethod: 'GET',
    parameters,
    portal: { payload: false, expect: [], allowsPlannedCancellation: false },
    hasForm: parameters.some((p) => p.portal.component !== undefined),
    ...extra,
  };
}

export function model(entities: EntityType[], functions: FunctionImport[] = [], sets: string[] = entities.map((e) => e.name)): MetadataModel {
  return {
    edmxVersion: '1.0',
    dataServiceVersion: '2.0',
    schemas: [{ namespace: NS }],
    entityTypes: new Map(entities.map((e) => [e.fqn, e])),
    complexTypes: new Map(),
    enumTypes: new Map(),
    associations: new Map(),
    entitySets: new Map(sets.map((s) => [s, { name: s, tsName: s, entityType: `${NS}.${s}`, container: 'C' }])),
    functionImports: new Map(functions.map((f) => [f.name, f])),
    diagnostics: [],
  };
}

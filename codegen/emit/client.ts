/**
 * generated/client.ts: `createClient(transport)` with one member per entity set (list/page/get with
 * typed `$filter`/`$expand`/`$orderby`/`$select` paths) and one per function import (typed
 * parameters, GET/POST from m:HttpMethod, file payloads). The logic lives in runtime/client; this
 * file only wires names and types, which keeps it small on services with hundreds of types.
 */
import type { EntitySet, FunctionImport, MetadataModel, TypeRef } from '../edmx/model';
import type { EntitySetSpec, FunctionSpec, FunctionSpecEntry, KeySpec } from '../runtime/client';
import type { ResultShape } from '../runtime/deserialize';
import { typeRefName } from '../runtime/capabilities';
import { allProperties, pathDepths } from './model-helpers';
import { byTsName, header, key, runtimeFrom, str } from './text';
import { blankLine, exportConst, sourceText, tsMorph, type Statement, type WriterFunction } from './ts-file';
import { tsType, typeName } from './ts-types';
import type { Emitter } from './types';

function resultShape(type: TypeRef | undefined): ResultShape {
  if (!type) return { kind: 'none' };
  if (type.kind === 'primitive' || type.kind === 'unknownPrimitive' || type.kind === 'enum') {
    return { kind: 'primitive', edmType: type.kind === 'enum' ? type.fqn : type.name, collection: type.collection };
  }
  return { kind: 'structured', type: type.fqn, collection: type.collection };
}

function keyOf(model: MetadataModel, set: EntitySet): { spec: KeySpec; ts: string } {
  const type = model.entityTypes.get(set.entityType);
  if (!type) return { spec: [], ts: 'never' };
  const props = allProperties(model, type);
  const keys = type.key.map((name) => props.find((p) => p.name === name)).filter((p) => p !== undefined);
  const spec: KeySpec = keys.map((p) => [p.name, typeRefName(p.type)] as const);
  if (keys.length === 1) return { spec, ts: tsType(model, keys[0]!.type, 'E.', true) };
  return { spec, ts: `{ ${keys.map((p) => `${p.tsKey}: ${tsType(model, p.type, 'E.', true)}`).join('; ')} }` };
}

/** The entity sets whose entity type is known (the others get no client member). */
const knownSets = (model: MetadataModel, sets: EntitySet[]) => sets.filter((set) => typeName(model, set.entityType) !== 'unknown');

/** The type of an entity set's client member. */
function setMemberType(model: MetadataModel, set: EntitySet): string {
  const entity = typeName(model, set.entityType);
  const k = str(entity);
  return `EntitySetClient<E.${entity}, ${keyOf(model, set).ts}, Paths<${k}>, Expands<${k}>>`;
}

/** An entity set's row in the client's table: entity type, keys, and the wire name when it differs from the member. */
function setEntry(model: MetadataModel, set: EntitySet): EntitySetSpec {
  const { spec } = keyOf(model, set);
  return set.name === set.tsName ? [set.entityType, spec] : [set.entityType, spec, set.name];
}

/**
 * Options of a call: query options when it returns entities, files for payload functions, and an
 * idempotency key for a call that changes something (a retried submission is stored once).
 */
function callOptions(model: MetadataModel, fn: FunctionImport): string {
  const writes = fn.httpMethod !== 'GET';
  const extras = [...(fn.portal.payload ? ['files: readonly UploadFile[]'] : []), ...(writes ? ['idempotencyKey?: string'] : [])];
  const files = extras.length ? ` & { ${extras.join('; ')} }` : '';
  const ret = fn.returnType;
  if (ret?.kind === 'entity' && model.entityTypes.has(ret.fqn)) {
    const k = str(typeName(model, ret.fqn));
    return `QueryOptions<Paths<${k}>, Expands<${k}>>${files}`;
  }
  return `{ signal?: AbortSignal }${files}`;
}

function paramsType(model: MetadataModel, fn: FunctionImport): string {
  const inputs = fn.parameters.filter((p) => p.mode !== 'Out');
  if (!inputs.length) return 'Record<string, never>';
  // Non-nullable parameters are required; nullable ones optional (metadata contract).
  const fields = inputs.map((p) => {
    const type = tsType(model, p.type, 'E.', true);
    return p.nullable ? `${p.tsKey}?: ${type} | null` : `${p.tsKey}: ${type}`;
  });
  return `{ ${fields.join('; ')} }`;
}

/** What a call needs of a function import (runtime/client `FunctionSpec`). */
export function functionSpec(fn: FunctionImport): FunctionSpec {
  return {
    name: fn.name,
    method: fn.httpMethod,
    params: fn.parameters.filter((p) => p.mode !== 'Out').map((p) => [p.name, typeRefName(p.type)] as const),
    result: resultShape(fn.returnType),
    payload: fn.portal.payload,
    ...(fn.portal.parametersInBody ? { parametersInBody: true as const } : {}),
  };
}

/** The spec as generated/client.ts writes it: without the name (its key) and a false payload. */
export function functionSpecEntry(fn: FunctionImport): FunctionSpecEntry {
  const { method, params, result, payload, parametersInBody } = functionSpec(fn);
  return { method, params, result, ...(payload ? { payload } : {}), ...(parametersInBody ? { parametersInBody } : {}) };
}

/** A multi-line named import, one name per line (too long for one line). */
function importList(names: string[], from: string): WriterFunction {
  return (writer) => {
    writer.write('import ').inlineBlock(() => names.forEach((name) => writer.writeLine(`${name},`)));
    writer.write(` from '${from}';`);
  };
}

export const emitClient: Emitter = (model, ctx) => {
  const { StructureKind } = tsMorph();
  const sets = [...model.entitySets.values()].sort(byTsName);
  const fns = [...model.functionImports.values()].sort(byTsName);
  const setNames = new Set(sets.map((s) => s.tsName));
  // A function named like an entity set keeps both members: the function gets a suffix.
  const member = (fn: FunctionImport) => (setNames.has(fn.tsName) ? `${fn.tsName}Call` : fn.tsName);
  const singleOptional = (fn: FunctionImport) => fn.parameters.every((p) => p.mode === 'Out' || p.nullable);
  const depth = pathDepths(model);
  const pathParam = [{ name: 'K', constraint: 'keyof E.NavMap' }];

  const functionMemberType = (fn: FunctionImport) => {
    const ret = fn.returnType ? tsType(model, fn.returnType, 'E.') : 'void';
    const opt = fn.portal.payload ? '' : '?';
    const paramsOpt = singleOptional(fn) ? '?' : '';
    return `(params${paramsOpt}: FunctionParams[${str(fn.name)}], options${opt}: ${callOptions(model, fn)}) => Promise<${ret}>`;
  };
  const clientSets = knownSets(model, sets);
  // Wire name -> member, for the functions whose member is not named like the function itself.
  const renamed = fns.filter((fn) => member(fn) !== fn.name).map((fn) => `${key(fn.name)}: ${str(member(fn))}`);

  const statements: Statement[] = [
    header(ctx).trimEnd(),
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['Transport'], moduleSpecifier: runtimeFrom(ctx, 0, 'contract') },
    importList(
      ['clientMembers', 'functionSpecsOf', 'type EntitySetClient', 'type EntitySetSpec', 'type ExpandPath', 'type PropertyPath', 'type QueryOptions', 'type UploadFile'],
      runtimeFrom(ctx, 0, 'client'),
    ),
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namespaceImport: 'E', moduleSpecifier: './entities' },
    { kind: StructureKind.ImportDeclaration, namedImports: ['typeMap'], moduleSpecifier: './type-map' },
    blankLine,
    {
      kind: StructureKind.TypeAlias,
      docs: [`Property paths of an entity (\`Prop\`, \`Nav/Prop\`, …, ${depth.property} navigation level(s)) for \`$filter\`, \`$orderby\`, \`$select\`.`],
      isExported: true,
      name: 'Paths',
      typeParameters: pathParam,
      type: `PropertyPath<E.EntityMap, E.NavMap, K, ${depth.property}>`,
    },
    {
      kind: StructureKind.TypeAlias,
      docs: [`Navigation paths of an entity (\`Nav\`, \`Nav/Nav2\`, up to ${depth.expand} level(s)) for \`$expand\`.`],
      isExported: true,
      name: 'Expands',
      typeParameters: pathParam,
      type: `ExpandPath<E.NavMap, K, ${depth.expand}>`,
    },
    {
      kind: StructureKind.Interface,
      docs: ['Parameters of each function import: non-nullable required, nullable optional.'],
      isExported: true,
      name: 'FunctionParams',
      properties: fns.map((fn) => ({ kind: StructureKind.PropertySignature, name: key(fn.name), type: paramsType(model, fn) })),
    },
    exportConst({
      doc: 'Wire names, methods, parameter types and result shapes of the function imports (each `name` is its key; `payload` false unless written).',
      name: 'functionSpecs',
      value: (writer) => {
        writer.write('functionSpecsOf(').inlineBlock(() => fns.forEach((fn) => writer.writeLine(`${key(fn.name)}: ${JSON.stringify(functionSpecEntry(fn))},`)));
        writer.write(')');
      },
    }),
    blankLine,
    (writer) => {
      writer.writeLine('/** Entity sets by client member: entity type, key properties (name, Edm type) and the wire name where it differs from the member. */');
      writer.write('const entitySets: Record<string, EntitySetSpec> = ').inlineBlock(() =>
        clientSets.forEach((set) => writer.writeLine(`${key(set.tsName)}: ${JSON.stringify(setEntry(model, set))},`)),
      );
      writer.write(';');
    },
    blankLine,
    {
      kind: StructureKind.Interface,
      docs: ['The typed client of the service: one member per entity set, one call per function import.'],
      isExported: true,
      name: 'Client',
      properties: [
        ...clientSets.map((set) => ({ name: key(set.tsName), type: setMemberType(model, set) })),
        ...fns.map((fn) => ({ name: key(member(fn)), type: functionMemberType(fn) })),
      ],
    },
    {
      kind: StructureKind.Function,
      docs: ['The client of the service; all calls go through `transport`.'],
      isExported: true,
      name: 'createClient',
      parameters: [{ name: 'transport', type: 'Transport' }],
      returnType: 'Client',
      statements: [`return clientMembers<Client>(transport, typeMap, entitySets, functionSpecs${renamed.length ? `, { ${renamed.join(', ')} }` : ''});`],
    },
  ];
  return [{ path: 'client.ts', text: sourceText('client.ts', statements) }];
};

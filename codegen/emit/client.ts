/**
 * generated/client.ts: `createClient(transport)` with one member per entity set (list/page/get with
 * typed `$filter`/`$expand`/`$orderby`/`$select` paths) and one per function import (typed
 * parameters, GET/POST from m:HttpMethod, file payloads). The logic lives in runtime/client; this
 * file only wires names and types, which keeps it small on services with hundreds of types.
 */
import type { EntitySet, FunctionImport, MetadataModel, TypeRef } from '../edmx/model';
import type { FunctionSpec, KeySpec } from '../runtime/client';
import type { ResultShape } from '../runtime/deserialize';
import { typeRefName } from '../runtime/capabilities';
import { allProperties, pathDepths } from './model-helpers';
import { byTsName, header, key, runtimeFrom, str } from './text';
import { blankLine, exportConst, sourceText, tsMorph, type CodeBlockWriter, type Statement, type WriterFunction } from './ts-file';
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

/** The client member of an entity set, or nothing when its entity type is unknown. */
function setMember(model: MetadataModel, set: EntitySet, writer: CodeBlockWriter): void {
  const entity = typeName(model, set.entityType);
  const { spec, ts } = keyOf(model, set);
  if (entity === 'unknown') return;
  const k = str(entity);
  writer.writeLine(`${key(set.tsName)}: entitySetClient<E.${entity}, ${ts}, Paths<${k}>, Expands<${k}>>(`);
  writer.indent(() => writer.writeLine(`transport, typeMap, ${str(set.name)}, ${str(set.entityType)}, ${JSON.stringify(spec)},`));
  writer.writeLine('),');
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

function functionSpec(fn: FunctionImport): FunctionSpec {
  return {
    name: fn.name,
    method: fn.httpMethod,
    params: fn.parameters.filter((p) => p.mode !== 'Out').map((p) => [p.name, typeRefName(p.type)] as const),
    result: resultShape(fn.returnType),
    payload: fn.portal.payload,
  };
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

  const functionMember = (fn: FunctionImport, writer: CodeBlockWriter) => {
    const ret = fn.returnType ? tsType(model, fn.returnType, 'E.') : 'void';
    const opt = fn.portal.payload ? '' : '?';
    const paramsOpt = singleOptional(fn) ? ` = {}` : '';
    writer.writeLine(`${key(member(fn))}: (params: FunctionParams[${str(fn.name)}]${paramsOpt}, options${opt}: ${callOptions(model, fn)}) =>`);
    writer.indent(() =>
      writer.writeLine(`callFunction(transport, typeMap, functionSpecs[${str(fn.name)}], params, options) as Promise<${ret}>,`),
    );
  };

  const statements: Statement[] = [
    header(ctx).trimEnd(),
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['Transport'], moduleSpecifier: runtimeFrom(ctx, 0, 'contract') },
    importList(
      ['callFunction', 'entitySetClient', 'type ExpandPath', 'type FunctionSpec', 'type PropertyPath', 'type QueryOptions', 'type UploadFile'],
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
      doc: 'Wire names, methods, parameter types and result shapes of the function imports.',
      name: 'functionSpecs',
      value: (writer) => {
        writer.inlineBlock(() => fns.forEach((fn) => writer.writeLine(`${key(fn.name)}: ${JSON.stringify(functionSpec(fn))},`)));
        writer.write(' satisfies Record<string, FunctionSpec>');
      },
    }),
    {
      kind: StructureKind.Function,
      docs: ['The typed client of the service; all calls go through `transport`.'],
      isExported: true,
      name: 'createClient',
      parameters: [{ name: 'transport', type: 'Transport' }],
      statements: [
        (writer) => {
          writer.write('return ').inlineBlock(() => {
            for (const set of sets) setMember(model, set, writer);
            for (const fn of fns) functionMember(fn, writer);
          });
          writer.write(';');
        },
      ],
    },
    { kind: StructureKind.TypeAlias, isExported: true, name: 'Client', type: 'ReturnType<typeof createClient>' },
  ];
  return [{ path: 'client.ts', text: sourceText('client.ts', statements) }];
};

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

function setMember(model: MetadataModel, set: EntitySet): string {
  const entity = typeName(model, set.entityType);
  const { spec, ts } = keyOf(model, set);
  if (entity === 'unknown') return '';
  const k = str(entity);
  return (
    `    ${key(set.tsName)}: entitySetClient<E.${entity}, ${ts}, Paths<${k}>, Expands<${k}>>(\n` +
    `      transport, typeMap, ${str(set.name)}, ${str(set.entityType)}, ${JSON.stringify(spec)},\n    ),\n`
  );
}

/** Options of a call: query options when it returns entities, files for payload functions. */
function callOptions(model: MetadataModel, fn: FunctionImport): string {
  const files = fn.portal.payload ? ' & { files: readonly UploadFile[] }' : '';
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

export const emitClient: Emitter = (model, ctx) => {
  const sets = [...model.entitySets.values()].sort(byTsName);
  const fns = [...model.functionImports.values()].sort(byTsName);
  const setNames = new Set(sets.map((s) => s.tsName));
  // A function named like an entity set keeps both members: the function gets a suffix.
  const member = (fn: FunctionImport) => (setNames.has(fn.tsName) ? `${fn.tsName}Call` : fn.tsName);
  const singleOptional = (fn: FunctionImport) => fn.parameters.every((p) => p.mode === 'Out' || p.nullable);
  const depth = pathDepths(model);

  const parts: string[] = [
    header(ctx),
    `import type { Transport } from '${runtimeFrom(ctx, 0, 'contract')}';\n`,
    `import {\n  callFunction,\n  entitySetClient,\n  type ExpandPath,\n  type FunctionSpec,\n  type PropertyPath,\n  type QueryOptions,\n  type UploadFile,\n} from '${runtimeFrom(ctx, 0, 'client')}';\n`,
    "import type * as E from './entities';\n",
    "import { typeMap } from './type-map';\n\n",
    `/** Property paths of an entity (\`Prop\`, \`Nav/Prop\`, …, ${depth.property} navigation level(s)) for \`$filter\`, \`$orderby\`, \`$select\`. */\n`,
    `export type Paths<K extends keyof E.NavMap> = PropertyPath<E.EntityMap, E.NavMap, K, ${depth.property}>;\n`,
    `/** Navigation paths of an entity (\`Nav\`, \`Nav/Nav2\`, up to ${depth.expand} level(s)) for \`$expand\`. */\n`,
    `export type Expands<K extends keyof E.NavMap> = ExpandPath<E.NavMap, K, ${depth.expand}>;\n\n`,
    '/** Parameters of each function import: non-nullable required, nullable optional. */\n',
    `export interface FunctionParams {\n${fns.map((fn) => `  ${key(fn.name)}: ${paramsType(model, fn)};\n`).join('')}}\n\n`,
    '/** Wire names, methods, parameter types and result shapes of the function imports. */\n',
    `export const functionSpecs = {\n${fns.map((fn) => `  ${key(fn.name)}: ${JSON.stringify(functionSpec(fn))},\n`).join('')}} satisfies Record<string, FunctionSpec>;\n\n`,
    '/** The typed client of the service; all calls go through `transport`. */\n',
    'export function createClient(transport: Transport) {\n  return {\n',
  ];
  for (const set of sets) parts.push(setMember(model, set));
  for (const fn of fns) {
    const ret = fn.returnType ? tsType(model, fn.returnType, 'E.') : 'void';
    const opt = fn.portal.payload ? '' : '?';
    const paramsOpt = singleOptional(fn) ? ` = {}` : '';
    parts.push(
      `    ${key(member(fn))}: (params: FunctionParams[${str(fn.name)}]${paramsOpt}, options${opt}: ${callOptions(model, fn)}) =>\n` +
        `      callFunction(transport, typeMap, functionSpecs[${str(fn.name)}], params, options) as Promise<${ret}>,\n`,
    );
  }
  parts.push('  };\n}\n\nexport type Client = ReturnType<typeof createClient>;\n');
  return [{ path: 'client.ts', text: parts.join('') }];
};

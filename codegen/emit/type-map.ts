/**
 * generated/type-map.ts: per structured type, which properties are dates, complex or navigation
 * members — all that runtime/deserialize needs to convert responses. Types with none are left out.
 */
import type { TypeInfo } from '../runtime/deserialize';
import { allNavigation, allProperties, sortedComplex, sortedEntities } from './model-helpers';
import { header, json, runtimeFrom } from './text';
import { blankLine, exportConst, sourceText, tsMorph } from './ts-file';
import type { Emitter } from './types';

export const emitTypeMap: Emitter = (model, ctx) => {
  const map: Record<string, TypeInfo> = {};
  for (const type of [...sortedEntities(model), ...sortedComplex(model)]) {
    const dates: string[] = [];
    const instants: string[] = [];
    const complex: Record<string, string> = {};
    const nav: Record<string, string> = {};
    for (const p of allProperties(model, type)) {
      if (p.type.kind === 'primitive' && p.type.name === 'Edm.DateTime') dates.push(p.name);
      else if (p.type.kind === 'primitive' && p.type.name === 'Edm.DateTimeOffset') instants.push(p.name);
      else if (p.type.kind === 'complex') complex[p.name] = p.type.fqn;
    }
    if (type.kind === 'entity') for (const n of allNavigation(model, type)) nav[n.name] = n.target;
    const info: TypeInfo = {
      ...(dates.length ? { dates } : {}),
      ...(instants.length ? { instants } : {}),
      ...(Object.keys(complex).length ? { complex } : {}),
      ...(Object.keys(nav).length ? { nav } : {}),
    };
    if (Object.keys(info).length) map[type.fqn] = info;
  }
  const text = sourceText('type-map.ts', [
    header(ctx).trimEnd(),
    { kind: tsMorph().StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['TypeMap'], moduleSpecifier: runtimeFrom(ctx, 0, 'deserialize') },
    blankLine,
    exportConst({ doc: 'Date, complex and navigation members per type FQN (drives response deserialisation).', name: 'typeMap', type: 'TypeMap', value: json(map) }),
  ]);
  return [{ path: 'type-map.ts', text }];
};

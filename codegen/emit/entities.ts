/**
 * generated/entities.ts: one interface per entity and complex type, a string union per enum, and the
 * two lookup interfaces (`EntityMap`, `NavMap`) from which the client derives typed paths.
 */
import type { ComplexType, EntityType, EnumType, MetadataModel } from '../edmx/model';
import { allNavigation, sortedComplex, sortedEntities } from './model-helpers';
import { byTsName, doc, header, key, str } from './text';
import { tsType, typeName } from './ts-types';
import type { EmittedFile, Emitter } from './types';

function structured(model: MetadataModel, type: EntityType | ComplexType): string {
  const base = type.baseType ? ` extends ${typeName(model, type.baseType)}` : '';
  const lines: string[] = [];
  for (const p of type.properties) {
    lines.push(`${doc(p.label, '  ')}  ${p.tsKey}: ${tsType(model, p.type)}${p.nullable ? ' | null' : ''};\n`);
  }
  if (type.kind === 'entity') {
    for (const n of type.navigationProperties) {
      const target = typeName(model, n.target);
      const text = n.collection ? `${target}[]` : n.nullable ? `${target} | null` : target;
      lines.push(`  /** Navigation to ${n.target}; present when expanded. */\n  ${n.tsKey}?: ${text};\n`);
    }
  }
  const label = type.label ?? (type.kind === 'entity' ? `Entity type ${type.fqn}` : `Complex type ${type.fqn}`);
  return `${doc(label)}export interface ${type.tsName}${base} {\n${lines.join('')}}\n`;
}

function enumeration(type: EnumType): string {
  // OData JSON sends enum members by name.
  const members = type.members.map((m) => str(m.name)).join(' | ') || 'string';
  return `${doc(`Enum type ${type.fqn}`)}export type ${type.tsName} = ${members};\n`;
}

export const emitEntities: Emitter = (model, ctx): EmittedFile[] => {
  const entities = sortedEntities(model);
  const parts: string[] = [header(ctx)];
  for (const t of [...entities, ...sortedComplex(model)].sort(byTsName)) parts.push('\n', structured(model, t));
  for (const t of [...model.enumTypes.values()].sort(byTsName)) parts.push('\n', enumeration(t));

  parts.push('\n/** Entity interfaces by name (drives the typed `$filter`/`$select` paths of the client). */\n');
  parts.push(`export interface EntityMap {\n${entities.map((e) => `  ${e.tsName}: ${e.tsName};\n`).join('')}}\n`);
  parts.push('\n/** Navigation properties per entity: name -> target entity name (drives typed `$expand`). */\n');
  parts.push('export interface NavMap {\n');
  for (const e of entities) {
    const navs = allNavigation(model, e).map((n) => `${key(n.name)}: ${str(typeName(model, n.target))}`);
    parts.push(`  ${e.tsName}: {${navs.length ? ` ${navs.join('; ')} ` : ''}};\n`);
  }
  parts.push('}\n');
  return [{ path: 'entities.ts', text: parts.join('') }];
};

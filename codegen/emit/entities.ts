/**
 * generated/entities.ts: one interface per entity and complex type, a string union per enum, and the
 * two lookup interfaces (`EntityMap`, `NavMap`) from which the client derives typed paths. Printed by
 * ts-morph from interface and type-alias structures (ts-file.ts).
 */
import type { InterfaceDeclarationStructure, PropertySignatureStructure, TypeAliasDeclarationStructure } from 'ts-morph';
import type { ComplexType, EntityType, EnumType, MetadataModel } from '../edmx/model';
import { allNavigation, sortedComplex, sortedEntities } from './model-helpers';
import { byTsName, header, key, str } from './text';
import { blankLine, docs, sourceText, tsMorph, type Statement } from './ts-file';
import { tsType, typeName } from './ts-types';
import type { EmittedFile, Emitter } from './types';

function structured(model: MetadataModel, type: EntityType | ComplexType): InterfaceDeclarationStructure {
  const properties: PropertySignatureStructure[] = type.properties.map((p) => ({
    kind: tsMorph().StructureKind.PropertySignature,
    docs: docs(p.label),
    name: p.tsKey,
    type: `${tsType(model, p.type)}${p.nullable ? ' | null' : ''}`,
  }));
  if (type.kind === 'entity') {
    for (const n of type.navigationProperties) {
      const target = typeName(model, n.target);
      properties.push({
        kind: tsMorph().StructureKind.PropertySignature,
        docs: docs(`Navigation to ${n.target}; present when expanded.`),
        name: n.tsKey,
        hasQuestionToken: true,
        type: n.collection ? `${target}[]` : n.nullable ? `${target} | null` : target,
      });
    }
  }
  const label = type.label ?? (type.kind === 'entity' ? `Entity type ${type.fqn}` : `Complex type ${type.fqn}`);
  const base = type.baseType ? [typeName(model, type.baseType)] : [];
  return { kind: tsMorph().StructureKind.Interface, docs: docs(label), isExported: true, name: type.tsName, extends: base, properties };
}

function enumeration(type: EnumType): TypeAliasDeclarationStructure {
  // OData JSON sends enum members by name.
  const members = type.members.map((m) => str(m.name)).join(' | ') || 'string';
  return { kind: tsMorph().StructureKind.TypeAlias, docs: docs(`Enum type ${type.fqn}`), isExported: true, name: type.tsName, type: members };
}

/** An exported interface whose members are `name: type` pairs. */
function lookup(name: string, doc: string, members: [string, string][]): InterfaceDeclarationStructure {
  const { StructureKind } = tsMorph();
  return {
    kind: StructureKind.Interface,
    docs: docs(doc),
    isExported: true,
    name,
    properties: members.map(([member, type]) => ({ kind: StructureKind.PropertySignature, name: member, type })),
  };
}

export const emitEntities: Emitter = (model, ctx): EmittedFile[] => {
  const entities = sortedEntities(model);
  const statements: Statement[] = [header(ctx).trimEnd()];
  for (const t of [...entities, ...sortedComplex(model)].sort(byTsName)) statements.push(structured(model, t));
  for (const t of [...model.enumTypes.values()].sort(byTsName)) statements.push(blankLine, enumeration(t));
  statements.push(
    blankLine,
    lookup('EntityMap', 'Entity interfaces by name (drives the typed `$filter`/`$select` paths of the client).', entities.map((e) => [e.tsName, e.tsName])),
    lookup(
      'NavMap',
      'Navigation properties per entity: name -> target entity name (drives typed `$expand`).',
      entities.map((e) => {
        const navs = allNavigation(model, e).map((n) => `${key(n.name)}: ${str(typeName(model, n.target))}`);
        return [e.tsName, `{${navs.length ? ` ${navs.join('; ')} ` : ''}}`];
      }),
    ),
  );
  return [{ path: 'entities.ts', text: sourceText('entities.ts', statements) }];
};

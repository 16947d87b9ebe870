/**
 * Structured types shared by OData V2 and V4: EntityType, ComplexType, EnumType and their
 * properties. Navigation properties differ between versions and are read by v2.ts / v4.ts.
 */
import type { ComplexType, EdmPrimitive, EntityType, EnumType, Property } from './model';
import { booleanAttr, childrenOf, integerAttr, isEdmPrimitive, type DeclaredKind, type ReadContext } from './context';
import { NS_SAP } from './namespaces';
import { tsKey } from './naming';
import { firstByName, warnDuplicate } from './duplicates';
import { qualified, type XElement } from './xml-guard';

/** One `<Schema>` element with its namespace and the CSDL namespace URI of its children. */
export interface SchemaElement {
  element: XElement;
  namespace: string;
  alias?: string;
  /** Namespace URI shared by the schema and its child elements. */
  edm: string;
}

const SAP_LABEL = qualified(NS_SAP, 'label');

export const labelOf = (element: XElement): string | undefined => element.attrs.get(SAP_LABEL)?.trim() || undefined;

const DECLARATIONS: [local: string, kind: DeclaredKind][] = [
  ['EntityType', 'entity'],
  ['ComplexType', 'complex'],
  ['EnumType', 'enum'],
];

/**
 * Pass 1: every type name, so that references can point forwards and across schemas. A name
 * declared again (same or other kind) is a warning; the first declaration wins.
 */
export function declareTypes(ctx: ReadContext, schemas: SchemaElement[]): void {
  for (const schema of schemas) {
    // Document order decides which declaration is the first, whatever its kind.
    const elements = DECLARATIONS.flatMap(([local, kind]) => childrenOf(schema.element, local, schema.edm).map((element) => ({ element, local, kind })));
    for (const { element, local, kind } of elements.sort((a, b) => a.element.start - b.element.start)) {
      const fqn = `${schema.namespace}.${ctx.name(element, `Schema ${schema.namespace}/${local}`)}`;
      const first = ctx.firstDeclaration.get(fqn);
      if (first) {
        warnDuplicate(ctx, `${local} ${fqn}`, `Typ ${fqn}`, first, element);
        continue;
      }
      ctx.firstDeclaration.set(fqn, element);
      ctx.declared.set(fqn, kind);
    }
  }
}

/** The schema's elements of one kind that declare their type first (pass 2 reads only these). */
export function declarationsOf(ctx: ReadContext, schema: SchemaElement, local: string): XElement[] {
  return childrenOf(schema.element, local, schema.edm).filter(
    (element) => ctx.firstDeclaration.get(`${schema.namespace}.${element.attrs.get('Name')?.trim() ?? ''}`) === element,
  );
}

export function readProperty(ctx: ReadContext, element: XElement, owner: string): Property {
  const name = ctx.name(element, `${owner}/Property`);
  const path = `${owner}/Property ${name}`;
  const property: Property = {
    name,
    tsKey: tsKey(name),
    type: ctx.typeRef(ctx.required(element, 'Type', path), path, element),
    nullable: booleanAttr(ctx, element, 'Nullable', true, path),
  };
  const maxLength = integerAttr(ctx, element, 'MaxLength', path);
  if (maxLength !== undefined) property.maxLength = maxLength;
  const precision = integerAttr(ctx, element, 'Precision', path);
  if (precision !== undefined) property.precision = precision;
  const scale = integerAttr(ctx, element, 'Scale', path);
  if (scale !== undefined) property.scale = scale;
  const label = labelOf(element);
  if (label !== undefined) property.label = label;
  return property;
}

function readStructuredBase(ctx: ReadContext, schema: SchemaElement, element: XElement, kind: DeclaredKind, path: string) {
  const name = ctx.name(element, path);
  const fqn = `${schema.namespace}.${name}`;
  const base = element.attrs.get('BaseType');
  return {
    fqn,
    namespace: schema.namespace,
    name,
    tsName: '',
    ...(base !== undefined ? { baseType: ctx.declaredType(base, kind, path, element) } : {}),
    properties: firstByName(ctx, childrenOf(element, 'Property', schema.edm), path, 'Property').map((child) => readProperty(ctx, child, path)),
    ...(labelOf(element) !== undefined ? { label: labelOf(element) } : {}),
  };
}

/** An EntityType without navigation properties (the caller adds them per OData version). */
export function readEntityType(ctx: ReadContext, schema: SchemaElement, element: XElement): EntityType {
  const path = `EntityType ${schema.namespace}.${element.attrs.get('Name') ?? ''}`;
  const key = childrenOf(element, 'Key', schema.edm).flatMap((keyElement) =>
    childrenOf(keyElement, 'PropertyRef', schema.edm).map((ref) => ctx.required(ref, 'Name', `${path}/Key`)),
  );
  return { kind: 'entity', ...readStructuredBase(ctx, schema, element, 'entity', path), key, navigationProperties: [] };
}

export function readComplexType(ctx: ReadContext, schema: SchemaElement, element: XElement): ComplexType {
  const path = `ComplexType ${schema.namespace}.${element.attrs.get('Name') ?? ''}`;
  return { kind: 'complex', ...readStructuredBase(ctx, schema, element, 'complex', path) };
}

const ENUM_UNDERLYING = new Set<EdmPrimitive>(['Edm.Byte', 'Edm.SByte', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64']);

export function readEnumType(ctx: ReadContext, schema: SchemaElement, element: XElement): EnumType {
  const name = ctx.name(element, `Schema ${schema.namespace}/EnumType`);
  const fqn = `${schema.namespace}.${name}`;
  const path = `EnumType ${fqn}`;
  const rawUnderlying = element.attrs.get('UnderlyingType')?.trim() ?? 'Edm.Int32';
  let underlying: EdmPrimitive = 'Edm.Int32';
  if (isEdmPrimitive(rawUnderlying) && ENUM_UNDERLYING.has(rawUnderlying)) underlying = rawUnderlying;
  else ctx.warn(path, `UnderlyingType ${rawUnderlying} ist kein Ganzzahltyp; Edm.Int32 angenommen`);
  // Members without Value count on from the previous member (CSDL rule).
  let next = 0;
  const members = firstByName(ctx, childrenOf(element, 'Member', schema.edm), path, 'Member').map((member) => {
    const memberName = ctx.name(member, `${path}/Member`);
    const raw = member.attrs.get('Value')?.trim();
    let value = next;
    if (raw !== undefined && /^[+-]?\d{1,16}$/.test(raw)) value = Number(raw);
    else if (raw !== undefined) ctx.warn(`${path}/Member ${memberName}`, `Value="${raw}" ist keine Ganzzahl`);
    next = value + 1;
    return { name: memberName, value };
  });
  return {
    kind: 'enum',
    fqn,
    namespace: schema.namespace,
    name,
    tsName: '',
    underlying,
    isFlags: booleanAttr(ctx, element, 'IsFlags', false, path),
    members,
  };
}

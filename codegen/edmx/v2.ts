/**
 * OData V2 specifics: Associations, NavigationProperties resolved through association ends,
 * AssociationSets (validated only), FunctionImports with `m:HttpMethod`, several containers.
 */
import type { Association, MetadataModel, NavigationProperty } from './model';
import { childrenOf, booleanAttr, type ReadContext } from './context';
import { buildFunctionImport, httpMethodOf } from './functions';
import { declarationsOf, readComplexType, readEntityType, readEnumType, type SchemaElement } from './structure';
import { firstByName, warnDuplicate } from './duplicates';
import { readEntitySets, mergeContainers, type ContainerContent } from './container';
import { NS_METADATA } from './namespaces';
import { tsKey } from './naming';
import { qualified, type XElement } from './xml-guard';

const MULTIPLICITIES = new Set<string>(['1', '0..1', '*']);
const HTTP_METHOD = qualified(NS_METADATA, 'HttpMethod');
const IS_DEFAULT = qualified(NS_METADATA, 'IsDefaultEntityContainer');

/**
 * `1`, `0..1` or `*`. Other spellings seen in the wild are read with a warning: anything with a
 * star (`0..*`, `1..*`) as `*`, anything else (or nothing) as `0..1`.
 */
function multiplicityOf(ctx: ReadContext, end: XElement, path: string): Association['ends'][number]['multiplicity'] {
  const raw = end.attrs.get('Multiplicity')?.trim() ?? '';
  if (MULTIPLICITIES.has(raw)) return raw as Association['ends'][number]['multiplicity'];
  const assumed = raw.includes('*') ? '*' : '0..1';
  ctx.warn(path, `Multiplicity="${raw}" ungültig (${ctx.where(end)}); ${assumed} angenommen`);
  return assumed;
}

function readAssociations(ctx: ReadContext, schemas: SchemaElement[], model: MetadataModel): void {
  const firsts = new Map<string, XElement>();
  for (const schema of schemas) {
    for (const element of childrenOf(schema.element, 'Association', schema.edm)) {
      const fqn = `${schema.namespace}.${ctx.name(element, `Schema ${schema.namespace}/Association`)}`;
      const path = `Association ${fqn}`;
      const first = firsts.get(fqn);
      if (first) {
        warnDuplicate(ctx, path, `Association ${fqn}`, first, element);
        continue;
      }
      firsts.set(fqn, element);
      const ends = childrenOf(element, 'End', schema.edm).map((end) => {
        const role = ctx.required(end, 'Role', `${path}/End`);
        const endPath = `${path}/End ${role}`;
        const type = ctx.declaredType(ctx.required(end, 'Type', endPath), 'entity', endPath, end);
        return { role, type, multiplicity: multiplicityOf(ctx, end, endPath) };
      });
      model.associations.set(fqn, { fqn, ends });
    }
  }
}

function readNavigation(ctx: ReadContext, model: MetadataModel, element: XElement, owner: string): NavigationProperty {
  const name = ctx.name(element, `${owner}/NavigationProperty`);
  const path = `${owner}/NavigationProperty ${name}`;
  const relationship = ctx.required(element, 'Relationship', path);
  const association = model.associations.get(ctx.qualify(relationship));
  if (!association) ctx.fail(`Association "${relationship}" nicht gefunden (${path})`, 'missing-type', element);
  const toRole = ctx.required(element, 'ToRole', path);
  const end = association.ends.find((candidate) => candidate.role === toRole);
  if (!end) ctx.fail(`Rolle "${toRole}" in ${association.fqn} nicht gefunden (${path})`, 'missing-type', element);
  return {
    name,
    tsKey: tsKey(name),
    target: end.type,
    collection: end.multiplicity === '*',
    nullable: end.multiplicity === '0..1',
  };
}

function readTypes(ctx: ReadContext, schemas: SchemaElement[], model: MetadataModel): void {
  for (const schema of schemas) {
    for (const element of declarationsOf(ctx, schema, 'EntityType')) {
      const type = readEntityType(ctx, schema, element);
      const owner = `EntityType ${type.fqn}`;
      type.navigationProperties = firstByName(ctx, childrenOf(element, 'NavigationProperty', schema.edm), owner, 'NavigationProperty').map((nav) =>
        readNavigation(ctx, model, nav, owner),
      );
      model.entityTypes.set(type.fqn, type);
    }
    for (const element of declarationsOf(ctx, schema, 'ComplexType')) {
      const type = readComplexType(ctx, schema, element);
      model.complexTypes.set(type.fqn, type);
    }
    for (const element of declarationsOf(ctx, schema, 'EnumType')) {
      const type = readEnumType(ctx, schema, element);
      model.enumTypes.set(type.fqn, type);
    }
  }
}

/**
 * AssociationSets carry nothing the model needs: one pointing at an unknown association or entity
 * set is a warning (SAP's tools read such services too), never a reason to stop.
 */
function checkAssociationSets(ctx: ReadContext, model: MetadataModel, schema: SchemaElement, container: XElement, name: string, sets: Set<string>): void {
  for (const element of childrenOf(container, 'AssociationSet', schema.edm)) {
    const path = `EntityContainer ${name}/AssociationSet ${element.attrs.get('Name') ?? ''}`;
    const association = element.attrs.get('Association')?.trim();
    if (!association) ctx.warn(path, `Attribut Association fehlt (${ctx.where(element)}); ignoriert`);
    else if (!model.associations.has(ctx.qualify(association))) {
      ctx.warn(path, `Association "${association}" nicht gefunden (${ctx.where(element)}); ignoriert`);
    }
    for (const end of childrenOf(element, 'End', schema.edm)) {
      const set = end.attrs.get('EntitySet')?.trim();
      if (set && !sets.has(set)) ctx.warn(path, `EntitySet "${set}" nicht gefunden (${ctx.where(end)}); ignoriert`);
    }
  }
}

function readContainer(ctx: ReadContext, model: MetadataModel, schema: SchemaElement, element: XElement): ContainerContent {
  const name = ctx.name(element, `Schema ${schema.namespace}/EntityContainer`);
  const entitySets = readEntitySets(ctx, schema, element, name);
  checkAssociationSets(ctx, model, schema, element, name, new Set(entitySets.map(({ set }) => set.name)));
  const functionImports = childrenOf(element, 'FunctionImport', schema.edm).map((fnElement) => {
    const fnName = ctx.name(fnElement, `EntityContainer ${name}/FunctionImport`);
    const path = `FunctionImport ${fnName}`;
    const returnType = fnElement.attrs.get('ReturnType');
    const entitySet = fnElement.attrs.get('EntitySet')?.trim();
    const fn = buildFunctionImport(ctx, {
      name: fnName,
      httpMethod: httpMethodOf(ctx, fnElement.attrs.get(HTTP_METHOD), 'GET', path),
      ...(returnType !== undefined && returnType.trim() !== '' ? { returnType: ctx.typeRef(returnType, path, fnElement) } : {}),
      ...(entitySet ? { entitySet } : {}),
      annotated: [fnElement],
      parameterElements: childrenOf(fnElement, 'Parameter', schema.edm),
      path,
    });
    return { fn, element: fnElement };
  });
  const isDefault = booleanAttr(ctx, element, IS_DEFAULT, false, `EntityContainer ${name}`);
  return { name, isDefault, entitySets, functionImports };
}

/** Fills the model from V2 schemas whose type names are already declared on the context. */
export function readV2(ctx: ReadContext, schemas: SchemaElement[], model: MetadataModel): void {
  readAssociations(ctx, schemas, model);
  readTypes(ctx, schemas, model);
  const containers = schemas.flatMap((schema) =>
    childrenOf(schema.element, 'EntityContainer', schema.edm).map((element) => readContainer(ctx, model, schema, element)),
  );
  mergeContainers(ctx, model, containers);
}

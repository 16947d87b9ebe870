/**
 * OData V4 CSDL specifics: NavigationProperty with `Type`/`Nullable`, TypeDefinitions, and
 * FunctionImport/ActionImport resolved through their unbound Function/Action definitions
 * (parameters and return type). Bound operations, singletons and vocabulary annotations are ignored.
 */
import type { MetadataModel, NavigationProperty } from './model';
import { booleanAttr, childrenOf, type ReadContext } from './context';
import { buildFunctionImport } from './functions';
import { declarationsOf, readComplexType, readEntityType, readEnumType, type SchemaElement } from './structure';
import { firstByName } from './duplicates';
import { mergeContainers, readEntitySets, type ContainerContent } from './container';
import { tsKey } from './naming';
import type { XElement } from './xml-guard';

interface Operation {
  element: XElement;
  schema: SchemaElement;
}

function declareTypeDefinitions(ctx: ReadContext, schemas: SchemaElement[]): void {
  for (const schema of schemas) {
    for (const element of childrenOf(schema.element, 'TypeDefinition', schema.edm)) {
      const name = ctx.name(element, `Schema ${schema.namespace}/TypeDefinition`);
      const path = `TypeDefinition ${schema.namespace}.${name}`;
      const underlying = ctx.required(element, 'UnderlyingType', path);
      if (!underlying.startsWith('Edm.')) ctx.fail(`UnderlyingType "${underlying}" ist kein Edm-Typ (${path})`, 'invalid', element);
      ctx.typeDefinitions.set(`${schema.namespace}.${name}`, underlying);
    }
  }
}

function readNavigation(ctx: ReadContext, element: XElement, owner: string): NavigationProperty {
  const name = ctx.name(element, `${owner}/NavigationProperty`);
  const path = `${owner}/NavigationProperty ${name}`;
  const type = ctx.typeRef(ctx.required(element, 'Type', path), path, element);
  if (type.kind !== 'entity') ctx.fail(`Navigationsziel ist kein EntityType (${path})`, 'missing-type', element);
  return {
    name,
    tsKey: tsKey(name),
    target: type.fqn,
    collection: type.collection,
    // A collection is never null; a single-valued navigation is nullable unless stated otherwise.
    nullable: !type.collection && booleanAttr(ctx, element, 'Nullable', true, path),
  };
}

function readTypes(ctx: ReadContext, schemas: SchemaElement[], model: MetadataModel): void {
  for (const schema of schemas) {
    for (const element of declarationsOf(ctx, schema, 'EntityType')) {
      const type = readEntityType(ctx, schema, element);
      const owner = `EntityType ${type.fqn}`;
      type.navigationProperties = firstByName(ctx, childrenOf(element, 'NavigationProperty', schema.edm), owner, 'NavigationProperty').map((nav) =>
        readNavigation(ctx, nav, owner),
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

/** Unbound Function and Action definitions by FQN; the first unbound overload counts. */
function collectOperations(ctx: ReadContext, schemas: SchemaElement[], local: 'Function' | 'Action'): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const schema of schemas) {
    for (const element of childrenOf(schema.element, local, schema.edm)) {
      const fqn = `${schema.namespace}.${ctx.name(element, `Schema ${schema.namespace}/${local}`)}`;
      if (booleanAttr(ctx, element, 'IsBound', false, `${local} ${fqn}`)) continue;
      if (!operations.has(fqn)) operations.set(fqn, { element, schema });
    }
  }
  return operations;
}

function readImports(
  ctx: ReadContext,
  schema: SchemaElement,
  container: XElement,
  containerName: string,
  kind: 'Function' | 'Action',
  operations: Map<string, Operation>,
): ContainerContent['functionImports'] {
  return childrenOf(container, `${kind}Import`, schema.edm).map((element) => {
    const name = ctx.name(element, `EntityContainer ${containerName}/${kind}Import`);
    const path = `${kind}Import ${name}`;
    const reference = ctx.required(element, kind, path);
    const operation = operations.get(ctx.qualify(reference));
    if (!operation) ctx.fail(`${kind} "${reference}" nicht gefunden (${path})`, 'missing-type', element);
    const returnElement = childrenOf(operation.element, 'ReturnType', operation.schema.edm)[0];
    const returnType = returnElement ? ctx.typeRef(ctx.required(returnElement, 'Type', `${path}/ReturnType`), path, returnElement) : undefined;
    // EntitySet may be a simple name or a path through the container (`Container/Set`).
    const entitySet = element.attrs.get('EntitySet')?.trim().split('/').pop();
    const fn = buildFunctionImport(ctx, {
      name,
      httpMethod: kind === 'Action' ? 'POST' : 'GET',
      ...(returnType ? { returnType } : {}),
      ...(entitySet ? { entitySet } : {}),
      annotated: [element, operation.element],
      parameterElements: childrenOf(operation.element, 'Parameter', operation.schema.edm),
      path,
    });
    return { fn, element };
  });
}

/** Fills the model from V4 schemas whose type names are already declared on the context. */
export function readV4(ctx: ReadContext, schemas: SchemaElement[], model: MetadataModel): void {
  declareTypeDefinitions(ctx, schemas);
  readTypes(ctx, schemas, model);
  const functions = collectOperations(ctx, schemas, 'Function');
  const actions = collectOperations(ctx, schemas, 'Action');
  const containers = schemas.flatMap((schema) =>
    childrenOf(schema.element, 'EntityContainer', schema.edm).map((element): ContainerContent => {
      const name = ctx.name(element, `Schema ${schema.namespace}/EntityContainer`);
      return {
        name,
        isDefault: true,
        entitySets: readEntitySets(ctx, schema, element, name),
        functionImports: [
          ...readImports(ctx, schema, element, name, 'Function', functions),
          ...readImports(ctx, schema, element, name, 'Action', actions),
        ],
      };
    }),
  );
  mergeContainers(ctx, model, containers);
}

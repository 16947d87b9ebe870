/**
 * Entity containers: entity sets and function imports of all containers, merged by name. When
 * names clash, the default container wins (V2 `m:IsDefaultEntityContainer`; V4 has one container).
 */
import type { EntitySet, FunctionImport, MetadataModel } from './model';
import { childrenOf, type ReadContext } from './context';
import type { SchemaElement } from './structure';
import type { XElement } from './xml-guard';

export interface ContainerContent {
  name: string;
  isDefault: boolean;
  entitySets: { set: EntitySet; element: XElement }[];
  functionImports: { fn: FunctionImport; element: XElement }[];
}

export function readEntitySets(ctx: ReadContext, schema: SchemaElement, container: XElement, containerName: string): ContainerContent['entitySets'] {
  return childrenOf(container, 'EntitySet', schema.edm).map((element) => {
    const name = ctx.name(element, `EntityContainer ${containerName}/EntitySet`);
    const path = `EntityContainer ${containerName}/EntitySet ${name}`;
    const entityType = ctx.declaredType(ctx.required(element, 'EntityType', path), 'entity', path, element);
    return { set: { name, tsName: '', entityType, container: containerName }, element };
  });
}

function merge<T>(
  ctx: ReadContext,
  target: Map<string, T>,
  owner: Map<string, ContainerContent>,
  container: ContainerContent,
  name: string,
  value: T,
  what: string,
): void {
  const previous = owner.get(name);
  if (!previous) {
    target.set(name, value);
    owner.set(name, container);
    return;
  }
  const wins = container.isDefault && !previous.isDefault;
  ctx.warn(`EntityContainer ${container.name}/${what} ${name}`,
    wins ? `überschreibt gleichnamiges Element aus ${previous.name} (Standard-Container)` : `gleichnamiges Element aus ${previous.name} hat Vorrang; ignoriert`);
  if (wins) {
    target.set(name, value);
    owner.set(name, container);
  }
}

/**
 * Merges all containers into the model. A function import naming an entity set that does not exist
 * keeps its return type and loses the set, with a warning (SAP's tools accept such services).
 */
export function mergeContainers(ctx: ReadContext, model: MetadataModel, containers: ContainerContent[]): void {
  const setOwner = new Map<string, ContainerContent>();
  const fnOwner = new Map<string, ContainerContent>();
  const fnElements = new Map<string, XElement>();
  for (const container of containers) {
    for (const { set } of container.entitySets) merge(ctx, model.entitySets, setOwner, container, set.name, set, 'EntitySet');
    for (const { fn, element } of container.functionImports) {
      merge(ctx, model.functionImports, fnOwner, container, fn.name, fn, 'FunctionImport');
      if (model.functionImports.get(fn.name) === fn) fnElements.set(fn.name, element);
    }
  }
  for (const fn of model.functionImports.values()) {
    if (fn.entitySet === undefined || model.entitySets.has(fn.entitySet)) continue;
    const element = fnElements.get(fn.name);
    const where = element ? ` (${ctx.where(element)})` : '';
    ctx.warn(`FunctionImport ${fn.name}`, `EntitySet "${fn.entitySet}" nicht gefunden${where}; ohne EntitySet gelesen`);
    delete fn.entitySet;
  }
}

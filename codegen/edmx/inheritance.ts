/**
 * BaseType chains. The model keeps each type's own members (as declared); these helpers give the
 * effective members including inherited ones, base first, so consumers never walk chains themselves.
 * `checkInheritance` runs once per read and guarantees the chains are finite.
 */
import type { ComplexType, EntityType, MetadataModel, NavigationProperty, Property } from './model';
import type { ReadContext } from './context';

type Structured = EntityType | ComplexType;

function lookup(model: MetadataModel, type: Structured, fqn: string): Structured | undefined {
  return type.kind === 'entity' ? model.entityTypes.get(fqn) : model.complexTypes.get(fqn);
}

/** The type and its bases, most basic first. */
export function baseChain<T extends Structured>(model: MetadataModel, type: T): T[] {
  const chain: T[] = [type];
  const seen = new Set<string>([type.fqn]);
  for (let current = type.baseType; current !== undefined && !seen.has(current); ) {
    const base = lookup(model, type, current) as T | undefined;
    if (!base) break;
    chain.unshift(base);
    seen.add(current);
    current = base.baseType;
  }
  return chain;
}

export const effectiveProperties = (model: MetadataModel, type: Structured): Property[] =>
  baseChain(model, type).flatMap((t) => t.properties);

export const effectiveNavigationProperties = (model: MetadataModel, type: EntityType): NavigationProperty[] =>
  baseChain(model, type).flatMap((t) => t.navigationProperties);

/** The key of the nearest type in the chain that declares one. */
export function effectiveKey(model: MetadataModel, type: EntityType): string[] {
  return [...baseChain(model, type)].reverse().find((t) => t.key.length > 0)?.key ?? [];
}

/** Refuses BaseType cycles; warns about keys naming no property and entity types without key. */
export function checkInheritance(ctx: ReadContext, model: MetadataModel): void {
  for (const type of [...model.entityTypes.values(), ...model.complexTypes.values()]) {
    const seen = new Set<string>([type.fqn]);
    for (let current = type.baseType; current !== undefined; current = lookup(model, type, current)?.baseType) {
      if (seen.has(current)) ctx.fail(`BaseType-Zyklus bei ${type.fqn}`, 'invalid');
      seen.add(current);
    }
  }
  for (const type of model.entityTypes.values()) {
    const key = effectiveKey(model, type);
    const path = `EntityType ${type.fqn}`;
    if (key.length === 0) ctx.warn(path, 'Kein Schlüssel (Key) deklariert');
    const names = new Set(effectiveProperties(model, type).map((p) => p.name));
    for (const name of type.key) {
      if (!names.has(name)) ctx.warn(`${path}/Key`, `Schlüsseleigenschaft ${name} ist nicht deklariert`);
    }
  }
}

/** Derived views of the model that several emitters need (inheritance flattened, sorted lists). */
import type { ComplexType, EntityType, MetadataModel, NavigationProperty, Property } from '../edmx/model';
import { byTsName } from './text';

type Structured = EntityType | ComplexType;

function chain(model: MetadataModel, type: Structured): Structured[] {
  const out: Structured[] = [];
  const seen = new Set<string>();
  let current: Structured | undefined = type;
  // Base first, so inherited members come before own ones; `seen` stops cyclic base types.
  while (current && !seen.has(current.fqn)) {
    seen.add(current.fqn);
    out.unshift(current);
    current = current.baseType ? (model.entityTypes.get(current.baseType) ?? model.complexTypes.get(current.baseType)) : undefined;
  }
  return out;
}

/** Own and inherited properties. */
export function allProperties(model: MetadataModel, type: Structured): Property[] {
  return chain(model, type).flatMap((t) => t.properties);
}

/** Own and inherited navigation properties. */
export function allNavigation(model: MetadataModel, type: EntityType): NavigationProperty[] {
  return chain(model, type).flatMap((t) => (t.kind === 'entity' ? t.navigationProperties : []));
}

export const sortedEntities = (model: MetadataModel): EntityType[] => [...model.entityTypes.values()].sort(byTsName);
export const sortedComplex = (model: MetadataModel): ComplexType[] => [...model.complexTypes.values()].sort(byTsName);

/** Upper bound of typed path-union members per entity: beyond it the compiler slows down badly. */
export const PATH_BUDGET = 2_000;
const MAX_DEPTH = 3;

/**
 * How deep typed `$expand` and property paths may go for this service: the largest depth (1–3)
 * whose biggest per-entity union stays within PATH_BUDGET. Small services get three levels
 * (`Abfuhrplan/GefaesstarifArt/Abfallart`), SAP-sized ones with dozens of navigations fewer.
 */
export function pathDepths(model: MetadataModel): { expand: number; property: number } {
  const navs = new Map<string, string[]>();
  const props = new Map<string, number>();
  for (const type of model.entityTypes.values()) {
    navs.set(type.fqn, allNavigation(model, type).map((n) => n.target));
    props.set(type.fqn, allProperties(model, type).length);
  }
  const count = (leaf: (fqn: string) => number, perNav: number) => {
    let memo = new Map<string, number>([...navs.keys()].map((fqn) => [fqn, leaf(fqn)]));
    const maxima: number[] = [];
    for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
      const next = new Map<string, number>();
      for (const [fqn, targets] of navs) {
        next.set(fqn, leaf(fqn) + targets.reduce((sum, t) => sum + perNav + (memo.get(t) ?? 0), 0));
      }
      memo = next;
      maxima.push(Math.max(0, ...next.values()));
    }
    const fitting = maxima.findLastIndex((m) => m <= PATH_BUDGET);
    return Math.max(1, fitting + 1);
  };
  // Expand paths: each navigation adds itself plus the paths below its target.
  const expand = count(() => 0, 1);
  // Property paths: own properties plus `Nav/…` below each navigation.
  const property = count((fqn) => props.get(fqn) ?? 0, 0);
  return { expand, property };
}

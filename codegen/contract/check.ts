/**
 * Holds an authority's metadata against the portal's contract (read.ts): every property the
 * contract requires of an entity set's rows, a function's answer, or a shape nested in them must be
 * in the metadata, as a property or a navigation property (inherited ones count).
 *
 * Only what the metadata offers is checked: a set or function it lacks switches a feature off
 * (docs/metadata-contract.md), so it is not reported here, and neither is a navigation property it
 * lacks (it is never expanded). What is reported is a set or function that is there but whose type
 * lacks a field the portal needs from it: the feature would show and then fail. These are warnings
 * like the reader's, one line each, and the build goes on: the integrator decides.
 */
import type { ComplexType, Diagnostic, EntityType, MetadataModel, Property, TypeRef } from '../edmx/model';
import { effectiveNavigationProperties, effectiveProperties } from '../edmx/inheritance';
import type { ContractShape, PortalContract } from './read';

type StructuredType = EntityType | ComplexType;

/** The metadata's own type behind a reference: entity or complex type, else undefined. */
function structuredOf(model: MetadataModel, ref: TypeRef | undefined): StructuredType | undefined {
  if (ref?.kind === 'entity') return model.entityTypes.get(ref.fqn);
  if (ref?.kind === 'complex') return model.complexTypes.get(ref.fqn);
  return undefined;
}

export function checkContract(model: MetadataModel, contract: PortalContract): Diagnostic[] {
  const found: Diagnostic[] = [];
  const seen = new Set<string>();
  // A field is missing once however many shapes ask for it (`Objekt` and every order's `Objekt`
  // reference ask for ObjekteId): it is named by the first, the entity set's own shape.
  const reported = new Set<string>();

  const check = (type: StructuredType, shape: ContractShape, path: string) => {
    const visit = `${type.fqn}\u0000${shape.name}\u0000${shape.required.join()}`;
    if (seen.has(visit)) return;
    seen.add(visit);
    const properties = new Map<string, Property>(effectiveProperties(model, type).map((p) => [p.name, p]));
    const navigations = type.kind === 'entity' ? effectiveNavigationProperties(model, type) : [];
    const names = new Set([...properties.keys(), ...navigations.map((n) => n.name)]);
    for (const name of shape.required) {
      if (names.has(name) || reported.has(`${type.fqn}\u0000${name}`)) continue;
      reported.add(`${type.fqn}\u0000${name}`);
      found.push({
        severity: 'warning',
        path,
        message: `Vertrag des Portals: ${shape.name}.${name} fehlt in den Metadaten (Entitätstyp ${type.name})`,
      });
    }
    for (const [name, inner] of shape.nested) {
      const navigation = navigations.find((n) => n.name === name);
      const target = navigation ? model.entityTypes.get(navigation.target) : structuredOf(model, properties.get(name)?.type);
      if (target) check(target, inner, `${path}/${name}`);
    }
  };

  for (const [name, shape] of contract.sets) {
    const set = model.entitySets.get(name);
    const type = set && model.entityTypes.get(set.entityType);
    if (type) check(type, shape, `EntitySet ${name}`);
  }
  for (const [name, shape] of contract.functions) {
    const type = structuredOf(model, model.functionImports.get(name)?.returnType);
    if (type) check(type, shape, `FunctionImport ${name}`);
  }
  return found;
}

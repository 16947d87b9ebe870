/**
 * What an authority's backend offers, derived from its metadata (docs/metadata-contract.md, "Capabilities"; metadata
 * contract "Capabilities"). Used twice with the same code: at build time (generated/capabilities.*)
 * and at run time on the live `$metadata`, so a backend that lost a set or function switches the
 * feature off instead of breaking. Only names and the data that is not a yes/no (parameters,
 * expectations, planned cancellation): the portal asks for presence through its capability gate.
 * Isomorphic.
 */
import type { MetadataModel, TypeRef } from '../edmx/model';

export interface FunctionCapability {
  httpMethod: string;
  parameters: { name: string; type: string; nullable: boolean }[];
  expect: string[];
  payload: boolean;
  allowsPlannedCancellation: boolean;
  hasForm: boolean;
}

export interface Capabilities {
  /** Sorted names. */
  entitySets: string[];
  functionImports: string[];
  functions: Record<string, FunctionCapability>;
}

/** `Edm.String`, `Collection(Ns.Type)`, … as written in EDMX. */
export function typeRefName(type: TypeRef): string {
  const name = type.kind === 'primitive' || type.kind === 'unknownPrimitive' ? type.name : type.fqn;
  return type.collection ? `Collection(${name})` : name;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function deriveCapabilities(model: MetadataModel): Capabilities {
  const fns = model.functionImports;

  const functions: Record<string, FunctionCapability> = {};
  for (const name of [...fns.keys()].sort(byName)) {
    const fn = fns.get(name)!;
    functions[name] = {
      httpMethod: fn.httpMethod,
      parameters: fn.parameters.map((p) => ({ name: p.name, type: typeRefName(p.type), nullable: p.nullable })),
      expect: [...fn.portal.expect],
      payload: fn.portal.payload,
      allowsPlannedCancellation: fn.portal.allowsPlannedCancellation,
      hasForm: fn.hasForm,
    };
  }

  // Presence is the list of names; whether the portal may use one is asked of the gate (src/api/gate.ts).
  return {
    entitySets: [...model.entitySets.keys()].sort(byName),
    functionImports: Object.keys(functions),
    functions,
  };
}

/**
 * What an authority's backend offers, derived from its metadata (SPEC.md section 4, metadata
 * contract "Capabilities"). Used twice with the same code: at build time (generated/capabilities.*)
 * and at run time on the live `$metadata`, so a backend that lost a set or function switches the
 * feature off instead of breaking. Isomorphic.
 */
import type { MetadataModel, TypeRef } from '../edmx/model';

/** Entity sets that feed the event history; each one present enables its event kind. */
export const EVENT_SETS = [
  'Auftraege',
  'StueckgutAuftraege',
  'FahrAuftraege',
  'AbfuhrAuftraege',
  'ReklamationsZuordnungen',
  'ReklamationsArten',
  'FahrAuftragsTouren',
  'FahrAuftragsTourArten',
  'FahrAuftragsAktionen',
] as const;

export type EventSet = (typeof EVENT_SETS)[number];

export interface FunctionCapability {
  httpMethod: string;
  parameters: { name: string; type: string; nullable: boolean }[];
  expect: string[];
  payload: boolean;
  allowsPlannedCancellation: boolean;
  hasForm: boolean;
}

export interface Features {
  /** Per event set: present in the metadata. */
  events: Record<EventSet, boolean>;
  /** StorniereAuftrag. */
  cancelContainerOrders: boolean;
  /** StorniereStueckgutAuftrag. */
  cancelDumpOrders: boolean;
  /** StorniereStueckgutAuftrag with portal:AllowsPlannedCancellation. */
  cancelPlannedDumpOrders: boolean;
  /** LegeReklamationAngemeldetAn. */
  claims: boolean;
  /** AktualisiereStammdaten. */
  settings: boolean;
  /** AktuelleBannerLinks (function import or entity set). */
  banner: boolean;
  /** MoeglicheGefaesse. */
  containerLookup: boolean;
  /** Gebiete (entity set or function import). */
  regions: boolean;
  /** Registrieren. */
  push: boolean;
}

export interface Capabilities {
  /** Sorted names. */
  entitySets: string[];
  functionImports: string[];
  functions: Record<string, FunctionCapability>;
  features: Features;
}

/** `Edm.String`, `Collection(Ns.Type)`, … as written in EDMX. */
export function typeRefName(type: TypeRef): string {
  const name = type.kind === 'primitive' || type.kind === 'unknownPrimitive' ? type.name : type.fqn;
  return type.collection ? `Collection(${name})` : name;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function deriveCapabilities(model: MetadataModel): Capabilities {
  const sets = new Set(model.entitySets.keys());
  const fns = model.functionImports;
  const either = (name: string) => sets.has(name) || fns.has(name);

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

  const events = Object.fromEntries(EVENT_SETS.map((set) => [set, sets.has(set)])) as Record<EventSet, boolean>;
  const dumpCancel = fns.get('StorniereStueckgutAuftrag');
  return {
    entitySets: [...sets].sort(byName),
    functionImports: Object.keys(functions),
    functions,
    features: {
      events,
      cancelContainerOrders: fns.has('StorniereAuftrag'),
      cancelDumpOrders: dumpCancel !== undefined,
      cancelPlannedDumpOrders: dumpCancel?.portal.allowsPlannedCancellation ?? false,
      claims: fns.has('LegeReklamationAngemeldetAn'),
      settings: fns.has('AktualisiereStammdaten'),
      banner: either('AktuelleBannerLinks'),
      containerLookup: fns.has('MoeglicheGefaesse'),
      regions: either('Gebiete'),
      push: fns.has('Registrieren'),
    },
  };
}

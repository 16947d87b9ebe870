/**
 * The build's capabilities, put together at load time from what generated/capabilities.ts writes:
 * the entity sets, the client's function specs (method, parameters, payload) and notes with the rest.
 * Its own file, apart from the derivation in capabilities.ts, because every page loads the build's
 * capabilities while the derivation is only needed when the live `$metadata` differs. Isomorphic.
 */
import type { Capabilities, FunctionCapability } from './capabilities';
import type { FunctionSpec } from './client';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What generated/capabilities.ts writes of a function beyond its spec in generated/client.ts (method,
 * parameter names and types, payload), each left out at its default: the build's capabilities are
 * on every page, so they do not repeat what the client already carries.
 */
export interface FunctionCapabilityNotes {
  /** Names of the nullable parameters. */
  nullable?: readonly string[];
  expect?: readonly string[];
  allowsPlannedCancellation?: true;
  hasForm?: true;
  /** All parameters, only where they are not the spec's (parameters of mode Out, which a call does not send). */
  parameters?: FunctionCapability['parameters'];
}

/**
 * The capabilities generated/capabilities.ts describes: the same object `deriveCapabilities` gives
 * for the metadata the build was generated from, put together from the client's function specs and
 * the notes beside them.
 */
export function capabilitiesOf(
  entitySets: string[],
  specs: Readonly<Record<string, FunctionSpec>>,
  notes: Readonly<Record<string, FunctionCapabilityNotes>>,
): Capabilities {
  const functions: Record<string, FunctionCapability> = {};
  for (const name of Object.keys(specs).sort(byName)) {
    const spec = specs[name]!;
    const note = Object.hasOwn(notes, name) ? notes[name]! : {};
    const nullable = new Set(note.nullable);
    functions[name] = {
      httpMethod: spec.method,
      parameters: note.parameters ?? spec.params.map(([param, type]) => ({ name: param, type, nullable: nullable.has(param) })),
      expect: [...(note.expect ?? [])],
      payload: spec.payload,
      allowsPlannedCancellation: note.allowsPlannedCancellation ?? false,
      hasForm: note.hasForm ?? false,
    };
  }
  return { entitySets, functionImports: Object.keys(functions), functions };
}

/**
 * Function imports whose answer is not what the portal reads from them: a primitive or no answer
 * where the contract expects a structured one, or a structured type that lacks a property the
 * contract requires at its top level (`PruefePasswort` answering `Strassen` instead of an
 * `Anmeldeergebnis`). Such a function is left out of what codegen emits for the portal (client,
 * capabilities, forms), so whatever needs it is off, exactly as if the metadata lacked it: the
 * portal never calls it with the wrong expectations, and the build compiles against a client
 * without it.
 *
 * Only the top level decides: a nested shape that lacks a field is a warning (check.ts), since the
 * feature still works without the navigation or detail it reads.
 */
import { effectiveNavigationProperties, effectiveProperties } from '../edmx/inheritance';
import type { MetadataModel, TypeRef } from '../edmx/model';
import type { PortalContract } from './read';

export interface AnswerDeviation {
  /** The function import. */
  name: string;
  /** What it answers, as the metadata names it (`Strassen`, `Edm.String`, nothing). */
  answers: string;
  /** What the portal reads from it (the contract's name, e.g. `Anmeldeergebnis`). */
  needs: string;
  /** Properties the contract requires that the answer lacks (empty for a primitive answer). */
  lacking: string[];
}

const shortName = (fqn: string) => fqn.slice(fqn.lastIndexOf('.') + 1);

function answerName(ref: TypeRef | undefined): string {
  if (!ref) return 'nichts';
  const name = ref.kind === 'primitive' || ref.kind === 'unknownPrimitive' ? ref.name : shortName(ref.fqn);
  return ref.collection ? `eine Liste von ${name}` : name;
}

/** The function imports of `model` whose answer the portal cannot read, by name. */
export function answerDeviations(model: MetadataModel, contract: PortalContract): Map<string, AnswerDeviation> {
  const found = new Map<string, AnswerDeviation>();
  for (const [name, shape] of contract.functions) {
    const fn = model.functionImports.get(name);
    if (!fn) continue;
    const ref = fn.returnType;
    const type = ref?.kind === 'entity' ? model.entityTypes.get(ref.fqn) : ref?.kind === 'complex' ? model.complexTypes.get(ref.fqn) : undefined;
    const deviation = { name, answers: answerName(ref), needs: shape.name };
    if (!type) {
      found.set(name, { ...deviation, lacking: [] });
      continue;
    }
    const names = new Set([
      ...effectiveProperties(model, type).map((p) => p.name),
      ...(type.kind === 'entity' ? effectiveNavigationProperties(model, type).map((n) => n.name) : []),
    ]);
    const lacking = shape.required.filter((p) => !names.has(p));
    if (lacking.length > 0) found.set(name, { ...deviation, lacking });
  }
  return found;
}

/** `liefert Strassen, das Portal braucht Anmeldeergebnis; es fehlen EncryptedData, Expiration`. */
export function answerText(d: AnswerDeviation): string {
  const lacking = d.lacking.length === 0 ? '' : `; es ${d.lacking.length === 1 ? 'fehlt' : 'fehlen'} ${d.lacking.join(', ')}`;
  return `liefert ${d.answers}, das Portal braucht ${d.needs}${lacking}`;
}

/**
 * The model the portal's code is generated from: without the function imports it cannot read, so
 * the generated client, capabilities and forms lack them like any function the authority lacks.
 */
export function withoutDeviations(model: MetadataModel, deviations: ReadonlyMap<string, AnswerDeviation>): MetadataModel {
  if (deviations.size === 0) return model;
  return { ...model, functionImports: new Map([...model.functionImports].filter(([name]) => !deviations.has(name))) };
}

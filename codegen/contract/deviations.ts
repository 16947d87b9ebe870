/**
 * Where an authority's metadata is shaped otherwise than the portal expects, beyond missing
 * fields (check.ts): each a warning naming where and what the portal does about it.
 *
 * - A V4 document: the generator reads it, but the portal speaks OData V2 on the wire.
 * - A composite key on a set the portal addresses by one key property (its contract requires
 *   that one): the portal selects, filters and calls functions with that property alone.
 * - A function import answering what the portal cannot read (answers.ts): left out of the
 *   generated code, so what needs it is off.
 * - A non-nullable property the portal does not know (the reference type of the same set lacks
 *   it) on a set the portal's demo backend seeds: the portal never sends it; the embedded
 *   backend fills it with a value of its type, a real service has to set it itself.
 */
import type { Diagnostic, EntityType, MetadataModel } from '../edmx/model';
import { effectiveKey, effectiveProperties } from '../edmx/inheritance';
import { answerDeviations, answerText } from './answers';
import { checkContract } from './check';
import type { ContractShape, PortalContract } from './read';

const warning = (path: string, message: string): Diagnostic => ({ severity: 'warning', path, message });

/** One line for a V4 document: what is generated works, what runs does not yet. */
function versionWarnings(model: MetadataModel): Diagnostic[] {
  if (model.edmxVersion !== '4.0') return [];
  return [
    warning(
      'edmx:Edmx',
      'OData V4 (Version="4.0"): der Code wird erzeugt, aber das Portal spricht zur Laufzeit nur OData V2 – ein V4-Backend wird noch nicht unterstützt, und das eingebettete Backend startet mit diesen Metadaten nicht.',
    ),
  ];
}

const entityOfSet = (model: MetadataModel, set: string): EntityType | undefined => {
  const es = model.entitySets.get(set);
  return es ? model.entityTypes.get(es.entityType) : undefined;
};

function compositeKeyWarning(model: MetadataModel, type: EntityType, shape: ContractShape, path: string, name: string): Diagnostic | undefined {
  const key = effectiveKey(model, type);
  if (key.length < 2) return undefined;
  const used = key.filter((k) => shape.required.includes(k));
  if (used.length !== 1) return undefined;
  const others = key.filter((k) => k !== used[0]);
  return warning(
    path,
    `zusammengesetzter Schlüssel ${key.join(' + ')}: das Portal adressiert ${name} nur über ${used[0]}; ${others.join(', ')} muss der Dienst selbst ergänzen (${used[0]} muss dafür je Benutzer eindeutig sein)`,
  );
}

function keyWarnings(model: MetadataModel, contract: PortalContract): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const [name, shape] of contract.sets) {
    const type = entityOfSet(model, name);
    const w = type && compositeKeyWarning(model, type, shape, `EntitySet ${name}`, name);
    if (w) found.push(w);
  }
  for (const [name, shape] of contract.functions) {
    const ref = model.functionImports.get(name)?.returnType;
    const type = ref?.kind === 'entity' ? model.entityTypes.get(ref.fqn) : undefined;
    // A function answering rows of a set already named above: said once, at the set.
    if (!type || [...contract.sets.keys()].some((set) => model.entitySets.get(set)?.entityType === type.fqn)) continue;
    const w = compositeKeyWarning(model, type, shape, `FunctionImport ${name}`, `die Zeilen von ${name}`);
    if (w) found.push(w);
  }
  return found;
}

/** Non-nullable properties (keys aside: keyWarnings) of the sets the reference has, that its type of the set lacks. */
function unknownRequiredWarnings(model: MetadataModel, reference: MetadataModel): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const set of model.entitySets.keys()) {
    const type = entityOfSet(model, set);
    const known = entityOfSet(reference, set);
    if (!type || !known) continue;
    const knownNames = new Set(effectiveProperties(reference, known).map((p) => p.name));
    const key = new Set(effectiveKey(model, type));
    for (const p of effectiveProperties(model, type)) {
      if (p.nullable || knownNames.has(p.name) || key.has(p.name)) continue;
      const typeName = p.type.kind === 'primitive' ? p.type.name : p.type.kind;
      found.push(
        warning(
          `EntitySet ${set}/Property ${p.name}`,
          `Pflichteigenschaft ${p.name} (${typeName}, Nullable="false") kennt das Portal nicht: es zeigt und sendet sie nie; das eingebettete Backend füllt sie in den Demodaten mit einem Wert ihres Typs, ein echter Dienst muss sie selbst setzen`,
        ),
      );
    }
  }
  return found;
}

/**
 * Everything codegen warns about beyond the reader: the version first (on a V4 document the rest is
 * generated for a portal that cannot talk to it yet), then the functions left out for their answer,
 * the contract's missing fields, keys and required properties the portal does not know.
 */
export function portalWarnings(model: MetadataModel, contract: PortalContract, reference: MetadataModel): Diagnostic[] {
  const answers = answerDeviations(model, contract);
  const answerWarnings = [...answers.values()].map((d) =>
    warning(`FunctionImport ${d.name}`, `${answerText(d)}: das Portal ruft ${d.name} nicht auf, was es dafür braucht ist aus`),
  );
  // A function left out is named once, by its answer, not again by each field its answer lacks.
  const fields = checkContract(model, contract).filter((d) => !answers.has(/^FunctionImport ([^/]+)/.exec(d.path)?.[1] ?? ''));
  return [...versionWarnings(model), ...answerWarnings, ...fields, ...keyWarnings(model, contract), ...unknownRequiredWarnings(model, reference)];
}

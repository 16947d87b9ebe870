/**
 * generated/capabilities.ts and .json: the capabilities of the build-time metadata. The derivation
 * itself lives in runtime/capabilities so the portal computes the same capabilities from the live
 * `$metadata`; this emitter only serialises its result (the .ts through ts-morph, ts-file.ts).
 *
 * The .json holds them in full. The .ts is on every page, so it writes only what the client's
 * function specs do not already say (runtime/build-capabilities puts them together).
 */
import type { FunctionImport, MetadataModel } from '../edmx/model';
import type { FunctionCapabilityNotes } from '../runtime/build-capabilities';
import { deriveCapabilities, typeRefName } from '../runtime/capabilities';
import { functionSpec } from './client';
import { header, json, key, runtimeFrom } from './text';
import { blankLine, exportConst, sourceText, tsMorph } from './ts-file';
import type { Emitter } from './types';

/** What a function's capability says beyond its spec in the client, defaults left out. */
function notesOf(fn: FunctionImport): FunctionCapabilityNotes {
  const nullable = fn.parameters.filter((p) => p.nullable).map((p) => p.name);
  const sendsAll = functionSpec(fn).params.length === fn.parameters.length;
  const notes: FunctionCapabilityNotes = {
    ...(sendsAll && nullable.length ? { nullable } : {}),
    ...(fn.portal.expect.length ? { expect: [...fn.portal.expect] } : {}),
    ...(fn.portal.allowsPlannedCancellation ? { allowsPlannedCancellation: true } : {}),
    ...(fn.hasForm ? { hasForm: true } : {}),
  };
  // Out parameters are not in the spec (a call does not send them) but are capabilities: all in full.
  if (!sendsAll) notes.parameters = fn.parameters.map((p) => ({ name: p.name, type: typeRefName(p.type), nullable: p.nullable }));
  return notes;
}

/** The notes of every function that has any, by name (sorted, so the file is stable). */
export function capabilityNotes(model: MetadataModel): Record<string, FunctionCapabilityNotes> {
  const notes: Record<string, FunctionCapabilityNotes> = {};
  for (const name of [...model.functionImports.keys()].sort()) {
    const found = notesOf(model.functionImports.get(name)!);
    if (Object.keys(found).length) notes[name] = found;
  }
  return notes;
}

export const emitCapabilities: Emitter = (model, ctx) => {
  const capabilities = deriveCapabilities(model);
  const text = sourceText('capabilities.ts', [
    header(ctx).trimEnd(),
    { kind: tsMorph().StructureKind.ImportDeclaration, namedImports: ['capabilitiesOf'], moduleSpecifier: runtimeFrom(ctx, 0, 'build-capabilities') },
    { kind: tsMorph().StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['Capabilities'], moduleSpecifier: runtimeFrom(ctx, 0, 'capabilities') },
    { kind: tsMorph().StructureKind.ImportDeclaration, namedImports: ['functionSpecs'], moduleSpecifier: './client' },
    blankLine,
    exportConst({
      doc:
        'Entity sets and function imports (with their parameters) of the metadata this build was generated from. ' +
        'Methods, parameters and payloads are those of `functionSpecs`; written here is the rest: nullable parameters, accepted upload types, flags.',
      name: 'capabilities',
      type: 'Capabilities',
      value: (writer) => {
        writer.write('capabilitiesOf(').newLine();
        writer.indent(() => {
          writer.write(json(capabilities.entitySets)).write(",").newLine();
          writer.writeLine('functionSpecs,');
          writer.inlineBlock(() => Object.entries(capabilityNotes(model)).forEach(([name, notes]) => writer.writeLine(`${key(name)}: ${JSON.stringify(notes)},`)));
          writer.write(',').newLine();
        });
        writer.write(')');
      },
    }),
    blankLine,
    exportConst({
      doc: 'Fingerprint of the metadata text they were derived from (runtime/fingerprint); null if unknown.',
      name: 'metadataFingerprint',
      type: 'string | null',
      value: json(ctx.fingerprint ?? null),
    }),
  ]);
  // JSON has no comments: the header travels as `$comment`, the fingerprint as `$fingerprint` (the
  // build's prerender step finds the source document by them: tools/prerender-landing.ts).
  const comment = header(ctx).replace(/^\/\/ /, '').trim();
  return [
    { path: 'capabilities.ts', text },
    { path: 'capabilities.json', text: `${json({ $comment: comment, $fingerprint: ctx.fingerprint ?? null, ...capabilities })}\n` },
  ];
};

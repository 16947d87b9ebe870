/**
 * generated/capabilities.ts and .json: the capabilities of the build-time metadata. The derivation
 * itself lives in runtime/capabilities so the portal computes the same capabilities from the live
 * `$metadata`; this emitter only serialises its result (the .ts through ts-morph, ts-file.ts).
 */
import { deriveCapabilities } from '../runtime/capabilities';
import { header, json, runtimeFrom } from './text';
import { blankLine, exportConst, sourceText, tsMorph } from './ts-file';
import type { Emitter } from './types';

export const emitCapabilities: Emitter = (model, ctx) => {
  const capabilities = deriveCapabilities(model);
  const text = sourceText('capabilities.ts', [
    header(ctx).trimEnd(),
    { kind: tsMorph().StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['Capabilities'], moduleSpecifier: runtimeFrom(ctx, 0, 'capabilities') },
    blankLine,
    exportConst({
      doc: 'Entity sets and function imports (with their parameters) of the metadata this build was generated from.',
      name: 'capabilities',
      type: 'Capabilities',
      value: json(capabilities),
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

/**
 * generated/capabilities.ts and .json: the capabilities of the build-time metadata. The derivation
 * itself lives in runtime/capabilities so the portal computes the same flags from the live
 * `$metadata`; this emitter only serialises its result.
 */
import { deriveCapabilities } from '../runtime/capabilities';
import { header, json, runtimeFrom } from './text';
import type { Emitter } from './types';

export const emitCapabilities: Emitter = (model, ctx) => {
  const capabilities = deriveCapabilities(model);
  const text =
    header(ctx) +
    `import type { Capabilities } from '${runtimeFrom(ctx, 0, 'capabilities')}';\n\n` +
    '/** Entity sets, function imports and feature flags of the metadata this build was generated from. */\n' +
    `export const capabilities: Capabilities = ${json(capabilities)};\n\n` +
    '/** Fingerprint of the metadata text they were derived from (runtime/fingerprint); null if unknown. */\n' +
    `export const metadataFingerprint: string | null = ${json(ctx.fingerprint ?? null)};\n`;
  // JSON has no comments: the header travels as `$comment`, the fingerprint as `$fingerprint` (the
  // build's prerender step finds the source document by them: tools/prerender-landing.ts).
  const comment = header(ctx).replace(/^\/\/ /, '').trim();
  return [
    { path: 'capabilities.ts', text },
    { path: 'capabilities.json', text: `${json({ $comment: comment, $fingerprint: ctx.fingerprint ?? null, ...capabilities })}\n` },
  ];
};

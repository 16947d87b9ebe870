/**
 * The integrator proof's metadata: the reference document in which the
 * claim function `LegeReklamationAngemeldetAn` gains a required date of damage in a section of its
 * own, loses the caller's phone number and accepts PDF files only. Nothing else changes, so any
 * difference the portal shows comes from these three edits of the metadata.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CLAIM_FUNCTION = 'LegeReklamationAngemeldetAn';

/** The parameter the variant adds, as the authority would declare it. */
export const DAMAGE_DATE = {
  name: 'schadensdatum',
  label: 'Schadensdatum',
  section: 'Beschreibung',
  xml:
    '<Parameter Name="schadensdatum" Type="Edm.DateTime" Mode="In" Nullable="false" sap:label="Schadensdatum" ' +
    'portal:Component="DatePicker" portal:Section="Beschreibung" portal:Order="Span=6;Index=1;Row=8" portal:Expectation="NotEmpty"/>',
} as const;

/** Replaces exactly one occurrence; a reference document that no longer matches fails loudly. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const hits = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (hits !== 1) throw new Error(`claim variant: expected one ${what} in the reference metadata, found ${hits}`);
  return text.replace(pattern, replacement);
}

/** The variant of `reference` (the EDMX text of schema/reference/metadata.xml). */
export function claimVariantXml(reference: string): string {
  const start = reference.indexOf(`<FunctionImport Name="${CLAIM_FUNCTION}"`);
  const end = reference.indexOf('</FunctionImport>', start);
  if (start < 0 || end < 0) throw new Error(`claim variant: ${CLAIM_FUNCTION} not found in the reference metadata`);
  let fn = reference.slice(start, end);
  fn = replaceOnce(fn, /portal:Expect="[^"]*"/, 'portal:Expect="pdf"', 'portal:Expect');
  fn = replaceOnce(fn, /\s*<Parameter Name="anruferTelefon"[^>]*\/>/, '', 'anruferTelefon parameter');
  const indent = /\n(\s*)<Parameter /.exec(fn)?.[1] ?? '';
  fn = `${fn.trimEnd()}\n${indent}${DAMAGE_DATE.xml}\n${indent.slice(2)}`;
  return reference.slice(0, start) + fn + reference.slice(end);
}

/** The variant of the repository's reference metadata. */
export function claimVariantOf(root: string): string {
  return claimVariantXml(readFileSync(join(root, 'schema', 'reference', 'metadata.xml'), 'utf8'));
}

/**
 * The metadata the embedded backend serves: schema/reference/metadata.xml, or PORTAL_METADATA_FILE.
 * It speaks OData V2 only; a V4 document or one the reader refuses ends the start with one German
 * line (a ConfigError: start.ts prints it without a stack).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEdmx } from '../codegen/edmx/read';
import { EdmxError, type MetadataModel } from '../codegen/edmx/model';
import { ConfigError, repoRoot } from './config';

export interface LoadedMetadata {
  xml: string;
  model: MetadataModel;
}

let cached: (LoadedMetadata & { file: string }) | undefined;

/** The one line for a V4 document: the portal reads V4 at build time, but does not speak it on the wire yet. */
export const V4_REFUSAL =
  'OData V4 (Version="4.0") wird vom eingebetteten Backend nicht unterstützt – es spricht nur OData V2, ebenso das Portal zur Laufzeit. Bitte ein V2-Dokument (Version="1.0") angeben.';

export function loadReferenceMetadata(file = join(repoRoot, 'schema', 'reference', 'metadata.xml')): LoadedMetadata {
  if (cached && file === cached.file) return cached;
  const xml = readFileSync(file, 'utf8');
  let model: MetadataModel;
  try {
    model = readEdmx(xml);
  } catch (err) {
    if (err instanceof EdmxError) throw new ConfigError(`Metadaten ${file} nicht lesbar: ${err.message}`);
    throw err;
  }
  if (model.edmxVersion === '4.0') throw new ConfigError(`Metadaten ${file}: ${V4_REFUSAL}`);
  const loaded = { xml, model, file };
  cached = loaded;
  return loaded;
}

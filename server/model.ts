/** The reference authority's metadata: read once from schema/reference/metadata.xml. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEdmx } from '../codegen/edmx/read';
import type { MetadataModel } from '../codegen/edmx/model';
import { repoRoot } from './config';

export interface LoadedMetadata {
  xml: string;
  model: MetadataModel;
}

let cached: (LoadedMetadata & { file: string }) | undefined;

export function loadReferenceMetadata(file = join(repoRoot, 'schema', 'reference', 'metadata.xml')): LoadedMetadata {
  if (cached && file === cached.file) return cached;
  const xml = readFileSync(file, 'utf8');
  const loaded = { xml, model: readEdmx(xml), file };
  cached = loaded;
  return loaded;
}

/**
 * The embedded backend's database before it answers: tables and demo data from the metadata, the
 * documents archived. On another authority's metadata nothing here stops the start: what could not
 * be filled comes back as German lines for the console.
 */
import type { MetadataModel } from '../codegen/edmx/model';
import type { PdfBrand } from './brand';
import type { Db } from './db';
import { archiveDocuments } from './documents';
import { prepareDatabase } from './setup';
import { demoDataGaps } from './seed/index';

export interface PreparedBackend {
  /** Whether demo data was seeded now. */
  seeded: boolean;
  /** What the demo data or the archive left out, one German line each (every start, not only the first). */
  notes: string[];
}

export async function prepareEmbeddedBackend(db: Db, model: MetadataModel, options: { reset?: boolean; brand?: PdfBrand; now?: number } = {}): Promise<PreparedBackend> {
  const seeded = prepareDatabase(db, model, { reset: options.reset, ...(options.now !== undefined ? { now: options.now } : {}) });
  const notes = [demoDataGaps(db), await archiveDocuments(db, options.brand)].filter((line): line is string => line !== null);
  return { seeded, notes };
}

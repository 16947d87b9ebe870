/** The one signature every emitter shares: each takes the model and a context and returns files, in the manner of odata2ts' generators. */
import type { MetadataModel } from '../edmx/model';

export interface EmittedFile {
  /** Path relative to the output directory, `/`-separated. */
  path: string;
  text: string;
}

export interface EmitContext {
  /** Where the metadata came from, for the header (a file path relative to the repo, or a URL). */
  source: string;
  /**
   * Import specifier of codegen/runtime as seen from the output directory's root, e.g.
   * `../codegen/runtime`. Files in sub-directories prepend `../` themselves.
   */
  runtimeImport: string;
  /** metadataFingerprint() of the document read; lets the portal skip re-reading an unchanged one. */
  fingerprint?: string;
}

/** Maps the model to files; pure (no I/O), deterministic (sorted, no timestamps). */
export type Emitter = (model: MetadataModel, ctx: EmitContext) => EmittedFile[];

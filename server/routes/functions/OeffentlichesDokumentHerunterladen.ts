/** OeffentlichesDokumentHerunterladen(oeffentlicheDokumenteId): a public document (statutes, brochures) as PDF, for everyone. */
import { notFound } from '../../errors';
import { renderPublicDocument } from '../../public-documents';
import { fileResult } from './file-result';
import { reqInt } from './params';
import type { FunctionHandler } from './types';

export const OeffentlichesDokumentHerunterladen: FunctionHandler = {
  auth: 'public',
  async run(ctx) {
    const file = await renderPublicDocument(ctx.db, reqInt(ctx.params, 'oeffentlicheDokumenteId'), ctx.config.brand);
    if (!file) throw notFound('Das Dokument wurde nicht gefunden.');
    return fileResult(ctx, file.name, 'application/pdf', file.bytes);
  },
};

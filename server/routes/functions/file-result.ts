/**
 * A file answer of a function import returning `Dateiinhalt`: name, MIME type and base64 content in
 * the JSON, as the metadata declares it (the token travels in a header, so the portal fetches the
 * file and hands the browser a typed, named Blob instead of a link).
 */
import type { FunctionContext, FunctionResult } from './types';
import { valueResult } from './types';

export function fileResult(ctx: FunctionContext, name: string, mimeType: string, bytes: Buffer): FunctionResult {
  return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Dateiinhalt' }, Name: name, MimeType: mimeType, InhaltBase64: bytes.toString('base64') });
}

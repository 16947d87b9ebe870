/**
 * A handler's result as the bytes and headers of its answer: the JSON body (`{d: …}` with its
 * DataServiceVersion), or for `$value` the raw value (the handler's file, else a primitive value as
 * plain text). One function for the router and for the public-answer cache, so both answer alike.
 */
import type { FunctionImport } from '../../../codegen/edmx/model';
import { badRequest } from '../../errors';
import { toWire } from '../../odata/index';
import type { CachedAnswer } from '../../http/public-cache';
import type { FunctionResult } from './types';

export function answerOf(fn: FunctionImport, result: FunctionResult, raw: boolean): CachedAnswer {
  if (!raw) {
    const { json, headers } = toWire(result.body);
    return { body: json, headers: { ...headers, ...result.headers } };
  }
  if (result.media) {
    const { contentType, content, filename, disposition } = result.media;
    const headers: Record<string, string> = { 'Content-Type': contentType };
    if (filename) headers['Content-Disposition'] = `${disposition ?? 'attachment'}; filename="${filename}"`;
    return { body: typeof content === 'string' ? content : new Uint8Array(content), headers };
  }
  const value = (result.body as { d?: Record<string, unknown> } | null)?.d?.[fn.name];
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw badRequest(`${fn.name} hat keinen einfachen Wert.`);
  }
  return { body: String(value), headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
}

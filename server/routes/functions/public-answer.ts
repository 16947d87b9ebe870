/**
 * The cached path of public reads (FunctionHandler.publicCache): the answer is a function of the
 * request's parameters and the calendar data version, so
 *
 * - its ETag is derived from exactly those (a 304 needs no computation at all), and Last-Modified
 *   is the last change of the data (or the start of the period the answer covers, if later);
 * - the body comes from the app's PublicAnswers cache, computed on a miss;
 * - it may be stored by browsers, nginx and CDNs (`Cache-Control: public…`), unless the request
 *   carried credentials: then the session's own headers ride on it and nothing shared may keep it.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { FunctionImport } from '../../../codegen/edmx/model';
import type { AppEnv } from '../../app-env';
import { calendarVersion } from '../../calendar/data-version';
import { etagMatches, notModifiedSince, PUBLIC_CACHE_CONTROL } from '../../http/public-cache';
import { answerOf } from './answer';
import type { FunctionContext, FunctionHandler } from './types';

/** Requests a shared cache must not answer for everybody (nginx bypasses its cache for them too). */
export function carriesCredentials(c: Context): boolean {
  return Boolean(c.req.header('x-auth-hash') || c.req.header('authorization') || c.req.header('cookie'));
}

/** The request as the answer depends on it: typed parameters (so `02` and `2` are one), system query options, base URL. */
function requestKey(ctx: FunctionContext, raw: boolean): string {
  const params = ctx.fn.parameters.map((p) => [p.name, ctx.params[p.name] ?? null]);
  const options = [...ctx.query.entries()].filter(([name]) => name.startsWith('$')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([ctx.fn.name, raw, ctx.baseUrl, params, options]);
}

export async function publicAnswer(c: Context<AppEnv>, fn: FunctionImport, handler: FunctionHandler, ctx: FunctionContext, raw: boolean): Promise<Response> {
  const version = calendarVersion(ctx.db);
  const period = handler.publicCache?.period?.(ctx);
  const key = `${requestKey(ctx, raw)}\n${version.tag}\n${period?.key ?? ''}`;
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
  const lastModified = Math.max(version.changedMs, period?.sinceMs ?? 0);
  const headers: Record<string, string> = { ETag: etag, 'Last-Modified': new Date(lastModified).toUTCString() };
  if (!carriesCredentials(c)) headers['Cache-Control'] = PUBLIC_CACHE_CONTROL;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch ? etagMatches(ifNoneMatch, etag) : notModifiedSince(c.req.header('if-modified-since'), lastModified)) {
    return c.body(null, 304, headers);
  }
  const answer = await c.get('publicAnswers').get(key, ctx.client, ctx.now, async () => {
    const computed = answerOf(fn, await handler.run(ctx), raw);
    // Kept as bytes: every hit would otherwise encode the same text to UTF-8 again.
    return typeof computed.body === 'string' ? { ...computed, body: new Uint8Array(Buffer.from(computed.body, 'utf8')) } : computed;
  });
  return c.body(answer.body, 200, { ...answer.headers, ...headers });
}

/**
 * Routes every function import of the metadata to its handler: method check, JSON-only bodies,
 * body limits (large only where the function takes uploads), session resolution, typed
 * parameters, and double-submit protection for writes.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FunctionImport } from '../../../codegen/edmx/model';
import type { AppEnv } from '../../app-env';
import { isShapeMismatch } from '../../db';
import { ApiError, badRequest, forbidden, unavailable } from '../../errors';
import { announceExpiry, fullLoginRequired, isCommunitySession, resolveSession, type Session } from '../../auth/sessions';
import { clientAddress } from '../../http/client';
import { findPrevious, IDEMPOTENCY_HEADER, remember, submissionKeys } from '../../idempotency';
import { answerOf } from './answer';
import { functionHandlers } from './index';
import { parameterSource, parseParams } from './params';
import { publicAnswer } from './public-answer';
import type { FunctionContext, FunctionHandler } from './types';

export const UPLOAD_BODY_LIMIT = 7 * 1024 * 1024;
export const SMALL_BODY_LIMIT = 64 * 1024;

const tooLarge = (): never => {
  throw new ApiError(413, 'body-too-large', 'Die Anfrage ist zu groß. Anhänge dürfen zusammen höchstens 5 MB groß sein.');
};

async function readJsonBody(c: Context<AppEnv>): Promise<{ raw: string; value: unknown }> {
  const raw = await c.req.text();
  if (raw.trim() === '') return { raw: '', value: undefined };
  const type = c.req.header('content-type') ?? '';
  // Exactly application/json (parameters allowed): `application/json-patch+json` is no JSON body here.
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'unsupported-media-type', 'Anfragen mit Inhalt müssen JSON sein.');
  try {
    return { raw, value: JSON.parse(raw) };
  } catch {
    throw badRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
}

/**
 * Whose submissions count as one: the owner (two sessions of one resident filing the same claim
 * make one claim), the session where the answer is the session's own (a new token), else the client.
 */
function idempotencyScope(handler: FunctionHandler, session: Session | null, client: string): string {
  if (!session) return `client:${client}`;
  if (handler.idempotencyScope === 'session') return `session:${session.tokenHash}`;
  return `owner:${session.addressId}:${session.objectId ?? '*'}`;
}

/** A handler reading a set this metadata lacks: the function is not available here (app.ts logs the detail). */
function namingFunction(fn: FunctionImport) {
  return (err: unknown): never => {
    if (isShapeMismatch(err)) {
      console.warn(`[api] ${fn.name} nicht verfügbar bei diesen Metadaten: ${(err as Error).message}`);
      throw unavailable(`Die Funktion ${fn.name}`);
    }
    throw err;
  };
}

function handle(fn: FunctionImport, handler: FunctionHandler, raw = false) {
  const run = handleUnguarded(fn, handler, raw);
  return (c: Context<AppEnv>): Promise<Response> => run(c).catch(namingFunction(fn));
}

function handleUnguarded(fn: FunctionImport, handler: FunctionHandler, raw = false) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { db, model, config, clock } = c.get('deps');
    if (c.req.method !== fn.httpMethod) {
      throw new ApiError(405, 'method-not-allowed', `${fn.name} erwartet die Methode ${fn.httpMethod}.`);
    }
    const body = c.req.method === 'GET' ? { raw: '', value: undefined } : await readJsonBody(c);
    // Everything below is synchronous: no other request interleaves between check and write.
    const now = clock();
    const url = new URL(c.req.url);
    const token = c.req.header('x-auth-hash')?.trim();
    const client = clientAddress(c);
    // The session first: a stored answer is never handed out for a dead token.
    const session = handler.ignoresToken ? null : resolveSession(db, token, now, config.sessionLifetimeMs);
    if (handler.auth === 'session' && !session) throw forbidden('Bitte melden Sie sich an.');
    if (handler.fullLogin && session && isCommunitySession(session)) throw fullLoginRequired();
    if (session) announceExpiry(c, session);
    const keys = handler.idempotent
      ? submissionKeys(idempotencyScope(handler, session, client), fn.name, url.searchParams, body.value, c.req.header(IDEMPOTENCY_HEADER))
      : undefined;
    if (keys) {
      const previous = findPrevious(db, keys, now);
      if (previous) return c.body(previous.body, previous.status as 200, { 'Content-Type': 'application/json; charset=utf-8' });
    }
    const params = parseParams(fn, parameterSource(fn, url.searchParams, body.value));
    const ctx: FunctionContext = {
      db,
      model,
      config,
      now,
      fn,
      params,
      session,
      body: body.value,
      // The configured origin, never the request's Host: links from here go into mails and feeds.
      baseUrl: `${config.publicUrl}/api`,
      client,
      query: url.searchParams,
      header: (name) => c.req.header(name),
      secret: c.get('secret'),
    };
    if (handler.publicCache) return publicAnswer(c, fn, handler, ctx, raw);
    const outcome = handler.run(ctx);
    // Writes are answered synchronously: between the stored-answer check above and `remember`
    // below no other request may run, so an asynchronous handler must not be a write.
    if (outcome instanceof Promise && keys) throw new Error(`${fn.name}: an idempotent handler must be synchronous`);
    const result = outcome instanceof Promise ? await outcome : outcome;
    // Collections as `{d: [...]}` unless V2 features are used, single values as `{d: {Name: value}}`
    // (types.ts valueResult), with the matching DataServiceVersion; `$value` the raw value.
    const answer = answerOf(fn, result, raw);
    if (raw) return c.body(answer.body, 200, answer.headers);
    const status = result.status ?? 200;
    if (keys) remember(db, keys, now, status, answer.body as string, result.names);
    return c.body(answer.body, status, answer.headers);
  };
}

export function functionRoutes(functions: Iterable<FunctionImport>): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const fn of functions) {
    const handler = functionHandlers[fn.name];
    const limit = bodyLimit({ maxSize: fn.portal.payload ? UPLOAD_BODY_LIMIT : SMALL_BODY_LIMIT, onError: tooLarge });
    if (!handler) {
      router.all(`/${fn.name}`, () => {
        throw new ApiError(501, 'not-implemented', `Die Funktion ${fn.name} steht nicht zur Verfügung.`);
      });
      continue;
    }
    router.all(`/${fn.name}`, limit, handle(fn, handler));
    // Reads only: a raw answer of a write would bypass the stored double-submit answer.
    if (fn.httpMethod === 'GET') router.all(`/${fn.name}/$value`, limit, handle(fn, handler, true));
  }
  return router;
}

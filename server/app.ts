/**
 * createApp: the reference authority's API as a Hono app, with every dependency injected
 * (database, metadata, config, clock), so tests run it on a fresh in-memory database.
 *
 *   /api/*            Cache-Control: no-store (but the public calendar answers), maintenance switch (503), OData error bodies
 *   /api/$metadata    the EDMX
 *   /api/<Function>   one handler per function import
 *   /api/<Set>[(key)] generic read access through the OData engine, private sets scoped
 */
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { isShapeMismatch, serverSecret } from './db';
import { ApiError, errorBody, unavailable } from './errors';
import { PUBLIC_CACHE_CONTROL, PublicAnswers } from './http/public-cache';
import { ODataError } from './odata/index';
import { systemClock } from './time';
import { metadataRoutes } from './routes/metadata';
import { functionRoutes } from './routes/functions/router';
import { entitySetRoutes } from './routes/entity-sets';
import { configurePayments, TEST_PROVIDER_PATH, usesTestProvider } from './payment/index';
import { testProviderRoutes } from './payment/test-provider';
import { pushRoutes } from './push/routes';
import { emailReminderPages } from './mail/reminder-pages';

export type { AppDeps } from './app-env';

/** Converts anything thrown into the OData V2 error response; never leaks a stack. */
export function errorResponse(err: unknown): { status: number; body: ReturnType<typeof errorBody> } {
  if (err instanceof ApiError) return { status: err.status, body: errorBody(err.code, err.message) };
  if (err instanceof ODataError) return { status: err.status, body: errorBody(String(err.code), err.message) };
  if (err instanceof HTTPException) {
    return { status: err.status, body: errorBody(err.status === 413 ? 'body-too-large' : 'bad-request', 'Die Anfrage ist ungültig.') };
  }
  if (isShapeMismatch(err)) {
    // Another authority's metadata without a set (or column) this code path reads: say so, not "server error".
    console.warn(`[api] nicht verfügbar bei diesen Metadaten: ${(err as Error).message}`);
    return errorResponse(unavailable());
  }
  console.error('[api] unexpected error:', err);
  return { status: 500, body: errorBody('internal', 'Interner Serverfehler. Bitte versuchen Sie es später erneut.') };
}

/** The /api sub-application (mounted by createApp; usable alone for tests of the API only). */
export function createApi(deps: AppDeps): Hono<AppEnv> {
  const full: Required<AppDeps> = { clock: systemClock, vapidPublicKey: null, publicCache: {}, ...deps };
  const secret = serverSecret(deps.db);
  configurePayments(deps.db, deps.config);
  // One cache per app: answers of one database are never handed out for another. As many
  // computations at once as there are render workers (on the event loop: one).
  const { coldPerMinute, workers } = deps.config.calendar;
  const publicAnswers = new PublicAnswers({ coldGlobal: coldPerMinute, concurrency: Math.max(1, workers), ...full.publicCache });
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('deps', full);
    c.set('secret', secret);
    c.set('publicAnswers', publicAnswers);
    if (existsSync(full.config.maintenanceFile)) {
      throw new ApiError(503, 'maintenance', 'Das Bürgerportal wird gerade gewartet. Bitte versuchen Sie es später erneut.');
    }
    await next();
  });
  api.route('/', metadataRoutes(deps.metadataXml, [...deps.model.entitySets.keys()]));
  api.route('/', pushRoutes(deps.db, full.vapidPublicKey));
  api.route('/', emailReminderPages(deps.db));
  api.route('/', functionRoutes(deps.model.functionImports.values()));
  api.route('/', entitySetRoutes());
  api.notFound(() => {
    throw new ApiError(404, 'not-found', 'Diese Ressource gibt es nicht.');
  });
  return api;
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('/api/*', async (c, next) => {
    await next();
    // Only the public calendar answers (routes/functions/public-answer.ts) may be stored by others.
    if (c.res.headers.get('Cache-Control') !== PUBLIC_CACHE_CONTROL) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.route('/api', createApi(deps));
  // The demo's stand-in for the authority's payment provider; gone once a real one is configured.
  if (usesTestProvider(deps.config)) app.route(TEST_PROVIDER_PATH, testProviderRoutes(deps.db));
  app.onError((err, c) => {
    const { status, body } = errorResponse(err);
    c.header('Cache-Control', 'no-store');
    if (err instanceof ApiError && err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(body, status as 400);
  });
  return app;
}

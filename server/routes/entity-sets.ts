/**
 * Generic read access to every entity set through the OData engine: `Set`, `Set(key)`.
 * Private sets need a session and are scoped to its objects; public sets need none. Collections go
 * out as `{d: [...]}` (V1) or, with `$inlinecount`/`__next`, as `{d: {results}}` (V2), with the
 * matching DataServiceVersion header (server/odata/wire.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError, forbidden, notFound } from '../errors';
import { announceExpiry, resolveSession } from '../auth/sessions';
import { scopeFor, isPrivateSet } from '../scope';
import { queryCollection, queryEntity } from '../engine';
import { toWire } from '../odata/index';

const RESOURCE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?$/s;

export function entitySetRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.all('/:resource', (c) => {
    const { db, model, config, clock } = c.get('deps');
    const match = RESOURCE.exec(c.req.param('resource'));
    const setName = match?.[1];
    if (!match || !setName || !model.entitySets.has(setName)) throw notFound('Diese Ressource gibt es nicht.');
    if (c.req.method !== 'GET') throw new ApiError(405, 'method-not-allowed', 'Dieser Dienst ist nur lesbar.');
    const session = resolveSession(db, c.req.header('x-auth-hash'), clock(), config.sessionLifetimeMs);
    if (session) announceExpiry(c, session);
    let scope;
    if (isPrivateSet(setName)) {
      if (!session) throw forbidden('Bitte melden Sie sich an.');
      scope = scopeFor(db, setName, session);
    }
    const url = new URL(c.req.url);
    // OData links (`__metadata.uri`, `__next`) on the configured origin like every URL the server writes.
    const ctx = { db, model, baseUrl: `${config.publicUrl}/api`, query: url.searchParams };
    const body = match[2] === undefined ? queryCollection(ctx, setName, scope) : queryEntity(ctx, setName, match[2], scope);
    const { json, headers } = toWire(body);
    return c.body(json, 200, headers);
  });
  return router;
}

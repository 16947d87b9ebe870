/** GET /api/$metadata: the authority's EDMX, as served to the portal's run-time reader; GET /api/: the service document. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export function metadataRoutes(metadataXml: string, entitySets: readonly string[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // The OData V2 service document (JSON): the entity sets of the service.
  router.get('/', (c) => c.json({ d: { EntitySets: entitySets } }));
  router.get('/$metadata', (c) => c.body(metadataXml, 200, { 'Content-Type': 'application/xml; charset=utf-8' }));
  return router;
}

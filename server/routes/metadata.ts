/** GET /api/$metadata: the authority's EDMX, as served to the portal's run-time reader. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export function metadataRoutes(metadataXml: string): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/$metadata', (c) => c.body(metadataXml, 200, { 'Content-Type': 'application/xml; charset=utf-8' }));
  return router;
}

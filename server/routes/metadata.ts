/** GET /api/$metadata: the authority's EDMX, as served to the portal's run-time reader; GET /api/: the service document. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { toWire } from '../odata/index';

/** The `m:DataServiceVersion` the document declares on its DataServices element (1.0 when absent). */
export function declaredVersion(metadataXml: string): string {
  return /<(?:[\w.-]+:)?DataServices\b[^>]*?\s(?:[\w.-]+:)?DataServiceVersion\s*=\s*["']([\d.]+)["']/.exec(metadataXml)?.[1] ?? '1.0';
}

export function metadataRoutes(metadataXml: string, entitySets: readonly string[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const version = declaredVersion(metadataXml);
  // The OData V2 service document (JSON): the entity sets of the service.
  router.get('/', (c) => {
    const { json, headers } = toWire({ d: { EntitySets: entitySets } });
    return c.body(json, 200, headers);
  });
  router.get('/$metadata', (c) => c.body(metadataXml, 200, { 'Content-Type': 'application/xml; charset=utf-8', DataServiceVersion: version }));
  return router;
}

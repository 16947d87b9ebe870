/**
 * The whole site on one port: security headers on everything, /api (embedded app or proxy to
 * PORTAL_API_UPSTREAM, both behind the maintenance switch), and the built portal from memory.
 */
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import type { ServerConfig } from './config';
import { errorBody } from './errors';
import { securityHeaders } from './http/security';
import { staticFiles, type Asset } from './http/static';
import { apiProxy } from './http/proxy';

export interface SiteOptions {
  config: ServerConfig;
  /** The embedded API app (createApp); ignored when config.apiUpstream is set. */
  api?: Hono;
  assets: Map<string, Asset>;
}

export function createSite({ config, api, assets }: SiteOptions): Hono {
  const root = new Hono();
  root.use('*', securityHeaders());
  if (config.apiUpstream) {
    root.use('/api/*', async (c, next) => {
      if (existsSync(config.maintenanceFile)) {
        c.header('Cache-Control', 'no-store');
        return c.json(errorBody('maintenance', 'Das Bürgerportal wird gerade gewartet. Bitte versuchen Sie es später erneut.'), 503);
      }
      return next();
    });
    root.all('/api/*', apiProxy(config.apiUpstream));
  } else if (api) {
    root.route('/', api);
  }
  root.use('*', staticFiles(assets));
  root.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      c.header('Cache-Control', 'no-store');
      return c.json(errorBody('not-found', 'Diese Ressource gibt es nicht.'), 404);
    }
    return c.text(assets.size === 0 ? 'Das Portal ist noch nicht gebaut. Die API ist unter /api erreichbar.' : 'Nicht gefunden', 404);
  });
  return root;
}

/**
 * PORTAL_API_UPSTREAM: /api is forwarded to a real authority backend instead of the embedded one.
 * Hop-by-hop headers are dropped, the client's address is appended to X-Forwarded-For; the answer
 * keeps its status and body.
 */
import type { Handler } from 'hono';
import { errorBody } from '../errors';
import { forwardedForUpstream } from './client';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

export function apiProxy(upstream: URL): Handler {
  const base = upstream.href.replace(/\/$/, '');
  return async (c) => {
    const url = new URL(c.req.url);
    // /api/Foo?x -> <upstream>/Foo?x (upstream is the service root, e.g. https://host/odata/portal)
    const target = `${base}${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const headers = new Headers(c.req.raw.headers);
    for (const h of HOP_BY_HOP) headers.delete(h);
    // The resident's address for the backend's limits: otherwise every request comes from this server.
    const forwardedFor = forwardedForUpstream(c);
    if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor);
    try {
      const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
      const res = await fetch(target, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const out = new Headers(res.headers);
      for (const h of HOP_BY_HOP) out.delete(h);
      out.delete('content-encoding');
      out.set('Cache-Control', 'no-store');
      return new Response(await res.arrayBuffer(), { status: res.status, headers: out });
    } catch {
      return c.json(errorBody('upstream', 'Der Fachverfahrens-Server ist nicht erreichbar.'), 502);
    }
  };
}

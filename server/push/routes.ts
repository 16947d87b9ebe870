/**
 * Push endpoints beside the OData service (the authority's metadata has no place for them):
 *   GET  /api/push/vapid-public-key  the key browsers subscribe with (application server key)
 *   POST /api/push/unregister        {fcmToken, adressKey?}: forget that device's registration(s)
 * Unregistering needs the token itself, which only the device knows.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db';
import { ApiError, badRequest } from '../errors';
import { createSentTable, forgetRegistration } from './reminders';

export function pushRoutes(db: Db, publicKey: string | null): Hono<AppEnv> {
  createSentTable(db);
  const routes = new Hono<AppEnv>();
  routes.get('/push/vapid-public-key', (c) => {
    if (!publicKey) throw new ApiError(404, 'not-found', 'Push-Erinnerungen sind auf diesem Server nicht eingerichtet.');
    return c.json({ publicKey });
  });
  routes.post('/push/unregister', async (c) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new ApiError(415, 'unsupported-media-type', 'Anfragen mit Inhalt müssen JSON sein.');
    const text = await c.req.text();
    if (text.length > 4096) throw new ApiError(413, 'body-too-large', 'Die Anfrage ist zu groß.');
    let body: { fcmToken?: unknown; adressKey?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw badRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');
    }
    const token = typeof body.fcmToken === 'string' ? body.fcmToken.trim() : '';
    if (!token) throw badRequest('fcmToken fehlt.');
    const key = typeof body.adressKey === 'string' && body.adressKey.trim() ? body.adressKey.trim() : null;
    const ids = (
      key
        ? db.prepare(`SELECT id FROM srv_push_registrations WHERE fcm_token = ? AND adress_key = ?`).all(token, key)
        : db.prepare(`SELECT id FROM srv_push_registrations WHERE fcm_token = ?`).all(token)
    ) as { id: number }[];
    const drop = db.transaction(() => {
      for (const { id } of ids) forgetRegistration(db, id);
    });
    drop();
    return c.json({ removed: ids.length });
  });
  return routes;
}

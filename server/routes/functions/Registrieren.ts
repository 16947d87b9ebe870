/**
 * Registrieren (push): stores or refreshes a device's reminder registration for an address.
 * Idempotent: the same device (token) and address twice make one row, the second call updating
 * lead time and waste types. `adressKey` is the configuration's topic (the address, shared by every
 * device reminded of it); a device whose token changed unregisters its old token with it.
 */
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import type { PushConfig } from '../../config';
import type { Db } from '../../db';
import { ApiError, unprocessable } from '../../errors';
import { failingCounts } from '../../push/failures';
import { parseToken } from '../../push/subscription';
import { reqStr, str } from './params';
import { reminderSettings } from './reminder-input';
import { valueResult, type FunctionHandler } from './types';

/** Addresses one device may be reminded of (a landlord's objects fit; a flood of rows does not). */
export const MAX_REGISTRATIONS_PER_TOKEN = 100;

/**
 * Registrations per client address: a household sets a few reminders and a new device token
 * re-registers each of them; hundreds are someone filling the scheduler with endpoints.
 */
export const PUSH_REGISTRATION_LIMIT: RateLimit = { scope: 'push', max: 60, windowMs: WINDOW_MS };

/**
 * Refuses a new registration while the address `client` registered too many that are failing, or
 * too many fail overall: each is tried again and again until it is dropped. Both are 429 with their
 * own code and message; a 503 would make the portal show its maintenance page (src/api/errors.ts).
 */
function refuseWhileFailing(db: Db, client: string, limits: Pick<PushConfig, 'maxFailing' | 'maxFailingPerClient'>): void {
  const failing = failingCounts(db, client);
  if (failing.client >= limits.maxFailingPerClient) {
    throw new ApiError(
      429,
      'too-many-failing',
      'Von Ihrem Anschluss aus sind bereits zu viele Push-Erinnerungen eingerichtet, die nicht zugestellt werden können. Bitte versuchen Sie es später erneut.',
    );
  }
  if (failing.all >= limits.maxFailing) {
    throw new ApiError(429, 'push-failing', 'Push-Erinnerungen können gerade nicht eingerichtet werden, weil zu viele Push-Dienste nicht antworten. Bitte versuchen Sie es später erneut.');
  }
}

export const Registrieren: FunctionHandler = {
  auth: 'public',
  run(ctx) {
    const token = reqStr(ctx.params, 'fcmToken').trim();
    if (!token) throw unprocessable('fcmToken', 'Es fehlt die Kennung des Geräts für Push-Nachrichten.');
    const parsed = parseToken(token, ctx.config.push);
    if (parsed.kind === 'invalid') throw unprocessable('fcmToken', `Die Push-Anmeldung des Browsers ist ungültig (${parsed.reason}).`);
    const { ort, ortsteil, strasse, hausNr, hausNrZus, vorlaufzeit: vorlauf, abfallarten } = reminderSettings(ctx);
    const adressKey = str(ctx.params, 'adressKey')?.trim() || null;
    const others = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM srv_push_registrations WHERE fcm_token = ?
           AND NOT (orte_id = ? AND strassen_id = ? AND haus_nr = ? AND haus_nr_zus = ?)`,
      )
      .get(token, ort, strasse, hausNr, hausNrZus) as { n: number };
    if (others.n >= MAX_REGISTRATIONS_PER_TOKEN) throw unprocessable('fcmToken', 'Für dieses Gerät sind bereits zu viele Erinnerungen eingerichtet.');
    const existing = ctx.db
      .prepare(`SELECT 1 FROM srv_push_registrations WHERE fcm_token = ? AND orte_id = ? AND strassen_id = ? AND haus_nr = ? AND haus_nr_zus = ?`)
      .get(token, ort, strasse, hausNr, hausNrZus);
    // No new endpoint while too many fail (changing one that exists adds none): refused rather than
    // dropping older failing ones, which a flood of new registrations could otherwise push out.
    if (!existing) refuseWhileFailing(ctx.db, ctx.client, ctx.config.push);
    // Counted only for registrations that would be stored: a mistake in the form costs no attempt.
    consumeRate(ctx.db, PUSH_REGISTRATION_LIMIT, ctx.client, ctx.now);
    ctx.db
      .prepare(
        `INSERT INTO srv_push_registrations (fcm_token, adress_key, orte_id, ortsteil, strassen_id, haus_nr, haus_nr_zus, vorlaufzeit, abfallarten, referer, updated_ms, client)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (fcm_token, orte_id, strassen_id, haus_nr, haus_nr_zus) DO UPDATE SET
           adress_key = excluded.adress_key, ortsteil = excluded.ortsteil, vorlaufzeit = excluded.vorlaufzeit,
           abfallarten = excluded.abfallarten, referer = excluded.referer, updated_ms = excluded.updated_ms`,
      )
      .run(token, adressKey, ort, ortsteil, strasse, hausNr, hausNrZus, vorlauf, abfallarten, ctx.header('x-referer')?.slice(0, 500) ?? null, ctx.now, ctx.client);
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' }, Registriert: true, Nachricht: null });
  },
};

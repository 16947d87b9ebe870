/**
 * Registrieren (push): stores or refreshes a device's reminder registration for an address.
 * Idempotent: the same device (token) and address twice make one row, the second call updating
 * lead time and waste types. `adressKey` is the configuration's topic (the address, shared by every
 * device reminded of it); a device whose token changed unregisters its old token with it.
 */
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
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
    // Counted only for registrations that would be stored: a mistake in the form costs no attempt.
    consumeRate(ctx.db, PUSH_REGISTRATION_LIMIT, ctx.client, ctx.now);
    ctx.db
      .prepare(
        `INSERT INTO srv_push_registrations (fcm_token, adress_key, orte_id, ortsteil, strassen_id, haus_nr, haus_nr_zus, vorlaufzeit, abfallarten, referer, updated_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (fcm_token, orte_id, strassen_id, haus_nr, haus_nr_zus) DO UPDATE SET
           adress_key = excluded.adress_key, ortsteil = excluded.ortsteil, vorlaufzeit = excluded.vorlaufzeit,
           abfallarten = excluded.abfallarten, referer = excluded.referer, updated_ms = excluded.updated_ms`,
      )
      .run(token, adressKey, ort, ortsteil, strasse, hausNr, hausNrZus, vorlauf, abfallarten, ctx.header('x-referer')?.slice(0, 500) ?? null, ctx.now);
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' }, Registriert: true, Nachricht: null });
  },
};

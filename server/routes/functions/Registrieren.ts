/** Registrieren (push): stores or refreshes a device's reminder registration for an address. */
import { unprocessable } from '../../errors';
import { reqInt, reqStr, str } from './params';
import { valueResult, type FunctionHandler } from './types';

export const Registrieren: FunctionHandler = {
  auth: 'public',
  run(ctx) {
    const token = reqStr(ctx.params, 'fcmToken').trim();
    const ort = reqInt(ctx.params, 'ort');
    const strasse = reqInt(ctx.params, 'strasse');
    const street = ctx.db.prepare(`SELECT 1 FROM "Strassen" WHERE "StrassenId" = ? AND "Ort__fk" = ?`).get(strasse, ort);
    if (!street) throw unprocessable('strasse', 'Diese Straße gibt es in dem gewählten Ort nicht.');
    const vorlauf = reqInt(ctx.params, 'vorlaufzeit');
    const abfallarten = reqStr(ctx.params, 'abfallarten')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    ctx.db
      .prepare(
        `INSERT INTO srv_push_registrations (fcm_token, adress_key, orte_id, ortsteil, strassen_id, haus_nr, haus_nr_zus, vorlaufzeit, abfallarten, referer, updated_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (fcm_token, orte_id, strassen_id, haus_nr, haus_nr_zus) DO UPDATE SET
           adress_key = excluded.adress_key, ortsteil = excluded.ortsteil, vorlaufzeit = excluded.vorlaufzeit,
           abfallarten = excluded.abfallarten, referer = excluded.referer, updated_ms = excluded.updated_ms`,
      )
      .run(
        token,
        str(ctx.params, 'adressKey'),
        ort,
        str(ctx.params, 'ortsteil'),
        strasse,
        str(ctx.params, 'hausNr') ?? '',
        str(ctx.params, 'hausNrZus') ?? '',
        vorlauf,
        abfallarten.join(','),
        ctx.header('x-referer')?.slice(0, 500) ?? null,
        ctx.now,
      );
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' }, Registriert: true, Nachricht: null });
  },
};

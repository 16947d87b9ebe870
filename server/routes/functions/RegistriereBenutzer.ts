/**
 * RegistriereBenutzer: a resident asks for a login. The object must be identified by Kassenzeichen
 * and Objektnummer; access data then go out by letter (demo: the request is stored).
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { assertLoginAllowed, consumeRate, recordFailure, REGISTRATION_LIMIT } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { reqStr, str, int } from './params';
import { valueResult, type FunctionHandler } from './types';

export const RegistriereBenutzer: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  idempotent: true,
  run(ctx) {
    const kassenzeichen = reqStr(ctx.params, 'kassenzeichen').trim();
    const objektNr = reqStr(ctx.params, 'objektNr').trim();
    const name = reqStr(ctx.params, 'name').trim();
    const email = reqStr(ctx.params, 'email').trim();
    const login = reqStr(ctx.params, 'benutzerkennung').trim();
    if (ctx.params.datenschutz !== true) throw unprocessable('datenschutz', 'Bitte bestätigen Sie die Datenschutzhinweise.');
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    const subjects = { identifier: `kz:${kassenzeichen.toLowerCase()}`, client: ctx.client };
    assertLoginAllowed(ctx.db, subjects, ctx.now);
    consumeRate(ctx.db, REGISTRATION_LIMIT, ctx.client, ctx.now);
    const object = ctx.db.prepare(`SELECT 1 FROM "Objekte" WHERE "Kassenzeichen" = ? AND "ObjektNr" = ?`).get(kassenzeichen, objektNr);
    if (!object) {
      recordFailure(ctx.db, subjects, ctx.now);
      throw unprocessable('objekt', 'Zu Kassenzeichen und Objektnummer wurde kein Grundstück gefunden.');
    }
    // Whether the wished identifier is free is NOT answered here (it told which logins exist, issue
    // 17.3): the authority assigns the identifier and sends it by letter, as it does the password.
    const payload = {
      anredenId: int(ctx.params, 'anredenId'),
      vorname: str(ctx.params, 'vorname'),
      name,
      telefon: str(ctx.params, 'telefon'),
    };
    ctx.db
      .prepare(`INSERT INTO srv_registrations (kassenzeichen, objekt_nr, login, email, payload, created_ms) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(kassenzeichen, objektNr, login, email, JSON.stringify(payload), ctx.now);
    return valueResult(ctx, {
      __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' },
      Registriert: true,
      Nachricht: 'Vielen Dank. Ihre Zugangsdaten erhalten Sie in den nächsten Tagen per Post an die Anschrift des Grundstücks.',
    });
  },
};

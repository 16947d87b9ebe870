/**
 * RegistriereBenutzer: a resident asks for a login. The object must be identified by Kassenzeichen
 * and Objektnummer; access data then go out by letter (demo: the request is stored).
 */
import { credentialByLogin } from '../../auth/passwords';
import { assertLoginAllowed, recordFailure } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { reqStr, str, int } from './params';
import { valueResult, type FunctionHandler } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    if (!EMAIL.test(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    const subjects = { identifier: `kz:${kassenzeichen.toLowerCase()}`, client: ctx.client };
    assertLoginAllowed(ctx.db, subjects, ctx.now);
    const object = ctx.db.prepare(`SELECT 1 FROM "Objekte" WHERE "Kassenzeichen" = ? AND "ObjektNr" = ?`).get(kassenzeichen, objektNr);
    if (!object) {
      recordFailure(ctx.db, subjects, ctx.now);
      throw unprocessable('objekt', 'Zu Kassenzeichen und Objektnummer wurde kein Grundstück gefunden.');
    }
    if (credentialByLogin(ctx.db, login)) throw unprocessable('login-taken', 'Diese Benutzerkennung ist bereits vergeben. Bitte wählen Sie eine andere.');
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

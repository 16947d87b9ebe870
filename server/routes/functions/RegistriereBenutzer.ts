/**
 * RegistriereBenutzer: a resident opens a login for the owner of an object, identified by
 * Kassenzeichen and Objektnummer (both printed on the fee notice; a wrong pair counts as a failed
 * login), with a wished Benutzerkennung and a password (its SHA-256; the password rules are
 * the portal's). The login is ready at once when the wished identifier is free and the owner has no
 * login yet.
 *
 * Whether the identifier is taken is NOT answered (it told which logins exist): the
 * answer is the same in every case, and the e-mail (outbox) says what happened. Only the owner of
 * the given e-mail address learns that a wish was taken; asking is limited per client address.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { credentialByAddress, credentialByLogin, derive, isClientHash, setPassword } from '../../auth/passwords';
import { REGISTRATION_LIMIT } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { deliverMail } from '../../mail/deliver';
import { reqStr, str, int } from './params';
import { valueResult, type FunctionContext, type FunctionHandler } from './types';
import { visitorIdentity, visitorObject } from './visitor-object';

type Outcome = 'created' | 'login-taken' | 'owner-has-login';

/**
 * The mail goes to the address typed into the form, which nobody has confirmed: it repeats nothing
 * typed there (the wished login could be any text or link), only what happened.
 */
const MAILS: Record<Outcome, { subject: string; text: string }> = {
  created: {
    subject: 'Ihr Zugang zum Bürgerportal',
    text: 'Guten Tag,\n\nIhr Zugang zum Bürgerportal ist eingerichtet. Sie melden sich mit der Benutzerkennung, die Sie bei der Registrierung gewählt haben, und Ihrem Passwort an.',
  },
  'login-taken': {
    subject: 'Ihre Registrierung im Bürgerportal',
    text:
      'Guten Tag,\n\ndie Benutzerkennung, die Sie bei der Registrierung gewählt haben, ist bereits vergeben; es wurde kein Zugang eingerichtet.\n' +
      'Bitte registrieren Sie sich erneut mit einer anderen Benutzerkennung.',
  },
  'owner-has-login': {
    subject: 'Ihre Registrierung im Bürgerportal',
    text:
      'Guten Tag,\n\nfür dieses Grundstück besteht bereits ein Zugang; es wurde kein weiterer eingerichtet.\n' +
      'Wenn Sie Ihr Passwort nicht mehr wissen, wählen Sie bei der Anmeldung „Passwort vergessen?“.',
  },
};

function register(ctx: FunctionContext, ownerId: number, login: string, passwordHash: string, email: string): Outcome {
  if (credentialByAddress(ctx.db, ownerId)) return 'owner-has-login';
  if (credentialByLogin(ctx.db, login)) return 'login-taken';
  ctx.db.transaction(() => {
    setPassword(ctx.db, ownerId, login, passwordHash, null);
    // Where the password-reset link goes from now on.
    ctx.db.prepare(`UPDATE "Adressen" SET "EMail" = ? WHERE "AdressenId" = ?`).run(email, ownerId);
  })();
  return 'created';
}

export const RegistriereBenutzer: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  idempotent: true,
  run(ctx) {
    const { kassenzeichen, objektNr, name, email } = visitorIdentity(ctx, 'email');
    const login = reqStr(ctx.params, 'benutzerkennung').trim();
    const passwordHash = reqStr(ctx.params, 'passwortHash').trim();
    if (ctx.params.datenschutz !== true) throw unprocessable('datenschutz', 'Bitte bestätigen Sie die Datenschutzhinweise.');
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    if (!isClientHash(passwordHash)) throw unprocessable('password', 'Das Passwort wurde nicht verschlüsselt übermittelt.');
    // A sold object (EigentuemerBis passed) no longer identifies its former owner.
    const object = visitorObject(ctx, kassenzeichen, objektNr, REGISTRATION_LIMIT, (o) => o.owner !== null && !(o.bis !== null && o.bis < ctx.now));
    const payload = { anredenId: int(ctx.params, 'anredenId'), vorname: str(ctx.params, 'vorname'), name, telefon: str(ctx.params, 'telefon') };
    ctx.db
      .prepare(`INSERT INTO srv_registrations (kassenzeichen, objekt_nr, login, email, payload, created_ms) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(kassenzeichen, objektNr, login, email, JSON.stringify(payload), ctx.now);
    const outcome = register(ctx, object.owner!, login, passwordHash, email);
    // The derivation a new login costs, paid in every case: the time tells no outcome either.
    if (outcome !== 'created') derive(passwordHash, Buffer.alloc(16));
    deliverMail(ctx, { to: email, ...MAILS[outcome] });
    return valueResult(ctx, {
      __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' },
      Registriert: true,
      Nachricht: 'Vielen Dank. Wir haben Ihnen eine E-Mail mit dem Ergebnis geschickt. War die gewünschte Benutzerkennung frei, melden Sie sich gleich damit an.',
    });
  },
};

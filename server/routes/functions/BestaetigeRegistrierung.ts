/**
 * BestaetigeRegistrierung(token, passwortHash): the page of a registration's link opens the login
 * (auth/registrations.ts). The password chosen at the registration is typed again: the link proves
 * the mailbox, the password the person who registered. Answers the login so the portal can offer
 * it for the login. Both parameters travel in the JSON body (portal:ParametersInBody).
 *
 * Once open, the account's address on file is the confirmed one (where reset links go); the address
 * on file before, when there was another, is told that a login was opened. The confirmed address is
 * told too, greeted with the name given at the registration.
 */
import { isClientHash } from '../../auth/passwords';
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { confirmRegistration } from '../../auth/registrations';
import { unprocessable } from '../../errors';
import { loginOpened } from '../../mail/account-notices';
import { accountEmail } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { registrationConfirmed } from '../../mail/registration-mails';
import { reqStr } from './params';
import { valueResult, type FunctionContext, type FunctionHandler } from './types';

/** Tries per client address: a resident needs one or two (a mistyped password keeps the link open). */
export const REGISTRATION_CONFIRM_LIMIT: RateLimit = { scope: 'register-confirm', max: 10, windowMs: WINDOW_MS };

/** First name and surname given at the registration (srv_registrations), for the greeting. */
function registrantName(ctx: FunctionContext, registrationId: number): string | null {
  const row = ctx.db.prepare(`SELECT payload FROM srv_registrations WHERE id = ?`).get(registrationId) as { payload: string } | undefined;
  if (!row) return null;
  const typed = JSON.parse(row.payload) as { vorname?: unknown; name?: unknown };
  const parts = [typed.vorname, typed.name].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length ? parts.join(' ') : null;
}

export const BestaetigeRegistrierung: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const token = reqStr(ctx.params, 'token').trim();
    const passwordHash = reqStr(ctx.params, 'passwortHash').trim();
    if (!isClientHash(passwordHash)) throw unprocessable('password', 'Das Passwort wurde nicht verschlüsselt übermittelt.');
    // Guessing tokens is hopeless (256 bits), but every try still counts against the address.
    consumeRate(ctx.db, REGISTRATION_CONFIRM_LIMIT, ctx.client, ctx.now);
    const opened = ctx.db.transaction(() => {
      const result = confirmRegistration(ctx.db, token, passwordHash, ctx.now);
      if (result.kind !== 'confirmed') return { result, before: null };
      const before = accountEmail(ctx.db, result.addressId);
      // Where the password-reset links and the account's notices go from now on.
      ctx.db.prepare(`UPDATE "Adressen" SET "EMail" = ? WHERE "AdressenId" = ?`).run(result.email, result.addressId);
      return { result, before };
    })();
    const { result, before } = opened;
    if (result.kind === 'invalid') {
      throw unprocessable('token', 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Ist Ihr Zugang noch nicht freigeschaltet, registrieren Sie sich bitte erneut.');
    }
    if (result.kind === 'password') {
      throw unprocessable('password', 'Das Passwort stimmt nicht mit dem überein, das Sie bei der Registrierung gewählt haben. Bitte versuchen Sie es erneut.');
    }
    if (result.kind === 'login-taken') {
      throw unprocessable('login-taken', 'Die gewählte Benutzerkennung wurde inzwischen vergeben; es wurde kein Zugang eingerichtet. Bitte registrieren Sie sich erneut mit einer anderen Benutzerkennung.');
    }
    deliverMail(ctx, registrationConfirmed(result.email, { name: registrantName(ctx, result.registrationId), login: result.login, whenMs: ctx.now }));
    // Opening a login happens once per owner: the notice is never held back by the cap.
    if (before && before.toLowerCase() !== result.email.toLowerCase()) deliverMail(ctx, loginOpened(before, { login: result.login, whenMs: ctx.now }), { notice: true });
    return valueResult(ctx, result.login);
  },
};

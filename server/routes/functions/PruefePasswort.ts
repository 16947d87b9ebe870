/**
 * PruefePasswort(id, hash, benutzerkennung): checks the password and opens a session.
 *
 * A login whose registration waits for its confirmation link (auth/registrations.ts) opens no
 * session; whoever types its password (and only they: the check is the same one derivation as for
 * any login, a wrong password the same failure) is told in German to confirm the e-mail address
 * first (422 `unconfirmed`).
 */
import { credentialByLogin, loginId, verifyPassword } from '../../auth/passwords';
import { assertLoginAllowed, clearFailures, recordFailure } from '../../auth/rate-limit';
import { pendingCredential } from '../../auth/registrations';
import { issueLogin } from '../../auth/login-result';
import { unprocessable } from '../../errors';
import { reqInt, reqStr } from './params';
import type { FunctionHandler } from './types';

const UNCONFIRMED_MESSAGE =
  'Ihr Zugang ist noch nicht freigeschaltet. Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link in der E-Mail, die wir Ihnen nach der Registrierung geschickt haben.';

export const PruefePasswort: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const id = reqInt(ctx.params, 'id');
    const hash = reqStr(ctx.params, 'hash');
    const login = reqStr(ctx.params, 'benutzerkennung');
    const subjects = { identifier: login.trim().toLowerCase(), client: ctx.client };
    assertLoginAllowed(ctx.db, subjects, ctx.now);
    const credential = credentialByLogin(ctx.db, login);
    const pending = credential ? undefined : pendingCredential(ctx.db, login, ctx.now);
    const ok = verifyPassword(credential ?? pending, hash) && id === loginId(ctx.secret, login);
    if (ok && !credential && pending) throw unprocessable('unconfirmed', UNCONFIRMED_MESSAGE);
    if (!ok || !credential) {
      recordFailure(ctx.db, subjects, ctx.now);
      throw unprocessable('credentials', 'Benutzerkennung oder Passwort ist falsch.');
    }
    clearFailures(ctx.db, subjects);
    return issueLogin(ctx, { addressId: credential.addressId, objectId: null, requestedChanges: credential.requestedChanges });
  },
};

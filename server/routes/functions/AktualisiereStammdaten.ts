/**
 * AktualisiereStammdaten: changes e-mail / foreign key of the address and optionally the password
 * (and login). Requires the current password; issues a NEW token and forgets the old session. A new
 * password is told to the account's address on file (as it was before this call), without the
 * password, and ends every other session of the account.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { credentialByAddress, credentialByLogin, derive, setPassword, verifyPassword } from '../../auth/passwords';
import { assertLoginAllowed, consumeRate, recordFailure, type RateLimit } from '../../auth/rate-limit';
import { deleteSession, endAccountSessions } from '../../auth/sessions';
import { issueLogin } from '../../auth/login-result';
import { ApiError, forbidden, unprocessable } from '../../errors';
import { passwordChanged } from '../../mail/account-notices';
import { accountEmail } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { HIDDEN_CHARACTERS } from '../../plain-text';
import { reqInt, reqStr, str } from './params';
import type { FunctionHandler } from './types';

/**
 * New login names an account may try a day. Whether a name is free cannot be kept from whoever
 * wants it, but asking must not become a list of who has a login: a resident choosing a name needs
 * a few tries, a scan thousands.
 */
export const LOGIN_CHANGE_LIMIT: RateLimit = { scope: 'login-change', max: 5, windowMs: 24 * 3600_000 };

/** Taken and unusable get one answer, so the answer tells no more than that this name will not do. */
const loginUnavailable = () => unprocessable('login-unavailable', 'Diese Benutzerkennung können Sie nicht verwenden. Bitte wählen Sie eine andere.');

const usableLogin = (login: string): boolean => login.length >= 3 && login.length <= 64 && !HIDDEN_CHARACTERS.test(login);

export const AktualisiereStammdaten: FunctionHandler = {
  auth: 'session',
  fullLogin: true,
  idempotent: true,
  // The answer is a new token for this session: never hand it to another session of the owner.
  idempotencyScope: 'session',
  run(ctx) {
    const session = ctx.session;
    const id = reqInt(ctx.params, 'id');
    if (!session || session.addressId !== id || session.objectId !== null) {
      throw forbidden('Die Stammdaten dieses Zugangs dürfen Sie nicht ändern.');
    }
    const credential = credentialByAddress(ctx.db, id);
    if (!credential) throw forbidden('Für diesen Zugang ist kein Passwort hinterlegt.');
    const current = reqStr(ctx.params, 'derzeitigesPasswortHash');
    const subjects = { identifier: credential.login.toLowerCase(), client: ctx.client };
    assertLoginAllowed(ctx.db, subjects, ctx.now);
    if (!verifyPassword(credential, current)) {
      recordFailure(ctx.db, subjects, ctx.now);
      throw unprocessable('12', 'Das aktuelle Passwort ist falsch.');
    }
    const newHash = str(ctx.params, 'neuesPasswortHash');
    const email = str(ctx.params, 'email');
    const fremdKey = str(ctx.params, 'fremdKey');
    const login = str(ctx.params, 'benutzerkennung')?.trim() || credential.login;
    const requested = (credential.requestedChanges ?? '').split(',').map((s) => s.trim()).filter(Boolean);

    if (newHash !== null && newHash !== '' && derive(newHash, credential.salt).equals(credential.hash)) {
      throw unprocessable('14', 'Das neue Passwort muss sich vom bisherigen unterscheiden.');
    }
    if (requested.includes('Passwort') && (newHash === null || newHash === '')) {
      throw unprocessable('15', 'Bitte vergeben Sie ein neues Passwort.');
    }
    if (email !== null && email !== '' && !isValidEmail(email)) {
      throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    }
    if (login.toLowerCase() !== credential.login.toLowerCase()) {
      consumeRate(ctx.db, LOGIN_CHANGE_LIMIT, String(id), ctx.now, () =>
        new ApiError(429, 'too-many-attempts', `Sie haben heute schon ${LOGIN_CHANGE_LIMIT.max} Benutzerkennungen ausprobiert. Bitte versuchen Sie es morgen erneut.`),
      );
      const other = credentialByLogin(ctx.db, login);
      if (!usableLogin(login) || (other && other.addressId !== id)) throw loginUnavailable();
    }

    // Told to the address on file before this change: whoever changes password and address at once
    // must not be the only one to hear of it.
    const noticeTo = newHash !== null && newHash !== '' ? accountEmail(ctx.db, id) : null;
    ctx.db.transaction(() => {
      if (email !== null) ctx.db.prepare(`UPDATE "Adressen" SET "EMail" = ? WHERE "AdressenId" = ?`).run(email === '' ? null : email, id);
      if (fremdKey !== null) ctx.db.prepare(`UPDATE "Adressen" SET "FremdKey" = ? WHERE "AdressenId" = ?`).run(fremdKey === '' ? null : fremdKey, id);
      if (newHash !== null && newHash !== '') {
        setPassword(ctx.db, id, login, newHash, null);
        // This session goes on with the new token below; every other one ends.
        endAccountSessions(ctx.db, id);
      } else {
        ctx.db.prepare(`UPDATE srv_credentials SET login = ?, requested_changes = NULL WHERE address_id = ?`).run(login, id);
      }
      deleteSession(ctx.db, session.tokenHash);
    })();
    if (noticeTo) deliverMail(ctx, passwordChanged(noticeTo, { login, how: 'changed', whenMs: ctx.now }), { notice: true });
    return issueLogin(ctx, { addressId: id, objectId: null, requestedChanges: null });
  },
};

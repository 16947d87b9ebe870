/**
 * AktualisiereStammdaten: changes e-mail / foreign key of the address and optionally the password
 * (and login). Requires the current password; issues a NEW token and forgets the old session. A new
 * password ends every other session of the account too.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { credentialByAddress, credentialByLogin, derive, setPassword, verifyPassword } from '../../auth/passwords';
import { assertLoginAllowed, recordFailure } from '../../auth/rate-limit';
import { deleteSession, endAccountSessions } from '../../auth/sessions';
import { issueLogin } from '../../auth/login-result';
import { forbidden, unprocessable } from '../../errors';
import { reqInt, reqStr, str } from './params';
import type { FunctionHandler } from './types';

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
      const other = credentialByLogin(ctx.db, login);
      if (other && other.addressId !== id) throw unprocessable('login-taken', 'Diese Benutzerkennung ist bereits vergeben.');
    }

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
    return issueLogin(ctx, { addressId: id, objectId: null, requestedChanges: null });
  },
};

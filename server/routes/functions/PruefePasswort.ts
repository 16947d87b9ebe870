/** PruefePasswort(id, hash, benutzerkennung): checks the password and opens a session. */
import { credentialByLogin, loginId, verifyPassword } from '../../auth/passwords';
import { assertLoginAllowed, clearFailures, recordFailure } from '../../auth/rate-limit';
import { issueLogin } from '../../auth/login-result';
import { unprocessable } from '../../errors';
import { reqInt, reqStr } from './params';
import type { FunctionHandler } from './types';

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
    const ok = verifyPassword(credential, hash) && id === loginId(ctx.secret, login);
    if (!ok || !credential) {
      recordFailure(ctx.db, subjects, ctx.now);
      throw unprocessable('credentials', 'Benutzerkennung oder Passwort ist falsch.');
    }
    clearFailures(ctx.db, subjects);
    return issueLogin(ctx, { addressId: credential.addressId, objectId: null, requestedChanges: credential.requestedChanges });
  },
};

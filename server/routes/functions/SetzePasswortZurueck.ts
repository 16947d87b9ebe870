/**
 * SetzePasswortZurueck(token, neuesPasswortHash): the page of a reset link sets the new password.
 * The link works once and expires (auth/password-reset); every session of the account ends, a
 * requested password change is fulfilled, and the account's address on file is told (without the
 * password). Answers the login so the portal can offer it for the login.
 * The password rules apply in the portal: the server receives the SHA-256 only.
 */
import { consumeResetToken } from '../../auth/password-reset';
import { credentialByAddress, isClientHash, setPassword } from '../../auth/passwords';
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { endAccountSessions } from '../../auth/sessions';
import { unprocessable } from '../../errors';
import { passwordChanged } from '../../mail/account-notices';
import { accountEmail } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

/** Tries per client address: a resident needs one or two. */
export const RESET_SET_LIMIT: RateLimit = { scope: 'reset-set', max: 10, windowMs: WINDOW_MS };

export const SetzePasswortZurueck: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const token = reqStr(ctx.params, 'token').trim();
    const hash = reqStr(ctx.params, 'neuesPasswortHash').trim();
    if (!isClientHash(hash)) throw unprocessable('password', 'Das neue Passwort wurde nicht verschlüsselt übermittelt.');
    // Guessing tokens is hopeless (256 bits), but every try still counts against the address.
    consumeRate(ctx.db, RESET_SET_LIMIT, ctx.client, ctx.now);
    const addressId = consumeResetToken(ctx.db, token, ctx.now);
    const credential = addressId === null ? undefined : credentialByAddress(ctx.db, addressId);
    if (!credential) throw unprocessable('token', 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.');
    const requested = (credential.requestedChanges ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== 'Passwort');
    ctx.db.transaction(() => {
      setPassword(ctx.db, credential.addressId, credential.login, hash, requested.length ? requested.join(',') : null);
      endAccountSessions(ctx.db, credential.addressId);
    })();
    // The owner learns of it, also when it was someone with access to their mailbox.
    const to = accountEmail(ctx.db, credential.addressId);
    if (to) deliverMail(ctx, passwordChanged(to, { login: credential.login, how: 'reset', whenMs: ctx.now }), { notice: true });
    return valueResult(ctx, credential.login);
  },
};

/**
 * SendePasswortLink(kennung): a resident who forgot the password names the login or the e-mail
 * address; every account it names gets a one-time link by e-mail (the outbox, server/mail). The
 * answer is the same `true` whether the account exists or not, so it tells nobody which logins or
 * addresses exist.
 *
 * Every limit counts what the requester controls (its address, the Kennung as typed), never the
 * account: a refusal can then say in German that no mail went out without telling whether an
 * account exists, and nobody can use up an account's links for its owner asking from elsewhere.
 * Whoever asks from another address gets a new link mailed to the owner, which ends the older ones:
 * the owner's newest mail always holds a working link.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { credentialByLogin } from '../../auth/passwords';
import { issueResetToken, resetLink, RESET_LIFETIME_MS } from '../../auth/password-reset';
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { ApiError } from '../../errors';
import { sendMail } from '../../mail/outbox';
import { reqStr } from './params';
import { valueResult, type FunctionContext, type FunctionHandler } from './types';

/** Requests per client address: a forgetful household asks a few times, a scan asks thousands. */
export const RESET_REQUEST_LIMIT: RateLimit = { scope: 'reset', max: 5, windowMs: WINDOW_MS };
/**
 * Links per client address and Kennung (trimmed, lower-cased) within a link's lifetime: an owner
 * whose mail is slow asks again, nobody floods one mailbox from one address.
 */
export const RESET_LINK_LIMIT: RateLimit = { scope: 'reset-link', max: 3, windowMs: RESET_LIFETIME_MS };

const linkLimitReached = (): ApiError =>
  new ApiError(
    429,
    'reset-link-limit',
    'Für diese Angabe wurden von Ihrem Anschluss aus in der letzten Stunde schon drei Links angefordert. Wir haben deshalb keine weitere E-Mail geschickt. ' +
      'Bitte verwenden Sie den Link aus der neuesten E-Mail oder fordern Sie in einer Stunde einen neuen an.',
  );

interface Account {
  addressId: number;
  login: string;
  email: string | null;
}

/** The accounts a login or an e-mail address names (one e-mail may belong to several owners). */
function accountsNamed(ctx: FunctionContext, kennung: string): Account[] {
  const byLogin = credentialByLogin(ctx.db, kennung);
  if (byLogin) {
    const address = ctx.db.prepare(`SELECT "EMail" AS email FROM "Adressen" WHERE "AdressenId" = ?`).get(byLogin.addressId) as { email: string | null } | undefined;
    return [{ addressId: byLogin.addressId, login: byLogin.login, email: address?.email ?? null }];
  }
  if (!isValidEmail(kennung)) return [];
  return ctx.db
    .prepare(
      `SELECT c.address_id AS addressId, c.login AS login, a."EMail" AS email FROM srv_credentials c
       JOIN "Adressen" a ON a."AdressenId" = c.address_id WHERE a."EMail" = ? COLLATE NOCASE`,
    )
    .all(kennung) as Account[];
}

export const SendePasswortLink: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const kennung = reqStr(ctx.params, 'kennung').trim();
    consumeRate(ctx.db, RESET_REQUEST_LIMIT, ctx.client, ctx.now);
    consumeRate(ctx.db, RESET_LINK_LIMIT, `${ctx.client}\n${kennung.toLowerCase()}`, ctx.now, linkLimitReached);
    for (const account of accountsNamed(ctx, kennung)) {
      // Without an e-mail address on file there is nobody to send the link to.
      if (!account.email) continue;
      const link = resetLink(ctx.config, issueResetToken(ctx.db, account.addressId, ctx.now));
      sendMail(ctx.config.outboxDir, ctx.now, {
        to: account.email,
        subject: 'Neues Passwort für das Bürgerportal',
        text:
          `Guten Tag,\n\nfür Ihren Zugang zum Bürgerportal (Benutzerkennung: ${account.login}) wurde ein neues Passwort angefordert.\n` +
          `Über diesen Link vergeben Sie es; er gilt eine Stunde und nur einmal:\n\n${link}\n\n` +
          'Haben Sie mehrere dieser E-Mails erhalten, gilt nur der Link der neuesten.\n\n' +
          'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr bisheriges Passwort bleibt gültig.',
      });
    }
    return valueResult(ctx, true);
  },
};

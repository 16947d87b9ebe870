/**
 * SendePasswortLink(kennung): a resident who forgot the password names the login or the e-mail
 * address; every account it names gets a one-time link by e-mail (the outbox, server/mail). The
 * answer is always the same `true`, so it tells nobody which logins or addresses exist (issue 17.3);
 * asking is limited per client address (429) and, silently, per account (no mail bombing).
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { credentialByLogin } from '../../auth/passwords';
import { issueResetToken, resetLink, RESET_LIFETIME_MS } from '../../auth/password-reset';
import { consumeRate, takeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { sendMail } from '../../mail/outbox';
import { reqStr } from './params';
import { valueResult, type FunctionContext, type FunctionHandler } from './types';

/** Requests per client address: a forgetful household asks a few times, a scan asks thousands. */
export const RESET_REQUEST_LIMIT: RateLimit = { scope: 'reset', max: 5, windowMs: WINDOW_MS };
/** Links per account and hour, whoever asks. */
export const RESET_MAIL_LIMIT: RateLimit = { scope: 'reset-mail', max: 3, windowMs: RESET_LIFETIME_MS };

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
    for (const account of accountsNamed(ctx, kennung)) {
      // Without an e-mail address on file there is nobody to send the link to.
      if (!account.email || !takeRate(ctx.db, RESET_MAIL_LIMIT, String(account.addressId), ctx.now)) continue;
      const link = resetLink(ctx.config.publicUrl, issueResetToken(ctx.db, account.addressId, ctx.now));
      sendMail(ctx.config.outboxDir, ctx.now, {
        to: account.email,
        subject: 'Neues Passwort für das Bürgerportal',
        text:
          `Guten Tag,\n\nfür Ihren Zugang zum Bürgerportal (Benutzerkennung: ${account.login}) wurde ein neues Passwort angefordert.\n` +
          `Über diesen Link vergeben Sie es; er gilt eine Stunde und nur einmal:\n\n${link}\n\n` +
          'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr bisheriges Passwort bleibt gültig.',
      });
    }
    return valueResult(ctx, true);
  },
};

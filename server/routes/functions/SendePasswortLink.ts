/**
 * SendePasswortLink(kennung): a resident who forgot the password names the login or the e-mail
 * address; every account it names gets a one-time link by e-mail (the outbox, server/mail). The
 * answer is the same `true` whether the account exists or not, so it tells nobody which logins or
 * addresses exist.
 *
 * Nor does its timing: the request does the same steps for every Kennung (check, count, queue) and
 * is answered before anyone looks for the account; finding it, making the link and writing the
 * mail run after the answer (`afterAnswer`).
 *
 * Every limit counts what the requester controls (its address, the Kennung as typed), never the
 * account: a refusal can then say in German that no mail went out without telling whether an
 * account exists, and nobody can use up an account's links for its owner asking from elsewhere.
 * A new link does not end the older ones (auth/password-reset): a stranger asking for the owner's
 * link cannot make the one in the owner's mailbox useless, and the per-recipient cap of
 * mail/deliver.ts keeps the number of open links small.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { credentialByLogin } from '../../auth/passwords';
import { issueResetToken, resetLink, RESET_LIFETIME_MS } from '../../auth/password-reset';
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { ApiError } from '../../errors';
import { deliverMail, type MailContext } from '../../mail/deliver';
import { afterAnswer } from '../../mail/outbox';
import type { ServerConfig } from '../../config';
import { reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

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
function accountsNamed(db: MailContext['db'], kennung: string): Account[] {
  const byLogin = credentialByLogin(db, kennung);
  if (byLogin) {
    const address = db.prepare(`SELECT "EMail" AS email FROM "Adressen" WHERE "AdressenId" = ?`).get(byLogin.addressId) as { email: string | null } | undefined;
    return [{ addressId: byLogin.addressId, login: byLogin.login, email: address?.email ?? null }];
  }
  if (!isValidEmail(kennung)) return [];
  return db
    .prepare(
      `SELECT c.address_id AS addressId, c.login AS login, a."EMail" AS email FROM srv_credentials c
       JOIN "Adressen" a ON a."AdressenId" = c.address_id WHERE a."EMail" = ? COLLATE NOCASE`,
    )
    .all(kennung) as Account[];
}

/** After the answer: a link to every account the Kennung names that has an address to send it to. */
function mailResetLinks(ctx: MailContext & { config: Pick<ServerConfig, 'outboxDir' | 'publicUrl'> }, kennung: string): void {
  for (const account of accountsNamed(ctx.db, kennung)) {
    // Without an e-mail address on file there is nobody to send the link to.
    if (!account.email) continue;
    const link = resetLink(ctx.config, issueResetToken(ctx.db, account.addressId, ctx.now));
    deliverMail(ctx, {
      to: account.email,
      subject: 'Neues Passwort für das Bürgerportal',
      text:
        `Guten Tag,\n\nfür Ihren Zugang zum Bürgerportal (Benutzerkennung: ${account.login}) wurde ein neues Passwort angefordert.\n` +
        `Über diesen Link vergeben Sie es; er gilt eine Stunde und nur einmal:\n\n${link}\n\n` +
        'Haben Sie mehrere dieser E-Mails erhalten, gilt jeder Link darin, bis Sie mit einem davon ein neues Passwort vergeben haben.\n\n' +
        'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr bisheriges Passwort bleibt gültig.',
    });
  }
}

export const SendePasswortLink: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const kennung = reqStr(ctx.params, 'kennung').trim();
    consumeRate(ctx.db, RESET_REQUEST_LIMIT, ctx.client, ctx.now);
    consumeRate(ctx.db, RESET_LINK_LIMIT, `${ctx.client}\n${kennung.toLowerCase()}`, ctx.now, linkLimitReached);
    const { db, config, now } = ctx;
    afterAnswer(() => mailResetLinks({ db, config, now }, kennung));
    return valueResult(ctx, true);
  },
};

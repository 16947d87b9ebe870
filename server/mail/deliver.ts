/**
 * How the API's functions send mail: through a cap per recipient, so the portal cannot be used to
 * flood a mailbox (or relay text to one), whoever asks and from however many addresses. The limits
 * per client address do not help here: a sender with many addresses, or many senders, can all
 * write to one recipient.
 *
 * A mail over the cap is not sent, and the request still succeeds: what was asked for (a claim, a
 * report) is stored, and the answer must not tell a stranger how much mail an address receives.
 * The log says what was held back.
 */
import { tryConsumeRate, type RateLimit } from '../auth/rate-limit';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { sendMail, type OutgoingMail } from './outbox';

/**
 * Mails per recipient (lower-cased address) in a sliding hour, across every function that mails:
 * a resident's busiest hour (a claim, a booking, a payment, a reset) stays below it. `max` is the
 * default of PORTAL_MAILS_PER_RECIPIENT_HOUR, which a deployment (or a test run whose residents
 * book far more than anyone would in an hour) may change.
 */
export const MAILS_PER_RECIPIENT: RateLimit = { scope: 'mail-to', max: 5, windowMs: 60 * 60_000 };

export interface MailContext {
  db: Db;
  config: Pick<ServerConfig, 'outboxDir' | 'mailsPerRecipientHour'>;
  now: number;
}

/**
 * Sends `mail` unless its recipient had MAILS_PER_RECIPIENT within the hour; answers whether it was
 * sent. `notice: true` for a security notice to an account's own address (password changed, a login
 * opened for the owner): it is counted while the cap has room and never held back, or a flood would
 * hide the one mail that tells an owner something is wrong; only a password change of the account
 * or the one opening of its login causes one.
 */
export function deliverMail(ctx: MailContext, mail: OutgoingMail, options: { notice?: boolean } = {}): boolean {
  const recipient = mail.to.trim().toLowerCase();
  const limit = { ...MAILS_PER_RECIPIENT, max: ctx.config.mailsPerRecipientHour };
  const counted = tryConsumeRate(ctx.db, limit, recipient, ctx.now);
  if (!counted && !options.notice) {
    console.warn(`[outbox] nicht gesendet: ${recipient} hat in der letzten Stunde schon ${limit.max} E-Mails erhalten (${mail.subject})`);
    return false;
  }
  sendMail(ctx.config.outboxDir, ctx.now, mail);
  return true;
}

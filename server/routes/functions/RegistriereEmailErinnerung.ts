/**
 * RegistriereEmailErinnerung: a reminder of the collection days by e-mail, for the same address,
 * lead times and waste types as a push reminder (reminder-input.ts). No login: the reminder is
 * pending until the link in the confirmation mail is opened (server/mail/email-reminders.ts).
 *
 * The answer is the same whatever the address (known, confirmed, or new), so it tells nobody who
 * is reminded. Sign-ups are limited per client address (429); confirmation mails to one e-mail
 * address are limited silently, so nobody can flood someone else's inbox.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { consumeRate, WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { confirmationMail, createEmailReminderTables, storePending } from '../../mail/email-reminders';
import { deliverMail } from '../../mail/deliver';
import { reqStr } from './params';
import { reminderSettings } from './reminder-input';
import { valueResult, type FunctionHandler } from './types';

/** Sign-ups per client address: a household sets a few, a script hundreds. */
export const EMAIL_REMINDER_LIMIT: RateLimit = { scope: 'email-reminder', max: 10, windowMs: WINDOW_MS };
/**
 * Confirmation mails per client address and e-mail address and hour. Counted per requester, never
 * per e-mail address alone: strangers asking for somebody's address must not use up that person's
 * own sign-up (the refusal says so in German, and tells nothing about the address).
 */
export const EMAIL_REMINDER_MAIL_LIMIT: RateLimit = { scope: 'email-reminder-mail', max: 3, windowMs: 60 * 60_000 };

export const ANSWER =
  'Vielen Dank. Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie die Erinnerung über den Link darin; erst dann ist sie eingerichtet.';

export const RegistriereEmailErinnerung: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  idempotent: true,
  run(ctx) {
    const email = reqStr(ctx.params, 'eMail').trim();
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    const settings = reminderSettings(ctx);
    // Counted only for sign-ups that would be stored: a mistake in the form costs no attempt.
    consumeRate(ctx.db, EMAIL_REMINDER_LIMIT, ctx.client, ctx.now);
    createEmailReminderTables(ctx.db);
    consumeRate(ctx.db, EMAIL_REMINDER_MAIL_LIMIT, `${ctx.client}\n${email.toLowerCase()}`, ctx.now);
    {
      const reminder = {
        email,
        orte_id: settings.ort,
        ortsteil: settings.ortsteil,
        strassen_id: settings.strasse,
        haus_nr: settings.hausNr,
        haus_nr_zus: settings.hausNrZus,
        vorlaufzeit: settings.vorlaufzeit,
        abfallarten: settings.abfallarten,
        referer: ctx.header('x-referer')?.slice(0, 500) ?? null,
      };
      const { id, token } = storePending(ctx.db, reminder, ctx.now);
      deliverMail(ctx, confirmationMail(ctx.db, ctx.config, { id, ...reminder }, token));
    }
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' }, Registriert: true, Nachricht: ANSWER });
  },
};

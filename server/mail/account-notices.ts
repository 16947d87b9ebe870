/**
 * Notices to an account's own address on file about something done with the account: they tell
 * the owner what happened and what to do if it was not them, and never carry a password or a link
 * that would act on the account.
 */
import { composeMail } from './compose';
import { formatInstant } from './confirmations';
import type { OutgoingMail } from './outbox';

export interface PasswordChange {
  login: string;
  /** 'changed': in the portal with the old password; 'reset': through a link from a reset mail. */
  how: 'changed' | 'reset';
  whenMs: number;
}

export function passwordChanged(to: string, change: PasswordChange): OutgoingMail {
  return composeMail(to, 'Ihr Passwort für das Bürgerportal wurde geändert', [
    change.how === 'reset'
      ? 'das Passwort Ihres Zugangs zum Bürgerportal wurde soeben über einen Link aus einer E-Mail „Neues Passwort für das Bürgerportal“ neu vergeben.'
      : 'das Passwort Ihres Zugangs zum Bürgerportal wurde soeben in Ihren Zugangsdaten geändert.',
    { facts: [['Benutzerkennung', change.login], ['Geändert am', formatInstant(change.whenMs)]] },
    'Alle bisherigen Anmeldungen mit dem alten Passwort wurden beendet.',
    'Waren Sie das nicht, fordern Sie bitte sofort auf der Anmeldeseite über „Passwort vergessen?“ ein neues Passwort an und wenden Sie sich an uns. ' +
      'Waren Sie es selbst, ist nichts weiter zu tun.',
  ]);
}

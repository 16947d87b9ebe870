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

export interface RegistrationAttempt {
  /** The account's login (the account's own address may read it). */
  login: string;
  kassenzeichen: string;
  objektNr: string;
  whenMs: number;
}

/**
 * Someone registered for an object whose owner has a login: nothing changed, the owner learns of
 * it. Kassenzeichen and Objektnummer are the owner's own (they matched the object), nothing else
 * typed is repeated. At most one a day per account (RegistriereBenutzer), so the two numbers do
 * not flood the owner's mailbox.
 */
export function registrationAttempted(to: string, attempt: RegistrationAttempt): OutgoingMail {
  return composeMail(to, 'Registrierungsversuch für Ihr Grundstück im Bürgerportal', [
    'für Ihr Grundstück hat sich soeben jemand im Bürgerportal registriert, mit Kassenzeichen und Objektnummer von Ihrem Gebührenbescheid und einer anderen E-Mail-Adresse als Ihrer. ' +
      'Weil Sie schon einen Zugang haben, wurde kein weiterer eingerichtet; Ihr Zugang, Ihr Passwort und Ihre E-Mail-Adresse bleiben unverändert.',
    { facts: [['Ihre Benutzerkennung', attempt.login], ['Kassenzeichen', attempt.kassenzeichen], ['Objektnummer', attempt.objektNr], ['Versucht am', formatInstant(attempt.whenMs)]] },
    'Waren Sie das selbst, ist nichts weiter zu tun; haben Sie Ihr Passwort vergessen, wählen Sie bei der Anmeldung „Passwort vergessen?“. ' +
      'Waren Sie es nicht, kennt jemand anderes diese Angaben. Bitte wenden Sie sich an uns, wenn Sie das nicht erwartet haben.',
  ]);
}

/**
 * A registration for the owner was confirmed: the login is open, and the account's address is now
 * the one the link confirmed. Told to the address on file before (the owner's, as the authority
 * knows it), which no longer receives the account's mails.
 */
export function loginOpened(to: string, opened: { login: string; whenMs: number }): OutgoingMail {
  return composeMail(to, 'Für Ihr Grundstück wurde ein Zugang zum Bürgerportal eingerichtet', [
    'für Ihr Grundstück wurde soeben ein Zugang zum Bürgerportal freigeschaltet. Er wurde mit Kassenzeichen und Objektnummer von Ihrem Gebührenbescheid registriert und über einen Link an eine andere E-Mail-Adresse als diese bestätigt; ' +
      'Links für ein neues Passwort und Hinweise zum Zugang gehen künftig an jene Adresse.',
    { facts: [['Benutzerkennung', opened.login], ['Freigeschaltet am', formatInstant(opened.whenMs)]] },
    'Haben Sie oder jemand aus Ihrem Haushalt sich registriert, ist nichts weiter zu tun. Wenn nicht, wenden Sie sich bitte umgehend an uns, damit wir den Zugang sperren.',
  ]);
}

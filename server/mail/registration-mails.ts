/**
 * The mails of a registration (RegistriereBenutzer, BestaetigeRegistrierung), in German with
 * greeting and closing. Until the link is followed, the typed address is nobody's confirmed
 * address: those mails repeat nothing typed into the form (the wished login could be any text or
 * link), only what happened and what to do. The mail after the confirmation goes to an address
 * that is then confirmed as the registrant's, and greets them with the name they gave.
 */
import { composeMail } from './compose';
import { formatInstant } from './confirmations';
import type { OutgoingMail } from './outbox';

const SUBJECT = 'Ihre Registrierung im Bürgerportal';

/** The registration is recorded: the link that opens the login. */
export function registrationLink(to: string, link: string, lifetimeHours: number): OutgoingMail {
  return composeMail(to, 'Bitte bestätigen Sie Ihre Registrierung im Bürgerportal', [
    'vielen Dank für Ihre Registrierung im Bürgerportal. Ihr Zugang ist noch nicht freigeschaltet: ' +
      'Bitte bestätigen Sie zuerst, dass diese E-Mail-Adresse Ihnen gehört. Öffnen Sie dazu den folgenden Link und geben Sie dort das Passwort ein, das Sie bei der Registrierung gewählt haben.',
    { label: 'Zugang freischalten', link },
    `Der Link gilt ${lifetimeHours} Stunden und nur einmal. Danach melden Sie sich mit der Benutzerkennung, die Sie bei der Registrierung gewählt haben, und Ihrem Passwort an. ` +
      'Ist der Link abgelaufen, registrieren Sie sich bitte erneut.',
    'Haben Sie sich nicht im Bürgerportal registriert, hat jemand diese E-Mail-Adresse angegeben. Dann ignorieren Sie diese E-Mail bitte: Ohne Bestätigung wird kein Zugang eingerichtet.',
  ]);
}

export function registrationLoginTaken(to: string): OutgoingMail {
  return composeMail(to, SUBJECT, [
    'die Benutzerkennung, die Sie bei der Registrierung im Bürgerportal gewählt haben, ist bereits vergeben; es wurde kein Zugang eingerichtet.',
    'Bitte registrieren Sie sich erneut mit einer anderen Benutzerkennung.',
    'Haben Sie sich nicht im Bürgerportal registriert, hat jemand diese E-Mail-Adresse angegeben. Dann ignorieren Sie diese E-Mail bitte.',
  ]);
}

export function registrationOwnerHasLogin(to: string): OutgoingMail {
  return composeMail(to, SUBJECT, [
    'für das Grundstück, für das Sie sich im Bürgerportal registriert haben, besteht bereits ein Zugang; es wurde kein weiterer eingerichtet, und der bestehende bleibt unverändert.',
    'Gehört der Zugang Ihnen und wissen Sie Ihr Passwort nicht mehr, wählen Sie bei der Anmeldung „Passwort vergessen?“: Der Link für ein neues Passwort geht an die E-Mail-Adresse des Zugangs. ' +
      'Andernfalls wenden Sie sich bitte an uns.',
    'Haben Sie sich nicht im Bürgerportal registriert, hat jemand diese E-Mail-Adresse angegeben. Dann ignorieren Sie diese E-Mail bitte.',
  ]);
}

export interface OpenedLogin {
  /** The name given at the registration (first name and surname), for the greeting. */
  name: string | null;
  login: string;
  whenMs: number;
}

/** To the address the link confirmed: the login is open. */
export function registrationConfirmed(to: string, opened: OpenedLogin): OutgoingMail {
  return composeMail(
    to,
    'Ihr Zugang zum Bürgerportal ist freigeschaltet',
    [
      'Sie haben Ihre E-Mail-Adresse bestätigt, und Ihr Zugang zum Bürgerportal ist freigeschaltet. Sie melden sich ab sofort mit dieser Benutzerkennung und Ihrem Passwort an:',
      { facts: [['Benutzerkennung', opened.login], ['Freigeschaltet am', formatInstant(opened.whenMs)]] },
      'An diese E-Mail-Adresse schicken wir Ihnen künftig Links für ein neues Passwort und Hinweise zu Ihrem Zugang. Ändern können Sie sie nach der Anmeldung unter „Meine Daten“.',
    ],
    { name: opened.name },
  );
}

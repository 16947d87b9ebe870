/**
 * RegistriereBenutzer: a resident asks for a login for the owner of an object, identified by
 * Kassenzeichen and Objektnummer (both printed on the fee notice; a wrong pair counts as a failed
 * login), with a wished Benutzerkennung and a password (its SHA-256; the password rules are
 * the portal's).
 *
 * Nothing is opened here. When the owner has no login and the wished one is free, the registration
 * waits (auth/registrations.ts) and the typed address gets a link; the login opens only when the
 * link is followed (BestaetigeRegistrierung). Until then the owner's data, address on file and
 * logins stay as they were, and logging in with the wished login says the address is still to be
 * confirmed. A stranger's registration does not end the owner's: whoever confirms first opens it.
 *
 * An owner who has a login keeps it unchanged: the typed address is told that a login exists, and
 * the account's own address (when it is another) that someone tried, at most once a day.
 *
 * Whether the identifier is taken or the owner has a login is NOT answered (it told which logins
 * exist): the answer is the same in every case, and the e-mail to the typed address says what
 * happened. Asking is limited per client address, mails per recipient (mail/deliver.ts).
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { linkTo } from '../../auth/link-tokens';
import { credentialByAddress, credentialByLogin, derive, isClientHash } from '../../auth/passwords';
import { tryConsumeRate, REGISTRATION_LIMIT, type RateLimit } from '../../auth/rate-limit';
import { loginPendingForOther, recordPendingRegistration, REGISTRATION_LIFETIME_MS } from '../../auth/registrations';
import { unprocessable } from '../../errors';
import { registrationAttempted } from '../../mail/account-notices';
import { accountEmail } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { registrationLink, registrationLoginTaken, registrationOwnerHasLogin } from '../../mail/registration-mails';
import { reqStr, str, int } from './params';
import { valueResult, type FunctionContext, type FunctionHandler } from './types';
import { visitorIdentity, visitorObject } from './visitor-object';

/** Notices to an account's own address about registrations for its objects: one a day. */
const REGISTRATION_NOTICE_LIMIT: RateLimit = { scope: 'registration-notice', max: 1, windowMs: 24 * 3_600_000 };

const REGISTRATION_ANSWER =
  'Vielen Dank. Wir haben Ihnen eine E-Mail geschickt. Ihr Zugang ist erst freigeschaltet, wenn Sie den Link darin geöffnet und dort Ihr Passwort eingegeben haben; ' +
  'vorher ist keine Anmeldung möglich. Enthält die E-Mail keinen Link, steht darin, was zu tun ist.';

interface Registration {
  id: number;
  ownerId: number;
  kassenzeichen: string;
  objektNr: string;
  login: string;
  passwordHash: string;
  email: string;
}

function register(ctx: FunctionContext, r: Registration): void {
  const existing = credentialByAddress(ctx.db, r.ownerId);
  if (existing) {
    // The derivation a new registration costs, paid in every case: the time tells no outcome.
    derive(r.passwordHash, Buffer.alloc(16));
    deliverMail(ctx, registrationOwnerHasLogin(r.email));
    const own = accountEmail(ctx.db, r.ownerId);
    if (own && own.toLowerCase() !== r.email.toLowerCase() && tryConsumeRate(ctx.db, REGISTRATION_NOTICE_LIMIT, String(r.ownerId), ctx.now)) {
      deliverMail(ctx, registrationAttempted(own, { login: existing.login, kassenzeichen: r.kassenzeichen, objektNr: r.objektNr, whenMs: ctx.now }));
    }
    return;
  }
  if (credentialByLogin(ctx.db, r.login) || loginPendingForOther(ctx.db, r.login, r.ownerId, ctx.now)) {
    derive(r.passwordHash, Buffer.alloc(16));
    deliverMail(ctx, registrationLoginTaken(r.email));
    return;
  }
  const token = recordPendingRegistration(ctx.db, { registrationId: r.id, addressId: r.ownerId, login: r.login, email: r.email, passwordHash: r.passwordHash }, ctx.now);
  deliverMail(ctx, registrationLink(r.email, linkTo(ctx.config, 'zugang-bestaetigen', token), REGISTRATION_LIFETIME_MS / 3_600_000));
}

export const RegistriereBenutzer: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  idempotent: true,
  run(ctx) {
    const { kassenzeichen, objektNr, name, email } = visitorIdentity(ctx, 'email');
    const login = reqStr(ctx.params, 'benutzerkennung').trim();
    const passwordHash = reqStr(ctx.params, 'passwortHash').trim();
    if (ctx.params.datenschutz !== true) throw unprocessable('datenschutz', 'Bitte bestätigen Sie die Datenschutzhinweise.');
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    if (!isClientHash(passwordHash)) throw unprocessable('password', 'Das Passwort wurde nicht verschlüsselt übermittelt.');
    // A sold object (EigentuemerBis passed) no longer identifies its former owner.
    const object = visitorObject(ctx, kassenzeichen, objektNr, REGISTRATION_LIMIT, (o) => o.owner !== null && !(o.bis !== null && o.bis < ctx.now));
    // What was typed about the person is kept with the registration: the authority sees who asked,
    // and the mail after the confirmation greets them by this name.
    const payload = { anredenId: int(ctx.params, 'anredenId'), vorname: str(ctx.params, 'vorname')?.trim() || null, name, telefon: str(ctx.params, 'telefon') };
    const id = Number(
      ctx.db
        .prepare(`INSERT INTO srv_registrations (kassenzeichen, objekt_nr, login, email, payload, created_ms) VALUES (?, ?, ?, ?, ?, ?)`)
        .run(kassenzeichen, objektNr, login, email, JSON.stringify(payload), ctx.now).lastInsertRowid,
    );
    register(ctx, { id, ownerId: object.owner!, kassenzeichen, objektNr, login, passwordHash, email });
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' }, Registriert: true, Nachricht: REGISTRATION_ANSWER });
  },
};

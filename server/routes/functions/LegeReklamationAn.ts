/**
 * LegeReklamationAn: a visitor's claim or request by address (no login). The contact data are
 * required, since the authority can only answer through them; the claim belongs to no object, so
 * no resident ever sees it in their history. Limited per client address like the other public
 * functions that write (a household reports a few things, not hundreds).
 */
import { consumeRate, PUBLIC_CLAIM_LIMIT } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { checkClaim, confirmClaim, storeClaim } from './claim-common';
import { reqStr, str } from './params';
import { valueResult, type FunctionHandler } from './types';

/** What a visitor's claim may be about: an address, a street, a place, or nothing in particular. */
export const VISITOR_ASSIGNMENTS: readonly number[] = [10, 9, 8, 0];

const CONTACT = ['anruferName', 'anruferStrasse', 'anruferHausNr', 'anruferPLZ', 'anruferOrt', 'eMail'] as const;

export const LegeReklamationAn: FunctionHandler = {
  auth: 'public',
  idempotent: true,
  run(ctx) {
    // Required here although nullable in the resident's function: the answer goes to this address.
    for (const name of CONTACT) reqStr(ctx.params, name);
    const claim = checkClaim(ctx);
    if (!VISITOR_ASSIGNMENTS.includes(claim.typ)) throw unprocessable('zuordnungstyp', 'Die Zuordnung des Anliegens ist ungültig.');
    // Only the types the authority offers for such a claim (its ReklamationsZuordnungen).
    const assigned = ctx.db
      .prepare(`SELECT 1 FROM "ReklamationsZuordnungen" WHERE "ReklamationsZuordnungsTyp" = ? AND "ReklamationsArt__fk" = ?`)
      .get(claim.typ, claim.artId);
    if (!assigned) throw unprocessable('reklamationsart', 'Diese Art des Anliegens gibt es für eine Meldung ohne Anmeldung nicht.');
    // Counted only for claims that would be stored: a typo in the form costs no attempt.
    consumeRate(ctx.db, PUBLIC_CLAIM_LIMIT, ctx.client, ctx.now);
    const id = storeClaim(ctx, claim, null);
    const text = (name: string) => str(ctx.params, name)?.trim() ?? '';
    confirmClaim(ctx, claim, id, {
      objectId: null,
      sender: {
        name: [text('anruferVorname'), text('anruferName')].filter(Boolean).join(' '),
        address: `${text('anruferStrasse')} ${text('anruferHausNr')}, ${text('anruferPLZ')} ${text('anruferOrt')}`,
      },
    });
    return valueResult(ctx, id);
  },
};

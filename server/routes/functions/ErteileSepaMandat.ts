/**
 * ErteileSepaMandat(objekteId, kontoinhaber, iban, zustimmung): a SEPA direct-debit mandate for one
 * of the session's objects. The IBAN is checked here again (check digits, SEPA country); the bank's
 * name comes from the Banken table. A new mandate replaces the object's previous one. Only a masked
 * IBAN is readable afterwards. The confirmation goes to the account's e-mail address.
 */
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { assertWritableObject } from '../../auth/objects';
import { entityResult } from '../../engine';
import { unprocessable } from '../../errors';
import { entityName, forgetAnswersNaming } from '../../idempotency';
import { accountEmail, mandateGranted } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { insertInto, nextKey } from '../../sql';
import { toWireMs } from '../../time';
import { reqInt, str } from './params';
import type { FunctionHandler } from './types';

/** `DE89370400440532013000` -> `DE89 **** **** **** **30 00`: enough to recognise one's own account. */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export const ErteileSepaMandat: FunctionHandler = {
  auth: 'session',
  fullLogin: true,
  idempotent: true,
  run(ctx) {
    const objectId = reqInt(ctx.params, 'objekteId');
    assertWritableObject(ctx.db, ctx.session!, objectId, ctx.now);
    const holder = (str(ctx.params, 'kontoinhaber') ?? '').trim();
    if (holder === '' || holder.length > 70) throw unprocessable('kontoinhaber', 'Bitte geben Sie die Kontoinhaberin oder den Kontoinhaber an.');
    const iban = electronicFormatIBAN(str(ctx.params, 'iban') ?? '') ?? '';
    if (!isValidIBAN(iban) || !isSEPACountry(iban.slice(0, 2))) throw unprocessable('iban', 'Die IBAN ist ungültig.');
    if (ctx.params.zustimmung !== true) throw unprocessable('zustimmung', 'Bitte erteilen Sie das Lastschriftmandat.');
    const bank = iban.startsWith('DE')
      ? (ctx.db.prepare(`SELECT "Name" AS name FROM "Banken" WHERE "Bankleitzahl" = ?`).get(iban.slice(4, 12)) as { name: string } | undefined)
      : undefined;
    const kz = (ctx.db.prepare(`SELECT "Kassenzeichen" AS kz FROM "Objekte" WHERE "ObjekteId" = ?`).get(objectId) as { kz: string | null }).kz;
    const id = ctx.db.transaction(() => {
      const replaced = ctx.db.prepare(`SELECT "SepaMandateId" AS id FROM "SepaMandate" WHERE "Objekt__fk" = ?`).all(objectId) as { id: number }[];
      ctx.db.prepare(`DELETE FROM "SepaMandate" WHERE "Objekt__fk" = ?`).run(objectId);
      // Granting a replaced mandate again (within the double-submit window) must grant it anew.
      forgetAnswersNaming(ctx.db, replaced.map((m) => entityName('SepaMandate', m.id)));
      const mandateId = nextKey(ctx.db, 'SepaMandate', 'SepaMandateId');
      insertInto(ctx.db, 'SepaMandate', {
        SepaMandateId: mandateId,
        Mandatsreferenz: `${kz ?? `OBJ${objectId}`}-M${String(mandateId).padStart(4, '0')}`,
        Kontoinhaber: holder,
        IbanMaskiert: maskIban(iban),
        Bankname: bank?.name ?? null,
        Erteilt: toWireMs(ctx.now),
        Objekt__fk: objectId,
      });
      return mandateId;
    })();
    const to = accountEmail(ctx.db, ctx.session!.addressId);
    if (to) {
      const { reference } = ctx.db.prepare(`SELECT "Mandatsreferenz" AS reference FROM "SepaMandate" WHERE "SepaMandateId" = ?`).get(id) as { reference: string };
      deliverMail(ctx, mandateGranted(to, { reference, holder, maskedIban: maskIban(iban), bank: bank?.name ?? null, kassenzeichen: kz, whenMs: ctx.now }));
    }
    return { ...entityResult(ctx, 'SepaMandate', id), names: [entityName('SepaMandate', id)] };
  },
};

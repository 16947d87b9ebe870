/**
 * LegeStueckgutAuftragAn: registers a bulky-waste pick-up for one of the session's objects under
 * the rules of server/dump/order-input.ts. A paid type's order waits for its payment: it carries
 * the provider's URL and transaction id (ZahlungsUrl, ZahlungsTransaktionsId).
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { positionText } from '../../../codegen/runtime/quantity';
import { assertWritableObject } from '../../auth/objects';
import { checkConsent, checkDate, checkItems, checkQuota, orderType, parsePositions } from '../../dump/order-input';
import { PAYMENT_OPEN } from '../../dump/payment';
import { returnUrlOf, startPayment } from '../../payment/index';
import { entityResult } from '../../engine';
import { ApiError } from '../../errors';
import { entityName } from '../../idempotency';
import { dumpBooked, isAccountAddress } from '../../mail/confirmations';
import { portalLink } from '../../mail/links';
import { deliverMail } from '../../mail/deliver';
import { insertInto, nextKey } from '../../sql';
import { toWireMs, wireDay } from '../../time';
import { STATUS } from '../../work-status';
import { int, reqInt, str } from './params';
import type { FunctionHandler } from './types';

export const LegeStueckgutAuftragAn: FunctionHandler = {
  auth: 'session',
  idempotent: true,
  run(ctx) {
    const objectId = reqInt(ctx.params, 'objekteId');
    assertWritableObject(ctx.db, ctx.session!, objectId, ctx.now);
    const type = orderType(ctx.db, reqInt(ctx.params, 'stueckgutAuftragsartenId'));
    const other = str(ctx.params, 'sonstiges')?.trim() || null;
    const positions = checkItems(
      ctx.db,
      type,
      parsePositions(str(ctx.params, 'positionen'), { itemId: int(ctx.params, 'stueckgutId'), count: int(ctx.params, 'anzahl') }),
      other,
    );
    const today = wireDay(ctx.now);
    checkQuota(ctx.db, type, objectId, positions, today);
    const wish = reqInt(ctx.params, 'wunschtermin');
    checkDate(ctx.db, type, objectId, wish, today);
    const email = str(ctx.params, 'eMail') ?? '';
    if (!isValidEmail(email)) throw new ApiError(400, 'email', 'Die E-Mail-Adresse ist ungültig.');
    checkConsent(type, ctx.params.einwilligung);

    const telefon = str(ctx.params, 'telefon');
    const id = ctx.db.transaction(() => {
      const orderId = nextKey(ctx.db, 'StueckgutAuftraege', 'StueckgutAuftraegeId');
      const now = toWireMs(ctx.now);
      insertInto(ctx.db, 'StueckgutAuftraege', {
        StueckgutAuftraegeId: orderId,
        Erstellungsdatum: now,
        Anmeldedatum: now,
        Aenderungsdatum: null,
        SollDatum: wish,
        IstDatum: null,
        BemerkungExtern: str(ctx.params, 'bemerkung'),
        Bemerkung: telefon ? `Rückfragen: ${telefon}, ${email}` : `Rückfragen: ${email}`,
        Sonstiges: other,
        Status: STATUS.recorded,
        Zahlungsstatus: type.paid ? PAYMENT_OPEN : null,
        StueckgutAuftragsart__fk: type.id,
        Objekt__fk: objectId,
      });
      for (const p of positions) {
        insertInto(ctx.db, 'StueckgutAnzahlen', {
          StueckgutAnzahlenId: nextKey(ctx.db, 'StueckgutAnzahlen', 'StueckgutAnzahlenId'),
          Anzahl: String(p.count),
          Stueckgut__fk: p.itemId,
          StueckgutAuftraege_StueckgutAnzahlen__fk: orderId,
        });
      }
      if (type.paid) {
        // The resident comes back to the object's bulky-waste page, which checks the payment.
        const returnUrl = returnUrlOf(ctx.config.publicUrl, `/objects/${objectId}/dump`);
        const payment = startPayment(ctx.db, { purpose: 'dump', reference: orderId, ownerAddressId: ctx.session!.addressId, returnUrl }, ctx.now);
        if (payment) {
          ctx.db
            .prepare(`UPDATE "StueckgutAuftraege" SET "ZahlungsUrl" = ?, "ZahlungsTransaktionsId" = ? WHERE "StueckgutAuftraegeId" = ?`)
            .run(payment.url, payment.transactionId, orderId);
        }
      }
      return orderId;
    })();
    // Each position as the booking page lists it: "2 × Sofa", "1,5 m³ Baumschnitt".
    const item = ctx.db.prepare(`SELECT "Name" AS name, "Einheit" AS unit FROM "Stueckgueter" WHERE "StueckgutId" = ?`);
    const items = positions.map((p) => {
      const row = item.get(p.itemId) as { name: string; unit: string | null } | undefined;
      return positionText(p.count, row?.unit, row?.name ?? String(p.itemId));
    });
    deliverMail(ctx, dumpBooked(email.trim(), {
        number: id,
        type: type.name,
        day: wish,
        items,
        other,
        note: str(ctx.params, 'bemerkung')?.trim() || null,
        paid: type.paid,
        link: portalLink(ctx.config, `/objects/${objectId}/dump`),
        echo: isAccountAddress(ctx.db, ctx.session, email),
      }),
    );
    return { ...entityResult(ctx, 'StueckgutAuftraege', id), names: [entityName('StueckgutAuftraege', id)] };
  },
};

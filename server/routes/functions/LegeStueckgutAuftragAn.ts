/**
 * LegeStueckgutAuftragAn: registers a bulky-waste pickup for one of the session's objects,
 * respecting the order type's yearly quota and consent requirement.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { assertWritableObject } from '../../auth/objects';
import { entityResult } from '../../engine';
import { unprocessable } from '../../errors';
import { insertInto, nextKey } from '../../sql';
import { toWireMs, wireDay } from '../../time';
import { STATUS } from './cancel';
import { reqInt, str } from './params';
import type { FunctionHandler } from './types';

export const LegeStueckgutAuftragAn: FunctionHandler = {
  auth: 'session',
  idempotent: true,
  run(ctx) {
    const objectId = reqInt(ctx.params, 'objekteId');
    assertWritableObject(ctx.db, ctx.session!, objectId, ctx.now);
    const artId = reqInt(ctx.params, 'stueckgutAuftragsartenId');
    const art = ctx.db
      .prepare(`SELECT "JahresKontingent" AS quota, "Einwilligungserklaerung" AS consent FROM "StueckgutAuftragsarten" WHERE "StueckgutAuftragsartenId" = ?`)
      .get(artId) as { quota: string | null; consent: string | null } | undefined;
    if (!art) throw unprocessable('auftragsart', 'Diese Art der Abholung gibt es nicht.');
    const itemId = reqInt(ctx.params, 'stueckgutId');
    const item = ctx.db.prepare(`SELECT 1 FROM "Stueckgueter" WHERE "StueckgutId" = ? AND "StueckgutAuftragsart__fk" = ?`).get(itemId, artId);
    if (!item) throw unprocessable('stueckgut', 'Dieser Gegenstand passt nicht zur gewählten Art der Abholung.');
    const count = reqInt(ctx.params, 'anzahl');
    if (count < 1 || count > 99) throw unprocessable('anzahl', 'Die Anzahl muss zwischen 1 und 99 liegen.');
    const wish = reqInt(ctx.params, 'wunschtermin');
    const today = wireDay(ctx.now);
    if (wish < today) throw unprocessable('wunschtermin', 'Der Wunschtermin darf nicht in der Vergangenheit liegen.');
    const email = str(ctx.params, 'eMail') ?? '';
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    if (art.consent && ctx.params.einwilligung !== true) {
      throw unprocessable('einwilligung', 'Bitte bestätigen Sie die Bedingungen der Abholung.');
    }
    if (art.quota !== null) {
      const year = new Date(today).getUTCFullYear();
      const used = ctx.db
        .prepare(
          `SELECT COUNT(*) AS n FROM "StueckgutAuftraege" WHERE "Objekt__fk" = ? AND "StueckgutAuftragsart__fk" = ? AND "Status" <> ? AND "Erstellungsdatum" >= ? AND "Erstellungsdatum" < ?`,
        )
        .get(objectId, artId, STATUS.canceled, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)) as { n: number };
      if (used.n >= Number(art.quota)) {
        throw unprocessable('quota', `Das Jahreskontingent von ${Number(art.quota)} Abholungen ist für dieses Objekt ausgeschöpft.`);
      }
    }
    const id = ctx.db.transaction(() => {
      const orderId = nextKey(ctx.db, 'StueckgutAuftraege', 'StueckgutAuftraegeId');
      const now = toWireMs(ctx.now);
      const telefon = str(ctx.params, 'telefon');
      insertInto(ctx.db, 'StueckgutAuftraege', {
        StueckgutAuftraegeId: orderId,
        Erstellungsdatum: now,
        Anmeldedatum: now,
        Aenderungsdatum: null,
        SollDatum: wish,
        IstDatum: null,
        BemerkungExtern: str(ctx.params, 'bemerkung'),
        Bemerkung: telefon ? `Rückfragen: ${telefon}, ${email}` : `Rückfragen: ${email}`,
        Status: STATUS.recorded,
        StueckgutAuftragsart__fk: artId,
        Objekt__fk: objectId,
      });
      insertInto(ctx.db, 'StueckgutAnzahlen', {
        StueckgutAnzahlenId: nextKey(ctx.db, 'StueckgutAnzahlen', 'StueckgutAnzahlenId'),
        Anzahl: count,
        Stueckgut__fk: itemId,
        StueckgutAuftraege_StueckgutAnzahlen__fk: orderId,
      });
      return orderId;
    })();
    return entityResult(ctx, 'StueckgutAuftraege', id);
  },
};

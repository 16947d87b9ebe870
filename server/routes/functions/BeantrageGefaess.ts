/**
 * BeantrageGefaess: a resident orders a bin, exchanges one for another size or returns one, without
 * a login (the container module is public). The property is identified like a registration, by
 * Kassenzeichen and Objektnummer from the fee notice; wrong pairs count as failed logins on that
 * Kassenzeichen (guessing stays bounded) and every request counts against a per-address limit.
 *
 * The request becomes container orders (Auftraege, status recorded) of the object, exactly as the
 * authority's own desk would enter them: an order is a delivery (AuftragsAktion 0), a return is a
 * return (1) of the named bin, an exchange is a return followed by a delivery (predecessor and
 * successor), so the owner sees and may cancel it in the event history after logging in.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { WINDOW_MS, type RateLimit } from '../../auth/rate-limit';
import type { Db } from '../../db';
import { unprocessable } from '../../errors';
import { entityName } from '../../idempotency';
import { binRequestReceived, isAccountAddress } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { insertInto, nextKey } from '../../sql';
import { toWireMs, wireDay } from '../../time';
import { STATUS } from '../../work-status';
import { int, reqInt, str } from './params';
import { valueResult, type FunctionHandler } from './types';
import { visitorIdentity, visitorObject } from './visitor-object';

/** Requests per address: a household orders a few bins, not dozens (a form bot would). */
export const CONTAINER_REQUEST_LIMIT: RateLimit = { scope: 'container-request', max: 10, windowMs: WINDOW_MS };
export const MAX_BINS_PER_REQUEST = 10;
const MAX_WISH_DAYS = 365;
const DAY_MS = 86_400_000;

/** GefaessAntragsarten ids (server/seed/container.ts). */
export const REQUEST_KIND = { order: 1, exchange: 2, return: 3 } as const;
const ACTION = { delivery: 0, return: 1 } as const;

interface Tariff {
  wasteId: number | null;
  volumeId: number | null;
  name: string;
}

function orderableTariff(db: Db, id: number | null): Tariff {
  if (id === null) throw unprocessable('gefaesstarif', 'Bitte wählen Sie den gewünschten Behälter.');
  const row = db
    .prepare(`SELECT "Abfallart__fk" AS wasteId, "VolumenObj__fk" AS volumeId, "Bezeichnung" AS name FROM "GefaesstarifArten" WHERE "GefaesstarifArtenId" = ? AND "IstBestellbar" = 1`)
    .get(id) as Tariff | undefined;
  if (!row) throw unprocessable('gefaesstarif', 'Diesen Behälter können Sie nicht bestellen.');
  return row;
}

function ownBin(db: Db, objectId: number, chip: string | null): { id: number; wasteId: number | null; volumeId: number | null } {
  if (!chip) throw unprocessable('chip', 'Bitte geben Sie die Chipnummer des bisherigen Behälters an.');
  const row = db
    .prepare(`SELECT "GefaesseId" AS id, "Abfallart__fk" AS wasteId, "Volumen__fk" AS volumeId FROM "Gefaesse" WHERE "ChipReferenzNr" = ? AND "Objekt__fk" = ?`)
    .get(chip, objectId) as { id: number; wasteId: number | null; volumeId: number | null } | undefined;
  if (!row) throw unprocessable('chip', 'Zu dieser Chipnummer gibt es auf dem Grundstück keinen Behälter.');
  return row;
}

export const BeantrageGefaess: FunctionHandler = {
  auth: 'public',
  // A stale token left in the browser must not keep a visitor from sending the form.
  ignoresToken: true,
  idempotent: true,
  run(ctx) {
    const { kassenzeichen, objektNr, name, email } = visitorIdentity(ctx, 'eMail');
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    const kind = reqInt(ctx.params, 'antragsart');
    if (!ctx.db.prepare(`SELECT 1 FROM "GefaessAntragsarten" WHERE "GefaessAntragsartenId" = ?`).get(kind) || !Object.values(REQUEST_KIND).includes(kind as 1)) {
      throw unprocessable('antragsart', 'Diese Art des Antrags gibt es nicht.');
    }
    const count = kind === REQUEST_KIND.order ? reqInt(ctx.params, 'anzahl') : 1;
    if (count < 1 || count > MAX_BINS_PER_REQUEST) throw unprocessable('anzahl', `Die Anzahl muss zwischen 1 und ${MAX_BINS_PER_REQUEST} liegen.`);
    const today = wireDay(ctx.now);
    const wish = int(ctx.params, 'wunschtermin');
    if (wish !== null && (wish < today || wish > today + MAX_WISH_DAYS * DAY_MS)) {
      throw unprocessable('wunschtermin', 'Der Wunschtermin muss zwischen heute und einem Jahr in der Zukunft liegen.');
    }
    const bemerkung = str(ctx.params, 'bemerkung')?.trim() || null;

    const object = visitorObject(ctx, kassenzeichen, objektNr, CONTAINER_REQUEST_LIMIT);
    if (object.bis !== null && object.bis < today) throw unprocessable('objekt', 'Für dieses Grundstück können keine Behälter mehr beantragt werden.');

    const tariff = kind === REQUEST_KIND.return ? null : orderableTariff(ctx.db, int(ctx.params, 'gefaesstarifArtenId'));
    const chip = str(ctx.params, 'chipReferenzNr')?.trim() || null;
    const bin = kind === REQUEST_KIND.order ? null : ownBin(ctx.db, object.id, chip);

    const contact = [`Antrag über das Bürgerportal von ${name}`, email, str(ctx.params, 'telefon')?.trim()].filter(Boolean).join(', ');
    const createdIds: number[] = [];
    const id = ctx.db.transaction(() => {
      const created = toWireMs(ctx.now);
      const insert = (aktion: number, values: { wasteId: number | null; volumeId: number | null; binId: number | null; note: string | null; before?: number }): number => {
        const orderId = nextKey(ctx.db, 'Auftraege', 'AuftraegeId');
        insertInto(ctx.db, 'Auftraege', {
          AuftraegeId: orderId,
          Erstellungsdatum: created,
          Plandatum: wish,
          AuftragsStatus: STATUS.recorded,
          AuftragsAktion: aktion,
          Auftragsbemerkung1: values.note,
          Auftragsbemerkung2: bemerkung,
          Auftragsbemerkung3: contact.slice(0, 250),
          Abfallart__fk: values.wasteId,
          Volumen__fk: values.volumeId,
          GefaesseObj__fk: values.binId,
          VorgaengerObj__fk: values.before ?? null,
          Objekt__fk: object.id,
        });
        createdIds.push(orderId);
        return orderId;
      };
      if (kind === REQUEST_KIND.order) {
        const note = count > 1 ? `Neuer Behälter: ${tariff!.name} (${count} Stück)` : `Neuer Behälter: ${tariff!.name}`;
        let last = 0;
        for (let i = 0; i < count; i++) last = insert(ACTION.delivery, { wasteId: tariff!.wasteId, volumeId: tariff!.volumeId, binId: null, note });
        return last;
      }
      if (kind === REQUEST_KIND.return) return insert(ACTION.return, { wasteId: bin!.wasteId, volumeId: bin!.volumeId, binId: bin!.id, note: 'Behälter abmelden' });
      const note = `Tausch auf ${tariff!.name}`;
      const back = insert(ACTION.return, { wasteId: bin!.wasteId, volumeId: bin!.volumeId, binId: bin!.id, note });
      const deliver = insert(ACTION.delivery, { wasteId: tariff!.wasteId, volumeId: tariff!.volumeId, binId: null, note, before: back });
      ctx.db.prepare(`UPDATE "Auftraege" SET "NachfolgerObj__fk" = ? WHERE "AuftraegeId" = ?`).run(deliver, back);
      return deliver;
    })();
    const request =
      kind === REQUEST_KIND.order
        ? `Neuer Behälter: ${tariff!.name}${count > 1 ? ` (${count} Stück)` : ''}`
        : kind === REQUEST_KIND.return
          ? `Behälter abmelden (Chipnummer ${chip})`
          : `Tausch auf ${tariff!.name} (bisheriger Behälter: Chipnummer ${chip})`;
    deliverMail(ctx, binRequestReceived(email, { number: id, request, kassenzeichen, objektNr, wishDay: wish, note: bemerkung, name, echo: isAccountAddress(ctx.db, ctx.session, email) }));
    return { ...valueResult(ctx, id), names: createdIds.map((orderId) => entityName('Auftraege', orderId)) };
  },
};

/**
 * Purpose 'demand': an open Forderung of one of the owner's objects is paid online with its open
 * amount; once paid it is settled (open amount 0, status 2) and the account shows the payment.
 */
import type { Db } from '../db';
import { nextKey } from '../sql';
import { wireDay } from '../time';
import { refuseCoveredDemands } from './demands';
import type { PurposeHandler } from './types';

/** Forderungen.Status as the authority's data uses it. */
export const DEMAND_STATUS = { open: 1, paid: 2 } as const;

interface DemandRow {
  bezeichnung: string;
  offen: string;
  status: number;
  objekt: number;
  kassenzeichen: string | null;
}

function demand(db: Db, id: number): DemandRow | undefined {
  return db
    .prepare(
      `SELECT f."Bezeichnung" AS bezeichnung, f."OffenerBetrag" AS offen, f."Status" AS status, f."Objekt__fk" AS objekt, o."Kassenzeichen" AS kassenzeichen
       FROM "Forderungen" f JOIN "Objekte" o ON o."ObjekteId" = f."Objekt__fk" WHERE f."ForderungenId" = ?`,
    )
    .get(id) as DemandRow | undefined;
}

const cents = (decimal: string): number => Math.round(Number(decimal) * 100);

export const demandPurpose: PurposeHandler = {
  describe(db, reference, ownerAddressId) {
    const owns = db
      .prepare(
        `SELECT 1 FROM "Forderungen" f JOIN "Objekte" o ON o."ObjekteId" = f."Objekt__fk"
         WHERE f."ForderungenId" = ? AND (o."EigentuemerAdressenObj__fk" = ? OR o."PflichtigerAdressenObj__fk" = ?)`,
      )
      .get(reference, ownerAddressId, ownerAddressId);
    const row = owns ? demand(db, reference) : undefined;
    if (!row || row.status === DEMAND_STATUS.paid || !(cents(row.offen) > 0)) return null;
    const kz = row.kassenzeichen ? `, Kassenzeichen ${row.kassenzeichen}` : '';
    return { amountCents: cents(row.offen), description: `${row.bezeichnung}${kz}` };
  },
  onPaid(db, reference, now) {
    const row = demand(db, reference);
    if (!row || row.status === DEMAND_STATUS.paid) return;
    db.prepare(`UPDATE "Forderungen" SET "OffenerBetrag" = '0.00', "Status" = ? WHERE "ForderungenId" = ?`).run(DEMAND_STATUS.paid, reference);
    db.prepare(
      `INSERT INTO "Buchungen" ("BuchungenId", "Buchungsdatum", "Betrag", "Buchungstext", "Kassenzeichen", "Objekt__fk") VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(nextKey(db, 'Buchungen', 'BuchungenId'), wireDay(now), (cents(row.offen) / 100).toFixed(2), `Online-Zahlung ${row.bezeichnung}`, row.kassenzeichen, row.objekt);
  },
  objectOf(db, reference) {
    return demand(db, reference)?.objekt ?? null;
  },
  itemName: (_db, reference) => ({ what: `die Forderung Nr. ${reference}`, label: 'Forderungsnummer', number: String(reference) }),
  beforeStart(db, reference, ownerAddressId, now) {
    // The same demand in an open payment of several would be paid twice.
    refuseCoveredDemands(db, [reference], { purpose: 'demand', reference, ownerAddressId }, now);
  },
};

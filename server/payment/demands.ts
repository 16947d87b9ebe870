/**
 * Purpose 'demands': several open Forderungen of the owner paid with one online payment. The
 * portal sends the demands' ids comma-joined; they are kept once per distinct set in
 * srv_demand_selections, and the payment's reference is that selection's id, so the rule "at most
 * one open payment per item" (the unique index of srv_payments) holds per selection as well. Payable
 * only while every demand of it is the owner's, still open, and the amount is their sum; once paid,
 * each demand is settled with a booking of its own.
 */
import type { Db } from '../db';
import { unprocessable } from '../errors';
import { demandPurpose } from './demand';
import type { PurposeHandler } from './types';

/** More demands than this are not one transfer a resident can check; the portal splits earlier. */
export const MAX_SELECTION = 60;

export function createDemandSelectionTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS srv_demand_selections (id INTEGER PRIMARY KEY AUTOINCREMENT, ids TEXT NOT NULL UNIQUE)`);
}

/** The distinct ids of `referenz` in ascending order, or null when it is not a list of ids. */
export function parseSelection(referenz: string): number[] | null {
  const parts = referenz.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^\d{1,9}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  return ids.length >= 1 && ids.length <= MAX_SELECTION && ids.every((id) => id > 0) ? ids : null;
}

/** The selection id of a set of demands (the same set always has the same id). */
export function selectionOf(db: Db, ids: readonly number[]): number {
  const key = ids.join(',');
  db.prepare('INSERT OR IGNORE INTO srv_demand_selections (ids) VALUES (?)').run(key);
  return (db.prepare('SELECT id FROM srv_demand_selections WHERE ids = ?').get(key) as { id: number }).id;
}

export function demandsOfSelection(db: Db, selection: number): number[] {
  const row = db.prepare('SELECT ids FROM srv_demand_selections WHERE id = ?').get(selection) as { ids: string } | undefined;
  return row ? row.ids.split(',').map(Number) : [];
}

/** Open payments other than of `except` that would also settle `demandId`. */
function coveredElsewhere(db: Db, demandId: number, except: { purpose: string; reference: number }): boolean {
  const single = db.prepare(`SELECT purpose, reference FROM srv_payments WHERE purpose = 'demand' AND reference = ? AND status = 'open'`).all(demandId) as {
    purpose: string;
    reference: number;
  }[];
  const multi = (db.prepare(`SELECT purpose, reference FROM srv_payments WHERE purpose = 'demands' AND status = 'open'`).all() as { purpose: string; reference: number }[]).filter(
    (p) => demandsOfSelection(db, p.reference).includes(demandId),
  );
  return [...single, ...multi].some((p) => p.purpose !== except.purpose || p.reference !== except.reference);
}

/**
 * Refuses (German, HTTP 422) to start a payment for `demandIds` while one of them is part of another
 * open payment: paying both would take the money twice; the resident finishes or cancels that one first.
 */
export function refuseCoveredDemands(db: Db, demandIds: readonly number[], own: { purpose: string; reference: number }): void {
  if (demandIds.some((id) => coveredElsewhere(db, id, own))) {
    throw unprocessable(
      'demand-in-payment',
      'Mindestens eine der gewählten Forderungen ist bereits Teil einer begonnenen Online-Zahlung. Bitte schließen Sie diese Zahlung ab oder brechen Sie sie ab, bevor Sie neu auswählen.',
    );
  }
}

export const demandsPurpose: PurposeHandler = {
  describe(db, reference, ownerAddressId) {
    const ids = demandsOfSelection(db, reference);
    if (ids.length === 0) return null;
    let amountCents = 0;
    for (const id of ids) {
      const one = demandPurpose.describe(db, id, ownerAddressId);
      if (!one) return null;
      amountCents += one.amountCents;
    }
    return { amountCents, description: ids.length === 1 ? `Forderung Nr. ${ids[0]}` : `${ids.length} Forderungen (Nr. ${ids.join(', ')})` };
  },
  onPaid(db, reference, now) {
    for (const id of demandsOfSelection(db, reference)) demandPurpose.onPaid?.(db, id, now);
  },
  objectsOf(db, reference) {
    const objects = demandsOfSelection(db, reference).map((id) => demandPurpose.objectOf?.(db, id) ?? null);
    return objects.length === 0 || objects.includes(null) ? null : [...new Set(objects as number[])];
  },
  beforeStart(db, reference) {
    refuseCoveredDemands(db, demandsOfSelection(db, reference), { purpose: 'demands', reference });
  },
};

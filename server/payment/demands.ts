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

interface OpenPayment {
  id: number;
  purpose: string;
  reference: number;
  owner: number;
}

/** Open payments other than `except` that would also settle `demandId`. */
function coveringPayments(db: Db, demandId: number, except: { purpose: string; reference: number }): OpenPayment[] {
  const open = db
    .prepare(
      `SELECT id, purpose, reference, owner_address_id AS owner FROM srv_payments
       WHERE status = 'open' AND ((purpose = 'demand' AND reference = ?) OR purpose = 'demands')`,
    )
    .all(demandId) as OpenPayment[];
  return open.filter(
    (p) => (p.purpose === 'demand' || demandsOfSelection(db, p.reference).includes(demandId)) && (p.purpose !== except.purpose || p.reference !== except.reference),
  );
}

/**
 * Before a payment for `demandIds` starts, no other open payment may cover one of them: paying both
 * would take the money twice. The owner's own open ones are given up ('replaced'): a resident who
 * left the provider's page of "Ausgewählte bezahlen" without paying and now pays one of those
 * demands alone has abandoned that payment, and waiting for it to expire helps nobody. An open
 * payment of anybody else refuses the start (German, HTTP 422); settled payments are not open and
 * stay as they are.
 */
export function refuseCoveredDemands(db: Db, demandIds: readonly number[], own: { purpose: string; reference: number; ownerAddressId: number }, now: number): void {
  const covering = new Map<number, OpenPayment>();
  for (const id of demandIds) for (const p of coveringPayments(db, id, own)) covering.set(p.id, p);
  if ([...covering.values()].some((p) => p.owner !== own.ownerAddressId)) {
    throw unprocessable(
      'demand-in-payment',
      'Mindestens eine der gewählten Forderungen ist bereits Teil einer begonnenen Online-Zahlung. Bitte schließen Sie diese Zahlung ab oder brechen Sie sie ab, bevor Sie neu auswählen.',
    );
  }
  const replace = db.prepare(`UPDATE srv_payments SET status = 'replaced', settled_ms = ? WHERE id = ? AND status = 'open'`);
  for (const p of covering.values()) replace.run(now, p.id);
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
  itemName(db, reference) {
    const ids = demandsOfSelection(db, reference);
    if (ids.length === 0) return null;
    const list = ids.join(', ');
    return ids.length === 1
      ? { what: `die Forderung Nr. ${list}`, label: 'Forderungsnummer', number: list }
      : { what: `die Forderungen Nr. ${list}`, label: 'Forderungsnummern', number: list };
  },
  objectsOf(db, reference) {
    const objects = demandsOfSelection(db, reference).map((id) => demandPurpose.objectOf?.(db, id) ?? null);
    return objects.length === 0 || objects.includes(null) ? null : [...new Set(objects as number[])];
  },
  beforeStart(db, reference, ownerAddressId, now) {
    refuseCoveredDemands(db, demandsOfSelection(db, reference), { purpose: 'demands', reference, ownerAddressId }, now);
  },
};

/** Database preparation: OData tables from the metadata, server tables, demo data when empty. */
import type { MetadataModel } from '../codegen/edmx/model';
import { createSchema } from './odata/index';
import { createClaimDetailsTable, createServerTables, tableExists, type Db } from './db';
import { DEMO_GAPS_KEY, seedDemoData } from './seed/index';
import { createDemandSelectionTable } from './payment/demands';
import { createPaymentTable } from './payment/table';
import { bumpCalendarVersion, installCalendarVersion } from './calendar/data-version';

export interface PrepareOptions {
  /** Drop every table first (npm start -- --reset). */
  reset?: boolean;
  /** Seed demo data when the database is empty (default true). */
  seed?: boolean;
  /** The seeding day (epoch ms): collection dates cover its year and the next. */
  now?: number;
}

/**
 * Not seeded yet: no seeding recorded (srv_meta, seed/gaps.ts) and no objects. Metadata without
 * `Objekte` has no objects ever; the record keeps it from being seeded again on every start.
 */
export function isEmpty(db: Db): boolean {
  if (tableExists(db, 'srv_meta') && db.prepare(`SELECT 1 FROM srv_meta WHERE key = ?`).get(DEMO_GAPS_KEY)) return false;
  if (!tableExists(db, 'Objekte')) return true;
  return (db.prepare(`SELECT COUNT(*) AS n FROM "Objekte"`).get() as { n: number }).n === 0;
}

function dropAll(db: Db): void {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[];
  db.transaction(() => {
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name.replace(/"/g, '""')}"`);
  })();
}

/** Returns true when demo data was (re)seeded. */
export function prepareDatabase(db: Db, model: MetadataModel, options: PrepareOptions = {}): boolean {
  if (options.reset) dropAll(db);
  const empty = isEmpty(db);
  createSchema(db, model);
  createServerTables(db);
  createClaimDetailsTable(db);
  createPaymentTable(db);
  createDemandSelectionTable(db);
  if (empty && options.seed !== false) {
    seedDemoData(db, model, options.now ?? Date.now());
    // Installed after the seed: a trigger per inserted row would slow the seed down for nothing.
    bumpCalendarVersion(db);
    return true;
  }
  installCalendarVersion(db);
  return false;
}

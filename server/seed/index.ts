/**
 * Demo data for "Landkreis Mittelland": deterministic (seeded PRNG, dates relative to the seeding
 * day), German and realistic. Seeded on first start (empty DB) and on `npm start -- --reset`.
 */
import type { MetadataModel } from '../../codegen/edmx/model';
import type { Db } from '../db';
import { quoteIdent } from '../odata/model-index';
import { wireDay } from '../time';
import { seedContext, type SeedGaps } from './context';
import { rememberGaps } from './gaps';
import { rejectionReason } from './reasons';
import { seedClaimCatalogues, seedDumpCatalogues, seedGeography, seedWasteCatalogues } from './catalogues';
import { seedBanking } from './banking';
import { seedCalendar } from './calendar';
import { seedContainerRequestKinds } from './container';
import { seedContent } from './content';
import { seedFinance } from './finance';
import { seedClaims, seedContainerOrders, seedContainers, seedDrivingOrders, seedDumpOrders, seedEmptyings } from './orders';
import { seedPeople } from './people';
import { seedVisitorClaimTypes } from './visitor-claims';
import { seedWiki } from './wiki';
import { seedAbfallAbc } from './abfall-abc';

export { COMMUNITY_ACCESS, DEMO_LOGINS, DEMO_PASSWORD } from './people';
export { DEMO_GAPS_KEY, demoDataGaps, demoLoginsSeeded } from './gaps';
export type { SeedGaps } from './context';

/**
 * Seeds the demo data into the tables of `model`. Made for the reference metadata, it also runs on
 * another authority's: sets the document lacks are skipped, a set whose rows do not fit is left
 * empty, and a step that fails on such a difference is undone alone (its savepoint) while the
 * others go on. What stayed empty is kept for the start banner (gaps.ts).
 */
export function seedDemoData(db: Db, model: MetadataModel, nowMs: number): SeedGaps {
  const ctx = seedContext(db, model, wireDay(nowMs));
  /** A nested better-sqlite3 transaction is a savepoint: a failing step leaves nothing behind. */
  const step = <T>(run: () => T, fallback: T): T => {
    const before = new Set(ctx.gaps.attempted);
    try {
      return db.transaction(run)();
    } catch (err) {
      // The sets this step wrote are rolled back: report those of them the metadata has as empty.
      for (const set of ctx.gaps.attempted) {
        if (!before.has(set) && ctx.has(set) && !ctx.gaps.rejected.has(set)) ctx.gaps.rejected.set(set, rejectionReason(err));
      }
      return fallback;
    }
  };
  db.transaction(() => {
    const streets = step(() => seedGeography(ctx), []);
    const tariffs = step(() => seedWasteCatalogues(ctx), []);
    step(() => seedClaimCatalogues(ctx), undefined);
    step(() => seedVisitorClaimTypes(ctx), undefined);
    step(() => seedDumpCatalogues(ctx), undefined);
    const calendar = step(() => seedCalendar(ctx, streets, tariffs), []);
    const objects = step(() => seedPeople(ctx, streets), []);
    const containers = step(() => seedContainers(ctx, objects, tariffs), []);
    // Orders and claims for the demo logins' objects (community 1, eigentuemer 2, vermieter 3..42, erstanmeldung 43).
    const featured = [1, 2, 3, 4, 5, 43];
    const streetOf = new Map(objects.map((o) => [o.id, o.streetId]));
    step(() => seedContainerOrders(ctx, featured, containers), undefined);
    step(() => seedDumpOrders(ctx, featured, streetOf), undefined);
    step(() => seedClaims(ctx, featured), undefined);
    step(() => seedEmptyings(ctx, containers, streetOf, calendar), undefined);
    step(() => seedDrivingOrders(ctx, containers, objects.map((o) => o.id)), undefined);
    step(() => seedFinance(ctx, objects), undefined);
    step(() => seedContent(ctx), undefined);
    step(() => seedWiki(ctx), undefined);
    // After the articles and waste types it links to.
    step(() => seedAbfallAbc(ctx), undefined);
    step(() => seedContainerRequestKinds(ctx), undefined);
    step(() => seedBanking(ctx), undefined);
    // A set is seeded whole or not at all: rows that went in before one was refused go again.
    for (const set of ctx.gaps.rejected.keys()) db.exec(`DELETE FROM ${quoteIdent(set)}`);
    rememberGaps(db, model, ctx.gaps);
  })();
  return ctx.gaps;
}

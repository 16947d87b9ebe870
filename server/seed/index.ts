/**
 * Demo data for "Landkreis Mittelland": deterministic (seeded PRNG, dates relative to the seeding
 * day), German and realistic. Seeded on first start (empty DB) and on `npm start -- --reset`.
 */
import type { MetadataModel } from '../../codegen/edmx/model';
import type { Db } from '../db';
import { wireDay } from '../time';
import { seedContext } from './context';
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

export { COMMUNITY_ACCESS, DEMO_LOGINS, DEMO_PASSWORD } from './people';

export function seedDemoData(db: Db, model: MetadataModel, nowMs: number): void {
  const ctx = seedContext(db, model, wireDay(nowMs));
  db.transaction(() => {
    const streets = seedGeography(ctx);
    const tariffs = seedWasteCatalogues(ctx);
    seedClaimCatalogues(ctx);
    seedVisitorClaimTypes(ctx);
    seedDumpCatalogues(ctx);
    const calendar = seedCalendar(ctx, streets, tariffs);
    const objects = seedPeople(ctx, streets);
    const containers = seedContainers(ctx, objects, tariffs);
    // Orders and claims for the demo logins' objects (community 1, eigentuemer 2, vermieter 3..42, erstanmeldung 43).
    const featured = [1, 2, 3, 4, 5, 43];
    seedContainerOrders(ctx, featured, containers);
    seedDumpOrders(ctx, featured);
    seedClaims(ctx, featured);
    seedEmptyings(ctx, containers, new Map(objects.map((o) => [o.id, o.streetId])), calendar);
    seedDrivingOrders(ctx, containers, objects.map((o) => o.id));
    seedFinance(ctx, objects);
    seedContent(ctx);
    seedWiki(ctx);
    seedContainerRequestKinds(ctx);
    seedBanking(ctx);
  })();
}

/** What every seeding step receives. */
import type { MetadataModel } from '../../codegen/edmx/model';
import type { Db } from '../db';
import { insertRow } from '../odata/index';
import { Random } from './random';

export interface SeedContext {
  db: Db;
  model: MetadataModel;
  rng: Random;
  /** Seeding day, wire-encoded midnight (Berlin). */
  today: number;
  year: number;
  insert: (set: string, row: Record<string, unknown>) => void;
}

export function seedContext(db: Db, model: MetadataModel, today: number): SeedContext {
  return {
    db,
    model,
    rng: new Random(20260101),
    today,
    year: new Date(today).getUTCFullYear(),
    insert: (set, row) => {
      insertRow(db, model, set, row);
    },
  };
}

/** What every seeding step receives. */
import type { MetadataModel } from '../../codegen/edmx/model';
import type { Db } from '../db';
import { insertableNames, insertRow } from '../odata/index';
import { indexModel } from '../odata/model-index';
import { completeRow } from './fill';
import { rejectionReason } from './reasons';
import { Random } from './random';

/**
 * What the demo data could not put into this metadata's tables. Another authority's document
 * (PORTAL_METADATA_FILE) may lack a set the demo fills or declare it differently; seeding goes on
 * with the rest and says what it left empty (seed/gaps.ts).
 */
export interface SeedGaps {
  /** Sets the demo data fills that the metadata does not declare. */
  missing: Set<string>;
  /** Sets the metadata declares whose demo rows did not fit (types, keys, required values), with why: left empty. */
  rejected: Map<string, string>;
  /** Sets seeded without the demo values of properties the metadata does not declare for them. */
  trimmed: Set<string>;
  /** Every set the demo data tried to fill. */
  attempted: Set<string>;
}

export interface SeedContext {
  db: Db;
  model: MetadataModel;
  rng: Random;
  /** Seeding day, wire-encoded midnight (Berlin). */
  today: number;
  year: number;
  /** Inserts a demo row; a set the metadata lacks or a row it does not take is noted in `gaps`, not thrown. */
  insert: (set: string, row: Record<string, unknown>) => void;
  /** Whether the metadata declares the set (for steps that also read or update it by SQL). */
  has: (set: string) => boolean;
  gaps: SeedGaps;
}

export function seedContext(db: Db, model: MetadataModel, today: number): SeedContext {
  const gaps: SeedGaps = { missing: new Set(), rejected: new Map(), trimmed: new Set(), attempted: new Set() };
  const has = (set: string) => model.entitySets.has(set);
  const knownNames = new Map<string, ReadonlySet<string>>();
  const counters = new Map<string, number>();
  const idx = indexModel(model);
  return {
    db,
    model,
    rng: new Random(20260101),
    today,
    year: new Date(today).getUTCFullYear(),
    insert: (set, row) => {
      gaps.attempted.add(set);
      if (!has(set)) {
        gaps.missing.add(set);
        return;
      }
      if (gaps.rejected.has(set)) return;
      try {
        // A value for a property (or link) this metadata does not declare is left out, not fatal.
        let known = knownNames.get(set);
        if (!known) knownNames.set(set, (known = insertableNames(db, model, set)));
        const fitting = Object.fromEntries(Object.entries(row).filter(([name]) => known.has(name)));
        if (Object.keys(fitting).length < Object.keys(row).length) gaps.trimmed.add(set);
        const info = idx.sets.get(set);
        const next = () => {
          const n = (counters.get(set) ?? 0) + 1;
          counters.set(set, n);
          return n;
        };
        insertRow(db, model, set, info ? completeRow(info, fitting, today, next) : fitting);
      } catch (err) {
        // A statement that fails inserts nothing; the set's earlier rows are removed at the end.
        gaps.rejected.set(set, rejectionReason(err));
      }
    },
    has,
    gaps,
  };
}

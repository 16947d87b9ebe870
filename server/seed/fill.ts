/**
 * Values for the properties another authority's metadata requires that the demo data does not
 * know (a `Mandant` in a composite key, a `Tourkennung` on every collection date): one plain value
 * of the property's type, and for the key a row needs to be told apart a number counted per set.
 */
import type { PropInfo, SetInfo } from '../odata/model-index';
import { numberGuid } from '../odata/schema';

const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

function plainValue(p: PropInfo, today: number): unknown {
  switch (p.kind) {
    case 'boolean':
      return false;
    case 'int':
    case 'int64':
    case 'decimal':
    case 'double':
      return 0;
    case 'datetime':
      return today;
    case 'guid':
      return ZERO_GUID;
    case 'binary':
      return Buffer.alloc(0);
    case 'time':
      return 'PT0S';
    case 'json':
      return '{}';
    default:
      // A short code: fits every MaxLength and reads as a value, unlike an empty string.
      return '1';
  }
}

function countedValue(p: PropInfo, n: number): unknown {
  if (p.kind === 'guid') return numberGuid(n);
  if (p.kind === 'string' || p.kind === 'time') return String(n);
  return n;
}

/**
 * The row with a value for every non-nullable property it lacks. `next` counts the rows of the set:
 * the identifying key (`refKey`) gets it, so rows stay apart; other key parts and properties get
 * one plain value (every demo row the same client).
 */
export function completeRow(set: SetInfo, row: Record<string, unknown>, today: number, next: () => number): Record<string, unknown> {
  let out = row;
  for (const p of set.propList) {
    if (p.nullable && !set.keys.includes(p)) continue;
    if (row[p.name] !== undefined && row[p.name] !== null) continue;
    // An integer key alone is the table's rowid: SQLite numbers it.
    if (set.keys.length === 1 && p === set.refKey && p.kind === 'int') continue;
    if (out === row) out = { ...row };
    out[p.name] = p === set.refKey ? countedValue(p, next()) : plainValue(p, today);
  }
  return out;
}

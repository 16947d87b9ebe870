/**
 * Database row -> OData V2 JSON verbose entity (SERVER-CONVENTIONS.md, wire format): /Date(ms)/,
 * Int64/Decimal as strings, booleans as booleans, `__metadata` with type and uri. Navigation
 * properties are added by the expander only when expanded.
 */
import type { MetadataModel } from '../../codegen/edmx/model';
import { ODataError } from './errors';
import { indexModel, type PropInfo, type SetInfo } from './model-index';

export type Row = Record<string, unknown>;
export type WireEntity = Record<string, unknown>;

export function toWireValue(p: PropInfo, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (p.kind) {
    case 'boolean':
      return v !== 0 && v !== 0n && v !== false;
    case 'datetime':
      return `/Date(${String(v)})/`;
    case 'int64':
    case 'decimal':
      return String(v);
    case 'binary':
      return Buffer.isBuffer(v) ? v.toString('base64') : String(v);
    case 'json':
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    case 'int':
      return typeof v === 'bigint' ? Number(v) : v;
    default:
      return v;
  }
}

/** The key as it appears in a URI: `5`, `'12-A'`, `A=1,B='x'`. */
export function keyPredicate(set: SetInfo, row: Row): string {
  const one = (p: PropInfo): string => {
    const v = row[p.column];
    if (p.kind === 'int' || p.kind === 'double') return String(v);
    if (p.kind === 'int64') return `${String(v)}L`;
    if (p.kind === 'decimal') return `${String(v)}M`;
    if (p.kind === 'guid') return `guid'${String(v)}'`;
    if (p.kind === 'datetime') return `datetime'${new Date(Number(v)).toISOString().slice(0, 19)}'`;
    return `'${encodeURIComponent(String(v).replace(/'/g, "''"))}'`;
  };
  if (set.keys.length === 1) return one(set.keys[0] as PropInfo);
  return set.keys.map((k) => `${k.name}=${one(k)}`).join(',');
}

/**
 * Serialises the stored properties of one row. `select` (property names) limits the properties;
 * keys are always part of the uri.
 */
export function serializeRow(set: SetInfo, row: Row, baseUrl: string, select?: ReadonlySet<string>): WireEntity {
  const out: WireEntity = {
    __metadata: { type: set.typeFqn, uri: `${baseUrl}/${set.name}(${keyPredicate(set, row)})` },
  };
  for (const p of set.propList) {
    if (select && !select.has(p.name)) continue;
    out[p.name] = toWireValue(p, row[p.column]);
  }
  return out;
}

/**
 * For the app (function imports returning entities): serialises a raw row of `setName` exactly like
 * queryEntitySet does. Prefer queryEntitySet/getEntity with a scope when $expand is needed.
 */
export function serializeEntity(model: MetadataModel, setName: string, row: Row, opts: { baseUrl?: string } = {}): WireEntity {
  const set = indexModel(model).sets.get(setName);
  if (!set) throw new ODataError(404, 'not-found', `Die Entitätsmenge „${setName}“ gibt es nicht.`);
  return serializeRow(set, row, opts.baseUrl ?? DEFAULT_BASE_URL);
}

export const DEFAULT_BASE_URL = '/api';

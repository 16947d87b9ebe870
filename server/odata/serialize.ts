/**
 * Database row -> OData V2 JSON verbose entity (docs/metadata-contract.md, "Values on the wire"): /Date(ms)/,
 * Int64/Decimal as strings, booleans as booleans, `__metadata` with type and uri. Navigation
 * properties are added by the expander only when expanded.
 */
import type { MetadataModel } from '../../codegen/edmx/model';
import { clip, ODataError } from './errors';
import { indexModel, type PropInfo, type SetInfo } from './model-index';
import type { ColumnMap, RawRow } from './statements';

export type Row = Record<string, unknown>;
export type WireEntity = Record<string, unknown>;

export const DEFAULT_BASE_URL = '/api';

export function toWireValue(p: Pick<PropInfo, 'kind'>, v: unknown): unknown {
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

function keyLiteral(p: PropInfo, v: unknown): string {
  switch (p.kind) {
    case 'int':
    case 'double':
      return String(v);
    case 'int64':
      return `${String(v)}L`;
    case 'decimal':
      return `${String(v)}M`;
    case 'guid':
      return `guid'${String(v)}'`;
    case 'datetime':
      return `datetime'${new Date(Number(v)).toISOString().slice(0, 19)}'`;
    default:
      return `'${encodeURIComponent(String(v).replace(/'/g, "''"))}'`;
  }
}

interface Field {
  name: string;
  idx: number;
  prop: PropInfo;
  /** Values that go out unchanged (ints, strings): skip the conversion call. */
  plain: boolean;
}

/** A compiled serializer for rows of one set read with one column layout. */
export interface RowSerializer {
  set: SetInfo;
  cols: ColumnMap;
  (row: RawRow, baseUrl: string): WireEntity;
}

const serializers = new WeakMap<SetInfo, WeakMap<ColumnMap, RowSerializer>>();

export function serializerFor(set: SetInfo, cols: ColumnMap, select?: ReadonlySet<string>): RowSerializer {
  if (!select) {
    let perSet = serializers.get(set);
    if (!perSet) serializers.set(set, (perSet = new WeakMap()));
    let s = perSet.get(cols);
    if (!s) perSet.set(cols, (s = compile(set, cols)));
    return s;
  }
  return compile(set, cols, select);
}

function compile(set: SetInfo, cols: ColumnMap, select?: ReadonlySet<string>): RowSerializer {
  const fields: Field[] = [];
  for (const p of set.propList) {
    if (select && !select.has(p.name)) continue;
    const idx = cols.get(p.column);
    if (idx === undefined) continue;
    fields.push({ name: p.name, idx, prop: p, plain: p.kind === 'int' || p.kind === 'string' || p.kind === 'double' || p.kind === 'guid' || p.kind === 'time' });
  }
  const keys = set.keys.map((k) => ({ prop: k, idx: cols.get(k.column) ?? -1 }));
  const single = keys.length === 1 ? keys[0] : undefined;
  const prefix = `/${set.name}(`;
  const type = set.typeFqn;
  const fn = (row: RawRow, baseUrl: string): WireEntity => {
    const key = single ? keyLiteral(single.prop, row[single.idx]) : keys.map((k) => `${k.prop.name}=${keyLiteral(k.prop, row[k.idx])}`).join(',');
    const out: WireEntity = { __metadata: { type, uri: `${baseUrl}${prefix}${key})` } };
    for (const f of fields) {
      const v = row[f.idx];
      out[f.name] = f.plain ? (v ?? null) : toWireValue(f.prop, v);
    }
    return out;
  };
  return Object.assign(fn, { set, cols });
}

/**
 * For the app (function imports returning entities): serialises a row object of `setName` (as read
 * with `SELECT *`) exactly like queryEntitySet does, without expansions. Prefer queryEntitySet /
 * getEntity with a scope when $expand or $select should apply.
 */
export function serializeEntity(model: MetadataModel, setName: string, row: Row, opts: { baseUrl?: string } = {}): WireEntity {
  const set = indexModel(model).sets.get(setName);
  if (!set) throw new ODataError(404, 'not-found', `Die Entitätsmenge „${clip(setName)}“ gibt es nicht.`);
  const names = Object.keys(row);
  const cols = new Map(names.map((n, i) => [n, i]));
  return compile(set, cols)(
    names.map((n) => row[n]),
    opts.baseUrl ?? DEFAULT_BASE_URL,
  );
}

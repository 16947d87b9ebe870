/**
 * The allow-list: every table, column and navigation the engine may put into SQL, derived once per
 * MetadataModel (cached in a WeakMap). Client-supplied names are only ever looked up here; SQL
 * identifiers come from this index, never from the request.
 *
 * Table layout: one table per entity set, one column per property;
 * to-one navigation N on type T -> column "N__fk" in T's table; to-many navigation N on type T ->
 * column "T_N__fk" in the target's table (T = entity type name). A navigation column holds one key
 * property of its target (`refKey`): the key itself, or of a composite key (SAP's `Mandant` +
 * `ObjekteId`) the part that identifies the row, while the others hold one value per database.
 * Navigations to types without an entity set are not supported and left out.
 */
import type { EdmPrimitive, EntityType, MetadataModel, Property } from '../../codegen/edmx/model';

/** How a value behaves in filters and ordering. */
export type ValueKind = 'string' | 'int' | 'int64' | 'decimal' | 'double' | 'boolean' | 'datetime' | 'guid' | 'time' | 'binary' | 'json';

export interface PropInfo {
  name: string;
  /** Raw column name (quote with quoteIdent). */
  column: string;
  /** The Edm primitive, or undefined for complex / collection / enum values (stored as JSON text). */
  edm: EdmPrimitive | undefined;
  kind: ValueKind;
  sqlType: 'INTEGER' | 'TEXT' | 'REAL' | 'BLOB';
  nullable: boolean;
}

export interface NavInfo {
  name: string;
  collection: boolean;
  targetSet: string;
  /** to-one: column in the source table; to-many: column in the target table. */
  fkColumn: string;
}

export interface SetInfo {
  name: string;
  typeFqn: string;
  type: EntityType;
  props: Map<string, PropInfo>;
  /** Properties in declaration order (base type first). */
  propList: PropInfo[];
  keys: PropInfo[];
  /** The key property navigation columns hold (the only key, or the identifying part of a composite one). */
  refKey: PropInfo;
  navs: Map<string, NavInfo>;
  /** Extra columns in this table holding keys of to-many navigations pointing here ("T_N__fk"). */
  incomingFkColumns: string[];
}

export interface ModelIndex {
  sets: Map<string, SetInfo>;
}

const cache = new WeakMap<MetadataModel, ModelIndex>();

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function indexModel(model: MetadataModel): ModelIndex {
  let idx = cache.get(model);
  if (!idx) {
    idx = buildIndex(model);
    cache.set(model, idx);
  }
  return idx;
}

function edmKind(edm: EdmPrimitive): { kind: ValueKind; sqlType: PropInfo['sqlType'] } {
  switch (edm) {
    case 'Edm.Boolean':
      return { kind: 'boolean', sqlType: 'INTEGER' };
    case 'Edm.Byte':
    case 'Edm.SByte':
    case 'Edm.Int16':
    case 'Edm.Int32':
      return { kind: 'int', sqlType: 'INTEGER' };
    case 'Edm.Int64':
      return { kind: 'int64', sqlType: 'TEXT' };
    case 'Edm.Decimal':
      return { kind: 'decimal', sqlType: 'TEXT' };
    case 'Edm.Double':
    case 'Edm.Single':
      return { kind: 'double', sqlType: 'REAL' };
    case 'Edm.DateTime':
    case 'Edm.DateTimeOffset':
    case 'Edm.Date':
      return { kind: 'datetime', sqlType: 'INTEGER' };
    case 'Edm.Guid':
      return { kind: 'guid', sqlType: 'TEXT' };
    case 'Edm.Binary':
    case 'Edm.Stream':
      return { kind: 'binary', sqlType: 'BLOB' };
    case 'Edm.Time':
    case 'Edm.TimeOfDay':
    case 'Edm.Duration':
      return { kind: 'time', sqlType: 'TEXT' };
    default:
      return { kind: 'string', sqlType: 'TEXT' };
  }
}

function propInfo(p: Property): PropInfo {
  if (p.type.kind === 'primitive' && !p.type.collection) {
    const k = edmKind(p.type.name);
    return { name: p.name, column: p.name, edm: p.type.name, kind: k.kind, sqlType: k.sqlType, nullable: p.nullable };
  }
  // Complex, enum, collection and unknown types: stored as JSON text, returned as parsed JSON.
  return { name: p.name, column: p.name, edm: undefined, kind: 'json', sqlType: 'TEXT', nullable: p.nullable };
}

/** Properties, key and navigations including those inherited from base types. */
function flatten(model: MetadataModel, type: EntityType): { props: Property[]; key: string[]; navs: EntityType['navigationProperties'] } {
  const chain: EntityType[] = [];
  const seen = new Set<string>();
  let t: EntityType | undefined = type;
  while (t && !seen.has(t.fqn)) {
    seen.add(t.fqn);
    chain.unshift(t);
    t = t.baseType ? model.entityTypes.get(t.baseType) : undefined;
  }
  const props = new Map<string, Property>();
  const navs = new Map<string, EntityType['navigationProperties'][number]>();
  let key: string[] = [];
  for (const c of chain) {
    for (const p of c.properties) props.set(p.name, p);
    for (const n of c.navigationProperties) navs.set(n.name, n);
    if (c.key.length > 0) key = c.key;
  }
  return { props: [...props.values()], key, navs: [...navs.values()] };
}

function buildIndex(model: MetadataModel): ModelIndex {
  const sets = new Map<string, SetInfo>();
  const setOfType = new Map<string, string>();
  const flat = new Map<string, ReturnType<typeof flatten>>();
  for (const es of model.entitySets.values()) {
    const type = model.entityTypes.get(es.entityType);
    if (!type) continue;
    const f = flat.get(type.fqn) ?? flatten(model, type);
    flat.set(type.fqn, f);
    if (f.key.length === 0) continue;
    const propList = f.props.map(propInfo);
    const props = new Map(propList.map((p) => [p.name, p]));
    const keys = f.key.map((k) => props.get(k)).filter((p): p is PropInfo => p !== undefined);
    if (keys.length !== f.key.length) continue;
    const refKey = identifyingKey(es.name, type.name, keys);
    sets.set(es.name, { name: es.name, typeFqn: type.fqn, type, props, propList, keys, refKey, navs: new Map(), incomingFkColumns: [] });
    if (!setOfType.has(type.fqn)) setOfType.set(type.fqn, es.name);
  }
  for (const info of sets.values()) {
    for (const n of flat.get(info.typeFqn)?.navs ?? []) {
      const targetName = setOfType.get(n.target);
      const target = targetName ? sets.get(targetName) : undefined;
      if (!target || !targetName) continue;
      if (n.collection) {
        const fkColumn = `${info.type.name}_${n.name}__fk`;
        info.navs.set(n.name, { name: n.name, collection: true, targetSet: targetName, fkColumn });
        // Every set of the target type carries the column.
        for (const s of sets.values()) {
          if (s.typeFqn === n.target && !s.incomingFkColumns.includes(fkColumn)) s.incomingFkColumns.push(fkColumn);
        }
      } else {
        info.navs.set(n.name, { name: n.name, collection: false, targetSet: targetName, fkColumn: `${n.name}__fk` });
      }
    }
  }
  return { sets };
}

export function setInfo(idx: ModelIndex, setName: string): SetInfo | undefined {
  return idx.sets.get(setName);
}

/**
 * Of a composite key, the part named after the set or type (`ObjekteId`), else one ending in `Id`,
 * else the last: client or company parts (`Mandant`, `Buchungskreis`) come first in SAP keys.
 */
function identifyingKey(setName: string, typeName: string, keys: PropInfo[]): PropInfo {
  if (keys.length === 1) return keys[0] as PropInfo;
  return (
    keys.find((k) => k.name === `${setName}Id` || k.name === `${typeName}Id`) ??
    keys.findLast((k) => /id$/i.test(k.name)) ??
    (keys[keys.length - 1] as PropInfo)
  );
}

/** The key property a navigation to the set holds (see `refKey`). */
export function singleKey(set: SetInfo): PropInfo {
  return set.refKey;
}

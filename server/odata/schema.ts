/**
 * DDL from the metadata and a fast row inserter for seeding (one table per entity set).
 */
import type { Database, Statement } from 'better-sqlite3';
import type { MetadataModel } from '../../codegen/edmx/model';
import { indexModel, quoteIdent, type ModelIndex, type PropInfo, type SetInfo } from './model-index';

/**
 * Creates one table per entity set plus indexes on keys and every __fk column. Idempotent; a table
 * kept from an older metadata version gets the columns it lacks (nullable, as existing rows have
 * no value), so a persisted database follows a metadata update.
 */
export function createSchema(db: Database, model: MetadataModel): void {
  const idx = indexModel(model);
  const ddl: string[] = [];
  for (const set of idx.sets.values()) {
    const table = quoteIdent(set.name);
    const existing = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
    if (existing.size > 0) {
      const wanted = [...set.propList.map((p) => ({ column: p.column, sqlType: p.sqlType })), ...fkColumns(idx, set)];
      for (const c of wanted) {
        if (!existing.has(c.column)) ddl.push(`ALTER TABLE ${table} ADD COLUMN ${quoteIdent(c.column)} ${c.sqlType};`);
      }
    }
    const cols: string[] = [];
    const intPk = set.keys.length === 1 && set.keys[0]?.sqlType === 'INTEGER' && set.keys[0].kind === 'int';
    for (const p of set.propList) {
      const isKey = set.keys.includes(p);
      let def = `${quoteIdent(p.column)} ${p.sqlType}`;
      if (isKey && intPk) def += ' PRIMARY KEY';
      else if (!p.nullable || isKey) def += ' NOT NULL';
      cols.push(def);
    }
    for (const fk of fkColumns(idx, set)) cols.push(`${quoteIdent(fk.column)} ${fk.sqlType}`);
    if (!intPk) cols.push(`PRIMARY KEY (${set.keys.map((k) => quoteIdent(k.column)).join(', ')})`);
    ddl.push(`CREATE TABLE IF NOT EXISTS ${table} (\n  ${cols.join(',\n  ')}\n);`);
    for (const fk of fkColumns(idx, set)) {
      ddl.push(`CREATE INDEX IF NOT EXISTS ${quoteIdent(`ix_${set.name}_${fk.column}`)} ON ${table} (${quoteIdent(fk.column)});`);
    }
  }
  db.exec(ddl.join('\n'));
}

/** The __fk columns stored in a set's table, typed like the key they hold. */
export function fkColumns(idx: ModelIndex, set: SetInfo): { column: string; sqlType: PropInfo['sqlType'] }[] {
  const out: { column: string; sqlType: PropInfo['sqlType'] }[] = [];
  for (const nav of set.navs.values()) {
    if (nav.collection) continue;
    const target = idx.sets.get(nav.targetSet);
    out.push({ column: nav.fkColumn, sqlType: target?.refKey.sqlType ?? 'TEXT' });
  }
  for (const column of set.incomingFkColumns) {
    const source = [...idx.sets.values()].find((s) => [...s.navs.values()].some((n) => n.collection && n.fkColumn === column));
    out.push({ column, sqlType: source?.refKey.sqlType ?? 'TEXT' });
  }
  return out;
}

/** A Guid made of a row number, so data written for integer keys fits a Guid key. */
export function numberGuid(n: number): string {
  return `00000000-0000-0000-0000-${String(Math.trunc(n)).padStart(12, '0')}`;
}

/** Converts a JS value to what the column stores. */
export function toDbValue(p: Pick<PropInfo, 'kind' | 'name'>, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (p.kind) {
    case 'boolean':
      return value ? 1 : 0;
    case 'datetime':
      if (value instanceof Date) return value.getTime();
      if (typeof value === 'number') return value;
      if (typeof value === 'string') {
        const m = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(value);
        const ms = m ? Number(m[1]) : Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
        if (Number.isFinite(ms)) return ms;
      }
      throw new TypeError(`${p.name}: kein gültiges Datum: ${String(value)}`);
    case 'int64':
    case 'decimal':
      return String(value);
    case 'guid':
      // Demo data numbers its rows; under a Guid key the number becomes a Guid (row 5: 0…0005).
      return typeof value === 'number' ? numberGuid(value) : value;
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return value;
  }
}

type Column = { column: string; prop?: PropInfo; navKey?: string; navProp?: PropInfo };

interface Inserter {
  /** Accepted input name (property, navigation or raw __fk column) -> column. */
  columns: Map<string, Column>;
  /** Prepared INSERTs by the row's key list (seed rows usually share one shape). */
  shapes: Map<string, { stmt: Statement; cols: Column[] }>;
}

const inserters = new WeakMap<Database, WeakMap<MetadataModel, Map<string, Inserter>>>();

function inserterFor(db: Database, model: MetadataModel, setName: string): Inserter {
  let perDb = inserters.get(db);
  if (!perDb) inserters.set(db, (perDb = new WeakMap()));
  let perModel = perDb.get(model);
  if (!perModel) perDb.set(model, (perModel = new Map()));
  let ins = perModel.get(setName);
  if (ins) return ins;
  const idx = indexModel(model);
  const set = idx.sets.get(setName);
  if (!set) throw new TypeError(`Unbekannte Entitätsmenge: ${setName}`);
  const columns = new Map<string, Column>();
  for (const p of set.propList) columns.set(p.name, { column: p.column, prop: p });
  for (const fk of fkColumns(idx, set)) columns.set(fk.column, { column: fk.column });
  for (const nav of set.navs.values()) {
    const navProp = idx.sets.get(nav.targetSet)?.refKey;
    if (!nav.collection) columns.set(nav.name, { column: nav.fkColumn, ...(navProp ? { navKey: navProp.name, navProp } : {}) });
  }
  ins = { columns, shapes: new Map() };
  perModel.set(setName, ins);
  return ins;
}

/** The names `insertRow` accepts for a set: properties, to-one navigations and raw __fk columns. */
export function insertableNames(db: Database, model: MetadataModel, setName: string): ReadonlySet<string> {
  return new Set(inserterFor(db, model, setName).columns.keys());
}

/**
 * Inserts one row. `row` holds property values as JS values (Date or ms for dates, booleans,
 * numbers or strings for Decimal/Int64) and to-one navigation keys either as `{ Objekt: 5 }`,
 * `{ Objekt: { ObjekteId: 5 } }` or `{ Objekt__fk: 5 }`; to-many links as the raw column
 * (`{ StueckgutAuftraege_StueckgutAnzahlen__fk: 7 }`). Unknown names throw a TypeError.
 * Statements are cached per row shape; wrap bulk inserts in `db.transaction` (or use insertRows).
 * Returns the rowid (the key for integer-keyed sets).
 */
export function insertRow(db: Database, model: MetadataModel, setName: string, row: Record<string, unknown>): number | bigint {
  const ins = inserterFor(db, model, setName);
  const names = Object.keys(row);
  const shapeKey = names.join('\u0000');
  let shape = ins.shapes.get(shapeKey);
  if (!shape) {
    const cols = names.map((name) => {
      const c = ins.columns.get(name);
      if (!c) throw new TypeError(`${setName}: unbekannte Eigenschaft ${name}`);
      return c;
    });
    const sql = `INSERT INTO ${quoteIdent(setName)} (${cols.map((c) => quoteIdent(c.column)).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`;
    shape = { stmt: db.prepare(sql), cols };
    ins.shapes.set(shapeKey, shape);
  }
  const values = new Array<unknown>(names.length);
  for (let i = 0; i < names.length; i++) {
    const c = shape.cols[i] as Column;
    let v = row[names[i] as string];
    if (c.prop) v = toDbValue(c.prop, v);
    else if (v !== null && typeof v === 'object') {
      // A navigation given as the target entity (or its key object): take its key value.
      v = (v as Record<string, unknown>)[c.navKey ?? ''];
    }
    if (c.navProp) v = toDbValue(c.navProp, v);
    values[i] = v === undefined ? null : v;
  }
  return shape.stmt.run(values).lastInsertRowid;
}

/** Inserts many rows in one transaction. */
export function insertRows(db: Database, model: MetadataModel, setName: string, rows: Iterable<Record<string, unknown>>): number {
  let n = 0;
  db.transaction(() => {
    for (const r of rows) {
      insertRow(db, model, setName, r);
      n++;
    }
  })();
  return n;
}

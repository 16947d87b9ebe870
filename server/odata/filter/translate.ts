/**
 * $filter AST -> parameterised SQL. Every literal becomes a bound parameter; identifiers come only
 * from the allow-list (via Joins). Values are typed so that mismatches (a date compared with a
 * string, a number passed to tolower) are 400s rather than silent SQLite coercions.
 *
 * Null semantics follow OData's two-valued logic: eq/ne are null-safe (IS / IS NOT), and `not`
 * treats an unknown result as false before negating.
 */
import { badRequest, clip } from '../errors';
import type { Joins } from '../joins';
import type { EdmPrimitive } from '../../../codegen/edmx/model';
import type { ValueKind } from '../model-index';
import { fitsInt } from '../ranges';
import type { FilterNode, LiteralNode } from './ast';

type Kind = ValueKind | 'null';

interface Frag {
  sql: string;
  params: unknown[];
  kind: Kind;
  /** true when sql is already a truth value (comparison, function), false for plain values. */
  pred: boolean;
  /** A plain property: its Edm type, for range checks of the literal it is compared with. */
  edm?: EdmPrimitive | undefined;
  /** An integer literal: its value. */
  int?: number | bigint;
}

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

export function translateFilter(node: FilterNode, joins: Joins): SqlFragment {
  const f = translate(node, joins);
  return { sql: asPredicate(f, node.pos), params: f.params };
}

/** SQL value expression of a column: Decimal and Int64 are stored as text but compare as numbers. */
export function valueExpr(columnSql: string, kind: ValueKind): string {
  if (kind === 'decimal') return `CAST(${columnSql} AS REAL)`;
  if (kind === 'int64') return `CAST(${columnSql} AS INTEGER)`;
  return columnSql;
}

function fail(pos: number, msg: string): Error {
  return badRequest(`Ungültiger Filter an Position ${pos}: ${msg}`);
}

/** Joins SQL pieces and fragments, keeping parameters in textual order. */
function build(kind: Kind, pred: boolean, ...parts: (string | Frag)[]): Frag {
  let sql = '';
  const params: unknown[] = [];
  for (const p of parts) {
    if (typeof p === 'string') sql += p;
    else {
      sql += p.sql;
      params.push(...p.params);
    }
  }
  return { sql, params, kind, pred };
}

function param(value: unknown, kind: Kind): Frag {
  return { sql: '?', params: [value], kind, pred: false };
}

function asPredicate(f: Frag, pos: number): string {
  if (f.pred) return f.sql;
  if (f.kind === 'boolean') return `(${f.sql} = 1)`;
  throw fail(pos, 'der Ausdruck ergibt keinen Wahrheitswert');
}

function pred(f: Frag, pos: number): Frag {
  return { sql: asPredicate(f, pos), params: f.params, kind: 'boolean', pred: true };
}

const NUMERIC = new Set<Kind>(['int', 'int64', 'decimal', 'double']);

function category(k: Kind): string {
  if (NUMERIC.has(k)) return 'number';
  if (k === 'guid' || k === 'time') return 'string';
  return k;
}

function literal(lit: LiteralNode): Frag {
  switch (lit.type) {
    case 'null':
      return param(null, 'null');
    case 'boolean':
      return param(lit.value ? 1 : 0, 'boolean');
    case 'datetime':
    case 'datetimeoffset':
      return param(lit.value, 'datetime');
    case 'binary':
      return param(Buffer.from(String(lit.value), 'hex'), 'binary');
    case 'int':
    case 'int64':
      return { ...param(lit.value, lit.type), int: lit.value as number | bigint };
    default:
      return param(lit.value, lit.type);
  }
}

function translate(node: FilterNode, joins: Joins): Frag {
  switch (node.kind) {
    case 'literal':
      return literal(node);
    case 'path': {
      const r = joins.resolve(node.segments, `Filter an Position ${node.pos}`);
      return { sql: valueExpr(r.sql, r.prop.kind), params: [], kind: r.prop.kind, pred: false, edm: r.prop.edm };
    }
    case 'unary': {
      const operand = translate(node.operand, joins);
      if (node.op === 'not') return build('boolean', true, 'NOT COALESCE(', pred(operand, node.operand.pos), ', 0)');
      if (!NUMERIC.has(operand.kind) && operand.kind !== 'null') throw fail(node.pos, '„-“ erwartet eine Zahl');
      return build(operand.kind, false, '(- ', operand, ')');
    }
    case 'binary':
      return binary(node.op, translate(node.left, joins), translate(node.right, joins), node);
    case 'call':
      return call(node.name, node.args.map((a) => translate(a, joins)), node);
  }
}

const COMPARE: Record<string, string> = { eq: ' IS ', ne: ' IS NOT ', gt: ' > ', ge: ' >= ', lt: ' < ', le: ' <= ' };
const ARITH: Record<string, string> = { add: ' + ', sub: ' - ', mul: ' * ', div: ' / ', mod: ' % ' };

function binary(op: string, l: Frag, r: Frag, node: Extract<FilterNode, { kind: 'binary' }>): Frag {
  if (op === 'and' || op === 'or') {
    return build('boolean', true, '(', pred(l, node.left.pos), op === 'and' ? ' AND ' : ' OR ', pred(r, node.right.pos), ')');
  }
  const cmp = COMPARE[op];
  if (cmp) {
    for (const f of [l, r]) {
      if (f.kind === 'binary' || f.kind === 'json') throw fail(node.pos, 'dieser Wert kann nicht verglichen werden');
    }
    if (l.kind !== 'null' && r.kind !== 'null' && category(l.kind) !== category(r.kind)) {
      throw fail(node.pos, `„${op}“ vergleicht ${KIND_DE[category(l.kind)] ?? l.kind} mit ${KIND_DE[category(r.kind)] ?? r.kind}`);
    }
    if (op !== 'eq' && op !== 'ne' && (l.kind === 'boolean' || r.kind === 'boolean')) throw fail(node.pos, `„${op}“ ist für Wahrheitswerte nicht definiert`);
    for (const [prop, value] of [[l, r], [r, l]] as const) {
      if (value.int !== undefined && !fitsInt(prop.edm, value.int)) {
        throw fail(node.pos, `${String(value.int)} liegt außerhalb des Wertebereichs von ${String(prop.edm)}`);
      }
    }
    return build('boolean', true, '(', l, cmp, r, ')');
  }
  const arith = ARITH[op] as string;
  for (const f of [l, r]) {
    if (!NUMERIC.has(f.kind) && f.kind !== 'null') throw fail(node.pos, `„${op}“ erwartet Zahlen`);
  }
  // Only the category matters for later checks; int stays int so that e.g. `mod` results compare as such.
  return build(l.kind === 'int' && r.kind === 'int' ? 'int' : 'double', false, '(', l, arith, r, ')');
}

type CallNode = Extract<FilterNode, { kind: 'call' }>;

function call(name: string, args: Frag[], node: CallNode): Frag {
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) throw fail(node.pos, `unbekannte Funktion „${clip(name)}“`);
  const [min, max] = fn.arity;
  if (args.length < min || args.length > max) {
    throw fail(node.pos, `„${name}“ erwartet ${min === max ? min : `${min} bis ${max}`} Argumente`);
  }
  args.forEach((a, i) => {
    const want = fn.args[i] ?? fn.args[fn.args.length - 1];
    if (a.kind !== 'null' && want !== undefined && category(a.kind) !== want) {
      throw fail(node.args[i]?.pos ?? node.pos, `„${name}“ erwartet an Stelle ${i + 1} ${GERMAN_CATEGORY[want] ?? want}`);
    }
  });
  return fn.sql(args, node);
}

const GERMAN_CATEGORY: Record<string, string> = { string: 'eine Zeichenkette', number: 'eine Zahl', datetime: 'ein Datum' };
const KIND_DE: Record<string, string> = { string: 'Text', number: 'Zahl', datetime: 'Datum', boolean: 'Wahrheitswert' };

interface FnSpec {
  arity: [number, number];
  /** Expected category per argument. */
  args: string[];
  sql: (a: Frag[], node: CallNode) => Frag;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * contains / startswith / endswith. With a literal needle: LIKE … ESCAPE (so wildcards in the
 * value are data) plus an exact, case-sensitive check, because SQLite's LIKE ignores ASCII case.
 */
function match(mode: 'contains' | 'starts' | 'ends', s: Frag, sub: Frag, subNode: FilterNode | undefined): Frag {
  if (subNode?.kind === 'literal' && typeof subNode.value === 'string') {
    const v = subNode.value;
    const esc = escapeLike(v);
    const pattern = mode === 'contains' ? `%${esc}%` : mode === 'starts' ? `${esc}%` : `%${esc}`;
    const like = build('boolean', true, '(', s, ' LIKE ', param(pattern, 'string'), " ESCAPE '\\'");
    if (v === '') return build('boolean', true, like, ')');
    const len = [...v].length;
    const exact =
      mode === 'contains'
        ? build('boolean', true, 'instr(', s, ', ', param(v, 'string'), ') > 0')
        : mode === 'starts'
          ? build('boolean', true, 'substr(', s, ', 1, ', param(len, 'int'), ') = ', param(v, 'string'))
          : build('boolean', true, 'substr(', s, ', ', param(-len, 'int'), ') = ', param(v, 'string'));
    return build('boolean', true, like, ' AND ', exact, ')');
  }
  if (mode === 'contains') return build('boolean', true, '(instr(', s, ', ', sub, ') > 0)');
  if (mode === 'starts') return build('boolean', true, '(substr(', s, ', 1, length(', sub, ')) = ', sub, ')');
  return build('boolean', true, '(length(', sub, ') = 0 OR substr(', s, ', -length(', sub, ')) = ', sub, ')');
}

function datePart(fmt: string): FnSpec {
  return { arity: [1, 1], args: ['datetime'], sql: ([d]) => build('int', false, `CAST(strftime('${fmt}', `, d as Frag, " / 1000.0, 'unixepoch') AS INTEGER)") };
}

function numeric(fnName: string): FnSpec {
  return { arity: [1, 1], args: ['number'], sql: ([n]) => build((n as Frag).kind === 'int' ? 'int' : 'double', false, `${fnName}(`, n as Frag, ')') };
}

const FUNCTIONS: Record<string, FnSpec> = {
  substringof: { arity: [2, 2], args: ['string', 'string'], sql: ([sub, s], n) => match('contains', s as Frag, sub as Frag, n.args[0]) },
  contains: { arity: [2, 2], args: ['string', 'string'], sql: ([s, sub], n) => match('contains', s as Frag, sub as Frag, n.args[1]) },
  startswith: { arity: [2, 2], args: ['string', 'string'], sql: ([s, sub], n) => match('starts', s as Frag, sub as Frag, n.args[1]) },
  endswith: { arity: [2, 2], args: ['string', 'string'], sql: ([s, sub], n) => match('ends', s as Frag, sub as Frag, n.args[1]) },
  tolower: { arity: [1, 1], args: ['string'], sql: ([s]) => build('string', false, 'odata_lower(', s as Frag, ')') },
  toupper: { arity: [1, 1], args: ['string'], sql: ([s]) => build('string', false, 'odata_upper(', s as Frag, ')') },
  trim: { arity: [1, 1], args: ['string'], sql: ([s]) => build('string', false, 'trim(', s as Frag, ')') },
  length: { arity: [1, 1], args: ['string'], sql: ([s]) => build('int', false, 'length(', s as Frag, ')') },
  indexof: { arity: [2, 2], args: ['string', 'string'], sql: ([s, sub]) => build('int', false, '(instr(', s as Frag, ', ', sub as Frag, ') - 1)') },
  substring: {
    arity: [2, 3],
    args: ['string', 'number', 'number'],
    sql: ([s, start, len]) =>
      len ? build('string', false, 'substr(', s as Frag, ', (', start as Frag, ') + 1, ', len, ')') : build('string', false, 'substr(', s as Frag, ', (', start as Frag, ') + 1)'),
  },
  concat: { arity: [2, 2], args: ['string', 'string'], sql: ([a, b]) => build('string', false, '(', a as Frag, ' || ', b as Frag, ')') },
  replace: { arity: [3, 3], args: ['string', 'string', 'string'], sql: ([s, a, b]) => build('string', false, 'replace(', s as Frag, ', ', a as Frag, ', ', b as Frag, ')') },
  year: datePart('%Y'),
  month: datePart('%m'),
  day: datePart('%d'),
  hour: datePart('%H'),
  minute: datePart('%M'),
  second: datePart('%S'),
  round: numeric('round'),
  floor: numeric('floor'),
  ceiling: numeric('ceiling'),
};

/**
 * OData query values: literals per Edm type, the portal's query-string encoding and a
 * small `$filter` builder. Isomorphic.
 *
 * Quote rule: a top-level query value that starts with `'` is an OData string
 * literal whose inner quotes the transport doubles (`encodeQuery`). Literals embedded inside a larger
 * expression (`$filter`, key predicates) do not start the value, so they are escaped where they are
 * built (`formatLiteral(type, value, { escape: true })`).
 */
import type { QueryValue } from './contract';
import { toBerlinWallClock } from './dates';

/** A value for a typed literal. Dates are instants; Int64/Decimal may be strings to keep precision. */
export type LiteralValue = string | number | boolean | Date | null;

export interface LiteralOptions {
  /** Double inner quotes now (for literals embedded in expressions and key predicates). */
  escape?: boolean;
}

const quote = (text: string, escape: boolean | undefined) => `'${escape ? text.replaceAll("'", "''") : text}'`;

const asDate = (value: LiteralValue): Date => (value instanceof Date ? value : new Date(String(value)));

/** Formats a value as an OData V2 literal of the given Edm type (`'x'`, `5L`, `12.50M`, `DateTime'…'`). */
export function formatLiteral(edmType: string, value: LiteralValue, options: LiteralOptions = {}): string {
  if (value === null) return 'null';
  switch (edmType) {
    case 'Edm.String':
      return quote(String(value), options.escape);
    case 'Edm.Guid':
      return `guid'${String(value)}'`;
    case 'Edm.DateTime':
    case 'Edm.Date':
      return `DateTime'${toBerlinWallClock(asDate(value))}'`;
    case 'Edm.DateTimeOffset':
      return `DateTimeOffset'${asDate(value).toISOString().replace(/\.000Z$/, 'Z')}'`;
    case 'Edm.Time':
    case 'Edm.Duration':
    case 'Edm.TimeOfDay':
      return `time'${String(value)}'`;
    case 'Edm.Binary':
      return `binary'${String(value)}'`;
    case 'Edm.Decimal':
      return `${String(value)}M`;
    case 'Edm.Int64':
      return `${String(value)}L`;
    case 'Edm.Boolean':
      return value === true || value === 'true' ? 'true' : 'false';
    default:
      return typeof value === 'string' ? quote(value, options.escape) : String(value);
  }
}

/** Guesses the literal from a JS value: strings quote, dates become `datetime'…'`, numbers stay. */
export function formatValue(value: LiteralValue, options: LiteralOptions = {}): string {
  if (value instanceof Date) return formatLiteral('Edm.DateTime', value);
  if (typeof value === 'string') return formatLiteral('Edm.String', value, options);
  return value === null ? 'null' : String(value);
}

/** Doubles the inner quotes of a value that starts with a quote. */
export function doubleInnerQuotes(value: string): string {
  if (!value.startsWith("'")) return value;
  const closed = value.length > 1 && value.endsWith("'");
  const inner = value.slice(1, closed ? -1 : undefined);
  return `'${inner.replaceAll("'", "''")}${closed ? "'" : ''}`;
}

/** Reverses `doubleInnerQuotes` on a quoted literal: `'O''Brien'` -> `O'Brien`. */
export function unquoteLiteral(literal: string): string {
  return literal.slice(1, -1).replaceAll("''", "'");
}

// `$` stays readable in keys; everything else is percent-encoded.
const encodeKey = (key: string) => encodeURIComponent(key).replaceAll('%24', '$');

/**
 * Builds the query string (without `?`): null/undefined dropped, inner quotes
 * of quoted values doubled, keys and values URL-encoded, insertion order kept.
 */
export function encodeQuery(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? doubleInnerQuotes(value) : String(value);
    parts.push(`${encodeKey(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

/** A built `$filter` expression; `String(expr)` or `expr.text` gives the OData text. */
export interface FilterExpr {
  readonly text: string;
  toString(): string;
}

const expr = (text: string): FilterExpr => ({ text, toString: () => text });

type Comparison = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** `$filter` builder over property paths `P` (typed per entity set by the generated client). */
export interface FilterBuilder<P extends string = string> {
  eq(path: P, value: LiteralValue): FilterExpr;
  ne(path: P, value: LiteralValue): FilterExpr;
  gt(path: P, value: LiteralValue): FilterExpr;
  ge(path: P, value: LiteralValue): FilterExpr;
  lt(path: P, value: LiteralValue): FilterExpr;
  le(path: P, value: LiteralValue): FilterExpr;
  /** `substringof('x', Path)` (V2). */
  contains(path: P, value: string): FilterExpr;
  and(...parts: (FilterExpr | undefined | false)[]): FilterExpr;
  or(...parts: (FilterExpr | undefined | false)[]): FilterExpr;
  not(part: FilterExpr): FilterExpr;
}

const join = (op: 'and' | 'or', parts: (FilterExpr | undefined | false)[]): FilterExpr => {
  const present = parts.filter((p): p is FilterExpr => Boolean(p));
  if (present.length === 1) return present[0] as FilterExpr;
  return expr(present.map((p) => `(${p.text})`).join(` ${op} `));
};

const compare = (op: Comparison) => (path: string, value: LiteralValue) =>
  expr(`${path} ${op} ${formatValue(value, { escape: true })}`);

/** The untyped builder; generated clients hand out the same object typed by their paths. */
export const filter: FilterBuilder = {
  eq: compare('eq'),
  ne: compare('ne'),
  gt: compare('gt'),
  ge: compare('ge'),
  lt: compare('lt'),
  le: compare('le'),
  contains: (path, value) => expr(`substringof(${formatLiteral('Edm.String', value, { escape: true })}, ${path})`),
  and: (...parts) => join('and', parts),
  or: (...parts) => join('or', parts),
  not: (part) => expr(`not (${part.text})`),
};

/**
 * OData literals outside $filter: entity keys (`Auftraege(5)`, `OrteMitOrtsteilen('12-A')`,
 * `(A=1,B='x')`) and function import parameters (`'it''s'`, `5`, `true`, `DateTime'2026-11-21T00:00:00'`).
 */
import type { EdmPrimitive, MetadataModel } from '../../codegen/edmx/model';
import { badRequest, clip, ODataError } from './errors';
import type { LiteralNode } from './filter/ast';
import { tokenize, type Token } from './filter/lexer';
import { indexModel, type PropInfo, type ValueKind } from './model-index';
import { fitsInt } from './ranges';

/**
 * JS value of a literal for a value of the given kind: dates as ms, Int64/Decimal as strings.
 * Integers must fit the target's Edm type (`edm`), e.g. 40000 is no Edm.Int16.
 */
function coerce(lit: LiteralNode, kind: ValueKind, name: string, edm?: EdmPrimitive): null | boolean | number | string {
  const wrong = () => badRequest(`Der Wert für „${name}“ hat nicht den erwarteten Typ.`);
  if (lit.type === 'null') return null;
  if ((lit.type === 'int' || lit.type === 'int64') && (kind === 'int' || kind === 'int64') && !fitsInt(edm, lit.value as number | bigint)) {
    throw badRequest(`Der Wert für „${name}“ liegt außerhalb des Wertebereichs von ${String(edm)}.`);
  }
  switch (kind) {
    case 'int':
      if (lit.type !== 'int') throw wrong();
      return lit.value as number;
    case 'int64':
      if (lit.type !== 'int' && lit.type !== 'int64') throw wrong();
      return String(lit.value);
    case 'decimal':
      if (lit.type !== 'int' && lit.type !== 'int64' && lit.type !== 'decimal' && lit.type !== 'double') throw wrong();
      return String(lit.value);
    case 'double':
      if (lit.type !== 'int' && lit.type !== 'int64' && lit.type !== 'decimal' && lit.type !== 'double') throw wrong();
      return Number(lit.value);
    case 'boolean':
      if (lit.type !== 'boolean') throw wrong();
      return lit.value as boolean;
    case 'datetime':
      if (lit.type !== 'datetime' && lit.type !== 'datetimeoffset') throw wrong();
      return lit.value as number;
    case 'guid':
      if (lit.type !== 'guid' && lit.type !== 'string') throw wrong();
      return String(lit.value);
    case 'time':
      if (lit.type !== 'time' && lit.type !== 'string') throw wrong();
      return String(lit.value);
    case 'binary':
      if (lit.type !== 'binary') throw wrong();
      return String(lit.value);
    default:
      if (lit.type !== 'string') throw wrong();
      return lit.value as string;
  }
}

const EDM_KIND: Partial<Record<EdmPrimitive, ValueKind>> = {
  'Edm.Boolean': 'boolean',
  'Edm.Byte': 'int',
  'Edm.SByte': 'int',
  'Edm.Int16': 'int',
  'Edm.Int32': 'int',
  'Edm.Int64': 'int64',
  'Edm.Decimal': 'decimal',
  'Edm.Double': 'double',
  'Edm.Single': 'double',
  'Edm.DateTime': 'datetime',
  'Edm.DateTimeOffset': 'datetime',
  'Edm.Date': 'datetime',
  'Edm.Guid': 'guid',
  'Edm.Time': 'time',
  'Edm.Binary': 'binary',
};

/**
 * Parses one function import parameter given as an OData literal. Returns null for `null`,
 * booleans as booleans, Int32 as numbers, dates as ms (wall-clock as UTC, like the database),
 * Int64/Decimal as strings. Throws ODataError 400 (naming the parameter) when malformed.
 */
export function parseLiteralValue(text: string, edmType: EdmPrimitive, name = 'Parameter'): null | boolean | number | string {
  if (text.length > 10_000) throw badRequest(`Der Wert für „${name}“ ist zu lang.`);
  const tokens = tokenize(text, `Wert für „${name}“`);
  const [first, second] = tokens;
  if (first?.t !== 'literal' || second?.t !== 'eof') throw badRequest(`Der Wert für „${name}“ ist kein gültiges OData-Literal.`);
  return coerce(first.lit, EDM_KIND[edmType] ?? 'string', name, edmType);
}

/**
 * Parses a key predicate for an entity set: `5`, `(5)`, `'12-A'`, `(A=1,B='x')`, `AuftraegeId=5`.
 * Returns key property name -> stored value. Throws 400 when malformed or of the wrong type.
 */
export function parseKeyPredicate(model: MetadataModel, setName: string, text: string): Record<string, unknown> {
  const set = indexModel(model).sets.get(setName);
  if (!set) throw new ODataError(404, 'not-found', `Die Entitätsmenge „${clip(setName)}“ gibt es nicht.`);
  let body = text.trim();
  if (body.startsWith('(') && body.endsWith(')')) body = body.slice(1, -1);
  if (body.length > 1000) throw badRequest('Der Schlüssel ist zu lang.');
  const tokens = tokenize(body, 'Schlüssel');
  const out: Record<string, unknown> = {};
  const bad = () => badRequest(`Ungültiger Schlüssel für ${set.name}: „${body.slice(0, 60)}“.`);
  const put = (p: PropInfo, t: Token | undefined) => {
    if (t?.t !== 'literal' || t.lit.type === 'null') throw bad();
    if (Object.hasOwn(out, p.name)) throw bad();
    out[p.name] = coerce(t.lit, p.kind, p.name, p.edm);
  };
  if (tokens.length === 2 && set.keys.length === 1) {
    put(set.keys[0] as PropInfo, tokens[0]);
    return out;
  }
  let i = 0;
  for (;;) {
    const name = tokens[i];
    if (name?.t !== 'ident' || tokens[i + 1]?.t !== '=') throw bad();
    const p = set.keys.find((k) => k.name === name.v);
    if (!p) throw badRequest(`„${name.v.slice(0, 60)}“ ist kein Schlüssel von ${set.name}.`);
    put(p, tokens[i + 2]);
    i += 3;
    const sep = tokens[i];
    if (sep?.t === 'eof') break;
    if (sep?.t !== ',') throw bad();
    i++;
  }
  if (Object.keys(out).length !== set.keys.length) throw bad();
  return out;
}

/** Splits a resource segment like `Auftraege(5)` into the set name and the key text (`5`). */
export function parseResourceSegment(segment: string): { name: string; keyText?: string } {
  const m = /^([\p{L}_][\p{L}\p{N}_.]*)(?:\((.*)\))?$/su.exec(segment);
  if (!m) throw badRequest(`Ungültige Ressource „${segment.slice(0, 60)}“.`);
  return m[2] !== undefined ? { name: m[1] as string, keyText: m[2] } : { name: m[1] as string };
}

/**
 * Tokenizer for OData V2 expressions ($filter, key predicates, function parameters), including the
 * V2 typed literals: DateTime'…', datetimeoffset'…', guid'…', time'…', binary'…'/X'…' and the
 * numeric suffixes M (decimal), L (Int64), d/f (double).
 */
import { badRequest, clip } from '../errors';
import type { LiteralNode } from './ast';
import { offsetMinutes, timeOfDayMs, wallClockMs } from '../calendar';
import { fitsInt } from '../ranges';

export type Token =
  | { t: 'ident'; v: string; pos: number }
  | { t: 'literal'; lit: LiteralNode; pos: number }
  | { t: '(' | ')' | ',' | '/' | '=' | '-' | 'eof'; pos: number };

const IDENT_START = /[\p{L}_]/u;
const IDENT_PART = /[\p{L}\p{N}_]/u;
const DIGIT = /[0-9]/;

export function tokenize(text: string, what = 'Filter'): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (pos: number, msg: string) => badRequest(`Ungültiger ${what} an Position ${pos}: ${msg}`);
  while (i < text.length) {
    const c = text[i] as string;
    const pos = i + 1;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '(' || c === ')' || c === ',' || c === '/' || c === '=') {
      tokens.push({ t: c, pos });
      i++;
    } else if (c === "'") {
      const { value, end } = readQuoted(text, i, fail);
      tokens.push({ t: 'literal', lit: { kind: 'literal', type: 'string', value, pos }, pos });
      i = end;
    } else if (DIGIT.test(c) || (c === '-' && DIGIT.test(text[i + 1] ?? '') && !endsOperand(tokens))) {
      const m = /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?([mMlLdDfF])?/.exec(text.slice(i));
      const raw = m?.[0] ?? c;
      if (IDENT_PART.test(text[i + raw.length] ?? '')) throw fail(pos, `ungültige Zahl „${clip(text.slice(i, i + raw.length + 1))}“`);
      tokens.push({ t: 'literal', lit: numberLiteral(raw, pos, fail), pos });
      i += raw.length;
    } else if (c === '-') {
      tokens.push({ t: '-', pos });
      i++;
    } else if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < text.length && IDENT_PART.test(text[j] as string)) j++;
      const word = text.slice(i, j);
      if (text[j] === "'") {
        const { value, end } = readQuoted(text, j, fail);
        tokens.push({ t: 'literal', lit: typedLiteral(word, value, pos, fail), pos });
        i = end;
      } else {
        const lower = word.toLowerCase();
        if (word === 'null') tokens.push({ t: 'literal', lit: { kind: 'literal', type: 'null', value: null, pos }, pos });
        else if (lower === 'true' || lower === 'false') tokens.push({ t: 'literal', lit: { kind: 'literal', type: 'boolean', value: lower === 'true', pos }, pos });
        else tokens.push({ t: 'ident', v: word, pos });
        i = j;
      }
    } else {
      throw fail(pos, `unerwartetes Zeichen „${c}“`);
    }
  }
  tokens.push({ t: 'eof', pos: text.length + 1 });
  return tokens;
}

/** A '-' right after an operand is subtraction-like, not a sign (OData needs "sub", so this is an error later). */
function endsOperand(tokens: Token[]): boolean {
  const last = tokens[tokens.length - 1];
  return last !== undefined && (last.t === 'literal' || last.t === ')' || (last.t === 'ident' && !OPERATOR_WORDS.has(last.v)));
}

const OPERATOR_WORDS = new Set(['and', 'or', 'not', 'eq', 'ne', 'gt', 'ge', 'lt', 'le', 'add', 'sub', 'mul', 'div', 'mod']);

type Fail = (pos: number, msg: string) => Error;

function readQuoted(text: string, start: number, fail: Fail): { value: string; end: number } {
  let out = '';
  let i = start + 1;
  for (;;) {
    const q = text.indexOf("'", i);
    if (q < 0) throw fail(start + 1, 'Zeichenkette ohne schließendes Hochkomma');
    out += text.slice(i, q);
    // SQLite's LIKE/instr stop at NUL, so such a value could not be matched faithfully.
    if (out.includes('\0')) throw fail(start + 1, 'Zeichenkette enthält ein NUL-Zeichen');
    if (text[q + 1] === "'") {
      out += "'";
      i = q + 2;
    } else {
      return { value: out, end: q + 1 };
    }
  }
}

function numberLiteral(raw: string, pos: number, fail: Fail): LiteralNode {
  const suffix = /[mMlLdDfF]$/.test(raw) ? raw.slice(-1).toLowerCase() : '';
  const body = suffix ? raw.slice(0, -1) : raw;
  const isInteger = /^-?[0-9]+$/.test(body);
  // Integers beyond Int64 have no OData type at all (and SQLite could not bind them).
  if (isInteger && (suffix === 'l' || suffix === '') && !fitsInt('Edm.Int64', BigInt(body))) {
    throw fail(pos, `Zahl außerhalb des Wertebereichs „${clip(raw)}“`);
  }
  if (suffix === 'l') {
    if (!isInteger) throw fail(pos, `ungültige Int64-Zahl „${clip(raw)}“`);
    const n = Number(body);
    return { kind: 'literal', type: 'int64', value: Number.isSafeInteger(n) ? n : BigInt(body), pos };
  }
  if (suffix === 'm') return { kind: 'literal', type: 'decimal', value: Number(body), pos };
  if (suffix === 'd' || suffix === 'f' || !isInteger) {
    const n = Number(body);
    if (!Number.isFinite(n)) throw fail(pos, `Zahl außerhalb des Wertebereichs „${clip(raw)}“`);
    return { kind: 'literal', type: 'double', value: n, pos };
  }
  const n = Number(body);
  if (n >= -2147483648 && n <= 2147483647) return { kind: 'literal', type: 'int', value: n, pos };
  return { kind: 'literal', type: 'int64', value: Number.isSafeInteger(n) ? n : BigInt(body), pos };
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?$/;
const DATETIMEOFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(Z|[+\- ]\d{2}:\d{2})$/i;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Wall-clock parts of a DATETIME/DATETIMEOFFSET match -> ms as if UTC; undefined when impossible. */
function matchedWallClock(m: RegExpExecArray): number | undefined {
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((k) => Number(m[k] ?? 0)) as [number, number, number, number, number, number];
  const millisecond = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  return wallClockMs({ year, month, day, hour, minute, second, millisecond });
}

function typedLiteral(prefix: string, body: string, pos: number, fail: Fail): LiteralNode {
  switch (prefix.toLowerCase()) {
    case 'datetime': {
      const m = DATETIME.exec(body);
      const ms = m ? matchedWallClock(m) : undefined;
      if (ms === undefined) throw fail(pos, `ungültiges Datum „${clip(body)}“ (erwartet yyyy-MM-ddTHH:mm[:ss])`);
      return { kind: 'literal', type: 'datetime', value: ms, pos };
    }
    case 'datetimeoffset': {
      const m = DATETIMEOFFSET.exec(body);
      const wall = m ? matchedWallClock(m) : undefined;
      const offsetMin = m ? offsetMinutes(m[8] as string) : undefined;
      if (wall === undefined || offsetMin === undefined) throw fail(pos, `ungültiger Zeitpunkt „${clip(body)}“`);
      return { kind: 'literal', type: 'datetimeoffset', value: wall - offsetMin * 60000, pos };
    }
    case 'guid':
      if (!GUID.test(body)) throw fail(pos, `ungültige GUID „${clip(body)}“`);
      return { kind: 'literal', type: 'guid', value: body.toLowerCase(), pos };
    case 'time':
      // Edm.Time is a time of day, written as the duration since midnight.
      if (timeOfDayMs(body) === undefined) throw fail(pos, `ungültige Uhrzeit „${clip(body)}“ (erwartet z. B. PT13H20M)`);
      return { kind: 'literal', type: 'time', value: body, pos };
    case 'binary':
    case 'x':
      if (!/^(?:[0-9a-f]{2})*$/i.test(body)) throw fail(pos, `ungültiger Binärwert`);
      return { kind: 'literal', type: 'binary', value: body.toLowerCase(), pos };
    default:
      throw fail(pos, `unbekannter Literaltyp „${clip(prefix)}“`);
  }
}

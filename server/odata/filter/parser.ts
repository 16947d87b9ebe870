/**
 * Pratt parser for OData V2 $filter expressions. Precedence (OData V2 URI conventions, low to high):
 * or < and < eq/ne < gt/ge/lt/le < add/sub < mul/div/mod < unary (not, -) < primary.
 * Limits keep hostile input cheap: length, nesting depth and node count are capped and reported as
 * 400 with the position, never as a stack overflow.
 */
import { badRequest, clip } from '../errors';
import type { BinaryOp, FilterNode } from './ast';
import { tokenize, type Token } from './lexer';

export const MAX_FILTER_LENGTH = 2000;
export const MAX_FILTER_DEPTH = 50;
export const MAX_FILTER_NODES = 1000;

const BINARY: Record<string, { op: BinaryOp; prec: number }> = {
  or: { op: 'or', prec: 1 },
  and: { op: 'and', prec: 2 },
  eq: { op: 'eq', prec: 3 },
  ne: { op: 'ne', prec: 3 },
  gt: { op: 'gt', prec: 4 },
  ge: { op: 'ge', prec: 4 },
  lt: { op: 'lt', prec: 4 },
  le: { op: 'le', prec: 4 },
  add: { op: 'add', prec: 5 },
  sub: { op: 'sub', prec: 5 },
  mul: { op: 'mul', prec: 6 },
  div: { op: 'div', prec: 6 },
  mod: { op: 'mod', prec: 6 },
};
const UNARY_PREC = 7;

export function parseFilter(text: string): FilterNode {
  if (text.length > MAX_FILTER_LENGTH) {
    throw badRequest(`Der Filter ist zu lang (höchstens ${MAX_FILTER_LENGTH} Zeichen).`);
  }
  const p = new Parser(tokenize(text));
  const node = p.expression(0);
  p.expectEnd();
  return node;
}

class Parser {
  private i = 0;
  private depth = 0;
  private nodes = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i] as Token;
  }

  private next(): Token {
    const t = this.tokens[this.i] as Token;
    if (t.t !== 'eof') this.i++;
    return t;
  }

  private fail(pos: number, msg: string): Error {
    return badRequest(`Ungültiger Filter an Position ${pos}: ${msg}`);
  }

  private count(pos: number): void {
    if (++this.nodes > MAX_FILTER_NODES) throw this.fail(pos, 'der Ausdruck ist zu umfangreich');
  }

  expectEnd(): void {
    const t = this.peek();
    if (t.t !== 'eof') throw this.fail(t.pos, `unerwartetes ${describe(t)}, Ende des Ausdrucks erwartet`);
  }

  expression(minPrec: number): FilterNode {
    let left = this.prefix();
    for (;;) {
      const t = this.peek();
      if (t.t !== 'ident') break;
      const bin = Object.hasOwn(BINARY, t.v) ? BINARY[t.v] : undefined;
      if (!bin) throw this.fail(t.pos, `unbekannter Operator „${clip(t.v)}“`);
      if (bin.prec <= minPrec) break;
      this.next();
      this.count(t.pos);
      const right = this.expression(bin.prec);
      left = { kind: 'binary', op: bin.op, left, right, pos: t.pos };
    }
    return left;
  }

  /**
   * Nesting the author wrote (parentheses, calls, not, minus). Binary operators add at most one
   * level per precedence class between two of these, so this also bounds the recursion.
   */
  private nested<T>(pos: number, f: () => T): T {
    if (++this.depth > MAX_FILTER_DEPTH) throw this.fail(pos, 'zu tief verschachtelt');
    const r = f();
    this.depth--;
    return r;
  }

  private prefix(): FilterNode {
    const t = this.next();
    this.count(t.pos);
    switch (t.t) {
      case 'literal':
        return t.lit;
      case '(':
        return this.nested(t.pos, () => {
          const inner = this.expression(0);
          this.expect(')', 'schließende Klammer');
          return inner;
        });
      case '-':
        return this.nested(t.pos, () => ({ kind: 'unary', op: 'neg', operand: this.expression(UNARY_PREC), pos: t.pos }));
      case 'ident': {
        if (t.v === 'not') return this.nested(t.pos, () => ({ kind: 'unary', op: 'not', operand: this.expression(UNARY_PREC), pos: t.pos }));
        if (Object.hasOwn(BINARY, t.v)) throw this.fail(t.pos, `Operand erwartet, „${t.v}“ gefunden`);
        if (this.peek().t === '(') return this.nested(t.pos, () => this.call(t.v, t.pos));
        return this.path(t.v, t.pos);
      }
      default:
        throw this.fail(t.pos, `Operand erwartet, ${describe(t)} gefunden`);
    }
  }

  private call(name: string, pos: number): FilterNode {
    this.next(); // (
    const args: FilterNode[] = [];
    if (this.peek().t !== ')') {
      for (;;) {
        args.push(this.expression(0));
        if (this.peek().t !== ',') break;
        this.next();
      }
    }
    this.expect(')', 'schließende Klammer der Funktion');
    return { kind: 'call', name, args, pos };
  }

  private path(first: string, pos: number): FilterNode {
    const segments = [first];
    while (this.peek().t === '/') {
      this.next();
      const seg = this.next();
      if (seg.t !== 'ident' || Object.hasOwn(BINARY, seg.v) || seg.v === 'not') throw this.fail(seg.pos, 'Eigenschaftsname nach „/“ erwartet');
      segments.push(seg.v);
      if (segments.length > 10) throw this.fail(seg.pos, 'Pfad zu lang');
    }
    return { kind: 'path', segments, pos };
  }

  private expect(kind: Token['t'], what: string): void {
    const t = this.next();
    if (t.t !== kind) throw this.fail(t.pos, `${what} erwartet, ${describe(t)} gefunden`);
  }
}

function describe(t: Token): string {
  switch (t.t) {
    case 'eof':
      return 'Ende des Ausdrucks';
    case 'ident':
      return `„${clip(t.v)}“`;
    case 'literal':
      return 'Literal';
    default:
      return `„${t.t}“`;
  }
}

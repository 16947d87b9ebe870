/** The $filter syntax tree. `pos` is the 1-based character position in the filter text. */

export type LiteralType = 'null' | 'boolean' | 'int' | 'int64' | 'decimal' | 'double' | 'string' | 'datetime' | 'datetimeoffset' | 'guid' | 'time' | 'binary';

export interface LiteralNode {
  kind: 'literal';
  type: LiteralType;
  /** datetime / datetimeoffset: ms (wall-clock as UTC for datetime); int64: bigint when unsafe. */
  value: null | boolean | number | bigint | string;
  pos: number;
}

export interface PathNode {
  kind: 'path';
  segments: string[];
  pos: number;
}

export interface CallNode {
  kind: 'call';
  name: string;
  args: FilterNode[];
  pos: number;
}

export interface UnaryNode {
  kind: 'unary';
  op: 'not' | 'neg';
  operand: FilterNode;
  pos: number;
}

export type BinaryOp = 'and' | 'or' | 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'add' | 'sub' | 'mul' | 'div' | 'mod';

export interface BinaryNode {
  kind: 'binary';
  op: BinaryOp;
  left: FilterNode;
  right: FilterNode;
  pos: number;
}

export type FilterNode = LiteralNode | PathNode | CallNode | UnaryNode | BinaryNode;

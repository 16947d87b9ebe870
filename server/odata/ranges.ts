/**
 * Value ranges of the OData integer types. A literal outside its target's range is a client
 * mistake (400), never something to hand to SQLite: better-sqlite3 throws a RangeError for a bigint
 * beyond 64 bits.
 */
import type { EdmPrimitive } from '../../codegen/edmx/model';

const INT_RANGES: Partial<Record<EdmPrimitive, readonly [bigint, bigint]>> = {
  'Edm.Byte': [0n, 255n],
  'Edm.SByte': [-128n, 127n],
  'Edm.Int16': [-32768n, 32767n],
  'Edm.Int32': [-2147483648n, 2147483647n],
  'Edm.Int64': [-9223372036854775808n, 9223372036854775807n],
};

/** The range of an integer Edm type; undefined for every other type. */
export function intRange(edm: EdmPrimitive | undefined): readonly [bigint, bigint] | undefined {
  return edm === undefined ? undefined : INT_RANGES[edm];
}

/** true when the integer `value` fits the integer type `edm` (other types: always true). */
export function fitsInt(edm: EdmPrimitive | undefined, value: number | bigint): boolean {
  const range = intRange(edm);
  if (!range || (typeof value === 'number' && !Number.isInteger(value))) return true;
  const v = BigInt(value);
  return v >= range[0] && v <= range[1];
}

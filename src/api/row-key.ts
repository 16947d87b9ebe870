/**
 * Which row is which, by the key the authority's metadata declares for the set (the generated
 * client carries it, `PortalSet.keys`). Authorities key the same set differently (one by a
 * `Schluessel` of its own, another by `OrteId` alone), so the portal never assumes a key property.
 */
import type { KeySpec } from '../../codegen/runtime/client';

const text = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * The row's declared key as one text (several key properties in key order), or null when the set
 * declares none (a test's fake) or the row lacks a key property.
 */
export function declaredKeyOf(keys: KeySpec | undefined, row: object): string | null {
  if (!keys || keys.length === 0) return null;
  const values = keys.map(([name]) => (row as Record<string, unknown>)[name]);
  if (values.some((value) => value === undefined || value === null)) return null;
  return values.length === 1 ? text(values[0]) : JSON.stringify(values.map(text));
}

/**
 * Options of query-fed fields (metadata contract `portal:Query` / `portal:QueryText`): the query
 * with `{param}` replaced by other fields' values, and rows turned into {value, label}. Pure.
 */
import { listOf } from '../../codegen/runtime/deserialize';

export interface FieldOption {
  value: string | number;
  label: string;
  /** A longer explanation shown with the option (e.g. a claim type's Bemerkung). */
  description?: string | null;
}

/**
 * `Strassen?$filter=Ort/OrteId eq {ort}` with ort = 12 -> `Strassen?$filter=Ort/OrteId eq 12`.
 * Returns null while a referenced field is still empty (nothing sensible to ask yet). Strings are
 * inserted as quoted OData literals so a value can never break out of the filter.
 */
export function substituteQuery(query: string, values: Record<string, unknown>): string | null {
  let missing = false;
  const text = query.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `'${String(value).replaceAll("'", "''")}'`;
  });
  return missing ? null : text;
}

type Row = Record<string, unknown> & { __metadata?: { uri?: string } };

/** The key of a row: from its `__metadata.uri` (`…/Gebiete(3)`), else the first `…Id` property. */
export function rowKey(row: Row): string | number | null {
  const uri = row.__metadata?.uri;
  const match = uri ? /\(([^()]*)\)$/.exec(uri) : null;
  if (match?.[1] !== undefined) {
    const raw = match[1];
    if (/^-?\d+$/.test(raw)) return Number(raw);
    if (/^'.*'$/.test(raw)) return raw.slice(1, -1).replaceAll("''", "'");
  }
  const idKey = Object.keys(row).find((k) => /Id$/.test(k) && (typeof row[k] === 'number' || typeof row[k] === 'string'));
  return idKey ? (row[idKey] as string | number) : null;
}

/** Option text: `queryText`, else `Name`, else `Bezeichnung` (metadata contract). */
function rowLabel(row: Row, queryText?: string | null): string {
  for (const key of [queryText, 'Name', 'Bezeichnung']) {
    const value = key ? row[key] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** Rows as any answer shape carries them: `d` array, `{results}` or one object (docs/metadata-contract.md). */
export function optionsFromRows(rows: unknown, queryText?: string | null): FieldOption[] {
  const list = (listOf(rows) ?? (rows && typeof rows === 'object' ? [rows] : [])) as Row[];
  return list.flatMap((row: Row) => {
    const value = rowKey(row);
    return value === null ? [] : [{ value, label: rowLabel(row, queryText) || String(value) }];
  });
}

const readingOrder = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/**
 * Where the query orders by the option text itself (`$orderby=Bezeichnung asc`), the backend's
 * character order puts "Restmüll 1100 l" before "Restmüll 240 l"; the options are put in the order
 * a reader expects, numbers by their value. Any other order of the query is kept.
 */
export function inReadingOrder(options: readonly FieldOption[], query: string, queryText?: string | null): FieldOption[] {
  const match = /[?&]\$orderby=([A-Za-z_][\w/]*)(?:(?:\s|%20)+(asc|desc))?\s*(?:&|$)/i.exec(query);
  const property = match?.[1];
  const textFields = queryText ? [queryText] : ['Name', 'Bezeichnung'];
  if (!property || !textFields.includes(property)) return [...options];
  const sign = match?.[2]?.toLowerCase() === 'desc' ? -1 : 1;
  return [...options].sort((a, b) => sign * readingOrder.compare(a.label, b.label));
}

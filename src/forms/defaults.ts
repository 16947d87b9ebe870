/**
 * Initial data of a generated form: `portal:Default` literals and date tokens (resolved now in the
 * Berlin calendar by codegen/runtime's resolveDefault), typed like the field. A nullable CheckBox
 * without a default stays undefined, which the widget shows as indeterminate.
 */
import type { FormField } from '../../codegen/runtime/contract';
import { resolveDefault } from '../../codegen/runtime/defaults';

const INTEGER = new Set(['Edm.Int16', 'Edm.Int32', 'Edm.Byte', 'Edm.SByte']);

function typed(field: FormField, text: string): unknown {
  if (INTEGER.has(field.edmType)) {
    const n = Number(text);
    return Number.isInteger(n) ? n : undefined;
  }
  if (field.edmType === 'Edm.Boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (field.edmType === 'Edm.Double' || field.edmType === 'Edm.Single') {
    const n = Number(text);
    return Number.isFinite(n) ? n : undefined;
  }
  return text;
}

export function initialFormData(fields: readonly FormField[], now: Date, given: Record<string, unknown> = {}): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default) {
      const value = typed(field, resolveDefault(field.default, now));
      if (value !== undefined) data[field.name] = value;
    }
  }
  // Values the page supplies (object id, prefilled contact data) win over defaults.
  return { ...data, ...given };
}

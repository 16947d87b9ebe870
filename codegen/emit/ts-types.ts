/** Edm type references -> TypeScript type text (the mapping of the issue, in one place). */
import type { MetadataModel, TypeRef } from '../edmx/model';

/** V2 JSON sends Int64 and Decimal as strings (precision), Time/Duration as ISO durations. */
const PRIMITIVES: Record<string, string> = {
  'Edm.String': 'string',
  'Edm.Guid': 'string',
  'Edm.Int16': 'number',
  'Edm.Int32': 'number',
  'Edm.Byte': 'number',
  'Edm.SByte': 'number',
  'Edm.Single': 'number',
  'Edm.Double': 'number',
  'Edm.Int64': 'string',
  'Edm.Decimal': 'string',
  'Edm.Boolean': 'boolean',
  'Edm.DateTime': 'Date',
  'Edm.DateTimeOffset': 'Date',
  'Edm.Date': 'string',
  'Edm.Time': 'string',
  'Edm.TimeOfDay': 'string',
  'Edm.Duration': 'string',
  'Edm.Binary': 'string',
  'Edm.Stream': 'string',
};

/** Types a parameter accepts when calling (dates as `Date`, Int64/Decimal as string or number). */
const PARAM_PRIMITIVES: Record<string, string> = { ...PRIMITIVES, 'Edm.Int64': 'string | number', 'Edm.Decimal': 'string | number' };

/** TS name of a structured or enum type, from the model's precomputed identifiers. */
export function typeName(model: MetadataModel, fqn: string, prefix = ''): string {
  const named = model.entityTypes.get(fqn) ?? model.complexTypes.get(fqn) ?? model.enumTypes.get(fqn);
  return named ? `${prefix}${named.tsName}` : 'unknown';
}

/** TS type text of a property/return type; `prefix` qualifies named types (e.g. `E.`). */
export function tsType(model: MetadataModel, type: TypeRef, prefix = '', forParams = false): string {
  let base: string;
  if (type.kind === 'primitive') base = (forParams ? PARAM_PRIMITIVES : PRIMITIVES)[type.name] ?? 'unknown';
  else if (type.kind === 'unknownPrimitive') base = 'unknown';
  else base = typeName(model, type.fqn, prefix);
  return type.collection ? (base.includes(' ') ? `(${base})[]` : `${base}[]`) : base;
}

/**
 * Turns a function import's annotated parameters into the data of a generated form: JSON Schema,
 * uiSchema, layout and field metadata (docs/metadata-contract.md, "Portal annotations").
 * Pure; the validator is compiled from the result by forms.ts.
 */
import type { FunctionImport, FunctionParameter } from '../edmx/model';
import type { FormField, GeneratedForm } from '../runtime/contract';
import { typeRefName } from '../runtime/capabilities';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NOT_BLANK_PATTERN, STREET_NUMBER_PATTERN } from '../runtime/rules';
import { inputHintsFor } from '../runtime/autocomplete';
import { widgetFor } from '../runtime/widgets';

export type FormData = Omit<GeneratedForm, 'validateFns'>;

export { EMAIL_PATTERN, STREET_NUMBER_PATTERN };

const INTEGER = new Set(['Edm.Int16', 'Edm.Int32', 'Edm.Int64', 'Edm.Byte', 'Edm.SByte']);
const NUMBER = new Set(['Edm.Single', 'Edm.Double', 'Edm.Decimal']);
const DATE = new Set(['Edm.DateTime', 'Edm.DateTimeOffset', 'Edm.Date']);

/** A JSON Schema `$id` that is a valid JS identifier (ajv exports the validator under it). */
export const formId = (fn: FunctionImport): string => `Form_${fn.tsName.replace(/[^\w$]/g, '_')}`;

function baseSchema(edmType: string): Record<string, unknown> {
  if (INTEGER.has(edmType)) return { type: 'integer' };
  if (NUMBER.has(edmType)) return { type: 'number' };
  if (edmType === 'Edm.Boolean') return { type: 'boolean' };
  if (DATE.has(edmType)) return { type: 'string', format: 'date' };
  return { type: 'string' };
}

function literalDefault(edmType: string, value: string): unknown {
  if (INTEGER.has(edmType) || NUMBER.has(edmType)) return Number.isFinite(Number(value)) ? Number(value) : undefined;
  if (edmType === 'Edm.Boolean') return value === 'true';
  return value;
}

function field(p: FunctionParameter, order: FormField['order']): FormField {
  const ann = p.portal;
  // A parameter without any portal annotation is filled by the portal (ids), not shown.
  const annotated = Boolean(ann.component ?? ann.order ?? ann.section ?? ann.query ?? ann.default) || ann.expectations.length > 0;
  const component = ann.component ?? (annotated || p.label ? 'TextField' : 'None');
  const mustFill = ann.expectations.some((e) => e.rule === 'NotEmpty' || e.rule === 'Amount');
  return {
    name: p.name,
    edmType: typeRefName(p.type),
    nullable: p.nullable,
    required: !p.nullable || mustFill,
    label: p.label ?? p.name,
    component,
    ...(ann.section ? { section: ann.section } : {}),
    order,
    ...(ann.query ? { query: ann.query } : {}),
    ...(ann.queryText ? { queryText: ann.queryText } : {}),
    dependsOn: ann.query ? [...new Set([...ann.query.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!))] : [],
    ...(ann.default ? { default: ann.default } : {}),
    expectations: ann.expectations,
    ...(p.maxLength !== undefined ? { maxLength: p.maxLength } : {}),
  };
}

function propertySchema(f: FormField): Record<string, unknown> {
  const schema: Record<string, unknown> = { ...baseSchema(f.edmType), title: f.label };
  const isString = schema.type === 'string' && schema.format === undefined;
  if (isString && f.maxLength !== undefined) schema.maxLength = f.maxLength;
  let pattern: string | undefined;
  for (const e of f.expectations) {
    if (e.rule === 'EMail') {
      pattern = EMAIL_PATTERN;
      if (isString) schema.maxLength = Math.min(EMAIL_MAX_LENGTH, Number(schema.maxLength ?? EMAIL_MAX_LENGTH));
    } else if (e.rule === 'StreetNumber') pattern = STREET_NUMBER_PATTERN;
    else if (e.rule === 'Limit' && isString) schema.maxLength = Math.min(e.limit, Number(schema.maxLength ?? e.limit));
    else if (e.rule === 'Amount') Object.assign(schema, { type: 'integer', minimum: e.minimum });
    else if (e.rule === 'NotEmpty') {
      if (schema.type === 'string') schema.minLength = 1;
      else if (schema.type === 'boolean') schema.const = true;
      else schema.not = { const: 0 };
    }
  }
  // A rule-specific pattern already rejects blanks; `\S` is NotEmpty's own.
  if (!pattern && isString && f.expectations.some((e) => e.rule === 'NotEmpty')) pattern = NOT_BLANK_PATTERN;
  if (pattern) schema.pattern = pattern;
  if (f.default?.kind === 'literal') {
    const value = literalDefault(f.edmType, f.default.value);
    if (value !== undefined) schema.default = value;
  } else if (schema.type === 'boolean' && !f.nullable && !f.default) {
    // A nullable checkbox starts indeterminate (no default); a non-nullable one unchecked.
    schema.default = false;
  }
  return schema;
}

export function buildForm(fn: FunctionImport): FormData {
  const params = fn.parameters.filter((p) => p.mode !== 'Out');
  // Visible fields without portal:Order go below the ordered ones, one row each, in declaration
  // order; hidden ones are not laid out (row 0).
  let nextRow = Math.max(0, ...params.map((p) => p.portal.order?.row ?? 0));
  const fields = params.map((p) => field(p, p.portal.order ?? { span: 12, index: 1, row: 0 }));
  for (const [i, f] of fields.entries()) {
    if (!params[i]!.portal.order && f.component !== 'None') f.order = { ...f.order, row: ++nextRow };
  }
  const visible = fields.filter((f) => f.component !== 'None');

  const layout: FormData['layout'] = [];
  for (const f of visible) {
    const section = f.section ?? null;
    let group = layout.find((g) => g.section === section);
    if (!group) layout.push((group = { section, rows: [] }));
    let row = group.rows.find((r) => r.row === f.order.row);
    if (!row) group.rows.push((row = { row: f.order.row, fields: [] }));
    row.fields.push(f.name);
  }
  const position = new Map(fields.map((f, i) => [f.name, i]));
  const byIndex = (a: string, b: string) => {
    const fa = fields[position.get(a)!]!;
    const fb = fields[position.get(b)!]!;
    return fa.order.index - fb.order.index || position.get(a)! - position.get(b)!;
  };
  for (const group of layout) {
    group.rows.sort((a, b) => a.row - b.row);
    for (const row of group.rows) row.fields.sort(byIndex);
  }

  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const f of fields) {
    properties[f.name] = propertySchema(f);
    const widget = widgetFor(f);
    uiSchema[f.name] = {
      ...(widget ? { 'ui:widget': widget } : {}),
      'ui:options': {
        component: f.component,
        span: f.order.span,
        row: f.order.row,
        index: f.order.index,
        ...(f.section ? { section: f.section } : {}),
        ...(f.query ? { query: f.query, queryText: f.queryText ?? null, dependsOn: f.dependsOn } : {}),
        ...(f.component === 'CheckBox' && f.nullable ? { tristate: true } : {}),
        ...inputHintsFor(f),
      },
    };
  }
  const shownOrder = layout.flatMap((g) => g.rows.flatMap((r) => r.fields));
  uiSchema['ui:order'] = [...shownOrder, ...fields.filter((f) => f.component === 'None').map((f) => f.name)];
  // Hidden parameters are filled by the portal, not by the user: only visible fields are required.
  const required = visible.filter((f) => f.required).map((f) => f.name);

  return {
    functionName: fn.name,
    httpMethod: fn.httpMethod,
    payload: fn.portal.payload,
    expect: [...fn.portal.expect],
    schema: { $id: formId(fn), type: 'object', required, properties },
    uiSchema,
    layout,
    fields,
  };
}

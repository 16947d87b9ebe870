/**
 * Portal annotations (docs/metadata-contract.md, "Portal annotations"): attributes in the namespace
 * `urn:citizen-portal:annotations:1` on FunctionImport and Parameter. Values are parsed into the
 * model; unknown names or values become diagnostics, never errors, so an authority can extend its
 * metadata without breaking older portals.
 */
import type {
  DateToken,
  Expectation,
  FieldAnnotations,
  FieldComponent,
  FieldDefault,
  FieldOrder,
  FunctionImport,
} from './model';
import type { ReadContext } from './context';
import { NS_PORTAL } from './namespaces';
import type { XElement } from './xml-guard';

/** The values `portal:Component` takes (matched case-insensitively). */
export const COMPONENTS: readonly FieldComponent[] = [
  'None', 'AutoComplete', 'ComboBox', 'CheckBox', 'Radio', 'TextField', 'TextArea', 'DatePicker',
];
/** The date tokens a `portal:Default` may start with (matched case-insensitively). */
export const DATE_TOKENS: readonly DateToken[] = ['CurrentDate', 'StartOfYear', 'EndOfYear', 'StartOfMonth', 'EndOfMonth'];

/** Portal attributes read on a FunctionImport (V4: also on its Function/Action); others only warn. */
export const FUNCTION_ATTRIBUTES: ReadonlySet<string> = new Set(['Payload', 'Expect', 'AllowsPlannedCancellation', 'ParametersInBody']);
/** Portal attributes read on a Parameter (a form field); others only warn. */
export const PARAMETER_ATTRIBUTES: ReadonlySet<string> = new Set(['Component', 'Order', 'Section', 'Query', 'QueryText', 'Default', 'Expectation']);

/**
 * Every rule `portal:Expectation` knows, in the spelling the model uses, and whether it is written
 * bare (`Email`) or with a number (`Limit=200`). A record over the model's rule names, so a rule
 * added to the model cannot be left out here; docs/metadata-contract.md is held to this list by
 * tests/unit/docs/metadata-contract.test.ts.
 */
export const EXPECTATION_SYNTAX: Readonly<Record<Expectation['rule'], 'bare' | 'number'>> = {
  NotEmpty: 'bare',
  EMail: 'bare',
  Phone: 'bare',
  StreetNumber: 'bare',
  ContainerNumber: 'bare',
  Password: 'bare',
  NewPassword: 'bare',
  IBAN: 'bare',
  Limit: 'number',
  Amount: 'number',
};

const PREFIX = `{${NS_PORTAL}}`;

/** Portal attributes of an element by local name (prefix-independent). */
function portalAttributes(element: XElement): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of element.attrs) {
    if (key.startsWith(PREFIX)) found.set(key.slice(PREFIX.length), value);
  }
  return found;
}

/** Case-insensitive pick from a closed list (authors write `Email` as often as `EMail`). */
function pick<T extends string>(list: readonly T[], raw: string): T | undefined {
  const wanted = raw.trim().toLowerCase();
  return list.find((entry) => entry.toLowerCase() === wanted);
}

function warnUnknownAttributes(ctx: ReadContext, attrs: Map<string, string>, known: ReadonlySet<string>, path: string): void {
  for (const name of attrs.keys()) {
    if (!known.has(name)) ctx.warn(path, `Unbekannte Portal-Annotation ${name} ignoriert`);
  }
}

function portalBoolean(ctx: ReadContext, raw: string | undefined, name: string, path: string): boolean {
  if (raw === undefined) return false;
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value !== 'false') ctx.warn(path, `${name}="${raw}" ist kein Wahrheitswert; false angenommen`);
  return false;
}

export function readFunctionAnnotations(ctx: ReadContext, element: XElement, path: string): FunctionImport['portal'] {
  const attrs = portalAttributes(element);
  warnUnknownAttributes(ctx, attrs, FUNCTION_ATTRIBUTES, path);
  const expect = (attrs.get('Expect') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  return {
    payload: portalBoolean(ctx, attrs.get('Payload'), 'Payload', path),
    expect,
    allowsPlannedCancellation: portalBoolean(ctx, attrs.get('AllowsPlannedCancellation'), 'AllowsPlannedCancellation', path),
    ...(portalBoolean(ctx, attrs.get('ParametersInBody'), 'ParametersInBody', path) ? { parametersInBody: true as const } : {}),
  };
}

/** `Key=Value;Key=Value` with integer values; malformed parts are warned and skipped. */
function keyValues(ctx: ReadContext, raw: string, what: string, path: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of raw.split(';')) {
    if (part.trim() === '') continue;
    const match = /^\s*([A-Za-z]+)\s*=\s*([+-]?\d{1,6})\s*$/.exec(part);
    if (!match?.[1] || match[2] === undefined) {
      ctx.warn(path, `${what}: "${part.trim()}" ignoriert`);
      continue;
    }
    result.set(match[1].toLowerCase(), Number(match[2]));
  }
  return result;
}

function readOrder(ctx: ReadContext, raw: string, path: string): FieldOrder {
  const values = keyValues(ctx, raw, 'Order', path);
  for (const key of values.keys()) {
    if (!['span', 'index', 'row'].includes(key)) ctx.warn(path, `Order: unbekannter Schlüssel ${key} ignoriert`);
  }
  const positive = (key: string, fallback: number, max = Infinity): number => {
    const value = values.get(key);
    if (value === undefined) return fallback;
    if (value >= 1 && value <= max) return value;
    ctx.warn(path, `Order: ${key}=${value} außerhalb des gültigen Bereichs; ${fallback} angenommen`);
    return fallback;
  };
  return { span: positive('span', 12, 12), index: positive('index', 1), row: positive('row', 1) };
}

function readDefault(ctx: ReadContext, raw: string, path: string): FieldDefault {
  const [head = '', ...rest] = raw.split(';');
  const token = pick(DATE_TOKENS, head);
  if (!token) return { kind: 'literal', value: raw };
  const offsets = keyValues(ctx, rest.join(';'), 'Default', path);
  for (const key of offsets.keys()) {
    if (!['years', 'months', 'days'].includes(key)) ctx.warn(path, `Default: unbekannter Versatz ${key} ignoriert`);
  }
  return {
    kind: 'date',
    token,
    years: offsets.get('years') ?? 0,
    months: offsets.get('months') ?? 0,
    days: offsets.get('days') ?? 0,
  };
}

function readExpectations(ctx: ReadContext, raw: string, path: string): Expectation[] {
  const rules: Expectation[] = [];
  for (const part of raw.split(';')) {
    const text = part.trim();
    if (text === '') continue;
    const [name = '', value] = text.split('=').map((piece) => piece.trim());
    const rule = name.toLowerCase();
    const number = value === undefined || value === '' ? NaN : Number(value);
    if (value === undefined && rule === 'notempty') rules.push({ rule: 'NotEmpty' });
    else if (value === undefined && rule === 'email') rules.push({ rule: 'EMail' });
    else if (value === undefined && rule === 'phone') rules.push({ rule: 'Phone' });
    else if (value === undefined && rule === 'streetnumber') rules.push({ rule: 'StreetNumber' });
    else if (value === undefined && rule === 'containernumber') rules.push({ rule: 'ContainerNumber' });
    else if (value === undefined && rule === 'password') rules.push({ rule: 'Password' });
    else if (value === undefined && rule === 'newpassword') rules.push({ rule: 'NewPassword' });
    else if (value === undefined && rule === 'iban') rules.push({ rule: 'IBAN' });
    else if (rule === 'limit' && Number.isInteger(number) && number > 0) rules.push({ rule: 'Limit', limit: number });
    else if (rule === 'amount' && Number.isFinite(number)) rules.push({ rule: 'Amount', minimum: number });
    else ctx.warn(path, `Expectation "${text}" unbekannt; ignoriert`);
  }
  return rules;
}

/** Field annotations of a Parameter; `present` tells whether any portal field annotation exists. */
export function readFieldAnnotations(
  ctx: ReadContext,
  element: XElement,
  path: string,
): { annotations: FieldAnnotations; present: boolean } {
  const attrs = portalAttributes(element);
  warnUnknownAttributes(ctx, attrs, PARAMETER_ATTRIBUTES, path);
  const annotations: FieldAnnotations = { expectations: [] };
  const component = attrs.get('Component');
  if (component !== undefined) {
    annotations.component = pick(COMPONENTS, component);
    if (!annotations.component) ctx.warn(path, `Component "${component}" unbekannt; ignoriert`);
  }
  const order = attrs.get('Order');
  if (order !== undefined) annotations.order = readOrder(ctx, order, path);
  const section = attrs.get('Section')?.trim();
  if (section) annotations.section = section;
  const query = attrs.get('Query')?.trim();
  if (query) annotations.query = query;
  const queryText = attrs.get('QueryText')?.trim();
  if (queryText) annotations.queryText = queryText;
  const fieldDefault = attrs.get('Default');
  if (fieldDefault !== undefined) annotations.default = readDefault(ctx, fieldDefault, path);
  const expectation = attrs.get('Expectation');
  if (expectation !== undefined) annotations.expectations = readExpectations(ctx, expectation, path);
  const present = [...attrs.keys()].some((name) => PARAMETER_ATTRIBUTES.has(name));
  return { annotations, present };
}

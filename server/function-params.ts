/**
 * Function import parameters arrive in the query string as OData V2 literals:
 * strings `'it''s'`, ints bare, booleans, `DateTime'2026-11-21T00:00:00'`.
 * They are typed by the function's own parameter list from the metadata, so an unexpected value
 * is a 400, never a crash, and strings are pure data from here on.
 */
import type { FunctionImport, FunctionParameter } from '../codegen/edmx/model';
import { badRequest } from './errors';
import { offsetMinutes, timeOfDayMs, wallClockMs } from './odata/calendar';

export type ParamValue = string | number | boolean | null;
export type Params = Record<string, ParamValue>;

function unquote(raw: string, name: string): string {
  if (raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'")) {
    const inner = raw.slice(1, -1);
    // A lone quote inside means the client did not double it: the literal is malformed.
    if (inner.replace(/''/g, '').includes("'")) {
      throw badRequest(`Parameter ${name}: ungültiger Text.`);
    }
    return inner.replace(/''/g, "'");
  }
  // Lenient: accept an unquoted string (e.g. from a hand-written URL).
  return raw;
}

function parseDate(raw: string, name: string): number {
  const m = /^(?:datetime(?:offset)?)?'?(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?'?$/i.exec(raw.trim());
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((k) => Number(m?.[k] ?? 0)) as [number, number, number, number, number, number];
  // An impossible date (2026-02-29, 24:00, month 13) is refused, not rolled over into another one.
  const ms = m ? wallClockMs({ year, month, day, hour, minute, second }) : undefined;
  const zone = m?.[7];
  if (ms === undefined || (zone !== undefined && offsetMinutes(zone) === undefined)) throw badRequest(`Parameter ${name}: ungültiges Datum.`);
  // Wall-clock as given (the zone suffix, if any, is the client's formatting, not a conversion).
  return ms;
}

/** An Edm.Time parameter (`time'PT13H20M'`, or the bare duration) as the duration text. */
function parseTime(raw: string, name: string): string {
  const body = /^(?:time)?'?([^']*)'?$/i.exec(raw.trim())?.[1] ?? '';
  if (timeOfDayMs(body) === undefined) throw badRequest(`Parameter ${name}: ungültige Uhrzeit.`);
  return body.toUpperCase();
}

function parseOne(param: FunctionParameter, raw: string): ParamValue {
  if (raw === 'null') return null;
  const t = param.type;
  const typeName = t.kind === 'primitive' || t.kind === 'unknownPrimitive' ? t.name : 'Edm.String';
  switch (typeName) {
    case 'Edm.Int16':
    case 'Edm.Int32':
    case 'Edm.Byte':
    case 'Edm.SByte': {
      const v = raw.trim();
      if (!/^-?\d{1,10}$/.test(v)) throw badRequest(`Parameter ${param.name}: ganze Zahl erwartet.`);
      const n = Number(v);
      if (n > 2_147_483_647 || n < -2_147_483_648) throw badRequest(`Parameter ${param.name}: Zahl zu groß.`);
      return n;
    }
    case 'Edm.Int64':
    case 'Edm.Decimal':
    case 'Edm.Double':
    case 'Edm.Single': {
      const v = raw.trim().replace(/[LMmDdFf]$/, '');
      if (!/^-?\d+(\.\d+)?$/.test(v)) throw badRequest(`Parameter ${param.name}: Zahl erwartet.`);
      return Number(v);
    }
    case 'Edm.Boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw badRequest(`Parameter ${param.name}: true oder false erwartet.`);
    case 'Edm.DateTime':
    case 'Edm.DateTimeOffset':
    case 'Edm.Date':
      return parseDate(raw, param.name);
    case 'Edm.Time':
      return parseTime(raw, param.name);
    default:
      return unquote(raw, param.name);
  }
}

/**
 * Where a call's parameters are: the query, or for a function marked `portal:ParametersInBody` the
 * JSON body's `parameters` object (the same literals). Such a function carries secrets, which must
 * not be in a URL that proxies and servers log: a declared parameter in its query is refused.
 */
export function parameterSource(fn: FunctionImport, query: URLSearchParams, body: unknown): URLSearchParams {
  if (!fn.portal.parametersInBody) return query;
  const inQuery = fn.parameters.find((param) => query.has(param.name));
  if (inQuery) throw badRequest(`Der Parameter ${inQuery.name} gehört in den Inhalt der Anfrage, nicht in die Adresse.`);
  const given = (body as { parameters?: unknown } | undefined)?.parameters;
  const source = new URLSearchParams();
  if (given === undefined || given === null) return source;
  if (typeof given !== 'object' || Array.isArray(given)) throw badRequest('Die Parameter müssen als Objekt im Inhalt der Anfrage stehen.');
  for (const [name, value] of Object.entries(given)) {
    if (typeof value === 'string') source.set(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') source.set(name, String(value));
    else if (value !== null) throw badRequest(`Parameter ${name}: ungültiger Wert.`);
  }
  return source;
}

/** Parse and check all declared parameters; undeclared query keys are ignored. */
export function parseParams(fn: FunctionImport, query: URLSearchParams): Params {
  const params: Params = {};
  for (const param of fn.parameters) {
    const raw = query.get(param.name);
    const value = raw === null ? null : parseOne(param, raw);
    if (value === null || value === '') {
      if (!param.nullable) {
        throw badRequest(`Der Parameter ${param.name} fehlt.`);
      }
    }
    if (typeof value === 'string' && param.maxLength !== undefined && value.length > param.maxLength) {
      throw badRequest(`Parameter ${param.name}: höchstens ${param.maxLength} Zeichen erlaubt.`);
    }
    params[param.name] = value;
  }
  return params;
}

/**
 * The declared parameters a handler keeps no column for, as JSON-ready values (dates as the
 * wall-clock ISO text they were sent as). A parameter the authority's metadata adds is stored
 * without a handler change, already checked against its Edm type by parseParams.
 */
export function unmappedParams(fn: FunctionImport, params: Params, mapped: ReadonlySet<string>): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const param of fn.parameters) {
    if (mapped.has(param.name)) continue;
    const value = params[param.name] ?? null;
    const isDate = param.type.kind === 'primitive' && /^Edm\.(DateTime|DateTimeOffset|Date)$/.test(param.type.name);
    out[param.name] = isDate && typeof value === 'number' ? new Date(value).toISOString().slice(0, 19) : value;
  }
  return out;
}

export function str(params: Params, name: string): string | null {
  const v = params[name];
  return typeof v === 'string' ? v : v === null || v === undefined ? null : String(v);
}

export function int(params: Params, name: string): number | null {
  const v = params[name];
  return typeof v === 'number' ? v : null;
}

export function reqStr(params: Params, name: string): string {
  const v = str(params, name);
  if (v === null || v.trim() === '') throw badRequest(`Der Parameter ${name} fehlt.`);
  return v;
}

export function reqInt(params: Params, name: string): number {
  const v = int(params, name);
  if (v === null) throw badRequest(`Der Parameter ${name} fehlt.`);
  return v;
}

/** Function import parts shared by V2 (FunctionImport) and V4 (Function/Action + imports). */
import type { FunctionImport, FunctionParameter, TypeRef } from './model';
import { booleanAttr, integerAttr, type ReadContext } from './context';
import { readFieldAnnotations, readFunctionAnnotations } from './annotations';
import { labelOf } from './structure';
import { tsKey } from './naming';
import { firstByName } from './duplicates';
import type { XElement } from './xml-guard';

const MODES: readonly FunctionParameter['mode'][] = ['In', 'Out', 'InOut'];

/** A Parameter with its portal field annotations; `annotated` when any portal field attribute is set. */
export function readParameter(
  ctx: ReadContext,
  element: XElement,
  owner: string,
): { parameter: FunctionParameter; annotated: boolean } {
  const name = ctx.name(element, `${owner}/Parameter`);
  const path = `${owner}/Parameter ${name}`;
  const rawMode = element.attrs.get('Mode')?.trim();
  let mode: FunctionParameter['mode'] = 'In';
  if (rawMode !== undefined) {
    const known = MODES.find((entry) => entry.toLowerCase() === rawMode.toLowerCase());
    if (known) mode = known;
    else ctx.warn(path, `Mode="${rawMode}" unbekannt; In angenommen`);
  }
  const { annotations, present } = readFieldAnnotations(ctx, element, path);
  const parameter: FunctionParameter = {
    name,
    tsKey: tsKey(name),
    type: ctx.typeRef(ctx.required(element, 'Type', path), path, element),
    nullable: booleanAttr(ctx, element, 'Nullable', true, path),
    mode,
    portal: annotations,
  };
  const maxLength = integerAttr(ctx, element, 'MaxLength', path);
  if (maxLength !== undefined) parameter.maxLength = maxLength;
  const label = labelOf(element);
  if (label !== undefined) parameter.label = label;
  return { parameter, annotated: present };
}

const METHODS: readonly FunctionImport['httpMethod'][] = ['GET', 'POST', 'PUT', 'MERGE', 'PATCH', 'DELETE'];

export function httpMethodOf(ctx: ReadContext, raw: string | undefined, fallback: FunctionImport['httpMethod'], path: string): FunctionImport['httpMethod'] {
  if (raw === undefined) return fallback;
  const method = METHODS.find((entry) => entry === raw.trim().toUpperCase());
  if (method) return method;
  ctx.warn(path, `HttpMethod="${raw}" unbekannt; ${fallback} angenommen`);
  return fallback;
}

export interface FunctionParts {
  name: string;
  httpMethod: FunctionImport['httpMethod'];
  returnType?: TypeRef;
  entitySet?: string;
  /** Elements that may carry the function-level portal annotations (the import first). */
  annotated: XElement[];
  parameterElements: XElement[];
  path: string;
}

export function buildFunctionImport(ctx: ReadContext, parts: FunctionParts): FunctionImport {
  const read = firstByName(ctx, parts.parameterElements, parts.path, 'Parameter').map((element) => readParameter(ctx, element, parts.path));
  const portals = parts.annotated.map((element) => readFunctionAnnotations(ctx, element, parts.path));
  // V4 may annotate the import or the Function/Action it points to: flags add up, the first
  // non-empty accept list (the import's) wins.
  const portal: FunctionImport['portal'] = {
    payload: portals.some((entry) => entry.payload),
    expect: portals.find((entry) => entry.expect.length > 0)?.expect ?? [],
    allowsPlannedCancellation: portals.some((entry) => entry.allowsPlannedCancellation),
  };
  if (portals.some((entry) => entry.parametersInBody)) {
    // A GET carries no body: there the parameters can only travel in the URL.
    if (parts.httpMethod === 'GET') ctx.warn(parts.path, 'ParametersInBody braucht m:HttpMethod="POST"; ignoriert');
    else portal.parametersInBody = true;
  }
  const fn: FunctionImport = {
    name: parts.name,
    tsName: '',
    httpMethod: parts.httpMethod,
    parameters: read.map((entry) => entry.parameter),
    portal,
    hasForm: read.some((entry) => entry.annotated),
  };
  if (parts.returnType) fn.returnType = parts.returnType;
  if (parts.entitySet) fn.entitySet = parts.entitySet;
  return fn;
}

/**
 * The run-time contract between generated code and its users (the portal in src/, tests, the
 * benchmark). Generated files import only from codegen/runtime; src/ implements `Transport`.
 * Isomorphic: no Node APIs.
 */
import type { Expectation, FieldComponent } from '../edmx/model';

/** A raw query value before encoding. `null`/`undefined` are dropped. */
export type QueryValue = string | number | boolean | null | undefined;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'MERGE' | 'PATCH' | 'DELETE';

export interface ODataRequest {
  method: HttpMethod;
  /** Path below the service root, e.g. `Auftraege`, `Auftraege(5)`, `StorniereAuftrag`, `$metadata`. */
  path: string;
  /**
   * Query parameters, not yet URL-encoded. String values that start with a quote are OData string
   * literals: the transport doubles their inner quotes, nobody else does.
   */
  query: Record<string, QueryValue>;
  /** JSON body (function imports with `portal:Payload`). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * One key per form submission, kept across its retries: sent as the `Idempotency-Key` header, so
   * the server answers a repeated submission with its first result instead of creating it again.
   */
  idempotencyKey?: string;
  /** Extra request headers a call defines (e.g. `X-Referer` of Registrieren). */
  headers?: Record<string, string>;
}

/** Sends one request and returns the parsed JSON body (still wrapped in `d`). Throws typed errors. */
export interface Transport {
  request(req: ODataRequest): Promise<unknown>;
}

/** One generated form field's metadata, next to its JSON Schema property (see docs/metadata-contract.md). */
export interface FormField {
  name: string;
  /** Edm type name, e.g. `Edm.String`. */
  edmType: string;
  nullable: boolean;
  required: boolean;
  label: string;
  component: FieldComponent;
  section?: string;
  order: { span: number; index: number; row: number };
  query?: string;
  queryText?: string;
  /** Names of fields referenced as `{param}` in `query`. */
  dependsOn: string[];
  default?: { kind: 'literal'; value: string } | { kind: 'date'; token: string; years: number; months: number; days: number };
  expectations: Expectation[];
  maxLength?: number;
}

/** A generated form: JSON Schema + uiSchema + precompiled validator functions + field metadata. */
export interface GeneratedForm {
  functionName: string;
  httpMethod: HttpMethod;
  payload: boolean;
  expect: string[];
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  /** Sections in order of first appearance, each with its rows of field names. */
  layout: { section: string | null; rows: { row: number; fields: string[] }[] }[];
  fields: FormField[];
  /** Precompiled ajv validators for `createPrecompiledValidator(validateFns, schema)`. */
  validateFns: Record<string, unknown>;
}

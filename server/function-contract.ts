/**
 * The contract of one function-import handler. Handlers are synchronous (better-sqlite3 is),
 * which lets the dispatcher check idempotency, run the handler and store its result without any
 * other request interleaving.
 */
import type { FunctionImport, MetadataModel } from '../codegen/edmx/model';
import type { ServerConfig } from './config';
import type { Db } from './db';
import type { Session } from './auth/sessions';
import type { Params } from './function-params';

export interface FunctionContext {
  db: Db;
  model: MetadataModel;
  config: ServerConfig;
  /** Real epoch ms of this request (injected clock). */
  now: number;
  fn: FunctionImport;
  params: Params;
  /** The valid session, or null when the request carried no token. */
  session: Session | null;
  /** Parsed JSON body (POST), or undefined. */
  body: unknown;
  /** Absolute base of the API on the configured public origin, e.g. `https://portal.example.de/api`. */
  baseUrl: string;
  /** Client address for rate limiting. */
  client: string;
  /** Raw query of the request (for $expand/$orderby pass-through). */
  query: URLSearchParams;
  header: (name: string) => string | undefined;
  secret: Buffer;
}

export interface FunctionResult {
  status?: 200;
  /** The JSON body sent to the client. */
  body: unknown;
  /** Extra response headers. */
  headers?: Record<string, string>;
  /**
   * The value as a file, answered to `GET /api/<Function>/$value` (the OData V2 raw value of a
   * primitive result): what calendar apps subscribe to and what a download link fetches.
   */
  media?: { contentType: string; content: string | Uint8Array; filename?: string; disposition?: 'attachment' | 'inline' };
  /**
   * The entities this answer created (idempotency.ts `entityName`): a double submit gets the answer
   * again only while none of them has changed since (cancelled, paid, replaced).
   */
  names?: readonly string[];
}

export interface FunctionHandler {
  /** 'session': a valid X-Auth-Hash is required; 'public': none needed (a valid one is still checked). */
  auth: 'public' | 'session';
  /**
   * Login-type functions ignore the X-Auth-Hash header: a stale token left in the browser must
   * never keep someone from logging in again.
   */
  ignoresToken?: boolean;
  /**
   * Changes payment or contact data or cancels an order (whose payment may then be refunded): only
   * a session opened with a password may call it, never a community session (AnmeldungOhnePasswort),
   * which anyone holding a fee notice can open. The router refuses it with 403 `full-login-required`.
   */
  fullLogin?: true;
  /** POST handlers that create or change data: double submits return the first result. */
  idempotent?: boolean;
  /**
   * Whose repeats count as one submission: the owner (default; any session of the resident) or
   * only the same session, for answers that belong to one session (a new token).
   */
  idempotencyScope?: 'owner' | 'session';
  /**
   * A promise only for reads that must build their answer asynchronously (a PDF); handlers that
   * write stay synchronous, and the router refuses a promise from an idempotent one.
   */
  run(ctx: FunctionContext): FunctionResult | Promise<FunctionResult>;
  /**
   * Public reads whose answer depends only on their parameters and the authority's calendar data:
   * computed once per parameters and data version, answered with ETag/Last-Modified, 304 and a
   * public Cache-Control (public-answer.ts).
   */
  publicCache?: PublicCachePolicy;
}

export interface PublicCachePolicy {
  /**
   * What else the answer depends on, e.g. KalenderAbo's "this year and next": its key (part of the
   * cache key and ETag) and when it began (the answer is modified no earlier than that).
   */
  period?(ctx: FunctionContext): { key: string; sinceMs: number };
}

/** `{d:{<FunctionName>: value}}` for primitive and complex returns. */
export function valueResult(ctx: FunctionContext, value: unknown): FunctionResult {
  return { body: { d: { [ctx.fn.name]: value } } };
}

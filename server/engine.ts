/**
 * The one place that talks to the generic OData engine (server/odata, owned by another helper):
 * entity-set queries, single entities, and entity results of function imports.
 */
import type { MetadataModel } from '../codegen/edmx/model';
import type { Db } from './db';
import type { SqlScope } from './scope';
import type { FunctionContext, FunctionResult } from './function-contract';
import { getEntity, queryEntitySet } from './odata/index';

export interface QueryContext {
  db: Db;
  model: MetadataModel;
  baseUrl: string;
  query: URLSearchParams;
}

/** `{d:[...]}` (or `{d:{results, __count?, __next?}}`) for an entity set, limited by the scope when given. */
export function queryCollection(ctx: QueryContext, set: string, scope?: SqlScope): unknown {
  return queryEntitySet(ctx.db, ctx.model, set, ctx.query, { scope, baseUrl: ctx.baseUrl });
}

/**
 * `{d:{...}}` for `Set(key)`; 404 when absent or outside the scope. A number is the id the server
 * stores in navigation columns (of a composite key its identifying part).
 */
export function queryEntity(ctx: QueryContext, set: string, key: string | number, scope?: SqlScope): unknown {
  return getEntity(ctx.db, ctx.model, set, key, ctx.query, { scope, baseUrl: ctx.baseUrl });
}

/** Entity result of a function import (e.g. the created claim), honouring $expand/$select. */
export function entityResult(ctx: FunctionContext, set: string, id: number): FunctionResult {
  const query = new URLSearchParams();
  for (const k of ['$expand', '$select']) {
    const v = ctx.query.get(k);
    if (v !== null) query.set(k, v);
  }
  return { body: queryEntity({ db: ctx.db, model: ctx.model, baseUrl: ctx.baseUrl, query }, set, id) };
}

/** Collection result of a function import, with the client's $expand/$orderby/$top/... */
export function collectionResult(ctx: FunctionContext, set: string, scope: SqlScope): FunctionResult {
  // The whole query (the engine ignores non-$ parameters): a `__next` link repeats the call with them.
  return { body: queryEntitySet(ctx.db, ctx.model, set, ctx.query, { scope, baseUrl: ctx.baseUrl, selfPath: ctx.fn.name }) };
}

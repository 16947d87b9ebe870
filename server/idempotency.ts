/**
 * Double-submit protection (srv_idempotency): a repeated submission gets the FIRST answer again and
 * nothing new is created. Two keys identify a submission, both within the caller's scope (the
 * owner, the session, or the client address; never readable by anyone else):
 *
 * - the client's `Idempotency-Key` header: one key per form submission, kept across its retries
 *   (a timeout, a new login in between), honoured for KEY_WINDOW_MS;
 * - the normalised content (strings trimmed, keys sorted), for clients without a key and for the
 *   same submission sent twice with different keys, honoured for CONTENT_WINDOW_MS.
 *
 * Only successful answers are stored, so a corrected retry after an error runs again. A stored
 * answer names the entities it created (`entityName`); whatever later changes one of them (a
 * cancel, a payment, a replacing mandate) calls `forgetAnswersNaming`, so the same content sent
 * again afterwards is a new submission instead of the stale first answer (a cancelled order).
 */
import { createHash } from 'node:crypto';
import type { Db } from './db';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a client key answers with its first result (a resident retrying the next morning). */
export const KEY_WINDOW_MS = 24 * 60 * 60_000;
/** How long the same content counts as the same submission. */
export const CONTENT_WINDOW_MS = 10 * 60_000;
/** Longest accepted client key; anything longer or with control characters is ignored. */
const MAX_CLIENT_KEY = 200;

/** Strings trimmed (a quoted OData literal inside its quotes), object keys sorted, recursively. */
export function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, normalise((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function normaliseParam(raw: string): string {
  const v = raw.trim();
  return v.length >= 2 && v.startsWith("'") && v.endsWith("'") ? `'${v.slice(1, -1).trim()}'` : v;
}

const hash = (parts: unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export interface SubmissionKeys {
  content: string;
  client: string | undefined;
}

/** The keys of one submission of `functionName` by `scope`. */
export function submissionKeys(scope: string, functionName: string, query: URLSearchParams, body: unknown, clientKey: string | undefined): SubmissionKeys {
  const params = [...query.entries()].map(([k, v]) => [k, normaliseParam(v)]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const key = clientKey?.trim();
  // eslint-disable-next-line no-control-regex -- control characters make a header value unusable as a key
  const usable = key && key.length <= MAX_CLIENT_KEY && !/[\u0000-\u001f\u007f]/.test(key) ? key : undefined;
  return {
    content: `c:${hash([scope, functionName, params, normalise(body) ?? null])}`,
    client: usable === undefined ? undefined : `k:${hash([scope, functionName, usable])}`,
  };
}

/** The stored first answer of this submission, if any is still in its window. */
export function findPrevious(db: Db, keys: SubmissionKeys, nowMs: number): { status: number; body: string } | undefined {
  const find = db.prepare(`SELECT status, body FROM srv_idempotency WHERE key = ? AND created_ms > ?`);
  const byKey = keys.client === undefined ? undefined : find.get(keys.client, nowMs - KEY_WINDOW_MS);
  return (byKey ?? find.get(keys.content, nowMs - CONTENT_WINDOW_MS)) as { status: number; body: string } | undefined;
}

/** How a stored answer names an entity it created: `StueckgutAuftraege(12)`. */
export const entityName = (entitySet: string, id: number): string => `${entitySet}(${id})`;

/** Stores the first answer under both keys, with the entities it names. */
export function remember(db: Db, keys: SubmissionKeys, nowMs: number, status: number, body: string, names: readonly string[] = []): void {
  db.prepare(`DELETE FROM srv_idempotency WHERE created_ms <= ?`).run(nowMs - KEY_WINDOW_MS);
  db.prepare(`DELETE FROM srv_idempotency_names WHERE key NOT IN (SELECT key FROM srv_idempotency)`).run();
  const insert = db.prepare(`INSERT OR REPLACE INTO srv_idempotency (key, created_ms, status, body) VALUES (?, ?, ?, ?)`);
  const name = db.prepare(`INSERT OR IGNORE INTO srv_idempotency_names (name, key) VALUES (?, ?)`);
  for (const key of keys.client === undefined ? [keys.content] : [keys.content, keys.client]) {
    insert.run(key, nowMs, status, body);
    for (const n of names) name.run(n, key);
  }
}

/** Drops every stored answer that names one of `names`: the entity changed, the answer is stale. */
export function forgetAnswersNaming(db: Db, names: readonly string[]): void {
  const answers = db.prepare(`DELETE FROM srv_idempotency WHERE key IN (SELECT key FROM srv_idempotency_names WHERE name = ?)`);
  const links = db.prepare(`DELETE FROM srv_idempotency_names WHERE name = ?`);
  for (const n of names) {
    answers.run(n);
    links.run(n);
  }
}

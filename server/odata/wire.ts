/**
 * The last step before the wire: the OData version of a body (`DataServiceVersion` header), the
 * V1 collection shape for bodies that use no V2 feature, and the byte cap of every answer.
 */
import { answerTooLarge } from './errors';

/**
 * Bytes of JSON per collection answer; above every answer the portal needs (the largest is ~0.6 MB).
 * Single values (a document as base64) are bounded by what they are, not by this cap.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isV2Collection = (body: unknown): boolean => isRecord(body) && isRecord(body.d) && Array.isArray(body.d.results);

/** `{d: {results}}` is the V2 collection shape; everything else (`d` array, object, value) is V1. */
export function dataServiceVersion(body: unknown): '1.0' | '2.0' {
  return isV2Collection(body) ? '2.0' : '1.0';
}

/**
 * `{d: {results: [...]}}` without `__count`/`__next` -> `{d: [...]}`: a collection that uses no V2
 * feature goes out in the V1 shape the authorities' backends use.
 */
export function v1Collection(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body.d) || !Array.isArray(body.d.results)) return body;
  const keys = Object.keys(body.d);
  return keys.length === 1 ? { ...body, d: body.d.results } : body;
}

export interface WireAnswer {
  json: string;
  headers: Record<string, string>;
}

/** Serialises an answer body: V1 shape where possible, the matching DataServiceVersion, the byte cap of collections. */
export function toWire(body: unknown, maxBytes = MAX_ANSWER_BYTES): WireAnswer {
  const shaped = v1Collection(body);
  const json = JSON.stringify(shaped);
  const collection = isV2Collection(shaped) || (isRecord(shaped) && Array.isArray(shaped.d));
  if (collection && json.length * 3 > maxBytes && Buffer.byteLength(json, 'utf8') > maxBytes) {
    throw answerTooLarge();
  }
  return {
    json,
    headers: { 'Content-Type': 'application/json; charset=utf-8', DataServiceVersion: dataServiceVersion(shaped) },
  };
}

/**
 * Public API of the generic OData V2 engine over SQLite (see README.md in this folder).
 */
export { createSchema, insertableNames, insertRow, insertRows, toDbValue } from './schema';
export { queryEntitySet, getEntity, PAGE_SIZE, MAX_ANSWER_ENTITIES, type QueryOpts, type CollectionBody, type EntityBody } from './query';
export { toWire, dataServiceVersion, v1Collection, MAX_ANSWER_BYTES, type WireAnswer } from './wire';
export { serializeEntity, toWireValue, type WireEntity, type Row } from './serialize';
export { parseKeyPredicate, parseLiteralValue, parseResourceSegment } from './literals';
export { ODataError, badRequest, answerTooLarge, toODataErrorBody, toODataErrorResponse, type ODataErrorBody, type ODataErrorCode } from './errors';
export { parseFilter, MAX_FILTER_LENGTH, MAX_FILTER_DEPTH } from './filter/parser';
export type { FilterNode } from './filter/ast';
export { ROOT_ALIAS } from './joins';
export type { ScopeFor } from './expand';
export { indexModel, quoteIdent, type ModelIndex, type SetInfo, type PropInfo, type NavInfo } from './model-index';
export type { QueryParams } from './options';

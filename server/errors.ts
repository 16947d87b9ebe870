/**
 * Errors as typed values. Handlers throw `ApiError`; the app's error handler turns it (and the
 * engine's ODataError) into the OData V2 error body with a German message. Users never see a stack.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503,
    readonly code: string,
    message: string,
    /** For a 429 or 503: when asking again makes sense, sent as `Retry-After` (seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ODataErrorBody {
  error: { code: string; message: { lang: 'de'; value: string } };
}

export function errorBody(code: string, message: string): ODataErrorBody {
  return { error: { code, message: { lang: 'de', value: message } } };
}

export const badRequest = (message: string): ApiError => new ApiError(400, 'bad-request', message);
export const forbidden = (message = 'Keine Berechtigung für diese Anfrage.'): ApiError =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Der Eintrag wurde nicht gefunden.'): ApiError =>
  new ApiError(404, 'not-found', message);
/** A feature whose sets this authority's metadata does not have (or shapes otherwise). */
export const unavailable = (what = 'Diese Anfrage'): ApiError =>
  new ApiError(501, 'not-available', `${what} steht bei dieser Behörde nicht zur Verfügung.`);

export const unprocessable = (code: string, message: string): ApiError => new ApiError(422, code, message);

/**
 * Typed errors of the OData engine. Every failure a client can cause becomes an ODataError with an
 * HTTP status, a machine-readable code and a German message; nothing else (no stack, no SQL) ever
 * reaches the wire.
 */

export type ODataErrorCode = 'bad-request' | 'not-found' | 'internal' | (string & {});

export class ODataError extends Error {
  constructor(
    readonly status: number,
    readonly code: ODataErrorCode,
    /** German, user-facing. */
    message: string,
  ) {
    super(message);
    this.name = 'ODataError';
  }
}

/** Shorthand for the most common case: a malformed or unsupported query (400 "bad-request"). */
export function badRequest(message: string): ODataError {
  return new ODataError(400, 'bad-request', message);
}

/** An answer over the size caps (entities or bytes): German, naming the remedies. */
export function answerTooLarge(): ODataError {
  return badRequest('Die Antwort wäre zu groß. Bitte fordern Sie mit $top weniger Einträge an oder erweitern Sie weniger Navigationen ($expand).');
}

/** Client-supplied names echoed in messages are shortened, so an error never mirrors a huge input. */
export function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
}

export interface ODataErrorBody {
  error: { code: string; message: { lang: 'de'; value: string } };
}

/** The OData V2 error body for any thrown value; unknown errors become a generic 500 text. */
export function toODataErrorBody(err: unknown): ODataErrorBody {
  const e = asODataError(err);
  return { error: { code: e.code, message: { lang: 'de', value: e.message } } };
}

/** Status and body in one step, for the HTTP layer. */
export function toODataErrorResponse(err: unknown): { status: number; body: ODataErrorBody } {
  const e = asODataError(err);
  return { status: e.status, body: toODataErrorBody(e) };
}

function asODataError(err: unknown): ODataError {
  if (err instanceof ODataError) return err;
  return new ODataError(500, 'internal', 'Interner Serverfehler. Bitte versuchen Sie es später erneut.');
}

/**
 * Typed errors of the data layer. Components translate them; users never see a
 * stack. `status` follows HTTP so the error page can show it.
 */

/** The server's or the local check's verdict that the token is no longer valid (403). */
export class ExpiredError extends Error {
  readonly status = 403;
  constructor(message = 'Token is expired') {
    super(message);
    this.name = 'ExpiredError';
  }
}

/** The authority is in maintenance (503, or $metadata answering 404/502). */
export class MaintenanceError extends Error {
  readonly status: number;
  constructor(status = 503, message = 'maintenance') {
    super(message);
    this.name = 'MaintenanceError';
    this.status = status;
  }
}

/** Any other HTTP failure, with the OData error code and the server's (German) message. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** How long the server asks to wait before trying again (its `Retry-After`), if it said. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: string | null, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `Retry-After` as seconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its weekday or month in letters; a bare `-3` is no date (Date.parse would read a year).
  const at = /[A-Za-z]/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Something the user asked for does not exist (unknown page, unknown object id). */
export class NotFoundError extends Error {
  readonly status = 404;
  /** Set when an object id of the route is not among the user's objects. */
  readonly objectId: string | null;
  constructor(message = 'This page could not be found', objectId: string | null = null) {
    super(message);
    this.name = 'NotFoundError';
    this.objectId = objectId;
  }

  static forObject(id: string | number): NotFoundError {
    return new NotFoundError(`Object with id ${id} not found`, String(id));
  }
}

/** The network itself failed (offline, DNS, aborted connection). */
export class NetworkError extends Error {
  readonly status = 0;
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * A change (POST) got no answer in time (`MUTATION_TIMEOUT_MS`). The dialog's failure path shows
 * `messageKey` and keeps the input; the same submission may be retried (idempotency key).
 * A read (`READ_TIMEOUT_MS`, `forRead`) has its own text: there is no input to keep.
 */
export class TimeoutError extends Error {
  readonly status = 0;
  readonly messageKey: 'errorPage.timeout' | 'errorPage.readTimeout';
  constructor(message = 'timeout', messageKey: TimeoutError['messageKey'] = 'errorPage.timeout') {
    super(message);
    this.name = 'TimeoutError';
    this.messageKey = messageKey;
  }

  static forRead(): TimeoutError {
    return new TimeoutError('read timeout', 'errorPage.readTimeout');
  }
}

export type ApiError = ExpiredError | MaintenanceError | HttpError | NotFoundError | NetworkError | TimeoutError;

/** HTTP status of any thrown value; 500 for anything unnamed. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' && error.status > 0) {
    return error.status;
  }
  return 500;
}

interface ODataErrorBody {
  error?: { code?: unknown; message?: unknown };
  'odata.error'?: { code?: unknown; message?: unknown };
}

/** Reads `{"error":{"code","message":{"value"}}}` (V2) or a plain-text body. */
function parseErrorBody(text: string): { code: string | null; message: string | null } {
  try {
    const body = JSON.parse(text) as ODataErrorBody;
    const error = body.error ?? body['odata.error'];
    if (!error) return { code: null, message: null };
    const message = error.message;
    const value =
      typeof message === 'string'
        ? message
        : message && typeof message === 'object' && 'value' in message && typeof message.value === 'string'
          ? message.value
          : null;
    return { code: error.code === undefined || error.code === null ? null : String(error.code), message: value };
  } catch {
    const trimmed = text.trim();
    return { code: null, message: trimmed && trimmed.length < 500 ? trimmed : null };
  }
}

/** The server's error code for a write on an object the resident has sold. */
const OBJECT_SOLD = 'object-sold';

/** Maps a failed response to its typed error (docs/behaviour.md, "Errors"). */
export function errorFromResponse(status: number, bodyText: string, path: string, retryAfter: string | null = null): ApiError {
  const { code, message } = parseErrorBody(bodyText);
  // A sold object is read-only: a refusal about the object, not an ended session.
  if (status === 403 && code === OBJECT_SOLD) return new HttpError(status, code, message ?? 'object sold');
  if (status === 403) return new ExpiredError(message ?? 'Token is expired');
  if (status === 503) return new MaintenanceError(503, message ?? 'maintenance');
  if (path === '$metadata' && (status === 404 || status === 502)) return new MaintenanceError(status, message ?? 'maintenance');
  return new HttpError(status, code, message ?? `HTTP ${status}`, retryAfterSeconds(retryAfter));
}

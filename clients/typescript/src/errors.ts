/**
 * Errors: every non-2xx answer becomes an `ApiError` subclass carrying the API's error body.
 *
 * The service answers `{"error": {"code", "message", "details"}}`; the subclass is chosen by the HTTP
 * status, so callers catch what they can handle (`NotFound`, `Conflict`, ...) and read `code` for the
 * finer reason (`version_conflict`, `illegal_transition`, `sensitive_data`, ...).
 */

/** Anything this client throws. */
export class MemoryCenterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The service could not be reached (or the connection broke) after every retry. */
export class NetworkError extends MemoryCenterError {}

/** The service answered with an error status. */
export class ApiError extends MemoryCenterError {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The service's message, without the status and code prefix of `message`. */
  readonly reason: string;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(`${status} ${code}: ${message}`);
    this.status = status;
    this.code = code;
    this.reason = message;
    this.details = details ?? null;
  }
}

/** 400: the body could not be parsed. */
export class BadRequest extends ApiError {}
/** 401: no key, or an unknown or revoked one. */
export class AuthenticationError extends ApiError {}
/** 403: the key's role may not do this. */
export class PermissionDenied extends ApiError {}
/** 404: no such resource in the caller's tenant (or it was deleted). */
export class NotFound extends ApiError {}

/** 409: a stale `expected_version`, an existing task id, an already decided candidate... */
export class Conflict extends ApiError {
  /** The task's version now, when the service said so (a `version_conflict`). */
  get currentVersion(): number | null {
    const details = this.details as { current_version?: unknown } | null;
    return details && typeof details === "object" && Number.isInteger(details.current_version)
      ? (details.current_version as number)
      : null;
  }
}

/** 413: the body is over the service's size limit. */
export class PayloadTooLarge extends ApiError {}
/** 422: the body (or a rule such as the task state machine) refuses the request. */
export class ValidationError extends ApiError {}
/** 429: too many requests; retried with backoff before it is thrown. */
export class RateLimited extends ApiError {}
/** 5xx: a bug in the service, or a dependency that is down. */
export class ServerError extends ApiError {}
/** 503: a dependency (the database) is unavailable; retried with backoff before it is thrown. */
export class ServiceUnavailable extends ServerError {}

const BY_STATUS: Record<number, typeof ApiError> = {
  400: BadRequest,
  401: AuthenticationError,
  403: PermissionDenied,
  404: NotFound,
  409: Conflict,
  413: PayloadTooLarge,
  422: ValidationError,
  429: RateLimited,
  503: ServiceUnavailable,
};

/** The error for an error answer; tolerant of bodies that are not the contract's shape. */
export function errorFromResponse(status: number, statusText: string, text: string): ApiError {
  let code = "http_error";
  let message = statusText || "error";
  let details: unknown = null;
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (error && typeof error === "object") {
    const e = error as { code?: unknown; message?: unknown; details?: unknown };
    code = e.code ? String(e.code) : code;
    message = e.message ? String(e.message) : message;
    details = e.details ?? null;
  } else if (text) {
    message = text.slice(0, 500);
  }
  const Kind = BY_STATUS[status] ?? (status >= 500 ? ServerError : ApiError);
  return new Kind(status, code, message, details);
}

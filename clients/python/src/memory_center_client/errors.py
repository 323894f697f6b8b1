"""Errors: every non-2xx answer becomes an `ApiError` subclass carrying the API's error body.

The service answers `{"error": {"code", "message", "details"}}`; the subclass is chosen by the HTTP
status, so callers catch what they can handle (`NotFound`, `Conflict`, ...) and read `code` for the
finer reason (`version_conflict`, `illegal_transition`, `sensitive_data`, ...).
"""

from typing import Any

import httpx


class MemoryCenterError(Exception):
    """Anything this client raises."""


class InvalidArgument(MemoryCenterError, ValueError):
    """An argument this client can tell is wrong before sending anything; the message names the
    argument as the caller passed it (``user_id``, not the event field it becomes)."""


class NetworkError(MemoryCenterError):
    """The service could not be reached (or the connection broke) after every retry."""


class ApiError(MemoryCenterError):
    """The service answered with an error status."""

    def __init__(self, status: int, code: str, message: str, details: Any = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details = details


class BadRequest(ApiError):
    """400: the body could not be parsed."""


class AuthenticationError(ApiError):
    """401: no key, or an unknown or revoked one."""


class PermissionDenied(ApiError):
    """403: the key's role may not do this."""


class NotFound(ApiError):
    """404: no such resource in the caller's tenant (or it was deleted)."""


class Conflict(ApiError):
    """409: a stale `expected_version`, an existing task id, an already decided candidate..."""

    @property
    def current_version(self) -> int | None:
        """The task's version now, when the service said so (a `version_conflict`)."""
        if isinstance(self.details, dict):
            value = self.details.get("current_version")
            if isinstance(value, int):
                return value
        return None


class PayloadTooLarge(ApiError):
    """413: the body is over the service's size limit."""


class ValidationError(ApiError):
    """422: the body (or a rule such as the task state machine) refuses the request."""


class RateLimited(ApiError):
    """429: too many requests; retried with backoff before it is raised."""


class ServerError(ApiError):
    """5xx: a bug in the service, or a dependency that is down."""


class ServiceUnavailable(ServerError):
    """503: a dependency (the database) is unavailable; retried with backoff before it is raised."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: BadRequest,
    401: AuthenticationError,
    403: PermissionDenied,
    404: NotFound,
    409: Conflict,
    413: PayloadTooLarge,
    422: ValidationError,
    429: RateLimited,
    503: ServiceUnavailable,
}


def error_from_response(response: httpx.Response) -> ApiError:
    """The exception for an error answer; tolerant of bodies that are not the contract's shape."""
    code, message, details = "http_error", response.reason_phrase or "error", None
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict) and isinstance(body.get("error"), dict):
        error = body["error"]
        code = str(error.get("code") or code)
        message = str(error.get("message") or message)
        details = error.get("details")
    elif response.text:
        message = response.text[:500]
    kind = _BY_STATUS.get(response.status_code)
    if kind is None:
        kind = ServerError if response.status_code >= 500 else ApiError
    return kind(response.status_code, code, message, details)

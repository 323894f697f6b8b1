"""The one place errors become responses. Bad input is a 4xx with a clear message; never a 500."""

import logging
import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DBAPIError, OperationalError, StatementError
from starlette.exceptions import HTTPException as StarletteHTTPException

from memory_center.errors import MemoryCenterError, error_body
from memory_center.governance.redaction import redact_text

logger = logging.getLogger(__name__)

_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "too_many_requests",
    503: "service_unavailable",
}


_HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def _validation_details(exc: RequestValidationError) -> list[dict[str, Any]]:
    """Pydantic errors without the offending input (it may be huge or sensitive); a key named in ``loc``
    is redacted (a key of a payload may hold sensitive data)."""
    details = []
    for error in exc.errors():
        details.append(
            {
                "loc": [redact_text(str(part), include_email=False) for part in error.get("loc", ())],
                "type": error.get("type"),
                "msg": error.get("msg"),
            }
        )
    return details


def _validation_message(details: list[dict[str, Any]]) -> str:
    if not details:
        return "the request is invalid"
    first = details[0]
    where = ".".join(part for part in first["loc"] if part not in ("body",)) or "body"
    more = f" (and {len(details) - 1} more problems)" if len(details) > 1 else ""
    return f"{where}: {first['msg']}{more}"


async def handle_domain_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, MemoryCenterError)
    return JSONResponse(error_body(exc.code, exc.message, exc.details), status_code=exc.status_code)


def _json_syntax_error(exc: RequestValidationError) -> JSONResponse | None:
    """A body that is not JSON at all is malformed (400), not a JSON value that fails validation (422)."""
    for error in exc.errors():
        if error.get("type") == "json_invalid":
            loc = error.get("loc", ())
            reason = (error.get("ctx") or {}).get("error", "not JSON")
            where = f" at character {loc[-1]}" if loc and isinstance(loc[-1], int) else ""
            message = f"the body is not valid JSON: {reason}{where}"
            return JSONResponse(error_body("invalid_json", message), status_code=400)
    return None


NOT_JSON = "send JSON (Content-Type: application/json)"


def _not_json(request: Request, exc: RequestValidationError) -> JSONResponse | None:
    """A body sent as a form (or any type but JSON) fails as "not a dictionary": say what to send."""
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if not media or media == "application/json" or media.endswith("+json"):
        return None
    if not any(error.get("loc", ())[:1] == ("body",) for error in exc.errors()):
        return None
    message = f"the body was sent as {media}; {NOT_JSON}"
    return JSONResponse(error_body("not_json", message, {"content_type": media}), status_code=422)


async def handle_validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    malformed = _json_syntax_error(exc) or _not_json(request, exc)
    if malformed is not None:
        return malformed
    details = _validation_details(exc)
    return JSONResponse(
        error_body("validation_error", _validation_message(details), details), status_code=422
    )


def _template_regex(template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{[^}]+\})", template)
    return re.compile("".join("[^/]+" if part.startswith("{") else re.escape(part) for part in parts))


def allowed_methods(request: Request) -> list[str]:
    """Every method the API serves at this path, from the OpenAPI document. Starlette's own ``Allow``
    names only the methods of the first route whose path matched, and ``GET /v1/events`` and
    ``POST /v1/events`` are two routes."""
    path = request.scope.get("path", "")
    methods: set[str] = set()
    for template, item in request.app.openapi().get("paths", {}).items():
        if _template_regex(template).fullmatch(path):
            methods |= {method.upper() for method in item if method in _HTTP_METHODS}
    return sorted(methods)


async def handle_http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    code = _HTTP_CODES.get(exc.status_code, "http_error")
    message = exc.detail if isinstance(exc.detail, str) else code.replace("_", " ")
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        allowed = allowed_methods(request) or headers.get("Allow", "").split(", ")
        headers["Allow"] = ", ".join(allowed)
        message = f"{request.method} is not allowed here; allowed: {headers['Allow']}"
    elif exc.status_code == 404 and exc.detail == "Not Found":
        message = unknown_path_message(request.scope.get("path", ""))
    return JSONResponse(error_body(code, message), status_code=exc.status_code, headers=headers)


def unknown_path_message(path: str) -> str:
    """An unknown path (no route): where the paths are listed, and the usual slip of a client whose
    base URL already ends in /v1."""
    message = f"no such path: {path[:200]}; see /docs for every path of the API"
    if path.startswith("/v1/v1/"):
        message += (
            "; the path starts with /v1/v1/: the base URL should not end in /v1 "
            "(use the service's root, e.g. http://127.0.0.1:8000)"
        )
    return message


async def handle_database_down(_: Request, exc: Exception) -> JSONResponse:
    sqlstate = getattr(getattr(exc, "orig", None), "sqlstate", None)
    logger.warning("database unavailable: %s (SQLSTATE %s)", type(exc).__name__, sqlstate)
    body = error_body("database_unavailable", "the database is unavailable; retry later")
    return JSONResponse(body, status_code=503, headers={"Retry-After": "1"})


async def handle_unexpected(_: Request, exc: Exception) -> JSONResponse:
    logger.exception("unhandled error", exc_info=exc)
    return JSONResponse(error_body("internal_error", "an internal error occurred"), status_code=500)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(MemoryCenterError, handle_domain_error)
    app.add_exception_handler(RequestValidationError, handle_validation_error)
    app.add_exception_handler(StarletteHTTPException, handle_http_error)
    app.add_exception_handler(OperationalError, handle_database_down)
    app.add_exception_handler(DBAPIError, _handle_dbapi_error)
    app.add_exception_handler(StatementError, _handle_statement_error)
    app.add_exception_handler(Exception, handle_unexpected)


async def _handle_dbapi_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, DBAPIError)
    if exc.connection_invalidated:
        return await handle_database_down(request, exc)
    return await handle_unexpected(request, exc)


async def _handle_statement_error(request: Request, exc: Exception) -> JSONResponse:
    """A value the database cannot store (e.g. NUL in text) that slipped past validation: the
    caller's input, so a 422 — never a 500."""
    assert isinstance(exc, StatementError)
    if isinstance(exc.orig, ValueError | UnicodeError):
        body = error_body("invalid_text", "a value cannot be stored: text must be valid Unicode without NUL")
        return JSONResponse(body, status_code=422)
    return await handle_unexpected(request, exc)

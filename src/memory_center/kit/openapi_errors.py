"""Documented error responses (OpenAPI) of the routers, in the contract's error shape.

``api/openapi.py`` gives every operation the statuses it can always answer and the error schema; a
router declares here what it adds: a description in its own words, an example body with the code the
service sends, and statuses beyond the usual ones (a 409 of a state check, say).
"""

from typing import Any

Responses = dict[int | str, dict[str, Any]]


def error(description: str, code: str, details: Any = None) -> dict[str, Any]:
    """One documented error response, with an example body of the contract's shape."""
    example = {"error": {"code": code, "message": "...", "details": details}}
    return {"description": description, "content": {"application/json": {"example": example}}}


def not_found(kind: str, description: str, example_id: str = "...") -> Responses:
    """The 404 of a resource of one kind (another tenant's resources do not exist for the caller)."""
    return {404: error(description, "not_found", {"kind": kind, "id": example_id})}


BAD_JSON = error("The body is not decodable JSON.", "bad_request")
UNAUTHORIZED = error("No API key, or a revoked or unknown one.", "unauthorized")
FORBIDDEN = error(
    "The key's role may not do this, or it is the platform key (use a tenant key).", "forbidden"
)
TOO_LARGE = error("The body is over the size limit (10 MiB).", "payload_too_large")
DATABASE_DOWN = error("The database is unavailable; retry later.", "database_unavailable")

# What the operations of a router share (the errors of any request: its body, its key). Each router keeps
# the set it always declared: the documented statuses of an operation are part of the contract.
REQUEST_ERRORS: Responses = {400: BAD_JSON, 401: UNAUTHORIZED, 403: FORBIDDEN}
COMMON_ERRORS: Responses = {**REQUEST_ERRORS, 413: TOO_LARGE, 503: DATABASE_DOWN}

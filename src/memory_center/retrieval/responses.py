"""Documented error responses of the read path's endpoints (OpenAPI), in the contract's error shape."""

from typing import Any


def error(description: str, code: str, details: Any = None) -> dict[str, Any]:
    example = {"error": {"code": code, "message": "...", "details": details}}
    return {"description": description, "content": {"application/json": {"example": example}}}


COMMON: dict[int | str, dict[str, Any]] = {
    400: error("The body is not decodable JSON.", "bad_request"),
    401: error("No API key, or a revoked or unknown one.", "unauthorized"),
    403: error("The key's role may not do this, or it is the platform key (use a tenant key).", "forbidden"),
    413: error("The body is over the size limit (10 MiB).", "payload_too_large"),
    503: error("The database is unavailable; retry later.", "database_unavailable"),
}

NOT_FOUND = error("No such trace in the caller's tenant.", "not_found", {"kind": "trace", "id": "..."})

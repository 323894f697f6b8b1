"""Typed errors that carry their HTTP status, rendered by one handler into the contract's shape:
``{"error": {"code", "message", "details"}}``."""

from typing import Any


class MemoryCenterError(Exception):
    status_code = 400
    code = "bad_request"

    def __init__(self, message: str, *, details: Any = None, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details
        if code is not None:
            self.code = code


class Unauthorized(MemoryCenterError):
    status_code = 401
    code = "unauthorized"


class Forbidden(MemoryCenterError):
    status_code = 403
    code = "forbidden"


class NotFound(MemoryCenterError):
    status_code = 404
    code = "not_found"

    def __init__(self, kind: str, ident: object) -> None:
        super().__init__(f"{kind} {ident} not found", details={"kind": kind, "id": str(ident)})


class Conflict(MemoryCenterError):
    status_code = 409
    code = "conflict"


class Unprocessable(MemoryCenterError):
    status_code = 422
    code = "validation_error"


def error_body(code: str, message: str, details: Any = None) -> dict[str, Any]:
    """The contract's error shape: ``{"error": {"code", "message", "details"}}``."""
    return {"error": {"code": code, "message": message, "details": details}}

"""The OpenAPI document: every error an operation can give is documented, in the contract's shape.

FastAPI documents only the 422 of request validation, and in its own shape (``{"detail": [...]}``),
which this service never sends. One pass over the generated document fixes that for every route, so
no router has to repeat it and a fuzzer can trust the document.
"""

from typing import Any

ERROR_SCHEMA = "ErrorResponse"
ERROR_DETAIL_SCHEMA = "ErrorDetail"

_DESCRIPTIONS = {
    "400": "The body is not JSON.",
    "401": "Missing, invalid or revoked API key.",
    "403": "The key's role may not do this.",
    "404": "Not found (another tenant's resources do not exist for the caller).",
    "409": "Conflict with the current state.",
    "413": "The request body is larger than the limit (10 MiB by default).",
    "422": "The request failed validation (or named a query parameter this operation does not take); "
    "details lists each problem.",
    "429": "Too many failed API key checks from this address; retry after Retry-After seconds.",
    "503": "A dependency (the database) is unavailable; retry later.",
}

_SCHEMAS: dict[str, Any] = {
    ERROR_DETAIL_SCHEMA: {
        "type": "object",
        "required": ["code", "message"],
        "properties": {
            "code": {"type": "string", "description": "snake_case error code", "example": "not_found"},
            "message": {"type": "string", "description": "A human sentence."},
            "details": {"description": "Anything that helps: the failing fields, allowed values, ..."},
        },
    },
    ERROR_SCHEMA: {
        "type": "object",
        "required": ["error"],
        "properties": {"error": {"$ref": f"#/components/schemas/{ERROR_DETAIL_SCHEMA}"}},
    },
}


def _error_response(status: str, description: str | None = None) -> dict[str, Any]:
    return {
        "description": description or _DESCRIPTIONS.get(status, "Error."),
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{ERROR_SCHEMA}"}}},
    }


def _expected_errors(operation: dict[str, Any]) -> set[str]:
    expected: set[str] = set()
    if operation.get("security"):
        expected |= {"401", "403", "404", "429", "503"}
    expected.add("422")  # a body that fails validation, or a query parameter the operation does not take
    if "requestBody" in operation:
        expected |= {"400", "413"}
    return expected


def _document_operation(operation: dict[str, Any]) -> None:
    responses: dict[str, Any] = operation.setdefault("responses", {})
    secured = bool(operation.get("security"))
    for status in _expected_errors(operation) | set(responses):
        if status[0] not in "45":
            continue
        if status not in responses:
            responses[status] = _error_response(status)
        elif secured or status == "422":
            # Keep a router's own description and examples; the schema is always the error shape.
            media = responses[status].setdefault("content", {}).setdefault("application/json", {})
            media["schema"] = {"$ref": f"#/components/schemas/{ERROR_SCHEMA}"}
            responses[status].setdefault("description", _DESCRIPTIONS.get(status, "Error."))


def document_errors(document: dict[str, Any]) -> dict[str, Any]:
    """Add the error responses of every operation to a generated OpenAPI document (in place)."""
    for item in document.get("paths", {}).values():
        for operation in item.values():
            if isinstance(operation, dict) and "responses" in operation:
                _document_operation(operation)
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(_SCHEMAS)
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    return document

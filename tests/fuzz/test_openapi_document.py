"""The OpenAPI document the fuzzer trusts: every error an operation can give is documented, with the
contract's error shape. Static (no server), so it runs in a blink and also under -m "not fuzz"."""

import re
from typing import Any

import pytest

from fuzz.server import openapi_document

DOCUMENT = openapi_document()
OPERATIONS = [
    pytest.param(operation, id=f"{method.upper()} {path}")
    for path, item in DOCUMENT["paths"].items()
    for method, operation in item.items()
]


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


@pytest.mark.parametrize("operation", OPERATIONS)
def test_operation_documents_its_errors(operation: dict[str, Any]) -> None:
    responses = operation["responses"]
    expected = set()
    if operation.get("security"):
        expected |= {"401", "403", "404", "503"}
    if operation.get("parameters") or "requestBody" in operation:
        expected.add("422")
    if "requestBody" in operation:
        expected |= {"400", "413"}
    assert expected <= set(responses), f"undocumented: {sorted(expected - set(responses))}"
    for status, response in responses.items():
        if status[0] in "45" and operation.get("security"):
            schema = _resolve(response["content"]["application/json"]["schema"])
            assert schema.get("required") == ["error"], (status, schema)
            error = _resolve(schema["properties"]["error"])
            assert {"code", "message"} <= set(error.get("required", [])), (status, error)


def test_fastapi_validation_error_schema_is_gone() -> None:
    """FastAPI's default 422 body ({"detail": [...]}) is not what the service sends."""
    assert "HTTPValidationError" not in DOCUMENT["components"]["schemas"]


def test_component_names_are_plain_names_not_module_paths() -> None:
    """Two models with one class name used to become `memory_center__traces__schemas__TraceOut`;
    generic pages `Page_FactOut_`. Every component has a name of its own."""
    names = list(DOCUMENT["components"]["schemas"])
    assert not [name for name in names if "__" in name]
    assert not [name for name in names if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name)]
    assert {"TraceOut", "ExportedTrace", "FactPage", "EventPage", "CandidatePage"} <= set(names)

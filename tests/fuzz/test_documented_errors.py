"""The error responses each operation documents: the set is part of the contract, so it is pinned
(``documented_statuses.json``, generated from the document before the routers shared one definition of
their errors). An operation added later is free to document what it gives; one listed there keeps
exactly its statuses. Static (no server)."""

import json
from pathlib import Path
from typing import Any

import pytest

from fuzz.server import openapi_document

DOCUMENT = openapi_document()
PINNED: dict[str, list[int]] = json.loads((Path(__file__).parent / "documented_statuses.json").read_text())
CODE_OF_STATUS = {
    400: "bad_request",
    401: "unauthorized",
    404: "not_found",
    413: "payload_too_large",
    503: "database_unavailable",
}


def _operation(name: str) -> dict[str, Any]:
    method, path = name.split(" ", 1)
    operation: dict[str, Any] = DOCUMENT["paths"].get(path, {}).get(method.lower(), {})
    return operation


@pytest.mark.parametrize("name", sorted(PINNED))
def test_operation_documents_the_same_statuses(name: str) -> None:
    operation = _operation(name)
    assert operation, f"{name} is gone from the document"
    assert sorted(int(status) for status in operation["responses"]) == PINNED[name]


def _examples() -> list[tuple[str, int, dict[str, Any]]]:
    found = []
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            for status, response in operation["responses"].items():
                example = response.get("content", {}).get("application/json", {}).get("example")
                if int(status) >= 400 and example is not None:
                    found.append((f"{method.upper()} {path}", int(status), example))
    return found


def test_error_examples_have_the_contract_shape_and_the_code_of_their_status() -> None:
    examples = _examples()
    assert len(examples) > 50  # every router documents examples of its common errors
    for name, status, example in examples:
        assert set(example) == {"error"}, name
        assert {"code", "message"} <= set(example["error"]) <= {"code", "message", "details"}, name
        code = example["error"]["code"]
        assert code == CODE_OF_STATUS.get(status, code), (name, status, code)
        assert code.isidentifier() and code.islower(), (name, code)


def test_a_router_keeps_its_own_words_for_a_shared_status() -> None:
    """Tasks take any role: their 403 names the platform key, not a role."""
    forbidden = _operation("GET /v1/tasks/{task_id}")["responses"]["403"]
    assert forbidden["description"] == "The platform key: tasks need a tenant key."
    review = _operation("POST /v1/candidates/{candidate_id}/accept")["responses"]["403"]
    assert "reviewer" in review["description"]

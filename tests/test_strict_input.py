"""Request fields must carry their declared JSON type (422 otherwise); a wrong method is 405 with
`Allow`; a body that is not JSON is 400 `invalid_json`."""

from typing import Any

import httpx
import pytest

from conftest import Tenant, assert_error
from factories import message
from facts.flows import candidate_body, evidence_body
from memory_center.kit.schemas import RequestModel

WRONG_TYPES: list[tuple[str, str, dict[str, Any], dict[str, Any], str]] = [
    # (method, path, valid body, change, the field named in the error)
    ("POST", "/v1/events", message("hello"), {"extract": "yes"}, "extract"),
    ("POST", "/v1/events", message("hello"), {"extract": 1}, "extract"),
    ("POST", "/v1/events", message("hello"), {"extract": "false"}, "extract"),
    ("POST", "/v1/events", message("hello"), {"occurred_at": 1767225600}, "occurred_at"),
    ("POST", "/v1/events", message("hello"), {"actor_id": 42}, "actor_id"),
    ("POST", "/v1/retrieve", {"query": "tea", "user_id": "u-1"}, {"k": True}, "k"),
    ("POST", "/v1/retrieve", {"query": "tea", "user_id": "u-1"}, {"k": "8"}, "k"),
    ("POST", "/v1/retrieve", {"query": "tea", "user_id": "u-1"}, {"k": 8.0}, "k"),
    (
        "POST",
        "/v1/retrieve",
        {"query": "tea", "user_id": "u-1"},
        {"include_evidence": "true"},
        "include_evidence",
    ),
    ("POST", "/v1/retrieve", {"query": "tea", "user_id": "u-1"}, {"include_evidence": 0}, "include_evidence"),
    ("POST", "/v1/retrieve", {"query": "tea", "user_id": "u-1"}, {"as_of": 1767225600.5}, "as_of"),
    (
        "POST",
        "/v1/retrieve",
        {"query": "tea", "user_id": "u-1"},
        {"memory_types": ["FACT", 1]},
        "memory_types",
    ),
    ("POST", "/v1/context", {"query": "tea", "user_id": "u-1"}, {"token_budget": "1500"}, "token_budget"),
    ("POST", "/v1/context", {"query": "tea", "user_id": "u-1"}, {"token_budget": False}, "token_budget"),
    ("POST", "/v1/candidates", candidate_body("Likes tea"), {"confidence": "0.9"}, "confidence"),
    ("POST", "/v1/candidates", candidate_body("Likes tea"), {"confidence": True}, "confidence"),
    ("POST", "/v1/candidates", candidate_body("Likes tea"), {"evidence_ids": [7]}, "evidence_ids"),
    ("POST", "/v1/evidence", evidence_body("I like tea"), {"event_id": 5}, "event_id"),
    ("POST", "/v1/evidence", evidence_body("I like tea"), {"occurred_at": 0}, "occurred_at"),
    ("POST", "/v1/tasks", {"task_id": "T1", "user_id": "u-1", "goal": "g"}, {"goal": 3}, "goal"),
]


@pytest.mark.parametrize(("method", "path", "body", "change", "field"), WRONG_TYPES)
async def test_a_field_of_the_wrong_json_type_is_422_and_writes_nothing(
    tenant: Tenant, method: str, path: str, body: dict[str, Any], change: dict[str, Any], field: str
) -> None:
    response = await tenant.request(method, path, json={**body, **change})
    error = assert_error(response, 422, "validation_error")
    assert field in error["message"], error
    for listing in ("/v1/events", "/v1/candidates", "/v1/facts"):
        assert (await tenant.get(listing)).json()["items"] == []
    assert (await tenant.get("/v1/tasks/T1")).status_code == 404


@pytest.mark.parametrize(("method", "path", "body", "change", "field"), WRONG_TYPES)
async def test_the_same_bodies_with_declared_types_are_accepted(
    tenant: Tenant, method: str, path: str, body: dict[str, Any], change: dict[str, Any], field: str
) -> None:
    response = await tenant.request(method, path, json=body)
    assert response.status_code < 300, response.text


async def test_json_strings_still_parse_into_timestamps_enums_and_ids(tenant: Tenant) -> None:
    event = await tenant.post(
        "/v1/events", json=message("I like green tea", occurred_at="2026-05-01T09:00:00+08:00", extract=False)
    )
    assert event.status_code == 201, event.text
    assert event.json()["event"]["occurred_at"].startswith("2026-05-01T01:00:00")
    evidence_id = event.json()["evidence"][0]["id"]
    submitted = await tenant.post(
        "/v1/candidates",
        json=candidate_body("Likes green tea", evidence_ids=[evidence_id], confidence=1, scope="USER"),
    )
    assert submitted.status_code == 201, submitted.text
    retrieved = await tenant.post(
        "/v1/retrieve", json={"query": "tea", "user_id": "u-1", "memory_types": ["PREFERENCE"], "k": 3}
    )
    assert retrieved.status_code == 200, retrieved.text


def request_models() -> list[type[RequestModel]]:
    found: list[type[RequestModel]] = []
    todo: list[type[RequestModel]] = [RequestModel]
    while todo:
        model = todo.pop()
        found.append(model)
        todo += model.__subclasses__()
    return found


def test_every_request_body_is_a_strict_request_model(app_client: httpx.AsyncClient) -> None:
    document = app_client.app.openapi()  # type: ignore[attr-defined]
    bodies = {
        operation["requestBody"]["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
        for item in document["paths"].values()
        for operation in item.values()
        if "requestBody" in operation
    }
    models = {model.__name__: model for model in request_models()}
    assert len(bodies) >= 10
    for name in bodies:
        assert name in models, f"{name} is not a RequestModel"
        assert models[name].model_config.get("strict") is True, name
        assert models[name].model_config.get("extra") == "forbid", name


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("DELETE", "/v1/events", "GET, POST"),
        ("PUT", "/v1/events", "GET, POST"),
        ("PUT", "/v1/events/batch", "GET, POST"),
        ("PUT", "/v1/facts/00000000-0000-0000-0000-000000000001", "DELETE, GET, PATCH"),
        ("DELETE", "/v1/tasks/T1/transitions", "GET, POST"),
        ("GET", "/v1/retrieve", "POST"),
    ],
)
async def test_a_wrong_method_is_405_with_allow(tenant: Tenant, method: str, path: str, allowed: str) -> None:
    response = await tenant.request(method, path)
    assert_error(response, 405, "method_not_allowed")
    assert response.headers["Allow"] == allowed


@pytest.mark.parametrize("raw", [b"{not json", b'{"actor_id": "u",}', b"{'actor_id': 'u'}", b'{"a": 1} x'])
async def test_a_body_that_is_not_json_is_400(tenant: Tenant, raw: bytes) -> None:
    response = await tenant.post("/v1/events", content=raw, headers={"Content-Type": "application/json"})
    error = assert_error(response, 400, "invalid_json")
    assert "not valid JSON" in error["message"]
    assert (await tenant.get("/v1/events")).json()["items"] == []


@pytest.mark.parametrize("raw", [b"[]", b"null", b'"text"', b"42"])
async def test_json_that_is_not_an_object_is_422(tenant: Tenant, raw: bytes) -> None:
    response = await tenant.post("/v1/events", content=raw, headers={"Content-Type": "application/json"})
    assert_error(response, 422, "validation_error")


def test_the_openapi_document_says_400_for_a_body_that_is_not_json(app_client: httpx.AsyncClient) -> None:
    document = app_client.app.openapi()  # type: ignore[attr-defined]
    responses = document["paths"]["/v1/events"]["post"]["responses"]
    assert "not JSON" in responses["400"]["description"]
    assert "422" in responses


EVENT = '"actor_type": "USER", "actor_id": "u", "event_type": "note", "source": "s"'
EVIDENCE = '"evidence_type": "DOCUMENT", "source_type": "TOOL_RESULT", "source_system": "s", "content": "c"'
CANDIDATE = '"memory_type": "FACT", "content": "c", "scope": "USER", "user_id": "u"'


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity"])
@pytest.mark.parametrize(
    ("path", "template"),
    [
        ("/v1/events", "{" + EVENT + ', "payload": {"x": %s}}'),
        ("/v1/evidence", "{" + EVIDENCE + ', "metadata": {"x": [%s]}}'),
        ("/v1/tasks", '{"task_id": "T1", "user_id": "u", "goal": "g", "state": {"budget": %s}}'),
        ("/v1/retrieve", '{"query": "q", "user_id": "u", "k": %s}'),
        ("/v1/candidates", "{" + CANDIDATE + ', "confidence": %s}'),
    ],
)
async def test_non_finite_numbers_are_refused(tenant: Tenant, number: str, path: str, template: str) -> None:
    """Python's JSON parser reads NaN and Infinity, which JSON does not have: never stored."""
    raw = (template % number).encode()
    response = await tenant.post(path, content=raw, headers={"Content-Type": "application/json"})
    assert_error(response, 422, "validation_error")
    assert (await tenant.get("/v1/events")).json()["items"] == []
    assert (await tenant.get("/v1/tasks/T1")).status_code == 404

"""Bad input gets a 4xx in the contract's error shape, never a 5xx, and writes nothing."""

import json

import pytest

from conftest import Tenant, assert_error
from factories import message


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"actor_type": "robot"}, "actor_type"),
        ({"actor_type": 3}, "actor_type"),
        ({"payload": "not an object"}, "payload"),
        ({"payload": {"role": "user"}}, "text"),
        ({"payload": {"role": "narrator", "text": "x"}}, "role"),
        ({"payload": {"role": "user", "text": 42}}, "text"),
        ({"extract": "perhaps"}, "extract"),
        ({"occurred_at": "2026-13-45T00:00:00Z"}, "occurred_at"),
        ({"occurred_at": "2026-01-01T00:00:00"}, "occurred_at"),
        ({"unknown_field": 1}, "unknown_field"),
        ({"user_id": ""}, "user_id"),
        ({"user_id": "u" * 300}, "user_id"),
        ({"payload": {"role": "user", "text": "x" * (64 * 1024 + 1)}}, "65536"),
        ({"payload": {"nested": [{"deep": "y" * (64 * 1024 + 1)}]}, "event_type": "note"}, "nested"),
    ],
)
async def test_invalid_event_bodies_are_422_and_write_nothing(
    tenant: Tenant, change: dict[str, object], where: str
) -> None:
    response = await tenant.post("/v1/events", json={**message("hello"), **change})
    error = assert_error(response, 422, "validation_error")
    assert where in str(error)
    assert (await tenant.get("/v1/events")).json()["items"] == []


@pytest.mark.parametrize("missing", ["actor_type", "actor_id", "event_type", "source", "payload"])
async def test_missing_required_fields_are_422(tenant: Tenant, missing: str) -> None:
    body = message("hello")
    del body[missing]
    assert_error(await tenant.post("/v1/events", json=body), 422)


@pytest.mark.parametrize(
    "raw", [b"{not json", b"", b"[]", b"null", b'"text"', '{"a": "\udcff"}'.encode("utf-8", "surrogatepass")]
)
async def test_malformed_json_is_4xx(tenant: Tenant, raw: bytes) -> None:
    response = await tenant.post("/v1/events", content=raw, headers={"Content-Type": "application/json"})
    assert 400 <= response.status_code < 500, response.text
    assert_error(response, response.status_code)


async def test_oversized_body_is_413(tenant: Tenant) -> None:
    big = b'{"events": [' + b'"' + b"x" * (10 * 1024 * 1024) + b'"]}'
    response = await tenant.post(
        "/v1/events/batch", content=big, headers={"Content-Type": "application/json"}
    )
    assert_error(response, 413, "payload_too_large")
    assert (await tenant.get("/v1/events")).json()["items"] == []


async def test_oversized_chunked_body_is_413(tenant: Tenant) -> None:
    async def chunks():  # type: ignore[no-untyped-def]
        yield b'{"events": ["'
        for _ in range(11):
            yield b"x" * (1024 * 1024)
        yield b'"]}'

    response = await tenant.post(
        "/v1/events/batch", content=chunks(), headers={"Content-Type": "application/json"}
    )
    assert_error(response, 413)


async def test_unknown_route_and_method_use_error_shape(tenant: Tenant) -> None:
    assert_error(await tenant.get("/v1/nothing-here"), 404)
    assert_error(await tenant.put("/v1/events"), 405)


@pytest.mark.parametrize(
    "body",
    [
        {"payload": {"role": "user", "text": "nul \u0000 inside"}},
        {"user_id": "u\u0000"},
        {"payload": {"role": "user", "text": "ok", "meta\u0000": 1}},
        {"payload": {"role": "user", "text": "ok", "deep": json.loads("[" * 40 + "]" * 40)}},
    ],
)
async def test_unstorable_text_is_422(tenant: Tenant, body: dict[str, object]) -> None:
    assert_error(await tenant.post("/v1/events", json={**message("hello"), **body}), 422)
    assert (await tenant.get("/v1/events")).json()["items"] == []


async def test_lone_surrogate_is_422(tenant: Tenant) -> None:
    raw = b'{"actor_type": "USER", "actor_id": "u", "event_type": "message", "source": "s",'
    raw += b' "payload": {"role": "user", "text": "bad \\udcff"}}'
    response = await tenant.post("/v1/events", content=raw, headers={"Content-Type": "application/json"})
    assert_error(response, 422)

"""The same idempotency key with a different request → 409 `idempotency_key_reused`, nothing written;
with the same request (as defined in events/idempotency.py) → 200, the first event."""

import asyncio
from typing import Any

import pytest

from conftest import Tenant, assert_error
from factories import message, unique_key
from facts.flows import rows
from memory_center.events.idempotency import request_fingerprint
from memory_center.events.schemas import EventIn


async def counts(tenant: Tenant) -> dict[str, int]:
    found = {}
    for table in ("memory_event", "memory_evidence", "memory_candidate", "memory_fact"):
        [row] = await rows(tenant, f"SELECT count(*) AS n FROM {table} WHERE tenant_id = :tenant")  # noqa: S608
        found[table] = row["n"]
    return found


DIFFERENT = [
    {"payload": {"role": "user", "text": "I like green tea!"}},
    {"payload": {"role": "user", "text": "我喜欢绿茶"}},
    {"payload": {"role": "assistant", "text": "I like green tea"}},
    {"user_id": "u-2"},
    {"session_id": "s-9"},
    {"occurred_at": "2026-05-01T09:00:00+00:00"},
    {"extract": False},
    {"event_type": "note"},
    {"payload": {"role": "user", "text": "I like green tea", "lang": "en"}},
]


@pytest.mark.parametrize("change", DIFFERENT)
async def test_a_reused_key_with_another_request_is_409_and_writes_nothing(
    tenant: Tenant, change: dict[str, Any]
) -> None:
    key = unique_key()
    first = await tenant.post("/v1/events", json=message("I like green tea", idempotency_key=key))
    assert first.status_code == 201, first.text
    before = await counts(tenant)
    again = await tenant.post(
        "/v1/events", json={**message("I like green tea", idempotency_key=key), **change}
    )
    error = assert_error(again, 409, "idempotency_key_reused")
    assert error["details"] == {"idempotency_key": key, "event_id": first.json()["event"]["id"]}
    assert await counts(tenant) == before


SAME = [
    {},
    {"extract": True},
    {"occurred_at": None},
    {"user_id": "  u-1 "},
]


@pytest.mark.parametrize("change", SAME)
async def test_the_same_request_spelled_differently_is_a_duplicate(
    tenant: Tenant, change: dict[str, Any]
) -> None:
    key = unique_key()
    first = await tenant.post("/v1/events", json=message("I like green tea", idempotency_key=key))
    again = await tenant.post(
        "/v1/events", json={**message("I like green tea", idempotency_key=key), **change}
    )
    assert again.status_code == 200, again.text
    assert again.json()["duplicate"] is True
    assert again.json()["event"]["id"] == first.json()["event"]["id"]


async def test_one_instant_in_two_offsets_is_the_same_request(tenant: Tenant) -> None:
    key = unique_key()
    at_utc = message("见面时间定在周五", idempotency_key=key, occurred_at="2026-05-01T01:00:00Z")
    at_beijing = {**at_utc, "occurred_at": "2026-05-01T09:00:00+08:00"}
    assert (await tenant.post("/v1/events", json=at_utc)).status_code == 201
    assert (await tenant.post("/v1/events", json=at_beijing)).status_code == 200


def test_the_fingerprint_is_the_canonical_request() -> None:
    body = message("I like green tea", idempotency_key="k-1")
    reordered = dict(reversed(list(body.items())))
    assert request_fingerprint(EventIn.model_validate(body)) == request_fingerprint(
        EventIn.model_validate(reordered)
    )
    changed = {**body, "payload": {"role": "user", "text": "I like green tea "}}
    assert request_fingerprint(EventIn.model_validate(body)) != request_fingerprint(
        EventIn.model_validate(changed)
    )


async def test_concurrent_requests_with_one_key_and_different_bodies(tenant: Tenant) -> None:
    key = unique_key()
    responses = await asyncio.gather(
        *(tenant.post("/v1/events", json=message(f"race {i}", idempotency_key=key)) for i in range(10))
    )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] + [409] * 9, statuses
    assert (await counts(tenant))["memory_event"] == 1


async def test_in_a_batch_a_reused_key_fails_alone(tenant: Tenant) -> None:
    stored, fresh = unique_key(), unique_key()
    first = await tenant.post("/v1/events", json=message("I like tea", idempotency_key=stored))
    items = [
        message("I like tea", idempotency_key=stored),
        message("I like cocoa", idempotency_key=stored),
        message("I like juice", idempotency_key=fresh),
        message("I like milk", idempotency_key=fresh),
        message("I like water"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": items})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert results[0]["duplicate"] is True and results[0]["event"]["id"] == first.json()["event"]["id"]
    assert results[1]["error"]["code"] == "idempotency_key_reused"
    assert results[1]["error"]["details"]["event_id"] == first.json()["event"]["id"]
    assert results[2]["duplicate"] is False
    assert results[3]["error"]["code"] == "idempotency_key_reused"
    assert results[3]["error"]["details"]["event_id"] == results[2]["event"]["id"]
    assert results[4]["duplicate"] is False
    listed = (await tenant.get("/v1/events")).json()["items"]
    assert [e["payload"]["text"] for e in listed] == ["I like tea", "I like juice", "I like water"]

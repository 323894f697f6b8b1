"""The same idempotency key with a different request → 409 `idempotency_key_reused`, nothing written;
with the same request (as defined in events/idempotency.py) → 200, the first event."""

import asyncio
import hashlib
import hmac
from typing import Any

import pytest
from pydantic import ValidationError

from conftest import Tenant, assert_error
from factories import message, unique_key
from facts.flows import execute, rows
from memory_center.config import Settings
from memory_center.events.idempotency import Fingerprint, request_fingerprint
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


SECRET = b"test idempotency secret"


def fingerprint(body: dict[str, Any], key: bytes = SECRET) -> Fingerprint:
    return request_fingerprint(EventIn.model_validate(body), key)


def test_the_fingerprint_is_the_canonical_request() -> None:
    body = message("I like green tea", idempotency_key="k-1")
    reordered = dict(reversed(list(body.items())))
    assert fingerprint(body) == fingerprint(reordered)
    changed = {**body, "payload": {"role": "user", "text": "I like green tea "}}
    assert fingerprint(body).stored != fingerprint(changed).stored


def test_the_stored_fingerprint_is_an_hmac_under_the_server_secret() -> None:
    body = message("I like green tea", idempotency_key="k-1")
    mine, other = fingerprint(body), fingerprint(body, b"another server")
    plain = hashlib.sha256(mine.canonical).hexdigest()
    assert mine.stored == "hmac-sha256:" + hmac.new(SECRET, mine.canonical, hashlib.sha256).hexdigest()
    assert plain not in mine.stored and mine.stored != other.stored
    assert mine.matches(mine.stored) and not mine.matches(other.stored)
    assert mine.matches(plain)  # an event stored before fingerprints were keyed
    assert not mine.matches(hashlib.sha256(fingerprint({**body, "user_id": "u-2"}).canonical).hexdigest())
    assert mine.matches(None)  # an event stored before fingerprints existed


def test_every_worker_and_restart_derives_the_same_secret() -> None:
    one = Settings(admin_api_key="platform-key-0123456789")
    assert one.idempotency_key() == Settings(admin_api_key="platform-key-0123456789").idempotency_key()
    cursor = Settings(admin_api_key="platform-key-0123456789", cursor_secret="cursor-secret-0123456789")
    assert cursor.idempotency_key() != one.idempotency_key() != one.cursor_key()
    own = Settings(cursor_secret="cursor-secret-0123456789", idempotency_secret="idempotency-0123456789")
    assert own.idempotency_key() not in (cursor.idempotency_key(), Settings().idempotency_key())


def test_production_refuses_a_short_idempotency_secret() -> None:
    with pytest.raises(ValidationError, match="MC_IDEMPOTENCY_SECRET"):
        Settings(
            environment="production", admin_api_key="platform-key-0123456789", idempotency_secret="short"
        )


async def test_the_event_keeps_the_keyed_fingerprint(tenant: Tenant, settings: Settings) -> None:
    key = unique_key()
    body = message("I like green tea", idempotency_key=key)
    assert (await tenant.post("/v1/events", json=body)).status_code == 201
    batch = [message("I like cocoa", idempotency_key=unique_key())]
    assert (await tenant.post("/v1/events/batch", json={"events": batch})).status_code == 200
    stored = await rows(tenant, "SELECT request_sha256 FROM memory_event WHERE tenant_id = :tenant")
    expected = {fingerprint(one, settings.idempotency_key()).stored for one in (body, *batch)}
    assert {row["request_sha256"] for row in stored} == expected


async def test_an_event_stored_with_a_plain_hash_is_still_replayed(tenant: Tenant) -> None:
    key, batch_key = unique_key(), unique_key()
    bodies = [
        message("I like green tea", idempotency_key=key),
        message("I like cocoa", idempotency_key=batch_key),
    ]
    first = [await tenant.post("/v1/events", json=body) for body in bodies]
    for body in bodies:  # as the service before keyed fingerprints stored them
        plain = hashlib.sha256(fingerprint(body).canonical).hexdigest()
        where = "tenant_id = :tenant AND idempotency_key = :key"
        sql = f"UPDATE memory_event SET request_sha256 = :plain WHERE {where}"  # noqa: S608
        await execute(tenant, sql, plain=plain, key=body["idempotency_key"])
    before = await counts(tenant)
    again = await tenant.post("/v1/events", json=bodies[0])
    assert again.status_code == 200 and again.json()["event"]["id"] == first[0].json()["event"]["id"]
    changed = {**bodies[0], "user_id": "u-2"}
    assert_error(await tenant.post("/v1/events", json=changed), 409, "idempotency_key_reused")
    response = await tenant.post(
        "/v1/events/batch", json={"events": [bodies[1], {**bodies[1], "session_id": "s-9"}]}
    )
    results = response.json()["results"]
    assert results[0]["duplicate"] is True and results[0]["event"]["id"] == first[1].json()["event"]["id"]
    assert results[1]["error"]["code"] == "idempotency_key_reused"
    assert await counts(tenant) == before


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

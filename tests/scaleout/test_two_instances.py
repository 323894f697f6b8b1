"""Two service instances on one PostgreSQL and one Redis (docs/scaling.md): what one writes the other
reads; an invalidation or a deletion made through one is seen by the other even where it had the
answer cached in Redis; both run the in-process indexer and every queued row is embedded exactly once;
a key revoked through one is refused by the other at once."""

import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from instances import Instance, instance_env, instances
from sqlalchemy import create_engine, text

from conftest import ADMIN_KEY, RedisServer
from factories import message

PLATFORM = {"Authorization": f"Bearer {ADMIN_KEY}"}
USER = "u-two"


@pytest.fixture(scope="module")
def pair(database_url: str, redis_server: RedisServer) -> Iterator[list[Instance]]:
    # Both run the in-process indexer with the local embedder, in small batches so that both claim.
    env = instance_env(
        database_url, redis_server.url, MC_INDEXER_BATCH_SIZE="8", MC_INDEXER_POLL_SECONDS="0.1"
    )
    with instances(2, env) as started:
        yield started


def new_key(instance: Instance, tenant_id: str, role: str = "agent") -> dict[str, Any]:
    created = httpx.post(
        instance.url + "/v1/admin/api-keys", json={"tenant_id": tenant_id, "role": role}, headers=PLATFORM
    )
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def bearer(key: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {key['key']}"}


def retrieve(instance: Instance, headers: dict[str, str]) -> dict[str, Any]:
    """Every memory of the user visible on ``instance`` (no query: nothing depends on the index)."""
    response = httpx.post(
        instance.url + "/v1/retrieve",
        json={"user_id": USER, "k": 20},
        headers=headers,
        timeout=30,
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def wait_drained(instance: Instance, admin: dict[str, str]) -> None:
    """Until the tenant's index queue is empty (no timing is asserted): a vector stored later would
    itself, rightly, invalidate the tenant's cached answers."""
    for _ in range(1200):
        status = httpx.get(instance.url + "/v1/index/status", headers=admin).json()
        if status["pending"] == 0:
            return
        time.sleep(0.25)
    pytest.fail(f"the index did not drain: {status}")


def cache_hit(instance: Instance, headers: dict[str, str], answer: dict[str, Any]) -> bool:
    trace = httpx.get(instance.url + f"/v1/traces/{answer['trace_id']}", headers=headers)
    assert trace.status_code == 200, trace.text
    return bool(trace.json()["timings"].get("cache_hit"))


def test_writes_on_one_are_read_on_the_other_and_deletes_reach_its_cache(pair: list[Instance]) -> None:
    a, b = pair
    tenant = "two-" + uuid.uuid4().hex[:10]
    agent, admin = bearer(new_key(a, tenant)), bearer(new_key(a, tenant, "admin"))
    texts = ["I prefer window seats on long flights.", "我对花生过敏。"]  # two memories of two keys
    for said in texts:
        written = httpx.post(
            a.url + "/v1/events", json=message(said, user_id=USER), headers=agent, timeout=30
        )
        assert written.status_code == 201, written.text

    wait_drained(b, admin)
    facts = httpx.get(b.url + "/v1/facts", params={"user_id": USER}, headers=agent).json()["items"]
    assert len(facts) == 2, facts
    first = retrieve(b, agent)
    again = retrieve(b, agent)
    assert {item["id"] for item in first["items"]} == {fact["id"] for fact in facts}
    assert cache_hit(b, agent, again), "B did not cache the answer: the test would prove nothing"

    # Deleted through A: B's cached answer must not come back.
    deleted = facts[0]["id"]
    assert httpx.delete(a.url + f"/v1/facts/{deleted}", headers=admin).status_code == 204
    after = retrieve(b, agent)
    assert deleted not in {item["id"] for item in after["items"]}
    assert {item["id"] for item in after["items"]} == {facts[1]["id"]}
    context = httpx.post(b.url + "/v1/context", json={"query": "seat", "user_id": USER}, headers=agent).json()
    assert facts[0]["content"] not in context["text"]
    assert httpx.get(b.url + f"/v1/facts/{deleted}", headers=agent).status_code == 404

    # Invalidated through A, likewise gone from B's (cached) answers.
    retrieve(b, agent)
    assert cache_hit(b, agent, retrieve(b, agent))
    reviewer = bearer(new_key(a, tenant, "reviewer"))
    invalidated = httpx.post(
        a.url + f"/v1/facts/{facts[1]['id']}/invalidate",
        json={"reason": "changed their mind"},
        headers=reviewer,
    )
    assert invalidated.status_code == 200, invalidated.text
    assert retrieve(b, agent)["items"] == []


def test_a_task_written_on_one_is_current_on_the_other(pair: list[Instance]) -> None:
    a, b = pair
    agent = bearer(new_key(a, "two-" + uuid.uuid4().hex[:10]))
    task_id = "trip-" + uuid.uuid4().hex[:6]
    body = {"task_id": task_id, "user_id": USER, "goal": "Book a hotel in Porto"}
    assert httpx.post(a.url + "/v1/tasks", json=body, headers=agent).status_code == 201
    assert httpx.get(b.url + f"/v1/tasks/{task_id}", headers=agent).json()["version"] == 1  # now cached
    moved = httpx.post(
        a.url + f"/v1/tasks/{task_id}/transitions",
        json={"to_status": "PLANNING", "expected_version": 1},
        headers=agent,
    )
    assert moved.status_code == 200, moved.text
    seen = httpx.get(b.url + f"/v1/tasks/{task_id}", headers=agent).json()
    assert (seen["status"], seen["version"]) == ("PLANNING", 2)


def test_revocation_through_one_is_refused_by_the_other_at_once(pair: list[Instance]) -> None:
    a, b = pair
    tenant = "two-" + uuid.uuid4().hex[:10]
    key = new_key(a, tenant)
    for instance in (a, b, b):
        assert httpx.get(instance.url + "/v1/events", headers=bearer(key)).status_code == 200
    assert httpx.delete(a.url + f"/v1/admin/api-keys/{key['id']}", headers=PLATFORM).status_code == 204
    refused = httpx.get(b.url + "/v1/events", headers=bearer(key))
    assert refused.status_code == 401, refused.text
    assert httpx.get(a.url + "/v1/events", headers=bearer(key)).status_code == 401


def test_both_indexers_share_the_queue_and_embed_each_row_once(
    pair: list[Instance], database_url: str
) -> None:
    a, b = pair
    tenant = "two-" + uuid.uuid4().hex[:10]
    agent, admin = bearer(new_key(a, tenant)), bearer(new_key(a, tenant, "admin"))
    topics = [
        "hiking in the Alps",
        "用筷子吃面条",
        "the quarterly budget review",
        "学习弹钢琴",
        "a trip to Kyoto",
    ]
    for half, instance in enumerate((a, b)):
        events = [
            message(f"Turn {n}: we talked about {topics[n % len(topics)]}.", user_id=USER, extract=False)
            for n in range(half * 60, half * 60 + 60)
        ]
        written = httpx.post(
            instance.url + "/v1/events/batch", json={"events": events}, headers=agent, timeout=60
        )
        assert written.status_code == 200, written.text

    wait_drained(a, admin)

    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text(
                    "SELECT e.status, e.attempts, e.embedding IS NOT NULL AS has_vector "
                    "FROM memory_embedding e WHERE e.tenant_id = :tenant"
                ),
                {"tenant": tenant},
            ).all()
            evidence = connection.scalar(
                text("SELECT count(*) FROM memory_evidence WHERE tenant_id = :tenant"), {"tenant": tenant}
            )
    finally:
        engine.dispose()
    assert evidence == 120
    assert len(rows) == 120  # one queue row per evidence: nothing queued twice
    assert {(row.status, row.attempts, row.has_vector) for row in rows} == {("DONE", 1, True)}  # claimed once


@pytest.fixture(scope="module")
def pair_without_redis(database_url: str) -> Iterator[list[Instance]]:
    """Two instances sharing only PostgreSQL: no Redis to carry a revocation between them."""
    env = instance_env(database_url, "", MC_INDEXER_ENABLED="false", MC_API_KEY_CACHE_SECONDS="3600")
    with instances(2, env) as started:
        yield started


def test_a_key_cached_by_both_and_revoked_on_one_is_refused_by_the_other_at_once(
    pair_without_redis: list[Instance],
) -> None:
    """Each instance keeps the keys it checked (an hour here): the revocation still reaches the other
    with the next request, through the key generation both read from PostgreSQL."""
    a, b = pair_without_redis
    tenant = "two-" + uuid.uuid4().hex[:10]
    key, other = new_key(a, tenant), new_key(a, tenant)
    for instance in (a, b, a, b):  # the second round is answered from each instance's cache
        for used in (key, other):
            assert httpx.get(instance.url + "/v1/events", headers=bearer(used)).status_code == 200
    assert httpx.delete(a.url + f"/v1/admin/api-keys/{key['id']}", headers=PLATFORM).status_code == 204
    refused = httpx.get(b.url + "/v1/events", headers=bearer(key))
    assert refused.status_code == 401, refused.text
    assert httpx.get(a.url + "/v1/events", headers=bearer(key)).status_code == 401
    for instance in (b, a):  # the other key of the tenant is checked again and still works
        assert httpx.get(instance.url + "/v1/events", headers=bearer(other)).status_code == 200

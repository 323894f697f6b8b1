"""The Redis hot cache of the read path: hits, invalidation, purge, keys, and Redis going away."""

import asyncio
from typing import Any

import redis.asyncio as redis_async
from memory_factory import add_fact, context, ids_of, index_everything, retrieve, runtime_of

from conftest import RedisServer, Tenant
from memory_center.enums import MemoryType
from memory_center.retrieval.read_cache import memory_prefix


async def trace_of(tenant: Tenant, answer: dict[str, Any]) -> dict[str, Any]:
    response = await tenant.get(f"/v1/traces/{answer['trace_id']}")
    assert response.status_code == 200, response.text
    trace: dict[str, Any] = response.json()
    return trace


async def read_path_keys(redis_url: str, tenant_id: str) -> list[str]:
    client = redis_async.Redis.from_url(redis_url)
    try:
        return [key.decode() async for key in client.scan_iter(match=f"{memory_prefix(tenant_id)}*")]
    finally:
        await client.aclose()


async def test_identical_requests_are_served_from_redis_and_traced(
    tenant: Tenant, redis_server: RedisServer
) -> None:
    fact_id = await add_fact(tenant, "Prefers green tea", user_id="u1", memory_type=MemoryType.PREFERENCE)
    await index_everything(tenant)
    first = await retrieve(tenant, query="which tea does the user like?", user_id="u1")
    second = await retrieve(tenant, query="which tea does the user like?", user_id="u1")

    assert ids_of(first) == ids_of(second) == [str(fact_id)]
    assert first["trace_id"] != second["trace_id"]
    assert "cache_hit" not in (await trace_of(tenant, first))["timings"]
    assert (await trace_of(tenant, second))["timings"]["cache_hit"] == 1.0
    keys = await read_path_keys(redis_server.url, tenant.id)
    assert keys and all(key.startswith(f"mc:{{{tenant.id}}}:context:") for key in keys)
    assert any(":u1:" in key for key in keys)  # the owner is part of every key


async def test_write_invalidates_and_purge_leaves_nothing(tenant: Tenant, redis_server: RedisServer) -> None:
    runtime = runtime_of(tenant.client)
    # index=False: the worker finishing a vector would itself (rightly) invalidate the tenant's answers.
    await add_fact(tenant, "Prefers green tea", user_id="u1", memory_type=MemoryType.PREFERENCE, index=False)
    assert len(ids_of(await retrieve(tenant, user_id="u1"))) == 1

    await add_fact(tenant, "Prefers oat milk", user_id="u1", memory_type=MemoryType.PREFERENCE, index=False)
    assert len(ids_of(await retrieve(tenant, user_id="u1"))) == 1  # still the cached answer
    await runtime.memory_cache.invalidate(tenant.id)
    assert len(ids_of(await retrieve(tenant, user_id="u1"))) == 2

    await context(tenant, query="drinks", user_id="u1")
    assert await read_path_keys(redis_server.url, tenant.id)
    await runtime.memory_cache.invalidate(tenant.id, purge=True)
    assert await read_path_keys(redis_server.url, tenant.id) == []


async def test_redis_outage_degrades_to_postgresql_without_errors(
    tenant: Tenant, redis_server: RedisServer
) -> None:
    if redis_server.process is None:
        return  # an external Redis (MC_REDIS_URL) cannot be stopped from here
    fact_id = await add_fact(tenant, "Allergic to peanuts", user_id="u1", memory_type=MemoryType.CONSTRAINT)
    await retrieve(
        tenant, query="is the user allergic to anything?", user_id="u1"
    )  # cached while Redis is up
    redis_server.stop()
    try:
        answer = await retrieve(tenant, query="is the user allergic to anything?", user_id="u1")
        assert ids_of(answer) == [str(fact_id)]
        assert "cache" in answer["degraded"]
        built = await context(tenant, query="is the user allergic to anything?", user_id="u1")
        assert "cache" in built["degraded"]
        assert "Allergic to peanuts" in built["text"]
        ready = await tenant.client.get("/readyz")
        assert ready.status_code == 200
        assert ready.json()["checks"]["redis"] == "down"
    finally:
        redis_server.start()
    await asyncio.sleep(2.1)  # the cache's retry window after a failure
    answer = await retrieve(tenant, query="is the user allergic to anything?", user_id="u1")
    assert answer["degraded"] == [] and ids_of(answer) == [str(fact_id)]


async def test_a_fact_write_during_a_redis_failure_is_not_lost_when_redis_answers_again(
    tenant: Tenant, redis_server: RedisServer
) -> None:
    """Regression (found by bench/chaos.py): a write's generation bump that could not reach Redis used
    to be dropped, so the answer cached before it was served again once Redis answered."""
    runtime = runtime_of(tenant.client)
    fact_id = await add_fact(tenant, "Prefers green tea", user_id="u1", memory_type=MemoryType.PREFERENCE)
    await index_everything(tenant)
    assert ids_of(await retrieve(tenant, query="tea", user_id="u1")) == [str(fact_id)]
    assert await read_path_keys(redis_server.url, tenant.id)  # the answer is cached

    # Redis keeps its data, but the service just saw it fail (a blip): for a short while it is not used.
    runtime.cache._failed(redis_async.ConnectionError("blip"))
    invalidated = await tenant.post(f"/v1/facts/{fact_id}/invalidate", "reviewer", json={"reason": "wrong"})
    assert invalidated.status_code == 200, invalidated.text
    # The fact write went through the one invalidation, which remembers what Redis missed.
    assert runtime.memory_cache.missed(tenant.id)

    await asyncio.sleep(2.2)  # the cache tries Redis again
    assert ids_of(await retrieve(tenant, query="tea", user_id="u1")) == []
    assert not runtime.cache.degraded
    assert not runtime.memory_cache.missed(tenant.id)  # done again before the first read

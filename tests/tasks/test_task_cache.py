"""The Redis hot cache of the current task: used when present, dropped on every write, never needed."""

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import redis.asyncio as redis

from conftest import RedisServer, Tenant
from memory_center.cache import Cache
from memory_center.db.tenancy import maintenance_session
from memory_center.runtime import Runtime
from memory_center.tasks import service
from tasks.flows import create, move


@pytest.fixture
async def redis_client(redis_server: RedisServer) -> AsyncIterator[redis.Redis]:
    client = redis.Redis.from_url(redis_server.url)
    yield client
    await client.aclose()


def runtime_of(client: httpx.AsyncClient) -> Runtime:
    runtime: Runtime = client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


def key(tenant: Tenant, task_id: str) -> str:
    return f"mc:{{{tenant.id}}}:task:{task_id}"


async def cached(client: redis.Redis, tenant: Tenant, task_id: str) -> dict[str, Any] | None:
    raw = await client.get(key(tenant, task_id))
    return None if raw is None else json.loads(raw)


async def healthy(cache: Cache) -> None:
    assert await cache.ping() == "ok"


async def test_get_fills_the_cache_and_is_served_from_it(tenant: Tenant, redis_client: redis.Redis) -> None:
    await healthy(runtime_of(tenant.client).cache)
    task = await create(tenant)
    assert await cached(redis_client, tenant, task["task_id"]) is None
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == task
    entry = await cached(redis_client, tenant, task["task_id"])
    assert entry is not None
    assert entry["tenant_id"] == tenant.id
    assert entry["task"]["version"] == 1
    entry["task"]["goal"] = "served from the cache"
    await redis_client.set(key(tenant, task["task_id"]), json.dumps(entry))
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()["goal"] == "served from the cache"


@pytest.mark.parametrize("write", ["transition", "state"])
async def test_every_write_drops_the_cached_task(
    tenant: Tenant, redis_client: redis.Redis, write: str
) -> None:
    await healthy(runtime_of(tenant.client).cache)
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}"
    await tenant.get(url)
    assert await cached(redis_client, tenant, task["task_id"]) is not None
    if write == "transition":
        await move(tenant, task, "PLANNING")
    else:
        await tenant.put(f"{url}/state", json={"expected_version": 1, "state": {"n": 1}})
    assert await cached(redis_client, tenant, task["task_id"]) is None
    fresh = (await tenant.get(url)).json()
    assert fresh["version"] == 2
    assert (await cached(redis_client, tenant, task["task_id"]))["task"]["version"] == 2  # type: ignore[index]


async def test_a_409_drops_a_stale_cached_copy(tenant: Tenant, redis_client: redis.Redis) -> None:
    await healthy(runtime_of(tenant.client).cache)
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}"
    await tenant.get(url)
    stale = await redis_client.get(key(tenant, task["task_id"]))
    assert stale is not None
    await move(tenant, task, "PLANNING")
    await redis_client.set(key(tenant, task["task_id"]), stale)  # a reader raced the invalidation
    assert (await tenant.get(url)).json()["version"] == 1
    conflict = await tenant.post(f"{url}/transitions", json={"to_status": "CANCELLED", "expected_version": 1})
    assert conflict.status_code == 409
    assert (await tenant.get(url)).json()["version"] == 2


async def test_a_cached_entry_of_another_tenant_is_ignored(tenant: Tenant, redis_client: redis.Redis) -> None:
    await healthy(runtime_of(tenant.client).cache)
    task = await create(tenant)
    forged = {"tenant_id": "someone-else", "task": {**task, "goal": "forged"}}
    await redis_client.set(key(tenant, task["task_id"]), json.dumps(forged))
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()["goal"] == task["goal"]


async def test_get_task_for_context_uses_cache_and_database(tenant: Tenant) -> None:
    runtime = runtime_of(tenant.client)
    await healthy(runtime.cache)
    task = await create(tenant, state={"next_step": "search flights"})
    async with maintenance_session(runtime.session_factory) as session:
        found = await service.get_task_for_context(session, runtime.cache, tenant.id, task["task_id"])
        again = await service.get_task_for_context(session, runtime.cache, tenant.id, task["task_id"])
        missing = await service.get_task_for_context(session, runtime.cache, tenant.id, "nope")
        foreign = await service.get_task_for_context(session, runtime.cache, "other-tenant", task["task_id"])
    assert found is not None
    assert found.model_dump(mode="json") == task
    assert again == found
    assert missing is None
    assert foreign is None


async def test_everything_works_with_redis_down(
    tenant: Tenant, redis_server: RedisServer, redis_client: redis.Redis
) -> None:
    if redis_server.process is None:
        pytest.skip("Redis is external (MC_REDIS_URL); it cannot be stopped from a test")
    cache = runtime_of(tenant.client).cache
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}"
    await tenant.get(url)  # cached while Redis is up
    redis_server.stop()
    try:
        assert (await tenant.get(url)).json() == task
        moved = await move(tenant, task, "PLANNING", reason="redis is down")
        assert (await tenant.get(url)).json() == moved
        put = await tenant.put(f"{url}/state", json={"expected_version": 2, "state": {"n": 1}})
        assert put.status_code == 200
        assert (await tenant.get(url)).json() == put.json()
        other = await create(tenant)
        assert (await tenant.get(f"/v1/tasks/{other['task_id']}")).json() == other
        log = (await tenant.get(f"{url}/transitions")).json()["items"]
        assert [t["to_status"] for t in log] == ["CREATED", "PLANNING"]
        assert cache.degraded
    finally:
        redis_server.start()
    await healthy(cache)
    assert (await tenant.get(url)).json()["version"] == 3
    assert (await cached(redis_client, tenant, task["task_id"]))["task"]["version"] == 3  # type: ignore[index]

"""Redis Cluster readiness: every key the cache writes carries its tenant as a hash tag, so all of a
tenant's keys live in one slot (one node), read from a real Redis after a realistic flow."""

import uuid
from collections.abc import AsyncIterator

import httpx
import pytest
import redis.asyncio as redis_async
from redis.crc import key_slot
from scaleout_flow import realistic_flow

from conftest import RedisServer, make_tenant
from memory_center.cache import cache_key
from memory_center.config import Settings
from memory_center.main import create_app

FLOW_DB = 7  # a Redis database of its own: every key in it was written by this test's service


def hash_tag(key: str) -> str | None:
    """Redis Cluster's rule: the text between the first '{' and the first '}' after it, if not empty."""
    start = key.find("{")
    end = key.find("}", start + 1)
    if start < 0 or end <= start + 1:
        return None
    return key[start + 1 : end]


def test_hash_tag_rule() -> None:
    assert hash_tag(cache_key("acme", "task", "t-1")) == "acme"
    assert key_slot(cache_key("acme", "task", "t-1").encode()) == key_slot(b"{acme}")
    assert hash_tag(cache_key("a}b", "memgen")) == "a"  # still one slot per tenant
    assert hash_tag("mc:acme:task:1") is None


@pytest.fixture(scope="session")  # an app's shutdown releases this run's embedded PostgreSQL
async def flow_client(
    settings: Settings, database_url: str, redis_server: RedisServer
) -> AsyncIterator[httpx.AsyncClient]:
    if redis_server.process is None:
        pytest.skip("needs this run's own redis-server (a database number of its own)")
    url = redis_server.url.rsplit("/", 1)[0] + f"/{FLOW_DB}"
    plain = redis_async.Redis.from_url(url)
    await plain.flushdb()
    await plain.aclose()
    app = create_app(settings.model_copy(update={"redis_url": url}), db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            yield client


async def test_every_cache_key_of_a_flow_is_tagged_by_its_tenant(
    flow_client: httpx.AsyncClient, redis_server: RedisServer
) -> None:
    first, second = await make_tenant(flow_client), await make_tenant(flow_client)
    await realistic_flow(first)
    await realistic_flow(second)

    client = redis_async.Redis.from_url(redis_server.url.rsplit("/", 1)[0] + f"/{FLOW_DB}")
    try:
        keys = [key.decode() async for key in client.scan_iter(count=1000)]
    finally:
        await client.aclose()
    assert keys, "the flow cached nothing: the test would prove nothing"
    tags = {key: hash_tag(key) for key in keys}
    # The service's in-process indexer also serves other tests' tenants of this run (one database):
    # their generation keys land here too, and must be tagged by their own tenant just the same.
    untagged = [key for key, tag in tags.items() if tag is None or not key.startswith(f"mc:{{{tag}}}:")]
    assert untagged == []
    for tenant in (first, second):
        mine = [key for key, tag in tags.items() if tag == tenant.id]
        kinds = {key.split(":")[2] for key in mine}
        assert {"memgen", "task"} <= kinds, kinds  # generations and tasks at least, per tenant
        assert {key_slot(key.encode()) for key in mine} == {key_slot(f"{{{tenant.id}}}".encode())}


async def test_prefix_delete_takes_a_tenant_id_literally(redis_server: RedisServer) -> None:
    """Tenant ids may hold glob characters: a purge removes exactly that tenant's keys."""
    from memory_center.cache import Cache

    cache = Cache(redis_server.url, 60)
    try:
        odd, plain = "t[x]*?" + uuid.uuid4().hex[:6], "tx" + uuid.uuid4().hex[:6]
        await cache.set_json(cache_key(odd, "context", "0", "a"), 1)
        await cache.set_json(cache_key(plain, "context", "0", "a"), 2)
        await cache.delete_prefix(cache_key(odd, "context") + ":")
        assert await cache.get_json(cache_key(odd, "context", "0", "a")) is None
        assert await cache.get_json(cache_key(plain, "context", "0", "a")) == 2
    finally:
        await cache.close()

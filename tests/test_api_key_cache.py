"""The in-process API-key cache (``api.key_cache``): a known key costs no lookup, and a revocation —
through the API or typed in SQL — is refused at once, because every request compares the key generation
(migration 0012) its transaction began with to the one its cached key was checked at."""

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event

from conftest import Tenant, assert_error
from factories import message
from memory_center.auth.key_cache import CachedKey, KeyCache
from memory_center.auth.principal import hash_key
from memory_center.db.tenancy import key_generation, maintenance_session
from memory_center.enums import Role
from memory_center.runtime import Runtime
from retrieval.memory_factory import runtime_of


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def entry(name: str, generation: int = 1) -> CachedKey:
    return CachedKey(name, "acme", Role.AGENT, generation)


def test_an_entry_lives_for_its_ttl() -> None:
    clock = Clock()
    cache = KeyCache(60, clock=clock)
    cache.put("h1", entry("k1"))
    clock.now += 59.9
    assert cache.get("h1") == entry("k1")
    clock.now += 0.1
    assert cache.get("h1") is None
    assert len(cache) == 0


def test_ttl_zero_keeps_nothing_and_forget_drops_one() -> None:
    off = KeyCache(0)
    off.put("h1", entry("k1"))
    assert off.get("h1") is None
    cache = KeyCache(60)
    cache.put("h1", entry("k1"))
    cache.put("h2", entry("k2"))
    cache.forget("h1")
    assert cache.get("h1") is None and cache.get("h2") == entry("k2")


def test_a_full_cache_drops_its_oldest_entry() -> None:
    cache = KeyCache(60, max_keys=2)
    cache.put("h1", entry("k1"))
    cache.put("h2", entry("k2"))
    cache.put("h1", entry("k1", 2))  # refreshed: now the newest
    cache.put("h3", entry("k3"))
    assert cache.get("h2") is None
    assert cache.get("h1") == entry("k1", 2) and cache.get("h3") == entry("k3")


@contextmanager
def key_lookups(runtime: Runtime, key: str) -> Iterator[list[str]]:
    """The statements that read the ``api_key`` row of ``key`` while the block runs."""
    key_hash = hash_key(key)
    seen: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, many: bool) -> None:
        if re.search(r"FROM api_key\s", statement) and key_hash in str(parameters):
            seen.append(statement)

    engine = runtime.engine.sync_engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)


async def generation(runtime: Runtime) -> int:
    async with maintenance_session(runtime.session_factory) as session:
        return await key_generation(session)


async def test_a_known_key_is_not_read_again(tenant: Tenant) -> None:
    runtime = runtime_of(tenant.client)
    assert (await tenant.get("/v1/events")).status_code == 200
    with key_lookups(runtime, tenant.keys["agent"]) as lookups:
        for _ in range(3):
            assert (await tenant.get("/v1/events")).status_code == 200
    assert lookups == []


async def test_a_revocation_through_the_api_is_refused_at_once(tenant: Tenant) -> None:
    runtime = runtime_of(tenant.client)
    made = await tenant.post("/v1/admin/api-keys", "admin", json={"tenant_id": tenant.id, "role": "agent"})
    key = made.json()
    headers = {"Authorization": f"Bearer {key['key']}"}
    for _ in range(2):
        assert (await tenant.client.get("/v1/events", headers=headers)).status_code == 200
    before = await generation(runtime)
    assert (await tenant.delete(f"/v1/admin/api-keys/{key['id']}", "admin")).status_code == 204
    assert await generation(runtime) > before
    assert_error(await tenant.client.get("/v1/events", headers=headers), 401, "unauthorized")
    # Keys that still work are checked once again, then trusted again.
    with key_lookups(runtime, tenant.keys["agent"]) as lookups:
        for _ in range(3):
            assert (await tenant.get("/v1/events")).status_code == 200
    assert len(lookups) == 1


async def test_a_revocation_typed_in_sql_is_refused_at_once(tenant: Tenant) -> None:
    runtime = runtime_of(tenant.client)
    for _ in range(2):
        assert (await tenant.get("/v1/events", "reviewer")).status_code == 200
    async with maintenance_session(runtime.session_factory) as session:
        await session.execute(
            sa.text("UPDATE api_key SET revoked_at = now() WHERE tenant_id = :t AND id = CAST(:k AS uuid)"),
            {"t": tenant.id, "k": tenant.key_ids["reviewer"]},
        )
        await session.commit()
    assert_error(await tenant.get("/v1/events", "reviewer"), 401, "unauthorized")
    assert (await tenant.get("/v1/events", "agent")).status_code == 200


async def test_a_cached_key_still_sees_only_its_tenant(tenant: Tenant, other_tenant: Tenant) -> None:
    said = await other_tenant.post("/v1/events", json=message("I live in Lisbon.", extract=False))
    assert said.status_code == 201, said.text
    for _ in range(3):  # the first request checks the key, the next ones use the cache
        listed = await tenant.get("/v1/events")
        assert listed.status_code == 200
        assert listed.json()["items"] == []
        assert_error(await tenant.get(f"/v1/events/{said.json()['event']['id']}"), 404)


async def test_no_cache_reads_the_key_every_time(tenant: Tenant) -> None:
    runtime = runtime_of(tenant.client)
    saved = runtime.api_keys
    runtime.api_keys = KeyCache(0)
    try:
        with key_lookups(runtime, tenant.keys["agent"]) as lookups:
            for _ in range(2):
                assert (await tenant.get("/v1/events")).status_code == 200
        assert len(lookups) == 2
    finally:
        runtime.api_keys = saved

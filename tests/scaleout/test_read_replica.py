"""Read replicas (docs/scaling.md): reads on a streaming standby, read-your-writes by the tenant's WAL
fence, writes on the primary, row-level security on the standby, and the fall-back to the primary
when the replica does not answer. The standby is a real second embedded PostgreSQL streaming from
this run's (``replication.py``); lag is made real by pausing its replay."""

import logging
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
import redis
from prometheus_client import REGISTRY
from replication import Standby, streaming_standby
from sqlalchemy import text

from conftest import RedisServer, Tenant, free_port, make_tenant
from memory_center.config import Settings
from memory_center.db.replica import fence_key, replica_serves
from memory_center.db.routing import text_writes
from memory_center.db.tenancy import TENANT
from memory_center.embedding.openai import OpenAICompatibleEmbedder
from memory_center.indexing.worker import IndexWorker
from memory_center.main import create_app, fence_indexing
from memory_center.runtime import Runtime

USER = "u-replica"


# ------------------------------------------------------------------------------------ pure rules


def test_raw_sql_counts_as_a_read_only_when_it_starts_like_one_and_locks_nothing() -> None:
    assert not text_writes("SELECT set_config('app.tenant_id', :t, true)")
    assert not text_writes("  with recent AS (SELECT 1) SELECT * FROM recent")
    assert not text_writes("SELECT id FROM memory_fact WHERE updated_at > now()")  # 'updated' is no verb
    assert text_writes("SELECT id FROM memory_fact FOR UPDATE SKIP LOCKED")
    assert text_writes("SELECT id FROM memory_fact FOR KEY SHARE")
    assert text_writes("WITH gone AS (DELETE FROM memory_fact RETURNING id) SELECT count(*) FROM gone")
    assert text_writes("INSERT INTO memory_fact VALUES (1)")
    assert text_writes("update memory_fact set importance = 1")
    assert text_writes("SELECT nextval('seq')")
    assert text_writes("")


def test_the_replica_serves_once_it_has_replayed_the_fence() -> None:
    assert replica_serves(100, 100)
    assert replica_serves(101, 100)
    assert not replica_serves(99, 100)
    assert replica_serves(None, 100)  # not replaying WAL: as current as a primary


# ------------------------------------------------------------------------------------ fixtures


@pytest.fixture(scope="session")
def standby(database_url: str) -> Iterator[Standby]:
    if os.environ.get("MC_DATABASE_URL"):
        pytest.skip("the standby is made from this run's embedded PostgreSQL (MC_DATABASE_URL is set)")
    with streaming_standby(database_url) as server:
        yield server


async def _client(settings: Settings, database_url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


def _light(settings: Settings, **update: Any) -> Settings:
    """No embedder and no worker: these apps test where reads go, keyword search is enough."""
    return settings.model_copy(update={"embedding_provider": "none", "indexer_enabled": False, **update})


@pytest.fixture(scope="session")  # an app's shutdown releases this run's embedded PostgreSQL
async def replica_client(
    settings: Settings, database_url: str, standby: Standby
) -> AsyncIterator[httpx.AsyncClient]:
    async for client in _client(_light(settings, database_read_url=standby.url), database_url):
        yield client


@pytest.fixture(scope="session")
async def replica_client_without_redis(
    settings: Settings, database_url: str, standby: Standby
) -> AsyncIterator[httpx.AsyncClient]:
    update = {"database_read_url": standby.url, "redis_url": None}
    async for client in _client(_light(settings, **update), database_url):
        yield client


@pytest.fixture(scope="session")
async def unreachable_replica_client(
    settings: Settings, database_url: str
) -> AsyncIterator[httpx.AsyncClient]:
    nobody = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/postgres"  # nothing listens
    update = {"database_read_url": nobody, "database_read_retry_seconds": 3600.0}
    async for client in _client(_light(settings, **update), database_url):
        yield client


@pytest.fixture
def paused(standby: Standby) -> Iterator[Standby]:
    """The standby caught up, then its replay paused (WAL still streams in, nothing is applied)."""
    standby.catch_up()
    standby.pause()
    try:
        yield standby
    finally:
        standby.resume()


def runtime_of(client: httpx.AsyncClient) -> Runtime:
    runtime: Runtime = client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


def reads(database: str, reason: str) -> float:
    value = REGISTRY.get_sample_value("mc_replica_reads_total", {"database": database, "reason": reason})
    return value or 0.0


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


async def remember(tenant: Tenant, content: str) -> str:
    """A governed write: a confident, user-stated candidate becomes an ACTIVE fact; its id."""
    body = {
        "memory_type": "PREFERENCE",
        "content": content,
        "scope": "USER",
        "user_id": USER,
        "confidence": 0.95,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": "USER_STATED",
            "source_system": "replica-test",
            "content": content,
            "user_id": USER,
        },
    }
    created = ok(await tenant.post("/v1/candidates", json=body), 201)
    assert created["candidate"]["status"] == "ACCEPTED", created
    fact_id = created["fact"]["id"]
    assert isinstance(fact_id, str)
    return fact_id


async def fact_ids(tenant: Tenant) -> set[str]:
    page = ok(await tenant.get("/v1/facts", params={"user_id": USER, "limit": 100}))
    return {fact["id"] for fact in page["items"]}


# ------------------------------------------------------------------------------------ the standby


async def test_the_standby_streams_and_has_the_app_role(standby: Standby) -> None:
    assert standby.scalar("SELECT pg_is_in_recovery()") is True
    assert standby.scalar("SELECT status FROM pg_stat_wal_receiver") == "streaming"
    assert standby.scalar("SELECT count(*) FROM pg_roles WHERE rolname = 'memory_center_app'") == 1
    with standby.primary.connect() as connection:
        states = connection.execute(text("SELECT state FROM pg_stat_replication")).scalars().all()
    assert "streaming" in states


async def test_read_sessions_bind_the_tenant_on_the_replica_and_write_on_the_primary(
    replica_client: httpx.AsyncClient,
) -> None:
    replica = runtime_of(replica_client).read_replica
    assert replica is not None
    tenant_id = f"t-{uuid.uuid4().hex[:6]}g{uuid.uuid4().hex[:6]}"
    async with replica.sessions(info={TENANT: tenant_id}) as session:
        row = (
            await session.execute(
                text("SELECT current_setting('app.tenant_id'), current_user, pg_is_in_recovery()")
            )
        ).one()
        assert tuple(row) == (tenant_id, "memory_center_app", True)
        assert (await session.scalar(text("SELECT count(*) FROM memory_fact"))) == 0  # RLS: no rows
        # A write goes to the primary, under the same tenant and role; so does all that follows it.
        await session.execute(text("UPDATE memory_fact SET importance = importance WHERE false"))
        row = (
            await session.execute(text("SELECT current_setting('app.tenant_id'), pg_is_in_recovery()"))
        ).one()
        assert tuple(row) == (tenant_id, False)
        await session.commit()


# ------------------------------------------------------------------------------------ read-your-writes


async def test_a_write_is_read_back_at_once_while_the_replica_replays_nothing(
    replica_client: httpx.AsyncClient,
    app_client: httpx.AsyncClient,
    paused: Standby,
    redis_server: RedisServer,
) -> None:
    writer, bystander = await make_tenant(replica_client), await make_tenant(replica_client)
    before = await remember(bystander, "I prefer aisle seats on trains.")
    paused.resume()  # the bystander's write replayed, then nothing more is
    paused.catch_up()
    paused.pause()

    behind = reads("primary", "replica_behind")
    fact_id = await remember(writer, "I prefer green tea in the afternoon.")
    fences = redis.Redis.from_url(redis_server.url)
    fence = int(fences.get(fence_key(writer.id)) or 0)
    assert fence > 0
    assert fact_id in await fact_ids(writer)  # the very next request sees it, replay paused or not
    assert ok(await writer.get(f"/v1/facts/{fact_id}"))["id"] == fact_id
    assert ok(await writer.get(f"/v1/facts/{fact_id}/revisions"))["items"]
    answer = ok(await writer.post("/v1/retrieve", json={"query": "green tea", "user_id": USER}))
    assert fact_id in [item["id"] for item in answer["items"]]
    context = ok(await writer.post("/v1/context", json={"query": "tea", "user_id": USER}))
    assert "green tea" in context["text"]
    # The trace retrieve wrote (on the primary, from a read session) is read back at once too.
    assert ok(await writer.get(f"/v1/traces/{answer['trace_id']}"))["kind"] == "retrieve"
    assert ok(await writer.get("/v1/candidates", params={"user_id": USER}))["items"]
    assert reads("primary", "replica_behind") > behind
    # Retrieve and context wrote traces (on the primary, as the replica is behind): no fence raised.
    assert int(fences.get(fence_key(writer.id)) or 0) == fence
    fences.close()

    # The bystander did not write through this service since the replica's position: its reads go to
    # the replica, which does not have what another service (no replica, so no fence) wrote meanwhile.
    served = reads("replica", "caught_up")
    unseen = await remember(
        Tenant(bystander.id, app_client, bystander.keys, bystander.key_ids), "I live in Porto."
    )
    assert await fact_ids(bystander) == {before}
    assert reads("replica", "caught_up") > served
    # Row-level security holds on the replica: the writer's fact is no fact of the bystander's.
    assert (await bystander.get(f"/v1/facts/{fact_id}")).status_code == 404

    paused.resume()
    paused.catch_up()
    assert await fact_ids(bystander) == {before, unseen}


async def test_without_redis_the_fence_is_the_primarys_current_position(
    replica_client_without_redis: httpx.AsyncClient, paused: Standby
) -> None:
    tenant = await make_tenant(replica_client_without_redis)
    fact_id = await remember(tenant, "Please write to me in Portuguese.")
    assert fact_id in await fact_ids(tenant)
    answer = ok(await tenant.post("/v1/retrieve", json={"query": "Portuguese", "user_id": USER}))
    assert fact_id in [item["id"] for item in answer["items"]]


async def test_reads_use_the_replica_once_it_has_replayed_the_write(
    replica_client: httpx.AsyncClient,
) -> None:
    tenant = await make_tenant(replica_client)
    fact_id = await remember(tenant, "My favourite city is Kyoto.")
    served = reads("replica", "caught_up")
    for _ in range(200):  # streaming replay takes moments; bounded
        assert fact_id in await fact_ids(tenant)
        if reads("replica", "caught_up") > served:
            break
    assert reads("replica", "caught_up") > served
    # The replica stays past this tenant's fence until it writes again: retrieve reads there, and
    # the trace it writes goes to the primary (a standby refuses writes) and raises no fence (traces
    # are read on the primary), so the tenant's next reads stay on the replica.
    served = reads("replica", "caught_up")
    answer = ok(await tenant.post("/v1/retrieve", json={"query": "Kyoto", "user_id": USER}))
    assert fact_id in [item["id"] for item in answer["items"]]
    assert ok(await tenant.get(f"/v1/traces/{answer['trace_id']}"))["kind"] == "retrieve"
    context = ok(await tenant.post("/v1/context", json={"query": "city", "user_id": USER}))
    assert "Kyoto" in context["text"]
    assert fact_id in await fact_ids(tenant)
    assert reads("replica", "caught_up") == served + 3
    checks = ok(await replica_client.get("/readyz"))["checks"]
    assert checks["read_replica"] == "ok"
    assert isinstance(checks["read_replica_lag_bytes"], int)


# ------------------------------------------------------------------------------------ fall-back


async def test_an_unreachable_replica_falls_back_to_the_primary(
    unreachable_replica_client: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    tenant = await make_tenant(unreachable_replica_client)
    with caplog.at_level(logging.WARNING, logger="memory_center.db.replica"):
        fact_id = await remember(tenant, "I take my coffee black.")
        assert fact_id in await fact_ids(tenant)
        answer = ok(await tenant.post("/v1/retrieve", json={"query": "coffee", "user_id": USER}))
        assert fact_id in [item["id"] for item in answer["items"]]
    warnings = [r.getMessage() for r in caplog.records if "read replica unreachable" in r.getMessage()]
    assert len(warnings) == 1, warnings  # once per outage, not once per read
    assert "reads use the primary" in warnings[0]
    ready = await unreachable_replica_client.get("/readyz")
    assert ready.status_code == 200, ready.text  # the primary serves every read: still ready
    assert ready.json()["checks"]["read_replica"].startswith("down: ")


async def test_vectors_the_indexer_stores_raise_their_tenants_fences(
    replica_client: httpx.AsyncClient, redis_server: RedisServer
) -> None:
    """Cached answers are dropped after indexing; the fence is raised first, so an answer computed on
    a replica without the new vectors is never cached under the tenant's new generation."""
    runtime = runtime_of(replica_client)
    http = httpx.AsyncClient(transport=httpx.MockTransport(lambda _: httpx.Response(500)))
    embedder = OpenAICompatibleEmbedder(
        http, url="http://embeddings.test/v1", model="replica-test", dimensions=8
    )
    announced: list[tuple[set[str], object]] = []
    tenant_id = f"t-{uuid.uuid4().hex[:6]}g{uuid.uuid4().hex[:6]}"
    plain = redis.Redis.from_url(redis_server.url)

    async def announce(tenant_ids: set[str]) -> None:
        announced.append((tenant_ids, plain.get(fence_key(tenant_id))))

    worker = IndexWorker(runtime.session_factory, embedder, on_indexed=announce)
    try:
        assert fence_indexing(worker, runtime.read_replica, runtime.engine) is worker
        assert plain.get(fence_key(tenant_id)) is None
        assert worker.on_indexed is not None
        await worker.on_indexed({tenant_id})
    finally:
        await http.aclose()
        plain.close()
    ((tenant_ids, fence),) = announced
    assert tenant_ids == {tenant_id}
    assert isinstance(fence, bytes) and int(fence) > 0  # raised before the generation is bumped

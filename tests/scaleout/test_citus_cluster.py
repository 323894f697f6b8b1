"""The service on a real three-node Citus cluster (scripts/citus-cluster, docs/scaling.md §4): the
migrations distribute the tenant tables by tenant_id in one co-location group; two tenants whose rows
live on different workers go through the whole API flow, the indexer drains their queues, the sweeper
expires facts of both, an erasure runs; row-level security is enforced on the workers (and would not
be without the forwarded settings); every statement of a tenant's context request reaches that
tenant's shards only, and Citus plans each as a single-shard task.

Skipped unless ``MC_CITUS_URL`` names a running coordinator (``make test-citus``)."""

import asyncio
import re
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
from citus_cluster import (
    CITUS_URL,
    SKIP_REASON,
    make_tenant_on,
    node_of,
    set_on_workers,
    shards_named,
    shards_of,
    superuser,
    worker_log,
    worker_ports,
)
from scaleout_flow import USER, ok, realistic_flow
from sqlalchemy import Connection, create_engine, event, text
from sqlalchemy.exc import DBAPIError

from conftest import PLATFORM, Tenant
from memory_center.config import Settings
from memory_center.db.binding import known_key, proven_settings
from memory_center.db.citus import forward_statements
from memory_center.db.migrations import migrate
from memory_center.facts.sweeper import sweep_once
from memory_center.main import create_app

pytestmark = pytest.mark.skipif(not CITUS_URL, reason=SKIP_REASON)

DISTRIBUTED = {
    "memory_event",
    "memory_evidence",
    "memory_candidate",
    "memory_candidate_evidence",
    "memory_fact",
    "memory_fact_revision",
    "memory_fact_evidence",
    "memory_embedding",
    "memory_task",
    "memory_task_transition",
    "memory_retrieval_trace",
    "memory_audit",
}
REFERENCE = {"api_key", "api_key_generation"}
# The in-process indexer's look for tenants with due rows (every shard, every 0.1 s): no request's.
INDEXER_POLL = "SELECT DISTINCT tenant_id FROM public.memory_embedding_"


@pytest.fixture(scope="module")
def citus_url() -> str:
    migrate(CITUS_URL)
    return CITUS_URL


@pytest.fixture(scope="module")
async def citus_client(settings: Settings, citus_url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings.model_copy(update={"indexer_poll_seconds": 0.1}), db_url=citus_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


@pytest.fixture(scope="module")
async def tenants(citus_client: httpx.AsyncClient) -> list[Tenant]:
    """Two tenants, one on each worker."""
    first, second = worker_ports()
    return [await make_tenant_on(citus_client, first), await make_tenant_on(citus_client, second)]


async def drained(tenant: Tenant) -> None:
    for _ in range(1200):
        status = ok(await tenant.get("/v1/index/status", "admin"))
        if status["pending"] == 0:
            assert status["failed"] == 0, status
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"the index queue of {tenant.id} did not drain: {status}")


def test_the_migrations_distribute_every_tenant_table_by_tenant_in_one_group(citus_url: str) -> None:
    with superuser() as connection:
        rows = connection.execute(
            text(
                "SELECT table_name::text, citus_table_type, distribution_column, colocation_id "
                "FROM citus_tables"
            )
        ).all()
        tenant_tables = set(
            connection.scalars(
                text(
                    "SELECT table_name FROM information_schema.columns "
                    "WHERE table_schema = 'public' AND column_name = 'tenant_id'"
                )
            )
        )
        nodes = set(connection.scalars(text("SELECT DISTINCT nodeport FROM pg_dist_shard_placement")))
    distributed = {row[0]: row for row in rows if row[1] == "distributed"}
    assert set(distributed) == tenant_tables - {"api_key"}
    assert set(distributed) >= DISTRIBUTED
    assert {row[2] for row in distributed.values()} == {"tenant_id"}
    assert len({row[3] for row in distributed.values()}) == 1  # one co-location group
    assert {row[0] for row in rows if row[1] == "reference"} == REFERENCE
    assert set(worker_ports()) <= nodes  # shards on both workers


async def test_two_tenants_on_two_workers_go_through_the_whole_flow(
    citus_client: httpx.AsyncClient, tenants: list[Tenant]
) -> None:
    assert len({node_of(tenant.id) for tenant in tenants}) == 2
    for tenant in tenants:
        await realistic_flow(tenant)
    for tenant in tenants:  # the in-process indexer embeds what the flow queued (claims per tenant)
        await drained(tenant)
    first, second = tenants
    answer = ok(await first.post("/v1/retrieve", json={"query": "peanut allergy", "user_id": USER}))
    assert any("花生" in item["content"] for item in answer["items"]), answer
    mine = ok(await first.get("/v1/facts", params={"user_id": USER}))["items"]
    assert mine
    # Another tenant's fact is invisible (404), even by id.
    assert (await second.get(f"/v1/facts/{mine[0]['id']}")).status_code == 404
    # The erasure of the flow (u-flow-erased) left nothing of that user.
    for tenant in tenants:
        events = ok(await tenant.get("/v1/events", params={"user_id": "u-flow-erased"}))
        assert events["items"] == []


async def test_the_sweeper_expires_facts_of_tenants_on_both_workers(
    citus_client: httpx.AsyncClient, tenants: list[Tenant]
) -> None:
    ids = []
    for tenant in tenants:
        body = {
            "memory_type": "PREFERENCE",
            "content": f"The user likes green tea ({tenant.id}).",
            "scope": "USER",
            "user_id": USER,
            "confidence": 0.9,
            "evidence": {
                "evidence_type": "CONVERSATION",
                "source_type": "USER_STATED",
                "source_system": "citus",
                "content": "I like green tea.",
                "user_id": USER,
            },
        }
        ok(await tenant.post("/v1/candidates", json=body), 201)
        facts = ok(await tenant.get("/v1/facts", params={"user_id": USER}))["items"]
        ids.append(next(fact["id"] for fact in facts if tenant.id in fact["content"]))
    with superuser() as connection:  # make them due (the superuser is not bound by row-level security)
        connection.execute(
            text(
                "UPDATE memory_fact SET valid_until = now() - interval '1 minute' "
                "WHERE id = ANY(CAST(:ids AS uuid[]))"
            ),
            {"ids": ids},
        )
    runtime = citus_client.app.state.runtime  # type: ignore[attr-defined]
    assert await sweep_once(runtime.session_factory) >= 2
    for tenant, fact_id in zip(tenants, ids, strict=True):
        assert ok(await tenant.get(f"/v1/facts/{fact_id}"))["status"] == "EXPIRED"


def bind_as_service(connection: Connection, tenant_id: str) -> None:
    """The transaction as the service binds it on Citus: its role, the tenant forwarded to the workers."""
    connection.execute(text("SET LOCAL role = memory_center_app"))
    settings = proven_settings(known_key(CITUS_URL), tenant_id, "", "")  # with its proof (migration 0016)
    for statement in forward_statements(settings):
        connection.exec_driver_sql(statement)


def _app_connection_count(tenant_id: str, target: str, *, forwarded: bool) -> int:
    """Facts of ``target`` as the service's role sees them with ``tenant_id`` bound, the setting
    forwarded to the workers (SET LOCAL, as the service does on Citus) or not (set_config only)."""
    engine = create_engine(CITUS_URL)
    try:
        with engine.begin() as connection:
            if forwarded:
                bind_as_service(connection, tenant_id)
            else:
                connection.execute(text("SET LOCAL role = memory_center_app"))
                connection.execute(text("SELECT set_config('app.tenant_id', :t, true)"), {"t": tenant_id})
            count = connection.scalar(
                text("SELECT count(*) FROM memory_fact WHERE tenant_id = :t"), {"t": target}
            )
    finally:
        engine.dispose()
    return int(count or 0)


async def test_row_level_security_is_enforced_on_the_workers(
    citus_client: httpx.AsyncClient, tenants: list[Tenant]
) -> None:
    first, second = tenants
    if not ok(await first.get("/v1/facts", params={"user_id": USER}))["items"]:
        await realistic_flow(first)
    assert _app_connection_count(first.id, first.id, forwarded=True) > 0
    assert _app_connection_count(first.id, second.id, forwarded=True) == 0  # a wrong tenant sees nothing
    # Without the forwarded setting the worker's policy sees no tenant at all: why the service sends it.
    assert _app_connection_count(first.id, first.id, forwarded=False) == 0
    engine = create_engine(CITUS_URL)
    try:
        with engine.connect() as connection, connection.begin():
            bind_as_service(connection, first.id)
            with pytest.raises(DBAPIError, match="row-level security"):  # writing another tenant's row
                connection.execute(
                    text(
                        "INSERT INTO memory_audit (tenant_id, id, action, target_kind) "
                        "VALUES (:t, gen_random_uuid(), 'probe', 'probe')"
                    ),
                    {"t": second.id},
                )
    finally:
        engine.dispose()


def _shard_policies(table: str) -> list[str]:
    """The ``tenant_isolation`` condition of every shard of ``table``, read on the shard's node."""
    with superuser() as connection:
        rows = connection.execute(
            text(
                "SELECT success, result FROM run_command_on_shards(CAST(:t AS regclass), "
                "$$SELECT qual FROM pg_policies WHERE tablename = '%s' AND policyname = 'tenant_isolation'$$)"
            ),
            {"t": table},
        ).all()
    assert rows and all(row.success for row in rows), rows
    return [row.result for row in rows]


def _forged_count(tenant_id: str, settings: dict[str, str]) -> int:
    """Facts of ``tenant_id`` as the service's role sees them with ``settings`` forwarded by hand."""
    engine = create_engine(CITUS_URL)
    try:
        with engine.begin() as connection:
            connection.execute(text("SET LOCAL role = memory_center_app"))
            for statement in forward_statements(settings):
                connection.exec_driver_sql(statement)
            count = connection.scalar(
                text("SELECT count(*) FROM memory_fact WHERE tenant_id = :t"), {"t": tenant_id}
            )
    finally:
        engine.dispose()
    return int(count or 0)


async def test_the_tenant_binding_is_checked_on_the_workers(
    citus_client: httpx.AsyncClient, tenants: list[Tenant]
) -> None:
    """Migration 0016's policies (a sub-select per check: once per statement) are on every shard
    (migration 0017), and the workers check the forwarded proof against their own copy of the key."""
    for table in ("memory_fact", "memory_event", "memory_audit"):
        for qual in _shard_policies(table):
            assert "SELECT" in qual and "memory_center_bound_tenant()" in qual, qual
    first, second = tenants
    if not ok(await first.get("/v1/facts", params={"user_id": USER}))["items"]:
        await realistic_flow(first)
    assert _forged_count(first.id, proven_settings(known_key(CITUS_URL), first.id, "", "")) > 0
    # The tenant forwarded without its proof binds nothing on the workers; a proof of another
    # tenant's settings, or one made with another key, is refused there.
    assert _forged_count(first.id, {"tenant": first.id}) == 0
    assert _forged_count(first.id, {"tenant": first.id, "maintenance": "on"}) == 0
    own = proven_settings(known_key(CITUS_URL), second.id, "", "")
    with pytest.raises(DBAPIError, match="tenant binding"):
        _forged_count(first.id, {**own, "tenant": first.id})
    with pytest.raises(DBAPIError, match="tenant binding"):
        _forged_count(first.id, proven_settings(b"x" * 32, first.id, "", ""))


@pytest.fixture
def worker_statement_logs() -> Iterator[None]:
    set_on_workers("log_statement", "all")
    try:
        yield
    finally:
        set_on_workers("log_statement", None)


async def test_a_tenants_context_request_runs_on_its_own_shard_only(
    citus_client: httpx.AsyncClient, tenants: list[Tenant], worker_statement_logs: None
) -> None:
    first = tenants[0]
    if not ok(await first.get("/v1/facts", params={"user_id": USER}))["items"]:
        await realistic_flow(first)
    for tenant in tenants:  # no index job of any tenant may fall into the request's window
        await drained(tenant)
    engine = citus_client.app.state.runtime.engine.sync_engine  # type: ignore[attr-defined]
    captured: list[tuple[str, Any]] = []

    def capture(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, many: bool) -> None:
        # The request's statements (each names the tenant), not the in-process indexer's queue poll.
        if isinstance(parameters, dict) and first.id in parameters.values():
            captured.append((statement, parameters))

    logs = {port: worker_log(port) for port in worker_ports()}
    offsets = {port: log.stat().st_size for port, log in logs.items()}
    event.listen(engine, "before_cursor_execute", capture)
    try:
        body = {"query": "what is the user allergic to? 过敏", "user_id": USER, "token_budget": 400}
        ok(await first.post("/v1/context", json={**body, "query": body["query"] + " " + first.id}))
    finally:
        event.remove(engine, "before_cursor_execute", capture)
    await asyncio.sleep(0.3)  # the workers flush their log lines
    named = {}
    for port, log in logs.items():
        with log.open("rb") as handle:
            handle.seek(offsets[port])
            named[port] = shards_named(handle.read().decode("utf-8", "replace"), ignoring=INDEXER_POLL)
    # The statements reached the tenant's worker only, and only the tenant's shards there.
    mine = shards_of(first.id)
    home = node_of(first.id)
    assert named[home] and named[home] <= mine, (named, mine)
    assert all(not shards for port, shards in named.items() if port != home), named
    # And Citus plans every statement of the request that reads a distributed table as one task.
    tasks = _task_counts(first.id, captured)
    assert tasks and set(tasks) == {1}, tasks


def _task_counts(tenant_id: str, captured: list[tuple[str, Any]]) -> list[int]:
    """EXPLAIN each captured statement on a distributed table, bound to the tenant; the task count of
    every Citus node in its plan."""
    counts: list[int] = []
    engine = create_engine(CITUS_URL)
    try:
        with engine.begin() as connection:
            bind_as_service(connection, tenant_id)
            for statement, parameters in captured:
                if not re.search(r"\bmemory_\w+", statement) or re.match(
                    r"\s*(SET|SELECT set_config)", statement
                ):
                    continue
                plan = connection.exec_driver_sql("EXPLAIN (FORMAT JSON) " + statement, parameters).scalar()
                counts += [int(node["Task Count"]) for node in _citus_nodes(plan)]
    finally:
        engine.dispose()
    return counts


def _citus_nodes(plan: Any) -> Iterator[dict[str, Any]]:
    if isinstance(plan, list):
        for item in plan:
            yield from _citus_nodes(item)
    elif isinstance(plan, dict):
        if "Task Count" in plan:
            yield plan
        for value in plan.values():
            yield from _citus_nodes(value)


async def test_a_revoked_key_is_refused_at_once(
    citus_client: httpx.AsyncClient, tenants: list[Tenant]
) -> None:
    """The key generation counter is bumped by the trigger on the reference table api_key (allowed by
    citus.enable_unsafe_triggers), so the process's key cache sees the revocation."""
    first = tenants[0]
    ok(await first.get("/v1/facts", params={"user_id": USER}))  # the key is cached now
    with superuser() as connection:
        before = connection.scalar(text("SELECT generation FROM api_key_generation"))
    revoked = await citus_client.delete(f"/v1/admin/api-keys/{first.key_ids['agent']}", headers=PLATFORM)
    assert revoked.status_code in (200, 204), revoked.text
    with superuser() as connection:
        assert connection.scalar(text("SELECT generation FROM api_key_generation")) > before
    assert (await first.get("/v1/facts", params={"user_id": USER})).status_code == 401

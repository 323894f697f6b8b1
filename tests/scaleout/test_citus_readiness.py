"""Citus readiness (docs/scaling.md): every key of a tenant table leads with tenant_id, and every
statement the service sends on a tenant table during a realistic API flow pins tenant_id — read from
PostgreSQL's own statement log, so SQL built any way (ORM, text, raw psycopg) is seen. Cross-tenant
maintenance statements are on a reviewed allow-list, each with its reason."""

import asyncio
import re
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from scaleout_flow import realistic_flow
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.exc import OperationalError
from statement_log import judge, statements

from conftest import make_tenant
from memory_center.config import Settings
from memory_center.db.embedded import pgdata_dir
from memory_center.db.migrations import migrate
from memory_center.facts.sweeper import sweep_once
from memory_center.main import create_app

# Not distributed: replicated to every node (small, read by key hash before the tenant is known).
REFERENCE_TABLES = {"api_key": "looked up by the hash of the presented key, before the tenant is known"}
WITHOUT_TENANT = {
    "alembic_version": "the schema's revision, kept by the migration tool",
    "api_key_generation": "one counter row for the whole service (cached API keys), a Citus reference table",
}

# Statements that are cross-tenant by design, reviewed one by one. (pattern, reason)
ALLOWED: list[tuple[str, str]] = [
    (
        r"^UPDATE memory_embedding AS e SET attempts = e\.attempts \+ 1",
        "indexer claim: takes due rows of every tenant (FOR UPDATE SKIP LOCKED); on Citus the claim is "
        "made one tenant at a time instead (indexing.repository.claim_one_tenant, docs/scaling.md §4)",
    ),
    (
        r"^SELECT tenant_id, id, content, (?:NULL AS occurred_at|occurred_at) FROM memory_(?:fact|evidence) "
        r"WHERE \(tenant_id, id\) IN \(SELECT \* FROM unnest",
        "indexer: texts of the claimed batch, pinned by (tenant_id, id) pairs of several tenants; "
        "multi-shard by nature, fine as an indexed lookup on each shard",
    ),
    (
        r"^(?:UPDATE|DELETE FROM) memory_embedding .*WHERE \(tenant_id, id\) IN \(SELECT \* FROM unnest",
        "indexer retry / drop of a claimed batch: (tenant_id, id) pairs of several tenants",
    ),
    (
        r"^UPDATE memory_embedding AS e SET embedding = CAST\(v\.flat\[.* "
        r"FROM \( SELECT t\.tenant_id, t\.id, t\.n, CAST\(\$\d+ AS real\[\]\) AS flat FROM unnest\(",
        "indexer store of a claimed batch: its vectors, by (tenant_id, id) pairs of several tenants",
    ),
    (
        r"^INSERT INTO memory_embedding \(tenant_id, .*\) SELECT s\.tenant_id, .* "
        r"FROM memory_(?:fact|evidence) AS s WHERE NOT EXISTS",
        "indexer backfill: queues un-indexed rows of every tenant (maintenance, every 300 s); on Citus an "
        "INSERT … SELECT between co-located tables runs on each shard in parallel",
    ),
    (
        r"^SELECT memory_fact\..* FROM memory_fact WHERE memory_fact\.status = \$1\S* "
        r"AND memory_fact\.valid_until IS NOT NULL AND memory_fact\.valid_until <= \$2"
        r".* FOR UPDATE SKIP LOCKED$",
        "expiry sweeper: due facts of every tenant (maintenance); on Citus a multi-shard SELECT … FOR "
        "UPDATE is refused, so the sweeper locks one tenant's at a time there (docs/scaling.md §4)",
    ),
]


@dataclass(frozen=True)
class LoggedDatabase:
    url: str
    log: Path
    tenant_tables: set[str]


def table_keys(url: str) -> tuple[set[str], set[str], list[tuple[str, str, str]]]:
    """Tables with a tenant_id column, tables without, and every (table, constraint, first column) of
    primary, unique and foreign keys and of unique indexes."""
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            columns = connection.execute(
                text(
                    "SELECT table_name, bool_or(column_name = 'tenant_id') FROM information_schema.columns "
                    "WHERE table_schema = 'public' GROUP BY table_name"
                )
            ).all()
            keys = connection.execute(
                text(
                    """
                    SELECT c.conrelid::regclass::text, c.conname, a.attname
                    FROM pg_constraint c
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
                    WHERE c.contype IN ('p', 'u', 'f') AND c.connamespace = 'public'::regnamespace
                    UNION ALL
                    SELECT i.indrelid::regclass::text, i.indexrelid::regclass::text, a.attname
                    FROM pg_index i
                    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                    JOIN pg_class t ON t.oid = i.indrelid
                    WHERE i.indisunique AND t.relnamespace = 'public'::regnamespace
                    """
                )
            ).all()
    finally:
        engine.dispose()
    with_tenant = {name for name, has in columns if has}
    without = {name for name, has in columns if not has}
    return with_tenant, without, [(row[0], row[1], row[2]) for row in keys]


@pytest.fixture(scope="session")
def logged_database(database_url: str, pg_dir: Path | None) -> Iterator[LoggedDatabase]:
    if pg_dir is None:
        pytest.skip("needs this run's embedded PostgreSQL (its statement log is a local file)")
    name = "mc_citus_" + uuid.uuid4().hex[:8]
    admin = create_engine(database_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(database_url).set(database=name).render_as_string(hide_password=False)
    migrate(url)  # before logging: migrations are DDL, reviewed as such (docs/scaling.md)
    with admin.connect() as connection:
        # This database only: the rest of the run's databases keep the default (no statement log).
        connection.execute(text(f"ALTER DATABASE \"{name}\" SET log_statement = 'all'"))
    with_tenant, _, _ = table_keys(url)
    try:
        yield LoggedDatabase(url, pgdata_dir(pg_dir / "data") / "log", with_tenant - set(REFERENCE_TABLES))
    finally:
        try:
            with admin.connect() as connection:
                connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
        except OperationalError:
            pass  # the last app's shutdown already stopped the embedded server (and its folder goes)
        admin.dispose()


@pytest.fixture(scope="session")  # an app's shutdown releases this run's embedded PostgreSQL
async def logged_client(
    settings: Settings, logged_database: LoggedDatabase
) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings.model_copy(update={"indexer_poll_seconds": 0.1}), db_url=logged_database.url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


def test_every_key_of_a_tenant_table_leads_with_tenant_id(logged_database: LoggedDatabase) -> None:
    with_tenant, without, keys = table_keys(logged_database.url)
    assert without <= set(WITHOUT_TENANT), without  # every other table of ours is a tenant table
    assert {"memory_fact", "memory_embedding", "memory_event"} <= with_tenant
    wrong = [
        (table, key, first) for table, key, first in keys if table in with_tenant and first != "tenant_id"
    ]
    assert wrong == []
    assert len([key for key in keys if key[0] in with_tenant]) >= 2 * len(with_tenant)  # saw real keys


async def test_every_statement_on_a_tenant_table_pins_tenant_id(
    logged_client: httpx.AsyncClient, logged_database: LoggedDatabase
) -> None:
    offset = logged_database.log.stat().st_size
    first, second = await make_tenant(logged_client), await make_tenant(logged_client)
    for tenant in (first, second):
        await realistic_flow(tenant)
    for tenant in (first, second):  # the in-process indexer embeds what the flow queued
        for _ in range(600):
            status = (await tenant.get("/v1/index/status", "admin")).json()
            if status["pending"] == 0:
                break
            await asyncio.sleep(0.1)
    await sweep_once(logged_client.app.state.runtime.session_factory)  # type: ignore[attr-defined]
    with logged_database.log.open("rb") as log:
        log.seek(offset)
        seen = statements(log.read().decode("utf-8", "replace"))

    verdicts = [judge(sql, logged_database.tenant_tables) for sql in seen]
    on_tenant_tables = [verdict for verdict in verdicts if verdict.tables]
    assert len(on_tenant_tables) > 50, "the log holds too few statements: logging did not work"
    touched = set().union(*(verdict.tables for verdict in on_tenant_tables))
    assert {"memory_event", "memory_fact", "memory_candidate", "memory_task", "memory_embedding"} <= touched

    allowed_hits = dict.fromkeys((pattern for pattern, _ in ALLOWED), 0)
    unpinned = []
    for verdict in on_tenant_tables:
        if verdict.routable:
            continue
        pattern = next((p for p, _ in ALLOWED if re.search(p, verdict.sql, re.IGNORECASE)), None)
        if pattern is None:
            unpinned.append(verdict.sql[:300])
        else:
            allowed_hits[pattern] += 1
    assert unpinned == [], "\n".join(unpinned)


def test_the_judge_flags_what_citus_cannot_route() -> None:
    tables = {"memory_fact", "memory_event"}
    entries = [
        "LOG:  execute <unnamed>: SELECT * FROM memory_fact\n"
        "\tWHERE memory_fact.tenant_id = $1::VARCHAR AND id = $2",
        "DETAIL:  Parameters: $1 = 't', $2 = 'x'",
        "LOG:  statement: SELECT count(*) FROM memory_fact WHERE status = 'ACTIVE'",
        "LOG:  execute _pg3_0: INSERT INTO memory_event (id, payload) VALUES ($1, $2)",
        "LOG:  statement: INSERT INTO memory_event (tenant_id, id) VALUES ($1, $2)",
        "LOG:  statement: SELECT 1",
        "LOG:  execute _pg3_1: WITH w0 AS (INSERT INTO memory_event (tenant_id, id) SELECT r.tenant_id, r.id "
        "FROM json_to_recordset(CAST($1 AS json)) AS r(tenant_id text, id uuid)) INSERT INTO memory_fact "
        "(tenant_id, id) SELECT r.tenant_id, r.id FROM json_to_recordset(CAST($2 AS json)) "
        "AS r(tenant_id text, id uuid) ON CONFLICT DO NOTHING",
        "LOG:  execute _pg3_2: WITH w0 AS (INSERT INTO memory_event (tenant_id, id) SELECT r.tenant_id, r.id "
        "FROM json_to_recordset(CAST($1 AS json)) AS r(tenant_id text, id uuid)), w1 AS (INSERT INTO "
        "memory_fact (id) SELECT r.id FROM json_to_recordset(CAST($2 AS json)) AS r(id uuid)) INSERT INTO "
        "memory_fact (tenant_id, id) SELECT tenant_id, id FROM memory_event",
    ]
    log = "".join(f"2026-12-01 15:40:00.{n:03d} UTC [11] {entry}\n" for n, entry in enumerate(entries))
    found = statements(log)
    assert found[0] == "SELECT * FROM memory_fact WHERE memory_fact.tenant_id = $1::VARCHAR AND id = $2"
    assert [judge(sql, tables).routable for sql in found] == [True, False, False, True, True, True, False]

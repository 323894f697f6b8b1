"""The tenant binding needs its proof (migration 0016, ``memory_center.db.binding``): SQL run as the
service's own login — what an injection could run — that names another tenant by any means it has
(``SET``, ``set_config``, maintenance, ``RESET ROLE``, a proof copied from its own binding, a guessed
or stale one, the checking functions themselves, a stand-in key table) reads nothing of that tenant in
any tenant table and cannot write there, while the service, on the same login, works."""

import hashlib
import hmac
import re
import secrets
import time
from collections.abc import Iterator

import httpx
import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from conftest import Tenant, make_tenant
from db.proofs import bind_statement, literal
from factories import message
from memory_center.db import binding
from memory_center.db.base import Base
from memory_center.db.engine import create_session_factory
from memory_center.db.roles import login_url
from memory_center.db.tenancy import DEFAULT_ROLE, tenant_session

TENANT_TABLES = sorted(table.name for table in Base.metadata.tables.values() if "tenant_id" in table.columns)
NOT_BOUND = r"tenant binding|row-level security|permission denied"


async def _run(engine: AsyncEngine, *statements: str) -> object:
    """The last statement's value, all of them in one transaction of the app's login."""
    async with engine.begin() as connection:
        result = None
        for statement in statements:
            result = await connection.execute(sa.text(statement))
        return None if result is None or not result.returns_rows else result.scalar()


def _count(table: str, tenant: str) -> str:
    return f"SELECT count(*) FROM {table} WHERE tenant_id = {literal(tenant)}"  # noqa: S608


async def _seen(engine: AsyncEngine, table: str, tenant: str, *binding: str) -> int:
    """Rows of ``tenant`` in ``table`` after ``binding``; a binding the database refuses reads 0 too."""
    try:
        found = await _run(engine, *binding, _count(table, tenant))
    except DBAPIError as error:
        if "tenant binding" not in str(error.orig):
            raise
        return 0
    return int(found)  # type: ignore[call-overload]


@pytest.fixture
async def two(least_client: httpx.AsyncClient) -> tuple[Tenant, Tenant]:
    """The attacker's tenant and another, each with events, evidence, candidates, facts, a task, a
    trace and audit rows, written by the service on the least-privileged login."""
    pair = (await make_tenant(least_client), await make_tenant(least_client))
    for who in pair:
        for text in ("I prefer aisle seats", "I am allergic to peanuts", "My budget is 2000 euros"):
            answer = await who.post("/v1/events", json=message(text, user_id="u1", task_id="k1"))
            assert answer.status_code == 201, answer.text
        task = await who.post("/v1/tasks", json={"task_id": "k1", "user_id": "u1", "goal": "trip"})
        assert task.status_code == 201, task.text
        context = await who.post("/v1/context", json={"user_id": "u1", "query": "seats"})
        assert context.status_code == 200, context.text
    return pair


def _forgeries(key: bytes, mine: str, other: str) -> Iterator[tuple[str, tuple[str, ...]]]:
    """Every way the app's login has to name ``other`` without the service (it holds ``mine``'s
    binding, as an injection inside one of ``mine``'s requests would)."""
    own = bind_statement(key, tenant=mine)
    raw = f"SELECT set_config('app.tenant_id', {literal(other)}, true)"
    yield "SET LOCAL", (f"SET LOCAL app.tenant_id = {literal(other)}",)
    yield "set_config", (raw,)
    yield "maintenance", ("SELECT set_config('app.maintenance', 'on', true)",)
    yield "own proof, other tenant", (own, raw)
    yield "own proof, maintenance", (own, "SELECT set_config('app.maintenance', 'on', true)")
    yield "RESET ROLE", ("RESET ROLE", raw, "SELECT set_config('app.maintenance', 'on', true)")
    guessed = secrets.token_hex(32)
    yield (
        "guessed proof",
        (
            raw,
            f"SELECT set_config('app.binding_nonce', '{int(time.time())}.{secrets.token_hex(8)}', true)",
            f"SELECT set_config('app.binding_proof', '{guessed}', true)",
        ),
    )
    stale_nonce = f"{int(time.time()) - 3600}.{secrets.token_hex(8)}"
    stale = binding.message(other, "", "", stale_nonce)
    stale_proof = hmac.new(key, stale, hashlib.sha256).hexdigest()  # a real proof, an hour old
    yield (
        "stale proof",
        (
            raw,
            f"SELECT set_config('app.binding_nonce', '{stale_nonce}', true)",
            f"SELECT set_config('app.binding_proof', '{stale_proof}', true)",
        ),
    )
    yield "session-wide SET", (f"SET app.tenant_id = {literal(other)}",)


async def test_naming_another_tenant_reads_nothing_of_it_in_any_table(
    two: tuple[Tenant, Tenant], app_engine: AsyncEngine, key: bytes
) -> None:
    mine, other = two
    proven = bind_statement(key, tenant=other.id)
    present = {table: await _seen(app_engine, table, other.id, proven) for table in TENANT_TABLES}
    assert present["memory_event"] == 3  # the service's binding works: the other tenant's rows are there
    filled = {table for table, count in present.items() if count}
    assert {"memory_fact", "memory_evidence", "memory_task", "memory_audit", "api_key"} <= filled, present
    for name, statements in _forgeries(key, mine.id, other.id):
        for table in TENANT_TABLES:
            assert await _seen(app_engine, table, other.id, *statements) == 0, (name, table)
    await _run(app_engine, "RESET app.tenant_id")


async def test_writes_into_another_tenant_are_refused(
    two: tuple[Tenant, Tenant], app_engine: AsyncEngine, key: bytes
) -> None:
    mine, other = two
    insert = (
        "INSERT INTO memory_audit (tenant_id, id, action, target_kind, created_at) "  # noqa: S608
        f"VALUES ({literal(other.id)}, gen_random_uuid(), 'create', 'fact', now())"
    )
    for _, statements in _forgeries(key, mine.id, other.id):
        with pytest.raises(DBAPIError, match=NOT_BOUND):
            await _run(app_engine, *statements, insert)
    update = f"UPDATE api_key SET name = 'hijacked' WHERE tenant_id = {literal(other.id)} RETURNING 1"  # noqa: S608
    raw = f"SELECT set_config('app.tenant_id', {literal(other.id)}, true)"
    assert await _run(app_engine, raw, update) is None
    with pytest.raises(DBAPIError, match="not this transaction's tenant"):
        await _run(
            app_engine,
            raw,
            f"SELECT memory_center_scrub_audit({literal(other.id)}, 'u1', ARRAY[]::text[], 'x')",
        )


async def test_the_checking_functions_and_the_key_are_out_of_reach(app_engine: AsyncEngine) -> None:
    raw = "SELECT set_config('app.tenant_id', 't-other', true)"
    assert await _run(app_engine, raw, "SELECT memory_center_bound_tenant()") is None
    key_hash = "SELECT set_config('app.key_hash', 'abc', true)"
    assert await _run(app_engine, key_hash, "SELECT memory_center_bound_key_hash()") is None
    maintenance = "SELECT set_config('app.maintenance', 'on', true)"
    assert await _run(app_engine, maintenance, "SELECT memory_center_bound_maintenance()") is False
    for reading in (
        f"SELECT secret FROM {binding.KEY_TABLE}",  # noqa: S608
        f"CREATE TABLE {binding.KEY_SCHEMA}.stand_in (secret bytea)",
        "SET ROLE postgres",
        "CREATE OR REPLACE FUNCTION memory_center_bound_tenant() RETURNS text LANGUAGE sql AS 'SELECT 1'",
        "ALTER POLICY tenant_isolation ON memory_event USING (true)",
    ):
        with pytest.raises(DBAPIError, match=r"permission denied|must be owner"):
            await _run(app_engine, reading)
    # a stand-in key table of the attacker's own, first on its search path: the functions never look
    with pytest.raises(DBAPIError, match="tenant binding"):
        await _run(
            app_engine,
            "CREATE TEMP TABLE binding_key (id boolean, secret bytea, inner_pad bytea, outer_pad bytea)",
            "INSERT INTO binding_key VALUES (true, '\\x00', '\\x00', '\\x00')",
            "SET LOCAL search_path = pg_temp, public",
            raw,
            "SELECT set_config('app.binding_nonce', '1.0000000000000000', true)",
            f"SELECT set_config('app.binding_proof', '{'0' * 64}', true)",
            "SELECT memory_center_bound_tenant()",  # a policy calls it only when a row is there
        )


async def test_only_the_reviewed_functions_run_as_their_owner(app_engine: AsyncEngine) -> None:
    """A SECURITY DEFINER function, or a view (which reads as its owner), is a way around the binding:
    a new one must be reviewed and named here."""
    definers = await _run(
        app_engine,
        "SELECT array_agg(proname::text ORDER BY proname) FROM pg_proc "
        "WHERE prosecdef AND pronamespace = current_schema()::regnamespace",
    )
    assert definers == [
        "memory_center_bound_key_hash",
        "memory_center_bound_maintenance",
        "memory_center_bound_tenant",
        "memory_center_scrub_audit",
    ]
    views = await _run(app_engine, "SELECT count(*) FROM pg_views WHERE schemaname = current_schema()")
    assert views == 0


async def test_a_plain_login_without_the_owners_url_fails_loudly(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process that cannot read the key and knows no owner's URL refuses to bind rather than seeing
    empty tables; one that knows a single database's key uses it whatever the address it connects to
    (a pooler in front: here another ``application_name``, another address to the process)."""
    url = login_url(database_url, DEFAULT_ROLE)
    elsewhere = url + ("&" if "?" in url else "?") + "application_name=elsewhere"
    known = binding.known_key(database_url)
    for keys, fails in (({}, True), ({"another address": known}, False)):
        monkeypatch.setattr(binding, "_by_database", keys)
        engine = create_async_engine(elsewhere)
        try:
            session = tenant_session(create_session_factory(engine, None), "t-1")
            if fails:
                with pytest.raises(binding.BindingKeyUnavailable, match="MC_DATABASE_MIGRATE_URL"):
                    async with session:
                        await session.execute(sa.text("SELECT 1"))
            else:
                async with session:
                    assert await session.scalar(sa.text("SELECT memory_center_bound_tenant()")) == "t-1"
        finally:
            await engine.dispose()


def test_a_proof_signs_every_setting_and_changes_with_its_nonce() -> None:
    key = secrets.token_bytes(32)
    nonce, proof = binding.prove(key, "t-1", "", "")
    again, other = binding.prove(key, "t-1", "", "")
    assert nonce != again and proof != other
    assert binding.prove(b"", "t-1", "", "") == ("", "")  # a database without the key table
    seconds, random = nonce.split(".")
    assert abs(int(seconds) - time.time()) < 5 and len(random) == 16
    variants = {
        binding.message(*fields, nonce)
        for fields in (("t-1", "", ""), ("t-1", "on", ""), ("t-1", "", "h"), ("t-2", "", ""))
    }
    assert len(variants) == 4


async def test_the_proof_is_never_in_a_statements_text(app_url: str, database_url: str) -> None:
    """The begin statement sends the settings as bind parameters: what other sessions of the same
    login see of it in ``pg_stat_activity`` (its text) holds no proof to replay."""
    app, owner = create_async_engine(app_url), create_async_engine(database_url)
    try:
        async with tenant_session(create_session_factory(app, None), "t-1") as session:
            connection = await session.connection()  # begins: the begin statement is its last
            raw = await connection.get_raw_connection()
            pid = raw.driver_connection.info.backend_pid  # type: ignore[union-attr]
            async with owner.connect() as watcher:
                seen = await watcher.scalar(
                    sa.text("SELECT query FROM pg_stat_activity WHERE pid = :pid"), {"pid": pid}
                )
    finally:
        await app.dispose()
        await owner.dispose()
    assert "set_config('app.binding_proof', $" in seen, seen
    assert not re.search(r"[0-9a-f]{64}", seen)

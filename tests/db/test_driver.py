"""Statements run on the session's psycopg connection (``db.driver``) behave as through the session:
in its transaction, marking writes, raising SQLAlchemy's errors (so the handlers answer 503, not 500)."""

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DataError, IntegrityError, OperationalError

from conftest import Tenant
from memory_center.db import driver
from memory_center.db.routing import wrote
from memory_center.db.tenancy import maintenance_session, tenant_session
from memory_center.runtime import Runtime

_LOCK = sa.text("SELECT pg_advisory_xact_lock(:id)")
_TRY = sa.text("SELECT count(pg_advisory_xact_lock(x)) FROM unnest(CAST(:ids AS bigint[])) AS x")
_SETTING = sa.text("SELECT current_setting('app.tenant_id'), CAST(:n AS int) + 1")
_NEW_TABLE_ROW = sa.text("INSERT INTO driver_probe (id) VALUES (:id)")


def runtime_of(tenant: Tenant) -> Runtime:
    runtime: Runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


async def test_rows_come_back_in_the_sessions_transaction_and_tenant(tenant: Tenant) -> None:
    async with tenant_session(runtime_of(tenant).session_factory, tenant.id) as session:
        assert await driver.fetch(session, _SETTING, {"n": 41}) == [(tenant.id, 42)]
        assert not wrote(session.sync_session)  # a read leaves the session unmarked


async def test_a_write_marks_the_session_and_rolls_back_with_it(tenant: Tenant) -> None:
    async with maintenance_session(runtime_of(tenant).session_factory) as session:
        await session.execute(sa.text("CREATE TEMPORARY TABLE driver_probe (id int PRIMARY KEY)"))
        await driver.execute(session, _NEW_TABLE_ROW, {"id": 1}, writes=True)
        assert wrote(session.sync_session)
        assert (await session.execute(sa.text("SELECT count(*) FROM driver_probe"))).scalar() == 1
        with pytest.raises(IntegrityError):
            async with session.begin_nested():
                await driver.execute(session, _NEW_TABLE_ROW, {"id": 1}, writes=True)
        assert (await session.execute(sa.text("SELECT count(*) FROM driver_probe"))).scalar() == 1


async def test_errors_are_sqlalchemys(tenant: Tenant) -> None:
    factory = runtime_of(tenant).session_factory
    async with tenant_session(factory, tenant.id) as session:
        with pytest.raises(DataError):
            await driver.fetch(session, sa.text("SELECT 1 / :zero"), {"zero": 0})
    async with tenant_session(factory, tenant.id) as holder, tenant_session(factory, tenant.id) as waiter:
        await holder.execute(_LOCK, {"id": 914_001})
        await waiter.execute(sa.text("SET LOCAL lock_timeout = '50ms'"))
        with pytest.raises(OperationalError):  # a lock not obtained: 503 and retry, as a deadlock
            await driver.execute(waiter, _TRY, {"ids": [914_001]})


_ROUND_TRIP = sa.text(
    "SELECT CAST(:texts AS text[]), CAST(:ids AS bigint[]), CAST(:uuids AS uuid[]),"
    " CAST(:times AS timestamptz[])"
)
_AWKWARD = [
    'say "hi"', "back\\slash", "a,b", "{braces}", "NULL", "null", "", " lead and trail ", "中文，逗号",
    "tab\tand\nnewline", "\\\"", "\x1fseparated\x1f", None,
]  # fmt: skip


async def test_array_literals_arrive_as_the_values_they_were(tenant: Tenant) -> None:
    """``array_literal`` replaces the driver's own array dumping: every value comes back unchanged,
    a quote, backslash, comma or brace cannot end its element, and only None is SQL NULL."""
    import uuid
    from datetime import UTC, datetime, timedelta, timezone

    uuids = [uuid.uuid4(), None, uuid.uuid4()]
    times = [
        datetime(2026, 12, 2, 1, 2, 3, 456789, tzinfo=UTC),
        datetime(2026, 1, 1, tzinfo=timezone(timedelta(hours=8))),
    ]
    ids = [-(2**63), 0, 2**63 - 1]
    params = {
        "texts": driver.array_literal(_AWKWARD),
        "ids": driver.array_literal(ids),
        "uuids": driver.array_literal(uuids),
        "times": driver.array_literal(times),
    }
    async with tenant_session(runtime_of(tenant).session_factory, tenant.id) as session:
        assert await driver.fetch(session, _ROUND_TRIP, params) == [(_AWKWARD, ids, uuids, times)]
        assert await driver.fetch(
            session, sa.text("SELECT cardinality(CAST(:e AS text[]))"), {"e": "{}"}
        ) == [(0,)]
    assert driver.array_literal([]) == "{}"

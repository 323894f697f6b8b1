"""Least privilege in PostgreSQL (migration 0014, ``memory_center.db.roles``): the service logs in as
``memory_center_app``, which is no superuser, cannot bypass row-level security, has no role to go back
to with ``RESET ROLE`` or to switch to with ``SET ROLE``, and may only add to and read the audit log.
The service itself runs on that login here (ingest, erasure) to show it needs nothing more."""

import httpx
import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from conftest import Tenant, make_tenant
from db.proofs import bind_statement
from factories import message
from memory_center.db.roles import privileged_login
from memory_center.db.tenancy import DEFAULT_ROLE


async def _scalar(engine: AsyncEngine, *statements: str) -> object:
    """The last statement's value, all of them in one transaction of the app's login."""
    async with engine.begin() as connection:
        result = None
        for statement in statements:
            result = await connection.execute(sa.text(statement))
        return None if result is None else result.scalar()


def test_the_app_login_cannot_escape_rls(app_url: str, database_url: str) -> None:
    assert privileged_login(app_url) is None
    assert privileged_login(database_url) == "superuser and BYPASSRLS"  # the owner that migrates (embedded)


async def test_raw_sql_reset_role_and_set_role_see_nothing_of_another_tenant(
    least_client: httpx.AsyncClient, app_engine: AsyncEngine, key: bytes
) -> None:
    one, other = await make_tenant(least_client), await make_tenant(least_client)
    for tenant in (one, other):
        response = await tenant.post("/v1/events", json=message("I prefer aisle seats", user_id="u-lp"))
        assert response.status_code == 201, response.text
    bind = bind_statement(key, tenant=one.id)  # as the service binds it: with its proof
    forgetful = "SELECT count(DISTINCT tenant_id) FROM memory_event"
    assert await _scalar(app_engine, "SELECT session_user") == DEFAULT_ROLE
    assert await _scalar(app_engine, forgetful) == 0  # no tenant: nothing
    assert await _scalar(app_engine, bind, forgetful) == 1  # one tenant: its rows only
    assert await _scalar(app_engine, "RESET ROLE", forgetful) == 0
    others = f"SELECT count(*) FROM memory_event WHERE tenant_id = '{other.id}'"  # noqa: S608
    assert await _scalar(app_engine, bind, "RESET ROLE", others) == 0
    assert await _scalar(app_engine, "RESET ROLE", "SELECT current_user") == DEFAULT_ROLE
    for escape in (
        "SET ROLE postgres",
        "SET SESSION AUTHORIZATION postgres",
        "ALTER TABLE memory_event NO FORCE ROW LEVEL SECURITY",
    ):
        with pytest.raises(DBAPIError, match=r"permission denied|must be owner"):
            await _scalar(app_engine, escape)


@pytest.mark.parametrize(
    "statement", ["UPDATE memory_audit SET reason = 'x'", "DELETE FROM memory_audit", "TRUNCATE memory_audit"]
)
async def test_the_audit_log_is_append_only_for_the_app(app_engine: AsyncEngine, statement: str) -> None:
    with pytest.raises(DBAPIError, match="permission denied"):
        await _scalar(app_engine, "SELECT set_config('app.maintenance', 'on', true)", statement)


async def test_the_audit_scrub_is_bound_to_the_transactions_tenant(
    app_engine: AsyncEngine, key: bytes
) -> None:
    with pytest.raises(DBAPIError, match="not this transaction's tenant"):
        await _scalar(
            app_engine,
            bind_statement(key, tenant="t-mine"),
            "SELECT memory_center_scrub_audit('t-other', 'u-1', ARRAY[]::text[], 'x')",
        )


async def test_erasure_works_on_the_least_privileged_login(
    least_client: httpx.AsyncClient, app_engine: AsyncEngine, key: bytes
) -> None:
    tenant: Tenant = await make_tenant(least_client)
    response = await tenant.post("/v1/events", json=message("I prefer window seats", user_id="u-gone"))
    assert response.status_code == 201, response.text
    facts = await tenant.get("/v1/facts", "reviewer", params={"user_id": "u-gone"})
    for fact in facts.json()["items"]:
        deleted = await tenant.request(
            "DELETE", f"/v1/facts/{fact['id']}", "reviewer", headers={"X-Reason": "the user asked"}
        )
        assert deleted.status_code in (200, 204), deleted.text
    erased = await tenant.delete("/v1/users/u-gone", "admin")
    assert erased.status_code == 200, erased.text
    assert erased.json()["deleted"]["memory_audit_scrubbed"] >= 1
    left = await _scalar(
        app_engine,
        bind_statement(key, tenant=tenant.id),
        "SELECT count(*) FROM memory_audit WHERE user_id = 'u-gone' OR target_id = 'u-gone'",
    )
    assert left == 0

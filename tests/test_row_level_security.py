"""Row-level security as defence in depth (migration 0009, ``memory_center.db.tenancy``): the service
works as a role that cannot bypass RLS; a query that forgets its tenant filter finds nothing of another
tenant (nothing at all without a tenant); writes into another tenant are refused; cross-tenant jobs
must say so explicitly."""

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError

from conftest import Tenant
from facts.flows import rows, say
from memory_center.db.base import Base
from memory_center.db.tenancy import maintenance_session, tenant_session
from memory_center.facts.sweeper import sweep_once
from retrieval.memory_factory import index_everything, runtime_of

LEAKPROOF_NEEDED = [  # as migration 0009 lists them
    "textcat(text, text)",
    "enum_out(anyenum)",
    "textin(cstring)",
    "enum_eq(anyenum, anyenum)",
    "enum_ne(anyenum, anyenum)",
    "ts_match_vq(tsvector, tsquery)",
]
FORGETFUL = "SELECT DISTINCT tenant_id FROM {table}"  # no tenant filter: the bug RLS guards against


async def _tenant_tables(tenant: Tenant) -> list[str]:
    found = await rows(
        tenant,
        "SELECT c.relname AS name, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced "
        "FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' "
        "JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE c.relkind = 'r' AND n.nspname = current_schema() AND CAST(:tenant AS text) IS NOT NULL",
    )
    assert all(row["enabled"] and row["forced"] for row in found), found
    return sorted(row["name"] for row in found)


async def test_every_tenant_table_has_forced_rls(tenant: Tenant) -> None:
    tables = await _tenant_tables(tenant)
    modelled = sorted(t.name for t in Base.metadata.tables.values() if "tenant_id" in t.columns)
    assert tables == modelled


async def test_the_service_role_cannot_bypass_rls(tenant: Tenant) -> None:
    async with tenant_session(runtime_of(tenant.client).session_factory, tenant.id) as session:
        role = (
            await session.execute(
                sa.text(
                    "SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles "
                    "WHERE rolname = current_user"
                )
            )
        ).one()
    assert role.name == "memory_center_app"
    assert not role.rolsuper and not role.rolbypassrls


async def test_a_query_that_forgets_its_tenant_filter_sees_only_its_tenant(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    for who in (tenant, other_tenant):
        await say(who, "I live in Lisbon", user_id="u1", session_id="s1", task_id="k1")
        created = await who.post("/v1/tasks", json={"task_id": "k1", "user_id": "u1", "goal": "trip"})
        assert created.status_code == 201, created.text
        assert (await who.post("/v1/context", json={"user_id": "u1", "query": "where"})).status_code == 200
    factory = runtime_of(tenant.client).session_factory
    tables = await _tenant_tables(tenant)
    async with tenant_session(factory, tenant.id) as session:
        for table in tables:
            seen = set(await session.scalars(sa.text(FORGETFUL.format(table=table))))
            assert seen <= {tenant.id}, table
            if table in ("memory_event", "memory_fact", "memory_task", "api_key", "memory_retrieval_trace"):
                assert seen == {tenant.id}, table
    async with factory() as session:  # a transaction that names no tenant sees nothing
        for table in tables:
            assert list(await session.scalars(sa.text(FORGETFUL.format(table=table)))) == [], table
    async with maintenance_session(factory) as session:  # the explicit cross-tenant mode
        seen = set(await session.scalars(sa.text(FORGETFUL.format(table="memory_fact"))))
        assert {tenant.id, other_tenant.id} <= seen


async def test_writing_into_another_tenant_is_refused(tenant: Tenant, other_tenant: Tenant) -> None:
    factory = runtime_of(tenant.client).session_factory
    async with tenant_session(factory, tenant.id) as session:
        with pytest.raises(DBAPIError, match="row-level security"):
            await session.execute(
                sa.text(
                    "INSERT INTO memory_audit (tenant_id, id, action, target_kind, created_at) "
                    "VALUES (:other, gen_random_uuid(), 'create', 'fact', now())"
                ),
                {"other": other_tenant.id},
            )
    async with tenant_session(factory, tenant.id) as session:
        result = await session.execute(
            sa.text("UPDATE api_key SET name = 'hijacked' WHERE tenant_id = :other"),
            {"other": other_tenant.id},
        )
        assert result.rowcount == 0  # type: ignore[attr-defined]


async def test_requests_and_cross_tenant_jobs_work_under_rls(tenant: Tenant, other_tenant: Tenant) -> None:
    """The key lookup and tenant binding of requests, and the index worker and sweeper (explicit
    maintenance sessions) across two tenants."""
    mine = await say(tenant, "I prefer window seats", user_id="u1")
    theirs = await say(other_tenant, "I prefer aisle seats", user_id="u1")
    assert (await other_tenant.get(f"/v1/facts/{mine['candidates'][0]['fact_id']}")).status_code == 404
    await index_everything(tenant)
    await sweep_once(runtime_of(tenant.client).session_factory)
    for who, answer in ((tenant, mine), (other_tenant, theirs)):
        states = await rows(
            who,
            "SELECT status::text AS status FROM memory_embedding"
            " WHERE tenant_id = :tenant AND target_id = :id",
            id=answer["candidates"][0]["fact_id"],
        )
        assert states == [{"status": "DONE"}]


async def test_the_read_paths_indexed_built_ins_are_leakproof(tenant: Tenant) -> None:
    """Under RLS a condition is an index condition only if its functions are leakproof: migration 0009
    declares the read path's ones so (the embedded server migrates as a superuser)."""
    found = await rows(
        tenant,
        "SELECT p.oid::regprocedure::text AS function, p.proleakproof AS leakproof FROM pg_proc p "
        "WHERE p.oid = ANY(CAST(:wanted AS regprocedure[])) AND CAST(:tenant AS text) IS NOT NULL",
        wanted=LEAKPROOF_NEEDED,
    )
    assert len(found) == len(LEAKPROOF_NEEDED)
    assert all(row["leakproof"] for row in found), found

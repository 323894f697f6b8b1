"""The functions the user export and erasure endpoints call."""

import json

import httpx
import redis.asyncio as redis
from sqlalchemy import select

from conftest import RedisServer, Tenant
from memory_center.db.tenancy import maintenance_session
from memory_center.models import AuditEntry
from memory_center.runtime import Runtime
from memory_center.tasks import service
from tasks.flows import create, move


def runtime_of(client: httpx.AsyncClient) -> Runtime:
    runtime: Runtime = client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


async def test_export_lists_the_users_tasks_with_their_logs(tenant: Tenant) -> None:
    mine = await create(tenant, user_id="u-export", state={"next_step": "x"})
    mine = await move(tenant, mine, "PLANNING", reason="ok", trace_id="tr-1")
    await create(tenant, user_id="u-someone-else")
    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as session:
        exported = await service.export_user_tasks(session, tenant.id, "u-export")
        nothing = await service.export_user_tasks(session, "other-tenant", "u-export")
    assert nothing == []
    [task] = exported
    json.dumps(exported)  # JSON-ready
    assert {k: v for k, v in task.items() if k != "transitions"} == mine
    assert [(t["to_status"], t["reason"], t["trace_id"]) for t in task["transitions"]] == [
        ("CREATED", None, None),
        ("PLANNING", "ok", "tr-1"),
    ]


async def test_erase_deletes_the_users_tasks_logs_and_cached_copies(
    tenant: Tenant, other_tenant: Tenant, redis_server: RedisServer
) -> None:
    first = await create(tenant, user_id="u-erase")
    await move(tenant, first, "PLANNING")
    second = await create(tenant, user_id="u-erase")
    kept = await create(tenant, user_id="u-keep")
    theirs = await create(other_tenant, user_id="u-erase")
    await tenant.get(f"/v1/tasks/{first['task_id']}")  # cached
    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as session:
        counts = await service.erase_user_tasks(session, tenant.id, "u-erase", cache=runtime.cache)
        await session.commit()
        for action in session.info.pop("after_commit", []):
            await action()
    assert counts == {"memory_task_transition": 3, "memory_task": 2}
    client = redis.Redis.from_url(redis_server.url)
    try:
        assert await client.get(f"mc:{{{tenant.id}}}:task:{first['task_id']}") is None
    finally:
        await client.aclose()
    for task in (first, second):
        assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).status_code == 404
        assert (await tenant.get(f"/v1/tasks/{task['task_id']}/transitions")).status_code == 404
    assert (await tenant.get(f"/v1/tasks/{kept['task_id']}")).status_code == 200
    assert (await other_tenant.get(f"/v1/tasks/{theirs['task_id']}")).status_code == 200


async def test_state_update_audit_entry_carries_no_content(tenant: Tenant) -> None:
    task = await create(tenant, user_id="u-audit")
    secret = {"card": "4111 1111 1111 1111"}
    await tenant.put(f"/v1/tasks/{task['task_id']}/state", json={"expected_version": 1, "state": secret})
    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as session:
        [entry] = (
            await session.scalars(
                select(AuditEntry).where(AuditEntry.tenant_id == tenant.id, AuditEntry.target_kind == "task")
            )
        ).all()
    assert (entry.action, entry.target_kind, entry.target_id) == (
        "task_state_update",
        "task",
        task["task_id"],
    )
    assert entry.actor == tenant.key_ids["agent"]
    assert entry.user_id == "u-audit"
    assert entry.details == {"version": 2, "status": "CREATED"}
    assert "4111" not in json.dumps(entry.details)

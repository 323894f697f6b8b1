"""The expiry sweeper: in process (sweep_once) and as `memory-center sweep`."""

import asyncio
import contextlib
import dataclasses
import os
import sys
from asyncio.subprocess import PIPE
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, revisions, rows, submit
from memory_center.facts import sweeper
from memory_center.facts.sweeper import sweep_once
from memory_center.writepath.wiring import build
from memory_center.writepath.write_path import WritePath


async def remember_until(tenant: Tenant, subject: str, until: datetime) -> dict[str, Any]:
    body = candidate_body(
        f"{subject} pass",
        subject=subject,
        predicate="status",
        object_value="valid",
        evidence=evidence_body(f"{subject} pass is valid"),
        valid_from=(until - timedelta(days=1)).isoformat(),
        valid_until=until.isoformat(),
    )
    fact: dict[str, Any] = (await submit(tenant, body))["fact"]
    return fact


async def stored_status(tenant: Tenant, fact_id: str) -> str:
    [row] = await rows(
        tenant, "SELECT status FROM memory_fact WHERE tenant_id = :tenant AND id = :id", id=fact_id
    )
    return str(row["status"])


async def test_sweep_once_expires_due_facts_only(tenant: Tenant) -> None:
    now = datetime.now(UTC)
    due = await remember_until(tenant, "gym", now - timedelta(minutes=5))
    later = await remember_until(tenant, "pool", now + timedelta(days=5))
    assert await stored_status(tenant, due["id"]) == "ACTIVE"
    runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    assert await sweep_once(runtime.session_factory, runtime.memory_cache) >= 1
    assert await stored_status(tenant, due["id"]) == "EXPIRED"
    assert await stored_status(tenant, later["id"]) == "ACTIVE"
    [revision] = await revisions(tenant, due["id"])
    assert [(c["action"], c["actor"]) for c in revision["changes"]] == [
        ("create", revision["changes"][0]["actor"]),
        ("expire", "sweeper"),
    ]
    assert (await get_fact(tenant, due["id"]))["status_changed_at"] is not None
    assert [f["id"] for f in await list_facts(tenant, status="EXPIRED")] == [due["id"]]
    await sweep_once(runtime.session_factory)
    [again] = await revisions(tenant, due["id"])
    assert len(again["changes"]) == 2, "an expired fact is not expired twice"


async def test_a_new_statement_after_expiry_starts_a_new_memory(tenant: Tenant) -> None:
    now = datetime.now(UTC)
    expired = await remember_until(tenant, "gym", now - timedelta(minutes=5))
    fresh = await remember_until(tenant, "gym", now + timedelta(days=5))
    assert fresh["id"] != expired["id"] and fresh["revision"] == 1
    assert await stored_status(tenant, expired["id"]) == "EXPIRED", "expired on the spot, not superseded"


async def test_memory_center_sweep_runs_one_sweep(tenant: Tenant, database_url: str) -> None:
    due = await remember_until(tenant, "library", datetime.now(UTC) - timedelta(minutes=1))
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env["MC_DATABASE_URL"] = database_url
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "memory_center.cli", "sweep", env=env, stdout=PIPE, stderr=PIPE
    )
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=120)
    assert process.returncode == 0, stderr.decode()
    assert stdout.decode().strip().endswith("facts expired")
    assert await stored_status(tenant, due["id"]) == "EXPIRED"


async def test_the_service_sweeps_on_its_interval(tenant: Tenant) -> None:
    due = await remember_until(tenant, "museum", datetime.now(UTC) - timedelta(minutes=1))
    runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    fast = dataclasses.replace(
        runtime, settings=runtime.settings.model_copy(update={"sweeper_interval_seconds": 0.05})
    )
    job = asyncio.create_task(sweeper.job(fast))
    try:
        for _ in range(100):
            if await stored_status(tenant, due["id"]) == "EXPIRED":
                break
            await asyncio.sleep(0.05)
    finally:
        job.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await job
    assert await stored_status(tenant, due["id"]) == "EXPIRED"


@pytest.mark.parametrize(("interval", "registered"), [(0, False), (30, True)])
async def test_the_sweeper_is_registered_only_with_a_positive_interval(
    tenant: Tenant, interval: float, registered: bool
) -> None:
    runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    settings = runtime.settings.model_copy(update={"sweeper_interval_seconds": interval})
    write_path, jobs = build(settings, runtime.http_client, runtime.embedder)
    assert isinstance(write_path, WritePath)
    assert (sweeper.job in jobs) is registered

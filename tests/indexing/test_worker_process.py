"""``memory-center worker`` as a process of its own: a service with ``MC_INDEXER_ENABLED=false`` leaves
the queue alone, and the worker process drains it into pgvector and runs the expiry sweep; SIGTERM
stops it cleanly.

The service here writes MiniLM-only vectors (``MC_EMBEDDING_PROVIDER=local``): the shared test app's
in-process indexer serves another model, so every row of this model is the worker process's work.
"""

import asyncio
import os
import signal
import sys
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from conftest import Tenant, make_tenant
from factories import message
from facts.flows import candidate_body, evidence_body, rows, submit
from memory_center.config import Settings
from memory_center.embedding.local import MINILM_MODEL
from memory_center.main import create_app


@pytest.fixture(scope="session")
async def split_client(settings: Settings, database_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """A service without the in-process indexer (and without the sweeper); session-scoped like the
    main app (an app's shutdown releases the embedded PostgreSQL of this test process)."""
    split = settings.model_copy(update={"indexer_enabled": False, "embedding_provider": "local"})
    app = create_app(split, db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


@pytest.fixture
async def split_tenant(split_client: httpx.AsyncClient) -> Tenant:
    return await make_tenant(split_client)


async def pending(tenant: Tenant) -> int:
    response = await tenant.get("/v1/index/status", "admin")
    assert response.status_code == 200, response.text
    assert response.json()["model"] == MINILM_MODEL
    count: int = response.json()["pending"]
    return count


async def start_worker(database_url: str, *args: str) -> asyncio.subprocess.Process:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env.update(
        MC_DATABASE_URL=database_url,
        MC_EMBEDDING_PROVIDER="local",
        MC_SWEEPER_INTERVAL_SECONDS="0.5",
        MC_INDEXER_POLL_SECONDS="0.1",
    )
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memory_center.cli",
        "worker",
        *args,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def started(worker: asyncio.subprocess.Process) -> list[str]:
    """The worker's log up to its start line (it handles SIGTERM from then on)."""
    assert worker.stderr is not None
    lines: list[str] = []
    while not lines or "embedding worker started" not in lines[-1]:
        line = await asyncio.wait_for(worker.stderr.readline(), 120)
        assert line, "the worker exited before it started: " + "".join(lines)
        lines.append(line.decode())
    return lines


async def stop(worker: asyncio.subprocess.Process) -> str:
    """SIGTERM; the rest of its log once it has exited."""
    if worker.returncode is None:
        worker.send_signal(signal.SIGTERM)
    _, stderr = await asyncio.wait_for(worker.communicate(), 60)
    return stderr.decode()


async def wait_for(check: Any, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, "the worker process did not get there in time"
        await asyncio.sleep(0.2)


async def test_the_worker_process_drains_the_queue_and_sweeps(
    split_tenant: Tenant, database_url: str
) -> None:
    tenant = split_tenant
    turns = [f"Turn {i}: we talked about the trip to Lisbon" for i in range(5)] + ["我们下周去杭州出差"]
    response = await tenant.post(
        "/v1/events/batch", json={"events": [message(t, extract=False) for t in turns]}
    )
    assert response.status_code in (200, 201, 207), response.text
    until = datetime.now(UTC) + timedelta(seconds=2)
    body = candidate_body(
        "gym pass",
        subject="gym pass",
        predicate="status",
        object_value="valid",
        evidence=evidence_body("the gym pass is valid"),
        valid_from=(until - timedelta(days=1)).isoformat(),
        valid_until=until.isoformat(),
    )
    fact = (await submit(tenant, body))["fact"]
    queued = await pending(tenant)
    assert queued >= 7  # six turns, the fact and its evidence
    await asyncio.sleep(1.5)
    assert await pending(tenant) == queued, "the service indexed although MC_INDEXER_ENABLED=false"

    worker = await start_worker(database_url)
    log = "".join(await started(worker))
    assert "expiry sweep every 0.5 s" in log
    try:

        async def drained() -> bool:
            return await pending(tenant) == 0

        async def swept() -> bool:
            sql = "SELECT status FROM memory_fact WHERE tenant_id = :tenant AND id = :id"
            [row] = await rows(tenant, sql, id=fact["id"])
            return str(row["status"]) == "EXPIRED"

        await wait_for(drained)
        await wait_for(swept)
        assert worker.returncode is None, "the worker is a long-running process, not --once"
    finally:
        log = await stop(worker)
    assert worker.returncode == 0, log
    assert "embedding worker stopped" in log

    stored = await rows(
        tenant,
        "SELECT status, model, dimensions, embedding IS NOT NULL AS has_vector FROM memory_embedding"
        " WHERE tenant_id = :tenant AND model = :model",
        model=MINILM_MODEL,
    )
    assert len(stored) == queued
    assert all(
        (r["status"], r["model"], r["dimensions"], r["has_vector"]) == ("DONE", MINILM_MODEL, 384, True)
        for r in stored
    )


async def test_the_worker_leaves_the_sweep_to_the_service_when_told(database_url: str) -> None:
    worker = await start_worker(database_url, "--no-sweep")
    try:
        start = "".join(await started(worker))
    finally:
        rest = await stop(worker)
    assert "expiry sweep off" in start
    assert worker.returncode == 0, rest
    assert "embedding worker stopped" in rest

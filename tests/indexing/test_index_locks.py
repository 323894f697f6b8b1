"""The indexer never waits for a user's transaction: rows a deletion holds are skipped, not waited for.

A batch store that waited for a deletion's row locks (the deletion waiting in turn for the rows the
store had taken) was a deadlock, and the deletion answered 503."""

import asyncio
import json
import uuid
from collections.abc import Awaitable, Callable

import httpx
import sqlalchemy as sa

from conftest import Tenant
from indexing.test_index_queue import add_evidence, queue_rows, runtime_of, settings_for
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.openai import OpenAICompatibleEmbedder
from memory_center.indexing.worker import IndexWorker

Handler = Callable[[httpx.Request], Awaitable[httpx.Response]]


def embedder_of(model: str, handler: Handler) -> OpenAICompatibleEmbedder:
    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    return OpenAICompatibleEmbedder(client, url="http://embeddings.test/v1", model=model, dimensions=8)


async def test_a_batch_store_skips_the_rows_a_deletion_holds(tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    model = "mock-locks-" + uuid.uuid4().hex[:6]
    settings = settings_for(runtime, model)
    kept = await add_evidence(tenant, "a window seat", settings=settings)
    held = await add_evidence(tenant, "lapsang souchong", settings=settings)
    embedding, deletion_holds = asyncio.Event(), asyncio.Event()

    async def vectors_after_the_deletion_locked(request: httpx.Request) -> httpx.Response:
        embedding.set()
        await deletion_holds.wait()
        inputs = json.loads(request.content)["input"]
        data = [{"index": i, "embedding": [1.0] * 8} for i in range(len(inputs))]
        return httpx.Response(200, json={"data": data})

    embedder = embedder_of(model, vectors_after_the_deletion_locked)
    batch = asyncio.create_task(IndexWorker(runtime.session_factory, embedder, batch_size=8).run_once())
    await asyncio.wait_for(embedding.wait(), timeout=60)
    async with maintenance_session(runtime.session_factory) as deletion:
        # What a deletion does first: the vectors of what it deletes, then the rows themselves.
        await deletion.execute(
            sa.text("DELETE FROM memory_embedding WHERE tenant_id = :t AND target_id = :id"),
            {"t": tenant.id, "id": held},
        )
        deletion_holds.set()
        # Without SKIP LOCKED the store waits here for the deletion's lock, and this times out.
        assert await asyncio.wait_for(batch, timeout=60) == 2
        await deletion.execute(
            sa.text("DELETE FROM memory_evidence WHERE tenant_id = :t AND id = :id"),
            {"t": tenant.id, "id": held},
        )
        await deletion.commit()

    rows = await queue_rows(tenant, model)
    assert [(row["target_id"], row["status"]) for row in rows] == [(kept, "DONE")]


async def test_a_row_a_transaction_held_is_embedded_when_its_lease_runs_out(tenant: Tenant) -> None:
    """A skipped row is not lost: the holder rolled back, and the next claim after the lease takes it."""
    runtime = runtime_of(tenant)
    model = "mock-lease-" + uuid.uuid4().hex[:6]
    held = await add_evidence(tenant, "oolong", settings=settings_for(runtime, model))
    embedding, holder_locked = asyncio.Event(), asyncio.Event()

    async def vectors(request: httpx.Request) -> httpx.Response:
        embedding.set()
        await holder_locked.wait()
        inputs = json.loads(request.content)["input"]
        return httpx.Response(200, json={"data": [{"index": 0, "embedding": [2.0] * 8}] * len(inputs)})

    embedder = embedder_of(model, vectors)
    worker = IndexWorker(runtime.session_factory, embedder, lease_seconds=0.0)
    batch = asyncio.create_task(worker.run_once())
    await asyncio.wait_for(embedding.wait(), timeout=60)
    async with maintenance_session(runtime.session_factory) as holder:
        await holder.execute(
            sa.text("SELECT 1 FROM memory_embedding WHERE tenant_id = :t AND target_id = :id FOR UPDATE"),
            {"t": tenant.id, "id": held},
        )
        holder_locked.set()
        assert await asyncio.wait_for(batch, timeout=60) == 1
        [row] = await queue_rows(tenant, model)
        assert row["status"] == "PENDING", "skipped, not stored over the holder's lock"
        await holder.rollback()

    await asyncio.wait_for(worker.drain(), timeout=60)
    [row] = await queue_rows(tenant, model)
    assert (row["status"], row["dims"]) == ("DONE", 8)

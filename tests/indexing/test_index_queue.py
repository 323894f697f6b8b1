"""The semantic index queue: enqueue in the write transaction, embed in the worker, retry with backoff,
report the backlog, rebuild for a model."""

import asyncio
import contextlib
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime

import httpx
import numpy as np
import pytest
import sqlalchemy as sa

from conftest import Tenant, assert_error
from memory_center.config import Settings
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.ensemble import MULTILINGUAL_DIMENSIONS, MULTILINGUAL_MODEL
from memory_center.embedding.factory import build_embedder
from memory_center.embedding.openai import OpenAICompatibleEmbedder
from memory_center.enums import EmbeddingTarget, EvidenceType, SourceType
from memory_center.evidence.service import build as build_evidence
from memory_center.indexing import enqueue, indexed_model
from memory_center.indexing.repository import passage_text
from memory_center.indexing.service import reindex
from memory_center.indexing.service import status as index_status
from memory_center.indexing.worker import IndexWorker
from memory_center.runtime import Runtime


def runtime_of(tenant: Tenant) -> Runtime:
    runtime: Runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


async def add_evidence(tenant: Tenant, text: str, *, settings: Settings | None = None) -> uuid.UUID:
    runtime = runtime_of(tenant)
    evidence = build_evidence(
        tenant_id=tenant.id,
        evidence_type=EvidenceType.CONVERSATION,
        source_type=SourceType.USER_STATED,
        source_system="test",
        content=text,
        user_id="u1",
    )
    async with maintenance_session(runtime.session_factory) as session:
        session.add(evidence)
        await session.flush()
        await enqueue(session, settings or runtime.settings, tenant.id, EmbeddingTarget.EVIDENCE, evidence.id)
        await session.commit()
    return evidence.id


async def queue_rows(tenant: Tenant, model: str | None = None) -> list[dict[str, object]]:
    runtime = runtime_of(tenant)
    async with maintenance_session(runtime.session_factory) as session:
        rows = await session.execute(
            sa.text(
                "SELECT target_id, model, status, attempts, dimensions, last_error, "
                "vector_dims(embedding) AS dims, next_attempt_at > now() AS later "
                "FROM memory_embedding WHERE tenant_id = :t AND model = :m ORDER BY created_at"
            ),
            {"t": tenant.id, "m": model or MULTILINGUAL_MODEL},
        )
        return [dict(row._mapping) for row in rows]


def mock_embedder(
    runtime: Runtime, model: str, handler: Callable[[httpx.Request], httpx.Response], dims: int = 8
) -> OpenAICompatibleEmbedder:
    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    return OpenAICompatibleEmbedder(client, url="http://embeddings.test/v1", model=model, dimensions=dims)


def vectors(request: httpx.Request) -> httpx.Response:
    """A fake embeddings endpoint: 8 numbers per input, derived from its letters."""
    inputs = json.loads(request.content)["input"]
    data = [
        {"index": i, "embedding": [float((len(text) + k) % 5 + 1) for k in range(8)]}
        for i, text in enumerate(inputs)
    ]
    return httpx.Response(200, json={"data": data})


def settings_for(runtime: Runtime, model: str) -> Settings:
    return runtime.settings.model_copy(
        update={
            "embedding_provider": "openai",
            "embedding_model": model,
            "embedding_url": "http://embeddings.test/v1",
            "embedding_dimensions": 8,
        }
    )


async def test_enqueue_is_idempotent_and_the_worker_embeds(tenant: Tenant, other_tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    evidence_id = await add_evidence(tenant, "We adopted a puppy named Biscuit")
    async with maintenance_session(runtime.session_factory) as session:
        await enqueue(session, runtime.settings, tenant.id, EmbeddingTarget.EVIDENCE, [evidence_id])
        await session.commit()
    rows = await queue_rows(tenant)
    assert len(rows) == 1 and rows[0]["status"] in ("PENDING", "DONE")

    worker = runtime.indexer
    assert worker is not None
    await worker.drain()

    (row,) = await queue_rows(tenant)
    assert row["status"] == "DONE" and row["model"] == MULTILINGUAL_MODEL
    assert row["dimensions"] == row["dims"] == MULTILINGUAL_DIMENSIONS == 896
    status = await tenant.get("/v1/index/status", "admin")
    assert status.json() == {"pending": 0, "failed": 0, "model": MULTILINGUAL_MODEL, "dimensions": 896}
    assert (await other_tenant.get("/v1/index/status", "admin")).json()["pending"] == 0
    assert_error(await tenant.get("/v1/index/status", "agent"), 403, "forbidden")


async def test_pending_rows_are_counted_per_tenant(tenant: Tenant, other_tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    slow = settings_for(runtime, "never-run-" + uuid.uuid4().hex[:6])
    for text in ("one", "two", "three"):
        await add_evidence(tenant, text, settings=slow)
    async with maintenance_session(runtime.session_factory) as session:
        mine = await index_status(session, slow, tenant.id)
        theirs = await index_status(session, slow, other_tenant.id)
    assert (mine.pending, mine.failed, mine.model, mine.dimensions) == (3, 0, indexed_model(slow), 8)
    assert theirs.pending == 0


def distinct_vectors(request: httpx.Request) -> httpx.Response:
    """A fake embeddings endpoint: each input's own 8 numbers, fractional and signed (float4 exact)."""
    inputs = json.loads(request.content)["input"]
    data = [{"index": i, "embedding": exact_vector(text)} for i, text in enumerate(inputs)]
    return httpx.Response(200, json={"data": data})


def exact_vector(text: str) -> list[float]:
    seed = sum(map(ord, text))
    return [((seed * (k + 3)) % 97 - 48) / 64 for k in range(8)]


async def test_a_batch_of_vectors_lands_on_its_own_rows_exactly(tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    model = "mock-exact-" + uuid.uuid4().hex[:6]
    for text in ["tea", "我喜欢火锅", "a window seat", "peanuts", "Biscuit the puppy"]:
        await add_evidence(tenant, text, settings=settings_for(runtime, model))
    embedder = mock_embedder(runtime, model, distinct_vectors)
    await IndexWorker(runtime.session_factory, embedder, batch_size=4).drain()
    async with maintenance_session(runtime.session_factory) as session:
        stored = await session.execute(
            sa.text(
                "SELECT e.content, e.occurred_at, CAST(q.embedding AS real[]) AS vector, q.dimensions, "
                "q.status FROM memory_embedding AS q JOIN memory_evidence AS e "
                "ON e.tenant_id = q.tenant_id AND e.id = q.target_id WHERE q.tenant_id = :t AND q.model = :m"
            ),
            {"t": tenant.id, "m": model},
        )
        rows = stored.all()
    assert len(rows) == 5
    for row in rows:
        [sent] = await embedder.embed([passage_text(row.content, row.occurred_at)])
        assert (row.dimensions, row.status) == (8, "DONE")
        assert np.array_equal(np.asarray(row.vector, np.float32), np.asarray(sent, np.float32))


async def test_rows_of_deleted_targets_are_dropped(tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    model = "mock-drop-" + uuid.uuid4().hex[:6]
    evidence_id = await add_evidence(tenant, "soon gone", settings=settings_for(runtime, model))
    async with maintenance_session(runtime.session_factory) as session:
        await session.execute(sa.text("DELETE FROM memory_evidence WHERE id = :id"), {"id": evidence_id})
        await session.commit()
    worker = IndexWorker(runtime.session_factory, mock_embedder(runtime, model, vectors))
    assert await worker.run_once() == 1
    assert await queue_rows(tenant, model) == []


async def test_failures_back_off_then_fail_and_reindex_requeues(tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    model = "mock-500-" + uuid.uuid4().hex[:6]
    settings = settings_for(runtime, model)
    await add_evidence(tenant, "The user likes jazz", settings=settings)
    down = mock_embedder(runtime, model, lambda request: httpx.Response(500, json={"error": "boom"}))
    worker = IndexWorker(runtime.session_factory, down, max_attempts=2)

    assert await worker.run_once() == 1
    (row,) = await queue_rows(tenant, model)
    assert row["status"] == "PENDING" and row["attempts"] == 1 and row["later"] is True
    assert "HTTP 500" in str(row["last_error"])
    assert await worker.run_once() == 0  # backing off: not due yet

    async with maintenance_session(runtime.session_factory) as session:
        await session.execute(
            sa.text(
                "UPDATE memory_embedding SET next_attempt_at = now() WHERE tenant_id = :t AND model = :m"
            ),
            {"t": tenant.id, "m": model},
        )
        await session.commit()
    assert await worker.run_once() == 1
    (row,) = await queue_rows(tenant, model)
    assert row["status"] == "FAILED" and row["attempts"] == 2

    async with maintenance_session(runtime.session_factory) as session:
        done = await reindex(session, settings)
        await session.commit()
    assert done.model == model and done.reset >= 1
    healthy = IndexWorker(runtime.session_factory, mock_embedder(runtime, model, vectors))
    await healthy.drain()
    (row,) = await queue_rows(tenant, model)
    assert row["status"] == "DONE" and row["dims"] == 8 and row["last_error"] is None


async def test_queries_only_use_vectors_of_the_current_model(tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    model = "mock-other-" + uuid.uuid4().hex[:6]
    await add_evidence(tenant, "zebra crossing", settings=settings_for(runtime, model))
    await IndexWorker(runtime.session_factory, mock_embedder(runtime, model, vectors)).drain()
    assert (await queue_rows(tenant, model))[0]["status"] == "DONE"
    assert await queue_rows(tenant) == []  # never embedded with the current model

    answer = await tenant.post(
        "/v1/retrieve", json={"query": "pedestrians", "user_id": "u1", "include_evidence": True}
    )
    assert answer.status_code == 200
    # The other model's vector is never compared with this model's query: the row has no vector of
    # the current model, so it is in the index lag (compared, if at all, by a vector the current
    # model makes on the spot; docs/context.md, "fresh memories").
    assert "index_lag" in answer.json()["degraded"]
    assert await queue_rows(tenant) == []  # and it is still not embedded with the current model


@pytest.mark.parametrize("provider", ["none"])
def test_no_semantic_index_without_a_provider(provider: str) -> None:
    assert indexed_model(Settings(embedding_provider=provider)) is None  # type: ignore[arg-type]


async def test_concurrent_batches_embed_every_row_once_and_overlap(tenant: Tenant) -> None:
    """``run_forever(concurrency)``: several loops share the queue (SKIP LOCKED); while one batch waits
    for the embedder, another is claimed and read, and no row is embedded twice."""
    runtime = runtime_of(tenant)
    model = "mock-pipeline-" + uuid.uuid4().hex[:6]
    settings = settings_for(runtime, model)
    for n in range(12):
        await add_evidence(tenant, f"Turn number {n} of a long conversation", settings=settings)
    embedded: list[str] = []
    in_flight, most = 0, 0

    async def slow_vectors(request: httpx.Request) -> httpx.Response:
        nonlocal in_flight, most
        in_flight += 1
        most = max(most, in_flight)
        await asyncio.sleep(0.05)
        in_flight -= 1
        embedded.extend(json.loads(request.content)["input"])
        return vectors(request)

    client = httpx.AsyncClient(transport=httpx.MockTransport(slow_vectors))
    embedder = OpenAICompatibleEmbedder(client, url="http://embeddings.test/v1", model=model, dimensions=8)
    worker = IndexWorker(
        runtime.session_factory, embedder, batch_size=2, poll_seconds=0.05, backfill_seconds=0
    )
    running = asyncio.create_task(worker.run_forever(3))
    try:
        for _ in range(200):
            rows = await queue_rows(tenant, model)
            if all(row["status"] == "DONE" for row in rows):
                break
            await asyncio.sleep(0.05)
    finally:
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running
        await client.aclose()
    rows = await queue_rows(tenant, model)
    assert len(rows) == 12 and all(row["status"] == "DONE" for row in rows)
    turns = sorted(text.split(" (")[0] for text in embedded)  # the indexed text adds the date
    assert turns == sorted(f"Turn number {n} of a long conversation" for n in range(12))
    assert most >= 2, "batches were embedded one after another only"


async def test_upgrading_from_minilm_reindexes_instead_of_mixing_spaces(tenant: Tenant) -> None:
    """Vectors of the old default (MiniLM, 384 floats) are never compared with the new default's
    queries; ``reindex`` queues every row for the new model, after which search finds it again."""
    runtime = runtime_of(tenant)
    old = runtime.settings.model_copy(update={"embedding_provider": "local"})
    old_model = indexed_model(old)
    assert old_model == "all-MiniLM-L6-v2-int8" != MULTILINGUAL_MODEL
    evidence_id = await add_evidence(tenant, "We adopted a rescue greyhound called Luna", settings=old)
    await IndexWorker(runtime.session_factory, build_embedder(old, runtime.http_client)).drain()
    assert [row["status"] for row in await queue_rows(tenant, old_model)] == ["DONE"]

    async def semantic_ids(lagging: bool) -> list[str]:
        answer = await tenant.post(
            "/v1/retrieve", json={"query": "which pet dog", "user_id": "u1", "include_evidence": True}
        )
        assert answer.status_code == 200
        assert answer.json()["degraded"] == (["index_lag"] if lagging else [])
        return [i["id"] for i in answer.json()["items"] if any("semantic" in r for r in i["reasons"])]

    # The 384-float MiniLM vector is not used: until reindexed, the row is in the new model's lag.
    await semantic_ids(lagging=True)

    async with maintenance_session(runtime.session_factory) as session:
        done = await reindex(session, runtime.settings)
        await session.commit()
    assert done.model == MULTILINGUAL_MODEL and done.queued >= 1
    assert runtime.indexer is not None
    await runtime.indexer.drain()
    (row,) = await queue_rows(tenant)
    assert row["status"] == "DONE" and row["dims"] == 896
    assert str(evidence_id) in await semantic_ids(lagging=False)
    assert [row["status"] for row in await queue_rows(tenant, old_model)] == ["DONE"]  # kept, unused


def test_what_is_embedded_for_a_turn() -> None:
    at = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert passage_text("We went camping at the lake", at) == "We went camping at the lake (8 May 2023)"
    assert (
        passage_text("我们周末去湖边露营了", at) == "我们周末去湖边露营了"
    )  # no English date in a Chinese vector
    assert passage_text("The user likes jazz", None) == "The user likes jazz"

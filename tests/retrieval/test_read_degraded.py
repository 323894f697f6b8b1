"""The embedder down: retrieval degrades to keyword + structured ("semantic" in degraded), never a 5xx.

The app's read path is pointed at an OpenAI-compatible embeddings endpoint nobody listens on (a real
provider with an unreachable server), then restored.
"""

import dataclasses
from collections.abc import Iterator

import pytest
from memory_factory import add_fact, ids_of, retrieve, runtime_of

from conftest import Tenant, free_port
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.openai import OpenAICompatibleEmbedder
from memory_center.enums import EmbeddingTarget, MemoryType
from memory_center.indexing import enqueue
from memory_center.indexing.service import status as index_status
from memory_center.indexing.worker import IndexWorker
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.service import read_path

MODEL = "unreachable-embedder"


@pytest.fixture
def broken_embedder(tenant: Tenant) -> Iterator[OpenAICompatibleEmbedder]:
    runtime = runtime_of(tenant.client)
    embedder = OpenAICompatibleEmbedder(
        runtime.http_client,
        url=f"http://127.0.0.1:{free_port()}/v1",
        model=MODEL,
        dimensions=384,
        timeout_seconds=1.0,
    )
    healthy = read_path(runtime)
    probes = runtime.readiness
    healthy_probe = probes["embedder"]
    broken = dataclasses.replace(healthy, encoder=QueryEncoder(embedder, timeout_seconds=1.0))
    runtime.read_path = broken
    probes["embedder"] = broken.encoder.status
    try:
        yield embedder
    finally:
        runtime.read_path = healthy
        probes["embedder"] = healthy_probe


async def test_embedder_down_degrades_to_keyword_and_structured(
    tenant: Tenant, broken_embedder: OpenAICompatibleEmbedder
) -> None:
    fact_id = await add_fact(
        tenant, "The user is allergic to peanuts", user_id="u1", memory_type=MemoryType.CONSTRAINT
    )

    answer = await retrieve(tenant, query="is the user allergic to peanuts?", user_id="u1")
    assert answer["degraded"] == ["semantic"]
    assert ids_of(answer) == [str(fact_id)]

    structured = await retrieve(tenant, user_id="u1")
    assert structured["degraded"] == [] and ids_of(structured) == [str(fact_id)]

    built = await tenant.post("/v1/context", json={"query": "what can the user eat?", "user_id": "u1"})
    assert built.status_code == 200, built.text
    assert "semantic" in built.json()["degraded"]
    assert "allergic to peanuts" in built.json()["text"]

    ready = await tenant.client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["checks"]["embedder"] == "down"


async def test_degraded_answers_are_not_cached(
    tenant: Tenant, broken_embedder: OpenAICompatibleEmbedder
) -> None:
    await add_fact(tenant, "The user is allergic to peanuts", user_id="u1")
    await retrieve(tenant, query="peanuts", user_id="u1")
    again = await retrieve(tenant, query="peanuts", user_id="u1")
    trace = (await tenant.get(f"/v1/traces/{again['trace_id']}")).json()
    assert again["degraded"] == ["semantic"] and "cache_hit" not in trace["timings"]


async def test_worker_retries_then_marks_failed(
    tenant: Tenant, broken_embedder: OpenAICompatibleEmbedder
) -> None:
    runtime = runtime_of(tenant.client)
    settings = runtime.settings.model_copy(
        update={"embedding_provider": "openai", "embedding_model": MODEL, "embedding_dimensions": 384}
    )
    fact_id = await add_fact(tenant, "Prefers tea", user_id="u1", index=False)
    async with maintenance_session(runtime.session_factory) as session:
        await enqueue(session, settings, tenant.id, EmbeddingTarget.FACT, fact_id)
        await session.commit()

    await IndexWorker(runtime.session_factory, broken_embedder, max_attempts=1).run_once()

    async with maintenance_session(runtime.session_factory) as session:
        status = await index_status(session, settings, tenant.id)
    assert (status.pending, status.failed, status.model, status.dimensions) == (0, 1, MODEL, 384)

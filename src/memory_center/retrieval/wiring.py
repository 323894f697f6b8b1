"""Builds the read path (query encoder, access recorder), the index worker and their background jobs
and readiness probes, once, for the app factory (the worker runs in-process when ``indexer_enabled``)."""

from dataclasses import dataclass, field

import httpx
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from memory_center.config import Settings
from memory_center.embedding.embedder import Embedder
from memory_center.embedding.factory import build_embedder, choose
from memory_center.indexing.worker import IndexWorker
from memory_center.retrieval.access import AccessRecorder
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.query_slots import QuerySlots
from memory_center.retrieval.ranking import recipe_named
from memory_center.retrieval.read_cache import MemoryCache
from memory_center.retrieval.retrievers import ReadPath
from memory_center.retrieval.shared_rules import SharedRules
from memory_center.retrieval.shared_texts import SharedTexts
from memory_center.retrieval.shared_vectors import SharedVectors
from memory_center.runtime import BackgroundJob, Probe, Runtime


@dataclass
class ReadSide:
    read_path: ReadPath
    indexer: IndexWorker | None
    jobs: list[BackgroundJob] = field(default_factory=list)
    readiness: dict[str, Probe] = field(default_factory=dict)


def build_worker(
    settings: Settings,
    http_client: httpx.AsyncClient,
    session_factory: async_sessionmaker[AsyncSession],
    memory_cache: MemoryCache,
) -> IndexWorker | None:
    """An index worker with its own embedder instance, so indexing never holds the lock of the
    embedder that serves query embeddings."""
    embedder = build_embedder(settings, http_client, background=True)
    if embedder is None:
        return None

    async def indexed(tenant_ids: set[str]) -> None:
        for tenant_id in tenant_ids:
            await memory_cache.invalidate(tenant_id)

    return IndexWorker(
        session_factory,
        embedder,
        batch_size=settings.indexer_batch_size,
        max_attempts=settings.indexer_max_attempts,
        poll_seconds=settings.indexer_poll_seconds,
        backfill_seconds=settings.indexer_backfill_seconds,
        on_indexed=indexed,
    )


def build(
    settings: Settings,
    http_client: httpx.AsyncClient,
    session_factory: async_sessionmaker[AsyncSession],
    memory_cache: MemoryCache,
    embedder: Embedder | None,
) -> ReadSide:
    """``embedder``: the foreground one the write path shares (the index worker builds its own)."""
    encoder = QueryEncoder(
        embedder,
        timeout_seconds=settings.retrieval_embed_timeout_seconds,
        retry_after_seconds=settings.retrieval_semantic_retry_seconds,
    )
    recorder = AccessRecorder(session_factory, settings.retrieval_access_flush_seconds)
    read_path = ReadPath(
        encoder,
        recipe_named(settings.retrieval_recipe),
        ef_search=settings.retrieval_ef_search,
        cache_ttl_seconds=settings.cache_ttl_seconds,
        recorder=recorder,
        slots=QuerySlots(encoder) if settings.retrieval_query_slots else None,
    )
    if settings.retrieval_shared_vectors_max_rows > 0:
        read_path.shared = SharedVectors(settings.retrieval_shared_vectors_max_rows)
        read_path.rules = SharedRules(settings.retrieval_shared_vectors_max_rows)
        read_path.texts = SharedTexts(settings.retrieval_shared_vectors_max_rows)
    worker = build_worker(settings, http_client, session_factory, memory_cache)
    side = ReadSide(read_path, worker)
    side.readiness["embedder"] = encoder.status
    side.readiness["embedding_model"] = choose(settings).describe  # names a fallback and its reason

    async def record_access(_: Runtime) -> None:
        await recorder.run_forever()

    async def warm_up(_: Runtime) -> None:
        await encoder.warm_up()
        if read_path.slots is not None:
            await read_path.slots.warm_up()  # the first question does not wait for the phrasings

    side.jobs += [record_access, warm_up]
    if worker is not None and settings.indexer_enabled:

        async def index(_: Runtime) -> None:
            await worker.run_forever(settings.indexer_concurrency)

        side.jobs.append(index)
    return side

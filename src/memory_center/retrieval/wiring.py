"""Registers the read path on the runtime: query encoder, access recorder, and the index worker
(in-process when ``indexer_enabled``). Called by main's ``_wire_services``."""

from memory_center.embedding.factory import build_embedder, choose, shared_embedder
from memory_center.indexing.worker import IndexWorker
from memory_center.retrieval.access import AccessRecorder
from memory_center.retrieval.ranking import recipe_named
from memory_center.retrieval.read_cache import invalidate_memory
from memory_center.retrieval.search import ReadPath
from memory_center.retrieval.semantic import QueryEncoder
from memory_center.runtime import Runtime


def build_worker(runtime: Runtime) -> IndexWorker | None:
    """An index worker with its own embedder instance, so indexing never holds the lock of the
    embedder that serves query embeddings."""
    settings = runtime.settings
    embedder = build_embedder(settings, runtime.http_client, background=True)
    if embedder is None:
        return None

    async def indexed(tenant_ids: set[str]) -> None:
        for tenant_id in tenant_ids:
            await invalidate_memory(runtime, tenant_id)

    return IndexWorker(
        runtime.session_factory,
        embedder,
        batch_size=settings.indexer_batch_size,
        max_attempts=settings.indexer_max_attempts,
        poll_seconds=settings.indexer_poll_seconds,
        backfill_seconds=settings.indexer_backfill_seconds,
        on_indexed=indexed,
    )


def wire(runtime: Runtime) -> None:
    settings = runtime.settings
    encoder = QueryEncoder(
        shared_embedder(runtime),
        timeout_seconds=settings.retrieval_embed_timeout_seconds,
        retry_after_seconds=settings.retrieval_semantic_retry_seconds,
    )
    recorder = AccessRecorder(runtime.session_factory, settings.retrieval_access_flush_seconds)
    runtime.services["read_path"] = ReadPath(
        encoder,
        recipe_named(settings.retrieval_recipe),
        ef_search=settings.retrieval_ef_search,
        cache_ttl_seconds=settings.cache_ttl_seconds,
        recorder=recorder,
    )
    readiness = runtime.services.setdefault("readiness", {})
    readiness["embedder"] = encoder.status
    readiness["embedding_model"] = choose(settings).describe  # names a fallback and its reason
    background = runtime.services.setdefault("background", [])

    async def record_access(_: Runtime) -> None:
        await recorder.run_forever()

    async def warm_up(_: Runtime) -> None:
        await encoder.warm_up()

    background += [record_access, warm_up]
    worker = build_worker(runtime)
    if worker is None:
        return
    runtime.services["indexer"] = worker
    if settings.indexer_enabled:

        async def index(_: Runtime) -> None:
            await worker.run_forever(settings.indexer_concurrency)

        background.append(index)

"""The app factory. The lifespan builds the engine, session factory, cache and HTTP client once."""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import httpx
from fastapi import Depends, FastAPI
from fastapi.openapi.utils import get_openapi
from sqlalchemy.ext.asyncio import AsyncEngine

from memory_center import __version__
from memory_center.admin.endpoints import router as admin_router
from memory_center.admin.endpoints import whoami_router
from memory_center.api.body_limit import BodySizeLimit
from memory_center.api.error_handlers import install_error_handlers
from memory_center.api.openapi import document_errors
from memory_center.api.query_params import refuse_unknown_query
from memory_center.auth.key_cache import KeyCache
from memory_center.auth.sign_in_limit import SignInLimit
from memory_center.cache import Cache
from memory_center.candidates.endpoints import router as candidates_router
from memory_center.config import Settings, get_settings
from memory_center.console.endpoints import router as console_router
from memory_center.db.embedded import release_embedded, sqlalchemy_url
from memory_center.db.engine import (
    create_engine,
    create_read_session_factory,
    create_session_factory,
    database_url,
)
from memory_center.db.replica import ReadReplica
from memory_center.embedding.factory import build_embedder
from memory_center.events.endpoints import router as events_router
from memory_center.evidence.endpoints import router as evidence_router
from memory_center.facts.endpoints import router as facts_router
from memory_center.indexing.endpoints import router as index_router
from memory_center.indexing.worker import IndexWorker
from memory_center.kit.heap import server_heap
from memory_center.ops import access_log
from memory_center.ops.docs import router as docs_router
from memory_center.ops.endpoints import router as ops_router
from memory_center.ops.metrics import MetricsMiddleware
from memory_center.retrieval import wiring as retrieval_wiring
from memory_center.retrieval.endpoints import router as retrieval_router
from memory_center.retrieval.read_cache import MemoryCache
from memory_center.runtime import Runtime
from memory_center.tasks.endpoints import router as tasks_router
from memory_center.telemetry import setup as telemetry
from memory_center.traces.endpoints import router as traces_router
from memory_center.users.endpoints import router as users_router
from memory_center.workers import stop_when_orphaned, supervisor_pid
from memory_center.writepath import wiring as writepath_wiring

logger = logging.getLogger(__name__)

DESCRIPTION = """
Governed long-term memory for AI agents: events → evidence → candidates → governance → versioned facts,
task state kept apart, and budgeted, explained context.

Every request carries an API key (`mc_...`) as `Authorization: Bearer <key>`; the key decides the
tenant and the role. To try requests in `/docs`, click its **Authorize** button and paste the key;
`/redoc` is a read-only reference without such a button (send the header from your own client).
"""


def build_runtime(settings: Settings, url: str) -> Runtime:
    """Everything the app holds for its lifetime, built once: plumbing first, then the write path,
    the read path and the index worker on it. The foreground embedder is built once and shared by
    the read and write paths (a second instance would load the models twice)."""
    engine = create_engine(url, settings)
    session_factory = create_session_factory(engine, settings.db_rls_role)
    http_client = httpx.AsyncClient(timeout=30.0)
    cache = Cache(settings.redis_url, settings.cache_ttl_seconds)
    memory_cache = MemoryCache(cache)
    replica = read_replica(settings, engine, cache)
    embedder = build_embedder(settings, http_client)
    write_path, write_jobs = writepath_wiring.build(settings, http_client, embedder)
    read = retrieval_wiring.build(settings, http_client, session_factory, memory_cache, embedder)
    return Runtime(
        settings=settings,
        engine=engine,
        session_factory=session_factory,
        http_client=http_client,
        cache=cache,
        read_replica=replica,
        api_keys=KeyCache(settings.api_key_cache_seconds),
        sign_in_limit=SignInLimit(settings.auth_failures_per_minute),
        embedder=embedder,
        memory_cache=memory_cache,
        write_path=write_path,
        read_path=read.read_path,
        indexer=fence_indexing(read.indexer, replica, engine),
        background=[*write_jobs, *read.jobs],
        readiness=read.readiness,
    )


def fence_indexing(
    worker: IndexWorker | None, replica: ReadReplica | None, primary: AsyncEngine
) -> IndexWorker | None:
    """With a read replica, vectors the index worker stored are writes of their tenants too: their
    fences are raised before cached answers are dropped, so no answer computed on a replica that
    lacks the vectors is cached under the new generation. Returns ``worker``."""
    if worker is None or replica is None:
        return worker
    announce = worker.on_indexed

    async def indexed(tenant_ids: set[str]) -> None:
        await replica.record_writes(tenant_ids, primary)
        if announce is not None:
            await announce(tenant_ids)

    worker.on_indexed = indexed
    return worker


def _background_jobs(runtime: Runtime) -> list[asyncio.Task[None]]:
    return [asyncio.create_task(job(runtime)) for job in runtime.background]


async def stop_background_jobs(jobs: list[asyncio.Task[None]], grace_seconds: float = 5.0) -> None:
    """Cancel the background jobs and wait for them, boundedly. On Python 3.11 ``asyncio.wait_for``
    can lose a cancellation that arrives as its inner future completes (fixed in 3.12), and a job
    that lost it loops on: it is cancelled again, and shutdown never waits for it forever."""
    pending = set(jobs)
    for _ in range(3):
        if not pending:
            return
        for job in pending:
            job.cancel()
        _, pending = await asyncio.wait(pending, timeout=grace_seconds)
    if pending:
        logger.warning("%d background job(s) did not stop on shutdown", len(pending))


def read_replica(settings: Settings, primary: AsyncEngine, cache: Cache) -> ReadReplica | None:
    """MC_DATABASE_READ_URL's replica: its own pool; an unreachable one fails fast (2 s) to the primary."""
    if not settings.database_read_url:
        return None
    engine = create_engine(sqlalchemy_url(settings.database_read_url), settings, connect_timeout=2)
    sessions = create_read_session_factory(primary, engine, settings.db_rls_role)
    return ReadReplica(engine, sessions, cache, settings.database_read_retry_seconds)


def create_app(settings: Settings | None = None, *, db_url: str | None = None) -> FastAPI:
    settings = settings or get_settings()

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        runtime = build_runtime(settings, db_url or database_url(settings))
        app.state.runtime = runtime
        jobs = _background_jobs(runtime)
        supervisor = supervisor_pid()
        if supervisor is not None:
            jobs.append(asyncio.create_task(stop_when_orphaned(supervisor)))
        try:
            with server_heap():
                yield
        finally:
            await stop_background_jobs(jobs)
            await runtime.http_client.aclose()
            await runtime.cache.close()
            if runtime.read_replica is not None:
                await runtime.read_replica.engine.dispose()
            await runtime.engine.dispose()
            if db_url is None:  # the embedded server this app started (else its starter's to stop)
                release_embedded()

    app = FastAPI(
        title="Memory Center",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,  # served by ops.docs with local assets
        redoc_url=None,
        swagger_ui_parameters={"persistAuthorization": True},
        dependencies=[Depends(refuse_unknown_query)],
    )
    install_error_handlers(app)
    access_log.install(keep_query=settings.access_log_query)
    for router in (
        ops_router,
        admin_router,
        whoami_router,
        events_router,
        evidence_router,
        tasks_router,
        candidates_router,
        facts_router,
        users_router,
        retrieval_router,
        traces_router,
        index_router,
        docs_router,
        console_router,
    ):
        app.include_router(router)
    app.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(MetricsMiddleware)
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    telemetry.instrument(app)  # OpenTelemetry: only with the otel extra and an OTEL_* exporter set
    return app


def _openapi(app: FastAPI) -> dict[str, object]:
    if app.openapi_schema is None:
        app.openapi_schema = document_errors(
            get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
        )
    return app.openapi_schema

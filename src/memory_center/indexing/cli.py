"""``memory-center worker`` and ``memory-center reindex``: the semantic index outside the API process.

``memory-center worker`` runs the index worker (and the expiry sweeper, unless ``--no-sweep``) as a
process of its own, so that ingest and reads in the API process no longer share one event loop and
one interpreter lock with the embedding model: the operating system shares the cores between them.
Pair it with ``MC_INDEXER_ENABLED=false`` (and ``MC_SWEEPER_INTERVAL_SECONDS=0``) on ``serve``.
SIGTERM or SIGINT stops it between batches (a batch cut short goes back to the queue when its lease
ends).
"""

import argparse
import asyncio
import contextlib
import logging
import signal
from pathlib import Path

import httpx
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from memory_center.cache import Cache
from memory_center.config import Settings, get_settings
from memory_center.db.engine import create_engine, create_session_factory, database_url
from memory_center.db.migrations import migrate
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.factory import build_embedder
from memory_center.facts.sweeper import sweep_once
from memory_center.indexing import service
from memory_center.indexing.worker import IndexWorker, OnIndexed
from memory_center.retrieval.read_cache import MemoryCache

logger = logging.getLogger(__name__)


def add_commands(
    commands: "argparse._SubParsersAction[argparse.ArgumentParser]",
) -> list[argparse.ArgumentParser]:
    worker = commands.add_parser("worker", help="run the embedding worker (the semantic index queue)")
    worker.add_argument("--once", action="store_true", help="embed what is queued, then exit")
    worker.add_argument("--no-sweep", action="store_true", help="leave the expiry sweeper to the API process")
    worker.set_defaults(handler=cmd_worker)

    reindex = commands.add_parser(
        "reindex", help="queue every fact and evidence for the configured embedding model"
    )
    reindex.add_argument("--force", action="store_true", help="re-embed rows already done, too")
    reindex.add_argument("--prune", action="store_true", help="delete the vectors of other models")
    reindex.add_argument("--now", action="store_true", help="embed the queue before returning")
    reindex.set_defaults(handler=cmd_reindex)
    return [worker, reindex]


async def run_worker(settings: Settings, url: str, *, once: bool, sweep: bool = False) -> None:
    """``once``: drain the queue and return; otherwise index (and sweep, when ``sweep`` and the
    interval is positive) until SIGTERM or SIGINT."""
    engine = create_engine(url, settings)
    cache = Cache(settings.redis_url, settings.cache_ttl_seconds)
    async with httpx.AsyncClient(timeout=30.0) as http_client:
        embedder = build_embedder(settings, http_client)
        if embedder is None:
            raise SystemExit("MC_EMBEDDING_PROVIDER=none: there is no semantic index to build")
        worker = IndexWorker(
            create_session_factory(engine, settings.db_rls_role),
            embedder,
            batch_size=settings.indexer_batch_size,
            max_attempts=settings.indexer_max_attempts,
            poll_seconds=settings.indexer_poll_seconds,
            backfill_seconds=settings.indexer_backfill_seconds,
            on_indexed=_invalidator(cache),
        )
        try:
            if once:
                await worker.drain()
            else:
                jobs = [worker.run_forever(settings.indexer_concurrency)]
                interval = settings.sweeper_interval_seconds if sweep else 0
                if interval > 0:
                    jobs.append(_sweep_forever(worker.session_factory, MemoryCache(cache), interval))
                sweeping = f"every {interval:g} s" if interval > 0 else "off"
                started = f"embedding worker started (model {embedder.model}, expiry sweep {sweeping})"
                await _until_stopped(asyncio.gather(*jobs), started)
        finally:
            await cache.close()
            await engine.dispose()


async def _until_stopped(jobs: "asyncio.Future[list[None]]", started: str) -> None:
    """Run ``jobs`` until SIGTERM or SIGINT, then cancel them and return normally; ``started`` is
    logged once the signals are handled."""
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, jobs.cancel)
    logger.info(started)
    try:
        with contextlib.suppress(asyncio.CancelledError):
            await jobs
        logger.info("embedding worker stopped")
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


async def _sweep_forever(
    session_factory: async_sessionmaker[AsyncSession], cache: MemoryCache, interval: float
) -> None:
    """The expiry sweep every ``interval`` seconds (several sweepers may run: due rows are taken
    with SKIP LOCKED)."""
    while True:
        try:
            expired = await sweep_once(session_factory, cache)
        except Exception:  # the loop must outlive a database outage
            logger.exception("expiry sweep failed; retrying at the next interval")
        else:
            if expired:
                logger.info("expiry sweep: %d facts expired", expired)
        await asyncio.sleep(interval)


def _invalidator(cache: Cache) -> OnIndexed:
    """Newly embedded rows change semantic answers: cached answers of those tenants go stale."""

    memory = MemoryCache(cache)

    async def indexed(tenant_ids: set[str]) -> None:
        for tenant_id in tenant_ids:
            await memory.invalidate(tenant_id)

    return indexed


async def run_reindex(settings: Settings, url: str, *, force: bool, prune: bool) -> service.Reindexed:
    engine = create_engine(url, settings)
    try:
        async with maintenance_session(create_session_factory(engine, settings.db_rls_role)) as session:
            result = await service.reindex(session, settings, force=force, prune=prune)
            await session.commit()
            return result
    finally:
        await engine.dispose()


def _database(args: argparse.Namespace) -> tuple[Settings, str]:
    settings = get_settings()
    if getattr(args, "data_dir", None) is not None:
        settings = settings.model_copy(update={"data_dir": Path(args.data_dir)})
    url = database_url(settings)
    migrate(url)
    return settings, url


def cmd_worker(args: argparse.Namespace) -> None:
    settings, url = _database(args)
    asyncio.run(run_worker(settings, url, once=args.once, sweep=not args.no_sweep))


def cmd_reindex(args: argparse.Namespace) -> None:
    settings, url = _database(args)
    try:
        done = asyncio.run(run_reindex(settings, url, force=args.force, prune=args.prune))
    except ValueError as exc:
        raise SystemExit(str(exc)) from exc
    print(f"model {done.model}: {done.queued} queued, {done.reset} re-queued, {done.pruned} pruned")
    if args.now:
        asyncio.run(run_worker(settings, url, once=True))
        print("queue embedded")

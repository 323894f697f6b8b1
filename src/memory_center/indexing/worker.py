"""The embedding worker: claims due PENDING rows (FOR UPDATE SKIP LOCKED, with a lease), embeds their
texts in a batch off the event loop, writes the vectors with model and dimensions, and retries
failures with exponential backoff until ``indexer_max_attempts``, then marks them FAILED.

Any number of workers (in-process, ``memory-center worker``) can share the queue: SKIP LOCKED hands
each row to one of them, and a lease (``next_attempt_at`` pushed forward at claim time) gives a row
back to the queue if its worker dies half-way.
"""

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.embedder import Embedder, EmbedderUnavailable
from memory_center.enums import EmbeddingTarget
from memory_center.indexing import repository
from memory_center.indexing.repository import Claimed

logger = logging.getLogger(__name__)

OnIndexed = Callable[[set[str]], Awaitable[None]]
_MAX_BACKOFF_SECONDS = 300.0
_BACKFILL_BATCH = 5000


class IndexWorker:
    def __init__(
        self,
        session_factory: async_sessionmaker[AsyncSession],
        embedder: Embedder,
        *,
        batch_size: int = 32,
        max_attempts: int = 5,
        poll_seconds: float = 0.5,
        backfill_seconds: float = 300.0,
        lease_seconds: float = 120.0,
        on_indexed: OnIndexed | None = None,
    ) -> None:
        self.session_factory = session_factory
        self.embedder = embedder
        self.batch_size = batch_size
        self.max_attempts = max_attempts
        self.poll_seconds = poll_seconds
        self.backfill_seconds = backfill_seconds
        self.lease_seconds = lease_seconds
        self.on_indexed = on_indexed

    @property
    def model(self) -> str:
        return self.embedder.model

    async def run_once(self) -> int:
        """Claim and process one batch; returns how many rows were claimed (0: nothing was due)."""
        async with maintenance_session(self.session_factory) as session:
            claimed = await repository.claim(session, self.model, self.batch_size, self.lease_seconds)
            await session.commit()
        if not claimed:
            return 0
        async with maintenance_session(self.session_factory) as session:
            found, gone = await self._texts(session, claimed)
            await repository.drop(session, gone)
            await self._embed_and_store(session, found)
            await session.commit()
        if found and self.on_indexed is not None:
            await self.on_indexed({item.tenant_id for item, _ in found})
        return len(claimed)

    async def _texts(
        self, session: AsyncSession, claimed: list[Claimed]
    ) -> tuple[list[tuple[Claimed, str]], list[Claimed]]:
        """The text of every claimed target; targets deleted meanwhile are returned apart."""
        found: list[tuple[Claimed, str]] = []
        gone: list[Claimed] = []
        for kind in EmbeddingTarget:
            items = [c for c in claimed if c.target_kind == kind]
            texts = await repository.texts(session, kind, [(c.tenant_id, c.target_id) for c in items])
            for item in items:
                content = texts.get((item.tenant_id, item.target_id))
                if content is None:
                    gone.append(item)
                else:
                    found.append((item, content))
        return found, gone

    async def _embed_and_store(self, session: AsyncSession, found: list[tuple[Claimed, str]]) -> None:
        if not found:
            return
        items = [item for item, _ in found]
        try:
            vectors = await self.embedder.embed([content for _, content in found], kind="passage")
        except EmbedderUnavailable as exc:
            logger.warning("embedding %d rows failed, retrying later: %s", len(items), exc)
            await repository.retry_later(
                session, items, str(exc) or type(exc).__name__, self.max_attempts, _MAX_BACKOFF_SECONDS
            )
            return
        texts = [content for _, content in found]
        stored = list(zip(items, texts, vectors, strict=True))
        await repository.store(session, stored, self.embedder.dimensions)

    async def backfill(self) -> int:
        """Queue every fact and evidence that has no row for the current model yet (self-healing:
        a writer that forgot to enqueue, or a model change)."""
        total = 0
        while True:
            async with maintenance_session(self.session_factory) as session:
                added = await repository.backfill(session, self.model, _BACKFILL_BATCH)
                await session.commit()
            total += added
            if added < _BACKFILL_BATCH:
                return total

    async def drain(self, *, timeout_seconds: float = 120.0) -> None:
        """Process until no PENDING row of the current model is due (for tests, scripts and the CLI).

        Rows leased by another worker are waited for, up to the timeout.
        """
        deadline = time.monotonic() + timeout_seconds
        while True:
            if await self.run_once():
                continue
            if not await self._has_pending() or time.monotonic() > deadline:
                return
            await asyncio.sleep(0.05)

    async def _has_pending(self) -> bool:
        async with maintenance_session(self.session_factory) as session:
            return await repository.has_pending(session, self.model)

    async def run_forever(self, concurrency: int = 1) -> None:
        """Process batches until cancelled. With ``concurrency`` > 1, that many loops claim batches
        (SKIP LOCKED hands each its own rows): while one batch is being embedded, another is read or
        stored, so the embedder never waits for the database. One loop also runs the backfill."""
        if concurrency > 1:
            loops = [self._loop(backfill=index == 0) for index in range(concurrency)]
            await asyncio.gather(*loops)
            return
        await self._loop(backfill=True)

    async def _loop(self, *, backfill: bool) -> None:
        next_backfill = 0.0
        while True:
            try:
                if backfill and self.backfill_seconds > 0 and time.monotonic() >= next_backfill:
                    next_backfill = time.monotonic() + self.backfill_seconds
                    await self.backfill()
                if await self.run_once():
                    continue
            except (SQLAlchemyError, OSError) as exc:
                logger.warning("indexer: database unavailable (%s), retrying", type(exc).__name__)
            except Exception:  # the worker must outlive any one bad batch
                logger.exception("indexer: batch failed, retrying after its lease")
            await asyncio.sleep(self.poll_seconds)

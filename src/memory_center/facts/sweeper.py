"""The expiry sweeper: ACTIVE facts past valid_until become EXPIRED (with a revision log row).

Reads already treat such facts as expired; the sweeper makes the stored status agree. It runs in the
service every ``sweeper_interval_seconds`` (0 disables it) and as ``memory-center sweep``.
"""

import asyncio
import logging
from datetime import datetime
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from memory_center.config import Settings
from memory_center.db.base import utcnow
from memory_center.db.citus import on_citus
from memory_center.db.tenancy import maintenance_session
from memory_center.facts import repository
from memory_center.facts.cache_invalidation import AnswerCache
from memory_center.facts.service import NO_EFFECTS, expire
from memory_center.models import Fact

logger = logging.getLogger(__name__)

BATCH_SIZE = 500


async def _sweep_batch(session_factory: async_sessionmaker[AsyncSession], cache: AnswerCache | None) -> int:
    async with maintenance_session(session_factory) as session:  # expires facts of every tenant
        now = utcnow()
        due = await _due(session, now)
        for fact in due:
            await expire(session, fact, NO_EFFECTS, now)
        await session.commit()
    if cache is not None:
        for tenant_id in sorted({fact.tenant_id for fact in due}):
            await cache.invalidate(tenant_id)
    return len(due)


async def _due(session: AsyncSession, now: datetime) -> list[Fact]:
    """The next batch of due facts, row-locked. Citus refuses a row lock across shards, so there the
    batch is gathered one tenant at a time (each a single-shard statement)."""
    if not await on_citus(session):
        return await repository.due_for_expiry(session, now, BATCH_SIZE)
    due: list[Fact] = []
    for tenant_id in await repository.tenants_due_for_expiry(session, now, BATCH_SIZE):
        due += await repository.due_for_expiry(session, now, BATCH_SIZE - len(due), tenant_id)
        if len(due) >= BATCH_SIZE:
            break
    return due


async def sweep_once(
    session_factory: async_sessionmaker[AsyncSession], cache: AnswerCache | None = None
) -> int:
    """Expire every due fact, in batches of one transaction each; returns how many were expired."""
    total = 0
    while True:
        expired = await _sweep_batch(session_factory, cache)
        total += expired
        if expired < BATCH_SIZE:
            return total


class SweeperParts(Protocol):
    """What the sweeper's loop reads (the app's runtime has all three)."""

    @property
    def settings(self) -> Settings: ...

    @property
    def session_factory(self) -> async_sessionmaker[AsyncSession]: ...

    @property
    def memory_cache(self) -> AnswerCache: ...


async def job(runtime: SweeperParts) -> None:
    """The in-service loop (registered as a background job when the interval is positive)."""
    interval = runtime.settings.sweeper_interval_seconds
    while True:
        await asyncio.sleep(interval)
        try:
            expired = await sweep_once(runtime.session_factory, runtime.memory_cache)
        except Exception:
            logger.exception("expiry sweep failed; retrying at the next interval")
            continue
        if expired:
            logger.info("expiry sweep: %d facts expired", expired)

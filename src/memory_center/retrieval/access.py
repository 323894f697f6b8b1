"""last_accessed_at of returned facts, written in batches off the request path.

Freshness (importance × e^(−λ·hours since last access)) only needs coarse access times, so requests
record the ids they returned in memory and a background job writes them with one UPDATE per tenant
every ``retrieval_access_flush_seconds``. Rows locked by a concurrent writer are skipped (SKIP LOCKED),
and a fact touched in the last minute is not written again, so hot facts cost no write amplification
and a request never waits on a row lock. Losing a batch on a crash only makes a few facts look older.
"""

import asyncio
import logging
import uuid

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from memory_center.db.tenancy import maintenance_session
from memory_center.facts.repository import touch_accessed

logger = logging.getLogger(__name__)

_MAX_PENDING = 100_000


class AccessRecorder:
    def __init__(self, session_factory: async_sessionmaker[AsyncSession], flush_seconds: float) -> None:
        self._session_factory = session_factory
        self._flush_seconds = flush_seconds
        self._pending: dict[str, set[uuid.UUID]] = {}
        self._size = 0
        # One flush at a time: a flush returns once everything recorded before it is written, also
        # when the background job had just taken those ids and was still writing them.
        self._flushing = asyncio.Lock()

    def record(self, tenant_id: str, fact_ids: list[uuid.UUID]) -> None:
        if not fact_ids or self._size >= _MAX_PENDING:
            return
        bucket = self._pending.setdefault(tenant_id, set())
        before = len(bucket)
        bucket.update(fact_ids)
        self._size += len(bucket) - before

    async def flush(self) -> int:
        """Write what was recorded; returns the number of facts touched."""
        async with self._flushing:
            pending, self._pending, self._size = self._pending, {}, 0
            touched = 0
            if not pending:
                return 0
            async with maintenance_session(self._session_factory) as session:  # several tenants at once
                for tenant_id, ids in pending.items():
                    touched += await touch_accessed(session, tenant_id, list(ids))
                await session.commit()
            return touched

    async def run_forever(self) -> None:
        while True:
            await asyncio.sleep(self._flush_seconds)
            try:
                await self.flush()
            except (SQLAlchemyError, OSError) as exc:
                logger.warning("could not record memory access times: %s", type(exc).__name__)

"""Keeping the read path's Redis cache honest after memory writes: the invalidation is the answer
cache's own ``invalidate`` (the one mechanism, which also remembers what Redis missed); a fact write
schedules it here, to run once its transaction commits. Facts see that cache only through
:class:`AnswerCache`; the wiring hands in the concrete one (``retrieval.read_cache.MemoryCache``).

- Any fact write bumps the tenant's generation after the commit (O(1)): older entries are never read
  again and expire by TTL.
- A deletion or an erasure also purges every cached answer of the tenant, so no deleted content
  stays in Redis.
"""

from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.after_commit import after_commit

_PENDING = "memory_cache_pending"


class AnswerCache(Protocol):
    """What facts need of the read path's answer cache: whether it is on, and how to make a tenant's
    cached answers stale (``purge``: also remove them)."""

    @property
    def enabled(self) -> bool: ...

    async def invalidate(self, tenant_id: str, *, purge: bool = False) -> None: ...


def invalidate_after_commit(
    session: AsyncSession, cache: AnswerCache | None, tenant_id: str, *, purge: bool = False
) -> None:
    """Once the transaction commits, invalidate (registered once per transaction and tenant)."""
    if cache is None or not cache.enabled:
        return
    pending: dict[str, bool] = session.info.setdefault(_PENDING, {})
    first = not pending
    pending[tenant_id] = pending.get(tenant_id, False) or purge
    if first:

        async def run() -> None:
            for tenant, purging in session.info.pop(_PENDING, {}).items():
                await cache.invalidate(tenant, purge=purging)

        after_commit(session, run)

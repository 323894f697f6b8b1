"""Keeping the read path's Redis cache honest after memory writes: the invalidation is
:meth:`memory_center.retrieval.read_cache.MemoryCache.invalidate` (the one mechanism, which also remembers
what Redis missed); a fact write schedules it here, to run once its transaction commits.

- Any fact write bumps the tenant's generation after the commit (O(1)): older entries are never read
  again and expire by TTL.
- A deletion or an erasure also purges every cached answer of the tenant, so no deleted content
  stays in Redis.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.after_commit import after_commit
from memory_center.retrieval.read_cache import MemoryCache

_PENDING = "memory_cache_pending"


def invalidate_after_commit(
    session: AsyncSession, cache: MemoryCache | None, tenant_id: str, *, purge: bool = False
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

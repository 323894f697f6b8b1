"""Keeping the read path's Redis cache honest after memory writes (the key scheme is the read path's,
see ``memory_center.retrieval.read_cache``: every cached answer lives under ``mc:{tenant}:context:`` and is
keyed by the tenant's memory generation).

- Any fact write bumps the tenant's generation after the commit (O(1)): older entries are never read
  again and expire by TTL.
- A deletion or an erasure also purges every cached answer of the tenant, so no deleted content
  stays in Redis.

Redis being down is a no-op here (``Cache`` never raises).
"""

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.deps import after_commit
from memory_center.cache import Cache
from memory_center.retrieval.read_cache import bump_generation, memory_prefix

_PENDING = "memory_cache_pending"


async def invalidate(cache: Cache, tenant_id: str, *, purge: bool = False) -> None:
    if purge:
        await cache.delete_prefix(memory_prefix(tenant_id))
    await bump_generation(cache, tenant_id)


def invalidate_after_commit(
    session: AsyncSession, cache: Cache | None, tenant_id: str, *, purge: bool = False
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
                await invalidate(cache, tenant, purge=purging)

        after_commit(session, run)

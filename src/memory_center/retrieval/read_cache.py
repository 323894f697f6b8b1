"""The read path's Redis hot cache: active facts per owner and recent answers (retrieve / context).

Keys always carry the tenant and the owner, plus the tenant's memory *generation*:
``mc:{tenant}:context:{generation}:{kind}:{owner}:{digest}``. Any write of a memory in the tenant
changes the generation (:meth:`MemoryCache.invalidate`, O(1)), so every older entry stops being read
at once and expires by TTL. Deletion and erasure also remove every read-path key of the tenant
(``purge=True``), so no deleted content stays in Redis.

This is the one invalidation mechanism: fact writes schedule it after their commit
(``memory_center.facts.cache_invalidation``), the sweeper, the index worker and the CLI call it directly.

Redis being down is a miss (the :class:`~memory_center.cache.Cache` never raises); an invalidation that
could not reach Redis is remembered by the process's :class:`MemoryCache` and done again on its next
cache access to that tenant.
"""

import hashlib
import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memory_center.cache import Cache, cache_key
from memory_center.enums import FactStatus, MemoryType, Scope, SourceType
from memory_center.retrieval.records import FactRecord

_GENERATION_TTL_SECONDS = 7 * 24 * 3600
_INITIAL_GENERATION = "0"


def memory_prefix(tenant_id: str) -> str:
    return cache_key(tenant_id, "context") + ":"


def _generation_key(tenant_id: str) -> str:
    # Outside the context prefix: dropping the entries must not reset the generation.
    return cache_key(tenant_id, "memgen")


async def _bump_generation(cache: Cache, tenant_id: str) -> None:
    """Make every cached read-path entry of the tenant unreachable (O(1)).

    When Redis is failing, the new generation may not have reached it, and the old entries would be
    served again once it answers: the tenant's entries are then deleted instead — a deletion the cache
    remembers and performs before anything else when Redis is back."""
    await cache.set_json(_generation_key(tenant_id), uuid.uuid4().hex, _GENERATION_TTL_SECONDS)
    if cache.degraded:
        await cache.delete_prefix(memory_prefix(tenant_id))


class MemoryCache:
    """The read path's cache of one process (built once, held by the runtime): invalidation, and the
    tenants whose invalidation Redis missed (purged again before their next cached read)."""

    def __init__(self, cache: Cache) -> None:
        self.cache = cache
        self._lost: set[str] = set()

    @property
    def enabled(self) -> bool:
        return self.cache.enabled

    async def invalidate(self, tenant_id: str, *, purge: bool = False) -> None:
        """After any committed write of a fact (or evidence) in the tenant: cached answers go stale.
        ``purge`` (a DELETE, a user erasure) also removes every cached memory and answer of the
        tenant; answers computed before the delete and written after the purge land under the old
        generation, which is never read again."""
        if not self.cache.enabled:
            return
        if purge:
            await self.cache.delete_prefix(memory_prefix(tenant_id))
        await _bump_generation(self.cache, tenant_id)
        if self.cache.degraded:
            self._lost.add(tenant_id)

    def missed(self, tenant_id: str) -> bool:
        """True while an invalidation of the tenant waits for Redis to come back."""
        return tenant_id in self._lost

    async def open(self, tenant_id: str) -> "TenantCache | None":
        """The cache for one request of the tenant; None when there is none to use (off, or down)."""
        cache = self.cache
        if not cache.enabled:
            return None
        if tenant_id in self._lost:
            await self.invalidate(tenant_id, purge=True)
            if cache.degraded:
                return None
            self._lost.discard(tenant_id)
        generation = await cache.get_json(_generation_key(tenant_id))
        if cache.degraded:
            return None
        return TenantCache(cache, tenant_id, str(generation or _INITIAL_GENERATION))


def digest(value: Any) -> str:
    raw = json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(raw.encode()).hexdigest()[:40]


@dataclass
class TenantCache:
    """The cache as seen by one request of one tenant (generation read once; see
    :meth:`MemoryCache.open`)."""

    cache: Cache
    tenant_id: str
    generation: str

    def key(self, kind: str, owner: str, value_digest: str) -> str:
        return cache_key(self.tenant_id, "context", self.generation, kind, owner, value_digest)

    async def get(self, kind: str, owner: str, value_digest: str) -> Any | None:
        return await self.cache.get_json(self.key(kind, owner, value_digest))

    async def put(self, kind: str, owner: str, value_digest: str, value: Any, ttl_seconds: int) -> None:
        if ttl_seconds > 0:
            await self.cache.set_json(self.key(kind, owner, value_digest), value, ttl_seconds)


def fact_to_json(fact: FactRecord) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in FactRecord.__dataclass_fields__:
        value = getattr(fact, name)
        out[name] = value.isoformat() if isinstance(value, datetime) else value
    out["id"] = str(fact.id)
    return out


def fact_from_json(data: dict[str, Any]) -> FactRecord:
    def when(name: str) -> datetime | None:
        value = data.get(name)
        return datetime.fromisoformat(value) if value else None

    return FactRecord(
        id=uuid.UUID(data["id"]),
        revision=int(data["revision"]),
        scope=Scope(data["scope"]),
        memory_type=MemoryType(data["memory_type"]),
        subject=data["subject"],
        predicate=data["predicate"],
        object_value=data["object_value"],
        content=data["content"],
        status=FactStatus(data["status"]),
        source_type=SourceType(data["source_type"]),
        confidence=float(data["confidence"]),
        importance=float(data["importance"]),
        valid_from=datetime.fromisoformat(data["valid_from"]),
        valid_until=when("valid_until"),
        created_at=datetime.fromisoformat(data["created_at"]),
        updated_at=datetime.fromisoformat(data["updated_at"]),
        last_accessed_at=when("last_accessed_at"),
        status_changed_at=when("status_changed_at"),
        user_id=data["user_id"],
        department_id=data["department_id"],
        agent_id=data["agent_id"],
        session_id=data["session_id"],
        task_id=data["task_id"],
        revision_reason=data.get("revision_reason"),
    )

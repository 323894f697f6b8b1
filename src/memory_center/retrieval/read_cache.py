"""The read path's Redis hot cache: active facts per owner and recent answers (retrieve / context).

Keys always carry the tenant and the owner, plus the tenant's memory *generation*:
``mc:{tenant}:context:{generation}:{kind}:{owner}:{digest}`` (the ``context`` prefix is the one the
facts write path already drops after every write, see ``memory_center.facts.cache_invalidation``).
Any write of a memory in the tenant changes the generation (:func:`invalidate_memory`, O(1)), so every
older entry stops being read at once and expires by TTL. Deletion and erasure also remove every
read-path key of the tenant (:func:`purge_memory`), so no deleted content stays in Redis.

Redis being down is a miss (the :class:`~memory_center.cache.Cache` never raises); an invalidation that
could not reach Redis is retried by this process on its next cache access to that tenant.
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
from memory_center.runtime import Runtime

_GENERATION_TTL_SECONDS = 7 * 24 * 3600
_INITIAL_GENERATION = "0"
_LOST_INVALIDATIONS = "memory_cache_lost_invalidations"


def memory_prefix(tenant_id: str) -> str:
    return cache_key(tenant_id, "context") + ":"


def _generation_key(tenant_id: str) -> str:
    # Outside the context prefix: dropping the entries must not reset the generation.
    return cache_key(tenant_id, "memgen")


def _lost(runtime: Runtime) -> set[str]:
    lost: set[str] = runtime.services.setdefault(_LOST_INVALIDATIONS, set())
    return lost


async def bump_generation(cache: Cache, tenant_id: str) -> None:
    """Make every cached read-path entry of the tenant unreachable (O(1)).

    When Redis is failing, the new generation may not have reached it, and the old entries would be
    served again once it answers: the tenant's entries are then deleted instead — a deletion the cache
    remembers and performs before anything else when Redis is back."""
    if not cache.enabled:
        return
    await cache.set_json(_generation_key(tenant_id), uuid.uuid4().hex, _GENERATION_TTL_SECONDS)
    if cache.degraded:
        await cache.delete_prefix(memory_prefix(tenant_id))


async def invalidate_memory(runtime: Runtime, tenant_id: str) -> None:
    """After any committed write of a fact (or evidence) in the tenant: cached answers go stale."""
    if not runtime.cache.enabled:
        return
    await bump_generation(runtime.cache, tenant_id)
    _remember_if_lost(runtime, tenant_id)


async def purge_memory(runtime: Runtime, tenant_id: str) -> None:
    """After a DELETE or a user erasure: remove every cached memory and answer of the tenant."""
    cache = runtime.cache
    if not cache.enabled:
        return
    await cache.delete_prefix(memory_prefix(tenant_id))
    # Answers computed before the delete committed and written after the purge land under the old
    # generation, which is never read again.
    await bump_generation(cache, tenant_id)
    _remember_if_lost(runtime, tenant_id)


def _remember_if_lost(runtime: Runtime, tenant_id: str) -> None:
    if runtime.cache.degraded:
        _lost(runtime).add(tenant_id)


def digest(value: Any) -> str:
    raw = json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(raw.encode()).hexdigest()[:40]


@dataclass
class TenantCache:
    """The cache as seen by one request of one tenant (generation read once)."""

    cache: Cache
    tenant_id: str
    generation: str

    @classmethod
    async def open(cls, runtime: Runtime, tenant_id: str) -> "TenantCache | None":
        cache = runtime.cache
        if not cache.enabled:
            return None
        lost = _lost(runtime)
        if tenant_id in lost:
            await purge_memory(runtime, tenant_id)
            if cache.degraded:
                return None
            lost.discard(tenant_id)
        generation = await cache.get_json(_generation_key(tenant_id))
        if cache.degraded:
            return None
        return cls(cache, tenant_id, str(generation or _INITIAL_GENERATION))

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

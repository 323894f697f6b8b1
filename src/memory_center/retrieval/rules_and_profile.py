"""What every context carries whatever the query (docs/context.md): the standing rules — the active
CONSTRAINT facts a request sees — and the user's profile — their lasting USER memories.

Each is one bounded statement (``repository.standing_rules``, ``profile_repository.profile_facts``:
most important first, then the most recently stated, with the total count), kept in the Redis hot
cache per tenant generation and viewer like the other "active facts per owner" entries, and
re-checked for validity when read from it. The tenant's shared rules (TENANT, DEPARTMENT) are held by
the process instead where it can (``shared_rules``): the statement then reads the viewer's own only.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.retrieval import profile_repository, repository, shared_rules
from memory_center.retrieval.domains import DomainRead
from memory_center.retrieval.read_cache import TenantCache, digest, fact_from_json, fact_to_json
from memory_center.retrieval.records import FactRecord
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.retrievers import ttl_until_change
from memory_center.retrieval.scope import fact_current
from memory_center.retrieval.shared_rules import SharedRules

PROFILE_TYPES = (MemoryType.FACT, MemoryType.PREFERENCE, MemoryType.DECISION, MemoryType.CONSTRAINT)
"""The memory types of a profile: what is lasting about the user (EXPERIENCE, what happened once,
is left to the query)."""


@dataclass(frozen=True)
class StandingRules:
    facts: list[FactRecord]
    """At most the limit, in order: importance, then recency."""
    total: int
    """How many apply in all (more than ``facts`` when the limit cut them)."""


async def visible_rules(
    session: AsyncSession,
    where: FactScope,
    limit: int,
    cache: TenantCache | None,
    ttl_seconds: int,
    held: SharedRules | None = None,
) -> StandingRules:
    """The standing rules ``where.viewer`` sees; with ``held``, the tenant's shared ones from the
    process (``shared_rules``: nothing to read from Redis either) and the viewer's own in SQL."""
    every_type = FactScope(where.viewer, where.at, where.as_of)
    if held is not None:
        found = await shared_rules.standing_rules(session, every_type, limit, held)
        if found is not None:
            return StandingRules(*found)

    async def read() -> tuple[list[FactRecord], int]:
        return await repository.standing_rules(session, every_type, limit)

    return await _cached("rules", [where.viewer.__dict__, limit], where, read, cache, ttl_seconds)


def profile_types(types: tuple[MemoryType, ...] | None, *, with_rules: bool) -> tuple[MemoryType, ...]:
    """The profile's memory types for a request naming ``types`` (None: all): CONSTRAINT only when the
    context carries no standing rules (then no constraint is one already)."""
    wanted = [t for t in PROFILE_TYPES if types is None or t in types]
    return tuple(t for t in wanted if not (with_rules and t is MemoryType.CONSTRAINT))


async def user_profile(
    session: AsyncSession,
    where: FactScope,
    limit: int,
    cache: TenantCache | None,
    ttl_seconds: int,
    domain: DomainRead | None = None,
) -> StandingRules:
    """The request user's lasting USER memories of ``where.memory_types``, most important first (those
    the request's ``domain`` needs before all others)."""
    if where.viewer.user_id is None or not where.memory_types:
        return StandingRules([], 0)

    async def read() -> tuple[list[FactRecord], int]:
        return await profile_repository.profile_facts(session, where, limit, domain)

    key = [where.viewer.__dict__, [t.value for t in where.memory_types], limit]
    if domain is not None:
        key.append(list(domain.names))
    return await _cached("profile", key, where, read, cache, ttl_seconds)


async def _cached(
    kind: str,
    key: list[Any],
    where: FactScope,
    read: Callable[[], Awaitable[tuple[list[FactRecord], int]]],
    cache: TenantCache | None,
    ttl_seconds: int,
) -> StandingRules:
    usable = cache if not where.as_of else None
    owner = where.viewer.owner
    entry = digest(key)
    if usable is not None:
        cached = await usable.get(kind, owner, entry)
        if cached is not None:
            facts = [fact_from_json(item) for item in cached["facts"]]
            current = [fact for fact in facts if fact_current(fact, where.at)]
            return StandingRules(current, int(cached["total"]) - (len(facts) - len(current)))
    facts, total = await read()
    if usable is not None:
        ttl = ttl_until_change(facts, where.at, ttl_seconds)
        value = {"facts": [fact_to_json(fact) for fact in facts], "total": total}
        await usable.put(kind, owner, entry, value, ttl)
    return StandingRules(facts, total)

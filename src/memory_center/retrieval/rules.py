"""Standing rules: the active CONSTRAINT facts a request sees, which every context carries whatever
the query (docs/context.md).

One bounded statement (``repository.standing_rules``: most important first, then the most recently
stated, with the total count), kept in the Redis hot cache per tenant generation and viewer like the
other "active facts per owner" entries, and re-checked for validity when read from it.
"""

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.retrieval import repository
from memory_center.retrieval.read_cache import TenantCache, digest, fact_from_json, fact_to_json
from memory_center.retrieval.records import FactRecord
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.retrievers import ttl_until_change
from memory_center.retrieval.scope import fact_current


@dataclass(frozen=True)
class StandingRules:
    facts: list[FactRecord]
    """At most the limit, in order: importance, then recency."""
    total: int
    """How many apply in all (more than ``facts`` when the limit cut them)."""


async def visible_rules(
    session: AsyncSession, where: FactScope, limit: int, cache: TenantCache | None, ttl_seconds: int
) -> StandingRules:
    usable = cache if not where.as_of else None
    viewer = where.viewer
    key = digest([viewer.__dict__, limit])
    if usable is not None:
        cached = await usable.get("rules", viewer.owner, key)
        if cached is not None:
            facts = [fact_from_json(item) for item in cached["facts"]]
            current = [fact for fact in facts if fact_current(fact, where.at)]
            return StandingRules(current, int(cached["total"]) - (len(facts) - len(current)))
    facts, total = await repository.standing_rules(session, where, limit)
    if usable is not None:
        ttl = ttl_until_change(facts, where.at, ttl_seconds)
        value = {"facts": [fact_to_json(fact) for fact in facts], "total": total}
        await usable.put("rules", viewer.owner, key, value, ttl)
    return StandingRules(facts, total)

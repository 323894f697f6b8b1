"""The standing rules a tenant's viewers share — its TENANT rules and each department's — held by the
process per generation of the tenant's shared facts (migration 0018), as their vectors are
(``shared_vectors``): every context request read them all again in SQL (docs/benchmarks.md,
"Session 21").

Held per tenant: every ACTIVE CONSTRAINT fact of TENANT or DEPARTMENT scope, whole, in the order of
``repository.standing_rules`` (importance, then the most recently stated, then id). A request runs one
statement: its own rules (the viewer's other scopes: user, agent, session, task), at most the limit,
with their count and the tenant's generation, in one snapshot. Rules held at another generation are
read again and the statement runs again; the same generation means no shared fact changed since they
were read (any change of one, an insert or a deletion moves it in the writing transaction: an ended or
erased rule is gone from the next request of every process). The held rules the viewer sees (TENANT,
its department; valid at the instant) are merged with its own in that order: the same rules, the same
count, as the one statement.

Two fields of a fact change without moving the generation: ``last_accessed_at`` (written at most once
a minute, ``facts.repository.touch_accessed``) and ``updated_at`` (set by any update of the row). They
only age a rule's freshness; held rules are read again after ``HELD_SECONDS`` whatever the
generation, so they are never older than that.

``None`` (the caller runs the one statement) for an ``as_of`` request, a database without the
generation (Citus), a tenant without one yet or with more shared rules than the process may hold.
"""

import heapq
import time
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import Scope
from memory_center.retrieval.records import FactRecord, fact_from_tuple
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.shared_holder import Held
from memory_center.retrieval.shared_rules_repository import generation_kept, own_rule_rows, shared_rule_rows
from memory_center.retrieval.shared_vectors import micros

HELD_SECONDS = 60.0
"""Held rules are read again after this long even at the same generation (their access times)."""
_RETRY_SECONDS = 60.0


def order_key(fact: FactRecord) -> tuple[float, int, int]:
    """``ORDER BY importance DESC, valid_from DESC, id`` (PostgreSQL's uuid order is its bytes')."""
    return (-fact.importance, -micros(fact.valid_from), fact.id.int)


@dataclass(frozen=True)
class HeldRules:
    """One tenant's ACTIVE shared standing rules at one generation, in ``order_key`` order."""

    generation: int
    rules: tuple[FactRecord, ...]
    keys: tuple[tuple[float, int, int], ...]
    read_at: float
    """``time.monotonic()`` when read."""

    def visible(
        self, department_id: str | None, at: datetime
    ) -> list[tuple[tuple[float, int, int], FactRecord]]:
        """Those a viewer of ``department_id`` sees at ``at`` (``repository.fact_filters``: TENANT
        ones, its department's, inside their validity window), in order, with their keys."""
        seen = []
        for key, fact in zip(self.keys, self.rules, strict=True):
            if fact.valid_from > at or (fact.valid_until is not None and fact.valid_until <= at):
                continue
            if fact.scope is Scope.TENANT or (
                department_id is not None and fact.department_id == department_id
            ):
                seen.append((key, fact))
        return seen


class SharedRules(Held[str, HeldRules]):
    """The process's held rules per tenant: at most ``max_rows`` rules in all."""

    def __init__(self, max_rows: int) -> None:
        super().__init__(max_rows, lambda held: len(held.rules), HeldRules, lambda held: held.read_at)


async def standing_rules(
    session: AsyncSession, where: FactScope, limit: int, held: SharedRules
) -> tuple[list[FactRecord], int] | None:
    """As ``repository.standing_rules`` (``where`` of every memory type); None where holding does not
    apply."""
    if where.as_of or not await _available(session, held):
        return None
    tenant_id = where.viewer.tenant_id
    for attempt in range(2):
        entry = held.get(tenant_id)
        if attempt or held.due(entry, HELD_SECONDS):
            entry = await _build(session, held, tenant_id, stale=entry)
        if not isinstance(entry, HeldRules):
            return None
        generation, own, own_total = await _own_rules(session, where, limit)
        if generation != entry.generation:
            continue  # changed since the rules were read: read them again, in a newer snapshot
        shared = entry.visible(where.viewer.department_id, where.at)
        mine = [(order_key(fact), fact) for fact in own]
        merged = heapq.merge(mine, shared, key=lambda pair: pair[0])
        return [fact for _, fact in merged][:limit], own_total + len(shared)
    return None


async def _available(session: AsyncSession, held: SharedRules) -> bool:
    if held.available is None:
        held.available = await generation_kept(session)
    return held.available


async def _build(
    session: AsyncSession, held: SharedRules, tenant_id: str, stale: HeldRules | float | None
) -> HeldRules | float:
    """The tenant's shared rules, read now (once for concurrent requests); or the time to try again,
    when the tenant has no generation yet or more shared rules than the process may hold."""
    async with held.lock(tenant_id):
        found = held.get(tenant_id)
        if found is not None and found is not stale:
            return found  # another request read them meanwhile
        rows = await shared_rule_rows(session, tenant_id, held.max_rows + 1)
        generation = rows[0][0] if rows else None
        facts = [fact_from_tuple(row[1:]) for row in rows if row[1] is not None]
        if generation is None or len(facts) > held.max_rows:
            retry = time.monotonic() + _RETRY_SECONDS
            held.put(tenant_id, retry)
            return retry
        facts.sort(key=order_key)
        entry = HeldRules(int(generation), tuple(facts), tuple(order_key(f) for f in facts), time.monotonic())
        held.put(tenant_id, entry)
        return entry


async def _own_rules(
    session: AsyncSession, where: FactScope, limit: int
) -> tuple[int | None, list[FactRecord], int]:
    rows = await own_rule_rows(session, where, limit)
    generation = rows[0][0] if rows else None
    own = sorted((fact_from_tuple(row[1:]) for row in rows if row[1] is not None), key=order_key)
    total = int(rows[0][-1]) if own else 0
    return (None if generation is None else int(generation)), own, total

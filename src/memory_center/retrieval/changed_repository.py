"""SQL of ``retrieval/changed.py``: the revision each served memory of the user superseded.

One statement by primary key (the served memories' ids, then each one's ``supersedes_id``), sent
only when a served memory of the user is a revision > 1; compiled once (``prepared``)."""

import time
import uuid
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID as PG_UUID
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from memory_center.enums import SourceType
from memory_center.models import Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.changed import Changes, Predecessor, pair_changes, revised, revised_notes
from memory_center.retrieval.schemas import RetrievedItem


async def changes(session: AsyncSession, tenant_id: str, items: Sequence[RetrievedItem]) -> Changes:
    """Values the user changed by newer words (``retrieval/changed.py``): pairs among the served items,
    and the served memories that still name the value of the revision they replaced (one statement,
    only when a served memory of the user is a revision > 1). ``timings["changed_ms"]``."""
    started = time.perf_counter()
    found = pair_changes(items)
    hidden = set(found.hidden)
    revised_ids = [fact_id for fact_id in revised(items) if fact_id not in hidden]
    if revised_ids:
        found.notes += revised_notes(items, await predecessors(session, tenant_id, revised_ids))
    found.timings["changed_ms"] = (time.perf_counter() - started) * 1000.0
    return found


async def predecessors(session: AsyncSession, tenant_id: str, fact_ids: list[uuid.UUID]) -> list[Predecessor]:
    """For each of these facts that superseded an earlier revision: its value, and the earlier one's."""
    if not fact_ids:
        return []

    def statement() -> sa.Select[Any]:
        old = aliased(Fact, name="old")
        ids = sa.bindparam("fact_ids", type_=sa.ARRAY(PG_UUID(as_uuid=True)))
        tenant = sa.bindparam("tenant_id", type_=sa.Text)
        return (
            sa.select(
                Fact.id,
                Fact.object_value,
                old.id,
                old.content,
                old.object_value,
                old.valid_from,
                old.source_type,
            )
            .join(old, sa.and_(old.tenant_id == Fact.tenant_id, old.id == Fact.supersedes_id))
            .where(Fact.tenant_id == tenant, Fact.id == sa.func.any(ids))
        )

    values = {"tenant_id": tenant_id, "fact_ids": list(fact_ids)}
    rows = await prepared.fetch_all(session, ("changed_predecessors",), statement, values)
    return [
        Predecessor(row[0], row[1], row[2], row[3], row[4], row[5], SourceType(row[6]).value) for row in rows
    ]

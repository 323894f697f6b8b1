"""The user's profile read (docs/context.md): their current USER-scope memories, one bounded statement."""

from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.records import FactRecord, fact_from_tuple
from memory_center.retrieval.repository import FACT_COLUMNS, FactScope, fact_filters, fact_shape, fact_values

_USER_SCOPE = sa.literal_column("memory_fact.scope = 'USER'", sa.Boolean)


async def profile_facts(session: AsyncSession, where: FactScope, limit: int) -> tuple[list[FactRecord], int]:
    """The request user's current USER-scope facts of ``where.memory_types``, most important first,
    then the most recently stated, at most ``limit`` of them — and how many there are in all. Read
    through the visibility index (the user's scope key), like every fact read."""

    def statement() -> sa.Select[Any]:
        return (
            sa.select(*FACT_COLUMNS, sa.func.count().over().label("_total"))
            .where(_USER_SCOPE, *fact_filters(where))
            .order_by(Fact.importance.desc(), Fact.valid_from.desc(), Fact.id)
            .limit(sa.bindparam("limit", limit, sa.Integer))
        )

    values = {**fact_values(where), "limit": limit}
    rows = await prepared.fetch_all(session, ("profile_facts", fact_shape(where)), statement, values)
    return [fact_from_tuple(row) for row in rows], int(rows[0][-1]) if rows else 0

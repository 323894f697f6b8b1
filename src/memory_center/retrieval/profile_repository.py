"""The user's profile read (docs/context.md): their current USER-scope memories, one bounded statement."""

from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.domains import DomainRead
from memory_center.retrieval.records import FactRecord, fact_from_tuple
from memory_center.retrieval.repository import FACT_COLUMNS, FactScope, fact_filters, fact_shape, fact_values

_USER_SCOPE = sa.literal_column("memory_fact.scope = 'USER'", sa.Boolean)


async def profile_facts(
    session: AsyncSession, where: FactScope, limit: int, domain: DomainRead | None = None
) -> tuple[list[FactRecord], int]:
    """The request user's current USER-scope facts of ``where.memory_types``, most important first,
    then the most recently stated, at most ``limit`` of them — and how many there are in all. Read
    through the visibility index (the user's scope key), like every fact read. With a request
    ``domain`` the memories it needs (``DomainRead``) come first: the same statement, one more sort key
    over the rows it reads anyway (docs/context.md, "A request's domain")."""

    def statement() -> sa.Select[Any]:
        first: list[Any] = []
        if domain is not None:
            slots = sa.bindparam("domain_slots", type_=sa.ARRAY(sa.Text))
            subjects = sa.bindparam("domain_subjects", type_=sa.ARRAY(sa.Text))
            needed = sa.or_(
                Fact.predicate.op("=")(sa.func.any(slots)),
                sa.func.lower(Fact.subject).op("=")(sa.func.any(subjects)),
                Fact.content.op("~*")(sa.bindparam("domain_words", type_=sa.Text)),
            )
            first.append(sa.func.coalesce(needed, sa.false()).desc())
        return (
            sa.select(*FACT_COLUMNS, sa.func.count().over().label("_total"))
            .where(_USER_SCOPE, *fact_filters(where))
            .order_by(*first, Fact.importance.desc(), Fact.valid_from.desc(), Fact.id)
            .limit(sa.bindparam("limit", limit, sa.Integer))
        )

    values: dict[str, Any] = {**fact_values(where), "limit": limit}
    if domain is not None:
        values.update(
            domain_slots=list(domain.slots), domain_subjects=list(domain.subjects), domain_words=domain.words
        )
    shape = ("profile_facts", fact_shape(where), domain is not None)
    rows = await prepared.fetch_all(session, shape, statement, values)
    return [fact_from_tuple(row) for row in rows], int(rows[0][-1]) if rows else 0

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
        first = [_needed_first(domain)] if domain is not None else []
        return (
            sa.select(*FACT_COLUMNS, sa.func.count().over().label("_total"))
            .where(_USER_SCOPE, *fact_filters(where))
            .order_by(*first, Fact.importance.desc(), Fact.valid_from.desc(), Fact.id)
            .limit(sa.bindparam("limit", limit, sa.Integer))
        )

    values: dict[str, Any] = {**fact_values(where), "limit": limit}
    shape = ("profile_facts", fact_shape(where), domain.names if domain is not None else None)
    rows = await prepared.fetch_all(session, shape, statement, values)
    return [fact_from_tuple(row) for row in rows], int(rows[0][-1]) if rows else 0


def _needed_first(domain: DomainRead) -> Any:
    """The sort key "needed by the request's domains", true first. Its lists are the schema's own
    static words, written into the statement as constants (one statement text per set of domains):
    PostgreSQL then hashes the subjects' array and parses the ``tsquery`` once, where bound values
    cost a linear scan of the array and a parse per row (measured: docs/context.md)."""

    def text_array(words: tuple[str, ...]) -> str:
        return "ARRAY[" + ",".join(_literal(word) for word in words) + "]::text[]"

    sql = (
        f"coalesce(memory_fact.predicate = ANY({text_array(domain.slots)})"
        f" OR lower(memory_fact.subject) = ANY({text_array(domain.subjects)})"
        f" OR memory_fact.search_tsv @@ {_literal(domain.terms)}::tsquery, false) DESC"
    )
    return sa.literal_column(sql)


def _literal(text: str) -> str:
    """A SQL string constant of the table's own words (no value of a request ever reaches here)."""
    return "'" + text.replace("'", "''") + "'"

"""SQL of shadowing and conflicts (retrieval/conflicts.py): the visible facts sharing a key with the
ranked ones, and the candidates waiting for confirmation because they contradict one of them.

Every context and retrieve request sends both, so both are compiled once per shape and read as plain
tuples (``prepared``)."""

import uuid
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID as PG_UUID
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import Candidate, Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.records import CandidateRecord, FactRecord, candidate_from_tuple, fact_from_tuple
from memory_center.retrieval.repository import FACT_COLUMNS, FactScope, fact_filters, fact_shape, fact_values

_CANDIDATE_COLUMNS = tuple(getattr(Candidate, name) for name in CandidateRecord.__dataclass_fields__)
_TEXTS = sa.ARRAY(sa.Text)


async def facts_with_keys(
    session: AsyncSession, where: FactScope, keys: set[tuple[str, str]], limit: int = 200
) -> list[FactRecord]:
    """Visible current facts with one of these (subject, predicate) keys: the shadowing candidates."""
    if not keys:
        return []
    subjects, predicates = zip(*sorted(keys), strict=True)

    def statement() -> sa.Select[Any]:
        pairs = sa.func.unnest(
            sa.bindparam("subjects", type_=_TEXTS), sa.bindparam("predicates", type_=_TEXTS)
        )
        wanted = sa.select(sa.column("subject", sa.Text), sa.column("predicate", sa.Text)).select_from(
            pairs.table_valued("subject", "predicate").render_derived(name="wanted")
        )
        return (
            sa.select(*FACT_COLUMNS)
            .where(sa.tuple_(Fact.subject, Fact.predicate).in_(wanted), *fact_filters(where))
            .order_by(Fact.id)
            .limit(sa.bindparam("limit", type_=sa.Integer))
        )

    values = {
        **fact_values(where),
        "subjects": list(subjects),
        "predicates": list(predicates),
        "limit": limit,
    }
    rows = await prepared.fetch_all(session, ("facts_with_keys", fact_shape(where)), statement, values)
    return [fact_from_tuple(row) for row in rows]


async def conflicting_candidates(
    session: AsyncSession, tenant_id: str, fact_ids: list[uuid.UUID]
) -> list[CandidateRecord]:
    """Candidates waiting for confirmation because they contradict one of these facts."""
    if not fact_ids:
        return []

    def statement() -> sa.Select[Any]:
        fact_id_array = sa.bindparam("fact_ids", type_=sa.ARRAY(PG_UUID(as_uuid=True)))
        return sa.select(*_CANDIDATE_COLUMNS).where(
            Candidate.tenant_id == sa.bindparam("tenant_id", type_=sa.Text),
            sa.literal_column("memory_candidate.status = 'NEEDS_CONFIRMATION'", sa.Boolean),
            Candidate.conflict_fact_id == sa.func.any(fact_id_array),
        )

    values = {"tenant_id": tenant_id, "fact_ids": list(fact_ids)}
    rows = await prepared.fetch_all(session, ("conflicting_candidates",), statement, values)
    return [candidate_from_tuple(row) for row in rows]

"""The viewer's rows the semantic index does not hold yet (retrieval/fresh.py): among the user's newest
visible facts (and evidence), those without a finished vector of the model. Bounded: it reads the
user's ``recent`` newest rows through the (tenant, user, time) indexes, then looks each one's vector
up through the embedding table's unique key."""

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import EmbeddingTarget
from memory_center.models import Embedding, Evidence, Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.records import EvidenceRecord, FactRecord, evidence_record, fact_from_tuple
from memory_center.retrieval.repository import (
    EVIDENCE_COLUMNS,
    FACT_COLUMNS,
    FactScope,
    evidence_filters,
    fact_filters,
    fact_shape,
    fact_values,
)
from memory_center.retrieval.scope import Viewer

_DONE = sa.literal_column("memory_embedding.status = 'DONE'", sa.Boolean)


def _not_indexed(table: Any, kind: EmbeddingTarget) -> sa.ColumnElement[bool]:
    vector: sa.Select[Any] = sa.select(sa.literal_column("1")).where(
        Embedding.tenant_id == table.tenant_id,
        Embedding.target_kind == sa.literal_column(f"'{kind.value}'"),
        Embedding.target_id == table.id,
        Embedding.model == sa.bindparam("model", type_=sa.Text),
        _DONE,
    )
    return ~sa.exists(vector)


async def unindexed_facts(
    session: AsyncSession, where: FactScope, model: str, recent: int
) -> list[FactRecord]:
    """Of the user's ``recent`` newest visible current facts, those without a finished vector of
    ``model``, newest first."""
    if where.viewer.user_id is None:
        return []

    def statement() -> sa.Select[Any]:
        newest = (
            sa.select(*FACT_COLUMNS)
            .where(Fact.user_id == sa.bindparam("owner_id", type_=sa.Text), *fact_filters(where))
            .order_by(Fact.created_at.desc(), Fact.id.desc())
            .limit(sa.bindparam("recent", type_=sa.Integer))
            .subquery("newest")
        )
        # The tenant as a value, not through the sub-select's column: Citus plans the statement for
        # one shard only when every table names it (docs/scaling.md §4); the same index lookup here.
        vector: sa.Select[Any] = sa.select(sa.literal_column("1")).where(
            Embedding.tenant_id == sa.bindparam("tenant_id", type_=sa.Text),
            Embedding.target_kind == sa.literal_column(f"'{EmbeddingTarget.FACT.value}'"),
            Embedding.target_id == newest.c.id,
            Embedding.model == sa.bindparam("model", type_=sa.Text),
            _DONE,
        )
        columns = [newest.c[column.key] for column in FACT_COLUMNS]
        return sa.select(*columns).where(~sa.exists(vector)).order_by(newest.c.created_at.desc())

    values = {**fact_values(where), "owner_id": where.viewer.user_id, "model": model, "recent": recent}
    rows = await prepared.fetch_all(session, ("unindexed_facts", fact_shape(where)), statement, values)
    return [fact_from_tuple(row) for row in rows]


async def unindexed_evidence(
    session: AsyncSession, viewer: Viewer, at: datetime | None, model: str, recent: int
) -> list[EvidenceRecord]:
    """Of the user's ``recent`` latest visible evidence rows, those without a finished vector."""
    if viewer.user_id is None:
        return []
    newest = (
        sa.select(Evidence.id)
        .where(Evidence.user_id == viewer.user_id, *evidence_filters(viewer, at))
        .order_by(Evidence.occurred_at.desc())
        .limit(recent)
    )
    statement = (
        sa.select(*EVIDENCE_COLUMNS)
        .where(
            Evidence.tenant_id == viewer.tenant_id,
            Evidence.id.in_(newest),
            _not_indexed(Evidence, EmbeddingTarget.EVIDENCE),
        )
        .order_by(Evidence.occurred_at.desc())
    )
    rows = (await session.execute(statement, {"model": model})).all()
    return [evidence_record(row) for row in rows]

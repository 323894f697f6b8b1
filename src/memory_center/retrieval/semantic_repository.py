"""Semantic search SQL: cosine distance over the current model's vectors, joined back to the source
rows for every filter (the vectors hold no lifecycle data).

Two plans, chosen per request:
- exact: when the request sees at most ``exact_limit`` rows, the visible rows are read through their
  own indexes (scope visibility, user), joined to their vectors, and sorted by distance. For the usual
  request — one user's memories plus the tenant's shared ones — this is both exact and faster than any
  approximate index, because the viewer sees a small share of the tenant;
- approximate: past that, the partial HNSW index (``embedding::vector(N) <=> :q`` with
  ``dimensions = N AND status = 'DONE'`` written as literals, so prepared statements can use it too),
  with pgvector's iterative scan so filters applied while scanning never starve the top k.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

import sqlalchemy as sa
from pgvector.sqlalchemy import Vector
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from memory_center.enums import EmbeddingTarget
from memory_center.models import Embedding, Evidence, Fact
from memory_center.models.embedding import INDEXED_DIMENSIONS
from memory_center.retrieval import prepared
from memory_center.retrieval.records import (
    EvidenceRecord,
    FactRecord,
    evidence_record,
    fact_from_tuple,
    fact_record,
)
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

R = TypeVar("R")

_DONE = sa.literal_column("memory_embedding.status = 'DONE'", sa.Boolean)


@dataclass(frozen=True)
class VectorQuery:
    vector: list[float]
    model: str
    dimensions: int
    ef_search: int = 100
    exact_limit: int = 4000
    scale: float = 1.0
    """The query's cosines come out multiplied by this (a partial query vector, embedding/ensemble.py):
    similarities are divided by it, so they are the cosines of the model parts that read the query."""

    def similarity(self, distance: float) -> float:
        return (1.0 - distance) / self.scale


def _distance(vector: VectorQuery) -> tuple[ColumnElement[float], list[ColumnElement[bool]]]:
    vector_type = Vector(vector.dimensions)
    probe = sa.cast(sa.bindparam("query_vector", vector.vector, vector_type), vector_type)
    filters: list[ColumnElement[bool]] = [
        Embedding.model == sa.bindparam("model", vector.model, sa.Text),
        _DONE,
    ]
    if vector.dimensions in INDEXED_DIMENSIONS:
        # Literal, so that the partial HNSW index applies to prepared statements too.
        dims = int(vector.dimensions)
        filters.append(sa.literal_column(f"memory_embedding.dimensions = {dims}", sa.Boolean))
        column: ColumnElement[Any] = sa.cast(Embedding.embedding, vector_type)
    else:
        filters.append(Embedding.dimensions == sa.bindparam("dimensions", vector.dimensions, sa.Integer))
        column = sa.cast(Embedding.embedding, Vector())
    return column.op("<=>", return_type=sa.Float)(probe), filters


async def _set_hnsw(session: AsyncSession, ef_search: int) -> None:
    await session.execute(
        sa.text(
            "SELECT set_config('hnsw.ef_search', :ef, true), "
            "set_config('hnsw.iterative_scan', 'relaxed_order', true)"
        ),
        {"ef": str(ef_search)},
    )


# ------------------------------------------------------------------------------------- both kinds


@dataclass(frozen=True)
class _Source(Generic[R]):
    """What semantic search reads for one kind of target: its table, the columns of its record, the
    request's filters on it, and how a row becomes a record."""

    table: Any
    kind: EmbeddingTarget
    tenant_id: str
    columns: tuple[Any, ...]
    filters: list[ColumnElement[bool]]
    record: Callable[[Any], R]


async def semantic_facts(
    session: AsyncSession, where: FactScope, vector: VectorQuery, limit: int
) -> list[tuple[FactRecord, float]]:
    source = _Source(
        Fact, EmbeddingTarget.FACT, where.viewer.tenant_id, FACT_COLUMNS, fact_filters(where), fact_record
    )
    rows = await prepared.fetch_all(
        session,
        ("semantic_facts", fact_shape(where), vector.dimensions in INDEXED_DIMENSIONS, vector.dimensions),
        lambda: _exact_statement(source, vector, limit),
        {**fact_values(where), **_values(vector, limit)},
    )
    if rows and rows[0][-1] > vector.exact_limit:
        return await _approximate(session, source, vector, limit)
    if not rows and await _visible_exceed(session, source, vector.exact_limit):
        return await _approximate(session, source, vector, limit)
    return [(fact_from_tuple(row), vector.similarity(float(row[-2]))) for row in rows]


def _values(vector: VectorQuery, limit: int) -> dict[str, Any]:
    """The values of the exact statement's own parameters."""
    return {
        "query_vector": prepared.vector_text(vector.vector),
        "model": vector.model,
        "dimensions": vector.dimensions,
        "target_kind": EmbeddingTarget.FACT.value,
        "visible_limit": vector.exact_limit + 1,
        "limit": limit,
        "no_offset": 0,
    }


async def semantic_evidence(
    session: AsyncSession, viewer: Viewer, at: datetime | None, vector: VectorQuery, limit: int
) -> list[tuple[EvidenceRecord, float]]:
    source = _Source(
        Evidence,
        EmbeddingTarget.EVIDENCE,
        viewer.tenant_id,
        EVIDENCE_COLUMNS,
        evidence_filters(viewer, at),
        evidence_record,
    )
    return await _search(session, source, vector, limit)


async def _search(
    session: AsyncSession, source: _Source[R], vector: VectorQuery, limit: int
) -> list[tuple[R, float]]:
    exact = await _exact(session, source, vector, limit)
    if exact is not None:
        return exact
    return await _approximate(session, source, vector, limit)


async def _exact(
    session: AsyncSession, source: _Source[R], vector: VectorQuery, limit: int
) -> list[tuple[R, float]] | None:
    """None when the viewer sees more than ``exact_limit`` rows (the approximate plan's turn)."""
    rows = (await session.execute(_exact_statement(source, vector, limit))).all()
    if rows and rows[0]._mapping["_seen"] > vector.exact_limit:
        return None
    if not rows and await _visible_exceed(session, source, vector.exact_limit):
        return None
    return [(source.record(row), vector.similarity(float(row._mapping["_distance"]))) for row in rows]


def _exact_statement(source: _Source[R], vector: VectorQuery, limit: int) -> sa.Select[Any]:
    """The ``limit`` nearest of the visible rows, with how many rows are visible (up to
    ``exact_limit`` + 1) in the last column and the distance before it."""
    table = source.table
    visible = (
        sa.select(table.tenant_id, table.id)
        .where(*source.filters)
        .limit(sa.bindparam("visible_limit", vector.exact_limit + 1, sa.Integer))
        .cte(f"visible_{source.kind.value}")
        .prefix_with("MATERIALIZED")
    )
    ranked = _ranked(visible, source.kind, vector, limit)
    seen = sa.select(sa.func.count()).select_from(visible).scalar_subquery()
    return (
        sa.select(*source.columns, ranked.c.distance.label("_distance"), seen.label("_seen"))
        .select_from(ranked)
        .join(table, sa.and_(table.tenant_id == ranked.c.tenant_id, table.id == ranked.c.id))
        .order_by(ranked.c.distance, table.id)
        .limit(sa.bindparam("limit", limit, sa.Integer))
    )


def _ranked(visible: sa.CTE, kind: EmbeddingTarget, vector: VectorQuery, limit: int) -> sa.CTE:
    """The ``limit`` nearest visible rows. Each visible row's distance is looked up row by row through
    the unique (tenant, kind, target, model) index — a plan shape no estimate can turn into a scan of
    the whole index — computed once (OFFSET 0 keeps the subquery from being flattened), then sorted."""
    distance, filters = _distance(vector)
    lookup = (
        sa.select(distance)
        .where(
            Embedding.tenant_id == visible.c.tenant_id,
            Embedding.target_kind == sa.bindparam("target_kind", kind.value, sa.Text),
            Embedding.target_id == visible.c.id,
            *filters,
        )
        .scalar_subquery()
    )
    no_offset = sa.bindparam("no_offset", 0, sa.Integer)
    scored = (
        sa.select(visible.c.tenant_id, visible.c.id, lookup.label("distance"))
        .offset(no_offset)
        .subquery("scored")
    )
    return (
        sa.select(scored.c.tenant_id, scored.c.id, scored.c.distance)
        .where(scored.c.distance.is_not(None))
        .order_by(scored.c.distance, scored.c.id)
        .limit(sa.bindparam("limit", limit, sa.Integer))
        .cte(f"ranked_{kind.value}")
        .prefix_with("MATERIALIZED")
    )


async def _visible_exceed(session: AsyncSession, source: _Source[R], limit: int) -> bool:
    capped = sa.select(source.table.id).where(*source.filters).limit(limit + 1).subquery()
    seen = await session.scalar(sa.select(sa.func.count()).select_from(capped))
    return int(seen or 0) > limit


async def _approximate(
    session: AsyncSession, source: _Source[R], vector: VectorQuery, limit: int
) -> list[tuple[R, float]]:
    await _set_hnsw(session, vector.ef_search)
    distance, filters = _distance(vector)
    table = source.table
    statement = (
        sa.select(*source.columns, distance.label("_distance"))
        .join(table, sa.and_(table.tenant_id == Embedding.tenant_id, table.id == Embedding.target_id))
        .where(
            Embedding.tenant_id == source.tenant_id,
            Embedding.target_kind == source.kind,
            *filters,
            *source.filters,
        )
        .order_by(distance)
        .limit(limit)
    )
    rows = (await session.execute(statement)).all()
    return [(source.record(row), vector.similarity(float(row._mapping["_distance"]))) for row in rows]

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

Across languages: a row marked ``cjk`` (its text was read by the multilingual part of the default
embedder alone) is compared with a query the whole vector reads by that part of both vectors, in
both plans; the approximate one searches the marked rows through a partial index on that part.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any, Generic, TypeVar

import sqlalchemy as sa
from pgvector.sqlalchemy import Vector
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from memory_center.enums import EmbeddingTarget
from memory_center.models import Embedding, Evidence, Fact
from memory_center.models.embedding import CJK_PART_INDEX, INDEXED_DIMENSIONS
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
    cjk_part: tuple[int, int] | None = None
    """(offset, length) of the vector's part that reads CJK, for a query the whole vector reads: a row
    marked ``cjk`` (its text was read by that part alone) is compared by that part of both vectors,
    the cosine of the parts that read both texts (an English question, a Chinese memory)."""

    def similarity(self, distance: float) -> float:
        return (1.0 - distance) / self.scale

    @cached_property
    def texts(self) -> dict[str, str]:
        """The vector (and its CJK part) in pgvector's text form, made once per query: the fact and
        the evidence statements both send them (896 floats formatted cost about 0.7 ms here)."""
        whole, part = prepared.vector_texts(self.vector, self.cjk_part)
        found = {"query_vector": whole}
        if part is not None:
            found["query_part"] = part
        return found


def scored(
    vector: VectorQuery,
) -> tuple[ColumnElement[float], ColumnElement[bool], list[ColumnElement[bool]]]:
    """The distance expression of a row's vector to the query, as both plans compute it (the
    CJK part for a marked row), whether it was by part, and the vector rows' filters."""
    return _scored(vector)


def _scored(
    vector: VectorQuery,
) -> tuple[ColumnElement[float], ColumnElement[bool], list[ColumnElement[bool]]]:
    """The distance of a row, whether it was compared by part of the vectors, and the filters."""
    distance, filters = _distance(vector)
    if vector.cjk_part is None:
        return distance, sa.false(), filters
    marked: ColumnElement[bool] = Embedding.cjk.expression
    scored: ColumnElement[float] = sa.case((marked, _part_distance(vector, vector.cjk_part)), else_=distance)
    return scored, marked, filters


def _part_distance(vector: VectorQuery, part_span: tuple[int, int]) -> ColumnElement[float]:
    """The distance of the rows' part ``part_span`` (offset, length) to the query's, written as the
    partial HNSW index on it is: pgvector's subvector counts from 1, both ends are literals of the
    statement's shape."""
    offset, length = (int(value) for value in part_span)
    part_type = Vector(length)
    probe = sa.cast(sa.bindparam("query_part", _part(vector, part_span), part_type), part_type)
    part = sa.func.subvector(
        Embedding.embedding, sa.literal_column(str(offset + 1)), sa.literal_column(str(length))
    )
    return sa.cast(part, part_type).op("<=>", return_type=sa.Float)(probe)


def _part(vector: VectorQuery, part_span: tuple[int, int]) -> list[float]:
    offset, length = part_span
    return vector.vector[offset : offset + length]


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
) -> list[tuple[FactRecord, float, bool]]:
    """The nearest visible facts: record, similarity, and whether the fact was compared by part of
    the vectors (``VectorQuery.cjk_part``)."""
    source = fact_source(where)
    rows = await prepared.fetch_all(
        session,
        (
            "semantic_facts",
            fact_shape(where),
            vector.dimensions in INDEXED_DIMENSIONS,
            vector.dimensions,
            vector.cjk_part,
        ),
        lambda: _exact_statement(source, vector, limit),
        {**fact_values(where), **_values(vector, limit)},
    )
    if rows and rows[0][-1] > vector.exact_limit:
        return await _approximate(session, source, vector, limit)
    if not rows and await _visible_exceed(session, source, vector.exact_limit):
        return await _approximate(session, source, vector, limit)
    return [(fact_from_tuple(row), vector.similarity(float(row[-2])), bool(row[-3])) for row in rows]


def fact_source(where: FactScope) -> "_Source[FactRecord]":
    """What the fact search reads (``shared_repository`` builds its statement from it too)."""
    return _Source(
        Fact, EmbeddingTarget.FACT, where.viewer.tenant_id, FACT_COLUMNS, fact_filters(where), fact_record
    )


def _values(vector: VectorQuery, limit: int) -> dict[str, Any]:
    """The values of the exact statement's own parameters."""
    return {
        **vector.texts,
        "model": vector.model,
        "dimensions": vector.dimensions,
        "target_kind": EmbeddingTarget.FACT.value,
        "visible_limit": vector.exact_limit + 1,
        "limit": limit,
    }


async def semantic_evidence(
    session: AsyncSession, viewer: Viewer, at: datetime | None, vector: VectorQuery, limit: int
) -> list[tuple[EvidenceRecord, float, bool]]:
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
) -> list[tuple[R, float, bool]]:
    exact = await _exact(session, source, vector, limit)
    if exact is not None:
        return exact
    return await _approximate(session, source, vector, limit)


async def _exact(
    session: AsyncSession, source: _Source[R], vector: VectorQuery, limit: int
) -> list[tuple[R, float, bool]] | None:
    """None when the viewer sees more than ``exact_limit`` rows (the approximate plan's turn)."""
    rows = (await session.execute(_exact_statement(source, vector, limit))).all()
    if rows and rows[0]._mapping["_seen"] > vector.exact_limit:
        return None
    if not rows and await _visible_exceed(session, source, vector.exact_limit):
        return None
    return [
        (
            source.record(row),
            vector.similarity(float(row._mapping["_distance"])),
            bool(row._mapping["_partial"]),
        )
        for row in rows
    ]


def _exact_statement(source: _Source[R], vector: VectorQuery, limit: int) -> sa.Select[Any]:
    """The ``limit`` nearest of the visible rows, with how many rows are visible (up to
    ``exact_limit`` + 1) in the last column, the distance before it and before that whether the row
    was compared by part of the vectors."""
    table = source.table
    visible = (
        sa.select(table.tenant_id, table.id)
        .where(*source.filters)
        .limit(sa.bindparam("visible_limit", vector.exact_limit + 1, sa.Integer))
        .cte(f"visible_{source.kind.value}")
        .prefix_with("MATERIALIZED")
    )
    ranked = _ranked(visible, source, vector, limit)
    seen = sa.select(sa.func.count()).select_from(visible).scalar_subquery()
    return (
        sa.select(
            *source.columns,
            ranked.c.partial.label("_partial"),
            ranked.c.distance.label("_distance"),
            seen.label("_seen"),
        )
        .select_from(ranked)
        .join(table, sa.and_(table.tenant_id == ranked.c.tenant_id, table.id == ranked.c.id))
        .where(table.tenant_id == sa.bindparam("tenant_id", source.tenant_id, sa.Text))  # one shard on Citus
        .order_by(ranked.c.distance, table.id)
        .limit(sa.bindparam("limit", limit, sa.Integer))
    )


def _ranked(visible: sa.CTE, source: _Source[Any], vector: VectorQuery, limit: int) -> sa.CTE:
    """The ``limit`` nearest visible rows. Each visible row's vector is looked up row by row through
    the unique (tenant, kind, target, model) index, in a LATERAL subquery that its LIMIT keeps from
    being flattened into a join — a plan shape no estimate can turn into a scan of the whole index;
    the distance is computed once per row there, then the rows are sorted. A visible row without a
    vector of the model (not indexed yet) has no lookup row and drops out. The lookup names the tenant
    as a value too: Citus plans a statement on one shard only when every table in it is pinned so
    (docs/scaling.md §4)."""
    kind = source.kind
    distance, partial, filters = _scored(vector)
    lookup = (
        sa.select(distance.label("distance"), partial.label("partial"))
        .where(
            Embedding.tenant_id == sa.bindparam("tenant_id", source.tenant_id, sa.Text),
            Embedding.tenant_id == visible.c.tenant_id,
            Embedding.target_kind == sa.bindparam("target_kind", kind.value, sa.Text),
            Embedding.target_id == visible.c.id,
            *filters,
        )
        .limit(sa.literal_column("1"))
        .lateral(f"lookup_{kind.value}")
    )
    return (
        sa.select(visible.c.tenant_id, visible.c.id, lookup.c.distance, lookup.c.partial)
        .select_from(visible.join(lookup, sa.true()))
        .order_by(lookup.c.distance, visible.c.id)
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
) -> list[tuple[R, float, bool]]:
    """Through the HNSW indexes. For a query read whole in the layout whose multilingual part has an
    index of its own (``CJK_PART_INDEX``), marked rows are searched through that index by their part
    and the others through the whole vector's, and the two lists are merged by similarity: the same
    comparison as the exact plan's. Any other layout orders every row by the whole vector."""
    await _set_hnsw(session, vector.ef_search)
    by_part = vector.cjk_part is not None and (vector.dimensions, *vector.cjk_part) == CJK_PART_INDEX
    whole, filters = _distance(vector)
    if by_part:
        filters = [*filters, sa.not_(Embedding.cjk)]
    found = await _nearest(session, source, whole, filters, limit, vector, partial=False)
    if not by_part:
        return found
    part, part_filters = part_distance(vector)
    found += await _nearest(session, source, part, part_filters, limit, vector, partial=True)
    found.sort(key=lambda hit: -hit[1])
    return found[:limit]


def part_distance(vector: VectorQuery) -> tuple[ColumnElement[float], list[ColumnElement[bool]]]:
    """The distance of a marked row's multilingual part and the filters of the partial index on it
    (its predicate as literals, so that the planner can use the index)."""
    filters: list[ColumnElement[bool]] = [
        Embedding.model == sa.bindparam("model", vector.model, sa.Text),
        _DONE,
        sa.literal_column(f"memory_embedding.dimensions = {int(vector.dimensions)}", sa.Boolean),
        sa.literal_column("memory_embedding.cjk", sa.Boolean),
    ]
    _, offset, length = CJK_PART_INDEX
    return _part_distance(vector, (offset, length)), filters


async def _nearest(
    session: AsyncSession,
    source: _Source[R],
    distance: ColumnElement[float],
    filters: list[ColumnElement[bool]],
    limit: int,
    vector: VectorQuery,
    *,
    partial: bool,
) -> list[tuple[R, float, bool]]:
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
    return [
        (source.record(row), vector.similarity(float(row._mapping["_distance"])), partial) for row in rows
    ]


exact_values = _values
ranked = _ranked

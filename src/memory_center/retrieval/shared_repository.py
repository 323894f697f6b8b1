"""Semantic search of facts split in two: the tenant's shared facts scored in the process
(``shared_vectors``), the viewer's own rows in SQL — the same candidates and distances as the one
statement of ``semantic_repository`` (exact plan), without looking up ~1,000 shared vectors per request.

One statement per request, on the request's transaction and tenant binding:

- the viewer's own visible rows (its visibility keys without TENANT and DEPARTMENT), each with its
  vector's distance, as ``semantic_repository`` computes them, the ``limit`` nearest;
- merged with the shared rows' nearest, handed over as arrays (id, distance, compared by part), the
  ``limit`` nearest of both by (distance, id), joined to their facts with every filter applied again
  (tenant, visibility, validity, status, memory types) under row-level security;
- with the number of own visible rows and the tenant's shared generation (migration 0018), read in
  the same snapshot: a generation other than the held rows' means they are stale — they are read
  again and the statement runs again.

``None`` (the caller runs the one statement) when the split does not apply: an ``as_of`` request, a
database without the generation (Citus), a tenant without one yet or with more shared facts than the
process may hold, a viewer past the exact plan's limit, or an empty answer.
"""

import time
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID as PG_UUID
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import EmbeddingTarget, Scope
from memory_center.models import Fact, SharedGeneration
from memory_center.models.embedding import INDEXED_DIMENSIONS
from memory_center.retrieval import prepared, semantic_repository
from memory_center.retrieval.records import FactRecord, fact_from_tuple
from memory_center.retrieval.repository import (
    FACT_COLUMNS,
    SCOPE_KEY_SQL,
    FactScope,
    fact_filters,
    fact_shape,
    fact_values,
)
from memory_center.retrieval.semantic_repository import VectorQuery
from memory_center.retrieval.shared_vectors import Key, SharedRows, SharedVectors, rows_from, score

_SHARED_PREFIXES = (f"{Scope.TENANT.value}:", f"{Scope.DEPARTMENT.value}:")
_RETRY_TOO_MANY_SECONDS = 60.0

_AVAILABLE = sa.text("SELECT to_regclass('memory_shared_generation') IS NOT NULL")
_GENERATION = "(SELECT generation FROM memory_shared_generation WHERE tenant_id = :tenant_id)"
_SHARED_COUNT = sa.text(
    f"SELECT {_GENERATION}, (SELECT count(*) FROM (SELECT 1 FROM memory_fact "  # noqa: S608 (constants)
    "WHERE tenant_id = :tenant_id "
    "AND status = 'ACTIVE' AND scope IN ('TENANT', 'DEPARTMENT') LIMIT :cap) AS shared)"
)
_BUILD = sa.text(
    f"SELECT g.generation, s.* FROM (SELECT {_GENERATION} AS generation) AS g "  # noqa: S608 (constants)
    "LEFT JOIN LATERAL ("
    "SELECT f.id, f.scope::text, f.department_id, f.memory_type::text, f.valid_from, f.valid_until, "
    "vector_send(e.embedding) AS vector, e.cjk FROM memory_fact f LEFT JOIN LATERAL ("
    "SELECT embedding, cjk FROM memory_embedding WHERE tenant_id = :tenant_id AND tenant_id = f.tenant_id "
    "AND target_kind = :target_kind AND target_id = f.id AND model = :model AND status = 'DONE' "
    "AND dimensions = :dimensions LIMIT 1) AS e ON true "
    "WHERE f.tenant_id = :tenant_id AND f.status = 'ACTIVE' AND f.scope IN ('TENANT', 'DEPARTMENT')"
    ") AS s ON true"
)


async def semantic_facts(
    session: AsyncSession, where: FactScope, vector: VectorQuery, limit: int, shared: SharedVectors
) -> list[tuple[FactRecord, float, bool]] | None:
    """As ``semantic_repository.semantic_facts`` (exact plan); None where the split does not apply."""
    if where.as_of or not await _available(session, shared):
        return None
    key: Key = (where.viewer.tenant_id, vector.model, vector.dimensions)
    for attempt in range(2):
        rows = shared.get(key)
        if attempt or rows is None or (isinstance(rows, float) and rows < time.monotonic()):
            rows = await _build(session, shared, key, where, vector, stale=rows)
        if not isinstance(rows, SharedRows):
            return None
        found = await _search(session, rows, where, vector, limit)
        if found is None:
            return None
        generation, seen, results = found
        if generation != rows.generation:
            continue  # changed since the rows were read: read them again, in a newer snapshot
        if seen > vector.exact_limit:
            return None
        return results
    return None


async def _available(session: AsyncSession, shared: SharedVectors) -> bool:
    if shared.available is None:
        shared.available = bool(await session.scalar(_AVAILABLE))
    return shared.available


async def _build(
    session: AsyncSession,
    shared: SharedVectors,
    key: Key,
    where: FactScope,
    vector: VectorQuery,
    stale: SharedRows | float | None,
) -> SharedRows | float | None:
    """The tenant's shared rows, read now (once for concurrent requests); or the time to try again,
    when the tenant has no generation yet or more shared facts than the process may hold."""
    async with shared.lock(key):
        held = shared.get(key)
        if held is not None and held is not stale:
            return held  # another request read them meanwhile
        tenant_id = where.viewer.tenant_id
        counted = (
            await session.execute(_SHARED_COUNT, {"tenant_id": tenant_id, "cap": shared.max_rows + 1})
        ).one()
        if counted[0] is None or int(counted[1]) > shared.max_rows:
            retry = time.monotonic() + _RETRY_TOO_MANY_SECONDS
            shared.put(key, retry)
            return retry
        values = {
            "tenant_id": tenant_id,
            "target_kind": EmbeddingTarget.FACT.value,
            "model": vector.model,
            "dimensions": vector.dimensions,
        }
        found = await prepared.fetch_all(
            session, ("shared_facts_build",), lambda: _BUILD, values, binary=True
        )
        generation = found[0][0] if found else None
        if generation is None:  # removed since the count (a TRUNCATE): read in SQL
            return None
        rows = rows_from(int(generation), [row[1:] for row in found if row[1] is not None], vector.dimensions)
        shared.put(key, rows)
        return rows


async def _search(
    session: AsyncSession, rows: SharedRows, where: FactScope, vector: VectorQuery, limit: int
) -> tuple[int | None, int, list[tuple[FactRecord, float, bool]]] | None:
    """(generation, visible rows, results) of the merged statement; None when it found nothing."""
    viewer = where.viewer
    scored = score(
        rows, viewer.department_id, where.at, where.memory_types, vector.vector, vector.cjk_part, limit
    )
    values = {**fact_values(where), **semantic_repository.exact_values(vector, limit)}
    keys: list[str] = values["visible_scope_keys"]
    values["visible_scope_keys"] = [k for k in keys if not k.startswith(_SHARED_PREFIXES)]
    values["shared_scope_keys"] = [k for k in keys if k.startswith(_SHARED_PREFIXES)]
    values["shared_ids"] = [hit[0] for hit in scored.nearest]
    values["shared_distances"] = [hit[1] for hit in scored.nearest]
    values["shared_partial"] = [hit[2] for hit in scored.nearest]
    shape = (
        "shared_facts",
        fact_shape(where),
        vector.dimensions in INDEXED_DIMENSIONS,
        vector.dimensions,
        vector.cjk_part,
    )
    found = await prepared.fetch_all(session, shape, lambda: _statement(where, vector, limit), values)
    if not found:
        return None
    generation = found[0][-1]
    seen = int(found[0][-2]) + scored.visible
    results = [(fact_from_tuple(row), vector.similarity(float(row[-3])), bool(row[-4])) for row in found]
    return (None if generation is None else int(generation)), seen, results


def _statement(where: FactScope, vector: VectorQuery, limit: int) -> sa.Select[Any]:
    """The viewer's own nearest rows merged with the shared ones given, joined to their facts."""
    source = semantic_repository.fact_source(where)
    visible = (
        sa.select(Fact.tenant_id, Fact.id)
        .where(*source.filters)
        .limit(sa.bindparam("visible_limit", vector.exact_limit + 1, sa.Integer))
        .cte("visible_fact")
        .prefix_with("MATERIALIZED")
    )
    ranked = semantic_repository.ranked(visible, source, vector, limit)
    arrays = (
        sa.func.unnest(
            sa.cast(
                sa.bindparam("shared_ids", [], sa.ARRAY(PG_UUID(as_uuid=True))),
                sa.ARRAY(PG_UUID(as_uuid=True)),
            ),
            sa.cast(
                sa.bindparam("shared_distances", [], sa.ARRAY(sa.Float)), sa.ARRAY(sa.Float(precision=53))
            ),
            sa.cast(sa.bindparam("shared_partial", [], sa.ARRAY(sa.Boolean)), sa.ARRAY(sa.Boolean)),
        )
        .table_valued("id", "distance", "partial")
        .render_derived(name="shared_fact")
    )
    both = sa.union_all(
        sa.select(ranked.c.id, ranked.c.distance, ranked.c.partial),
        sa.select(arrays.c.id, arrays.c.distance, arrays.c.partial),
    ).subquery("candidates")
    merged = (
        sa.select(both.c.id, both.c.distance, both.c.partial)
        .order_by(both.c.distance, both.c.id)
        .limit(sa.bindparam("limit", limit, sa.Integer))
        .cte("merged_fact")
        .prefix_with("MATERIALIZED")
    )
    filters = fact_filters(where)  # tenant, visibility, currency (and types): again, for every row
    shared_keys = sa.bindparam("shared_scope_keys", [], sa.ARRAY(sa.Text))
    filters[1] = sa.or_(
        filters[1], sa.literal_column(SCOPE_KEY_SQL, sa.Text).op("=")(sa.func.any(shared_keys))
    )
    seen = sa.select(sa.func.count()).select_from(visible).scalar_subquery()
    generation = (
        sa.select(SharedGeneration.generation)
        .where(SharedGeneration.tenant_id == sa.bindparam("tenant_id", where.viewer.tenant_id, sa.Text))
        .scalar_subquery()
    )
    return (
        sa.select(
            *FACT_COLUMNS,
            merged.c.partial.label("_partial"),
            merged.c.distance.label("_distance"),
            seen.label("_seen"),
            generation.label("_generation"),
        )
        .select_from(merged)
        .join(
            Fact,
            sa.and_(
                Fact.tenant_id == sa.bindparam("tenant_id", where.viewer.tenant_id, sa.Text),
                Fact.id == merged.c.id,
            ),
        )
        .where(*filters)
        .order_by(merged.c.distance, Fact.id)
        .limit(sa.bindparam("limit", limit, sa.Integer))
    )

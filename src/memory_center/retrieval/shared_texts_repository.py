"""The statements of the keyword search over held shared texts (``shared_texts``): SQL lives in
repositories (docs/architecture.md). One reads a tenant's shared facts' analysed texts and lexemes with
its generation; the other a viewer's own matching facts, their collection and the generation, in one
snapshot."""

from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.repository import (
    TERMS_SQL,
    FactScope,
    fact_filters,
    fact_shape,
    fact_values,
    fact_visibility,
    tsquery_of,
)
from memory_center.retrieval.shared_rules_repository import OWN_KEYS, generation_of

_SHARED = sa.literal_column("memory_fact.scope IN ('TENANT', 'DEPARTMENT')", sa.Boolean)
_ACTIVE = sa.literal_column("memory_fact.status = 'ACTIVE'", sa.Boolean)
_LEXEMES = sa.literal_column("tsvector_to_array(memory_fact.search_tsv)", postgresql.ARRAY(sa.Text))
_ZERO = sa.literal_column("0", sa.Integer)
_LENGTH = sa.literal_column(TERMS_SQL.format(text="memory_fact.search_text"), sa.Integer)


async def shared_text_rows(session: AsyncSession, tenant_id: str, cap: int) -> list[Any]:
    """(generation, id, scope, department_id, memory_type, valid_from, valid_until, search_text, its
    length in terms, its lexemes) per ACTIVE shared fact, at most ``cap``: one row of NULLs after the
    generation when the tenant has none, no row when it has no generation."""
    values = {"tenant_id": tenant_id, "cap": cap}
    return list(
        await prepared.fetch_all(
            session, ("shared_texts_build",), lambda: _build_statement(tenant_id), values
        )
    )


async def own_match_rows(
    session: AsyncSession,
    where: FactScope,
    tsquery: str,
    limit: int,
    sample: int,
    shared: tuple[int, int],
) -> list[Any]:
    """(generation, own documents, the collection's mean length, the query as PostgreSQL reads it,
    id, search_text) per own matching fact of the viewer, the best ``limit`` by ts_rank: one row of
    NULL matches when none matches. ``shared``: the visible shared facts' count and terms, added to
    the own ones' in the mean (as ``avg`` divides: numeric)."""
    values = {
        **fact_values(where), "tsquery": tsquery, "limit": limit, "sample": sample,
        "shared_documents": shared[0], "shared_terms": shared[1],
    }  # fmt: skip
    for scope, name in OWN_KEYS.items():
        value = where.viewer.id_for(scope)
        values[name] = None if value is None else f"{scope.value}:{value}"
    shape = ("own_matches", fact_shape(where))
    return list(await prepared.fetch_all(session, shape, lambda: _own_statement(where), values))


def _build_statement(tenant_id: str) -> sa.Select[Any]:
    generation = generation_of(tenant_id)
    texts = (
        sa.select(
            Fact.id,
            Fact.scope,
            Fact.department_id,
            Fact.memory_type,
            Fact.valid_from,
            Fact.valid_until,
            Fact.search_text,
            _LENGTH.label("terms"),
            _LEXEMES.label("lexemes"),
        )
        .where(Fact.tenant_id == sa.bindparam("tenant_id", tenant_id, sa.Text), _ACTIVE, _SHARED)
        .limit(sa.bindparam("cap", 0, sa.Integer))
        .lateral("texts")
    )
    return sa.select(generation.c.generation, *texts.c).select_from(generation.outerjoin(texts, sa.true()))


def _own_statement(where: FactScope) -> sa.Select[Any]:
    """``repository.matching_facts``' statement over the viewer's own keys (without TENANT and
    DEPARTMENT), with the generation, its collection's count and the mean over its and the shared
    terms, and the query's text."""
    generation = generation_of(where.viewer.tenant_id)
    filters = fact_filters(where)
    own_keys = postgresql.array([sa.bindparam(name, None, sa.Text) for name in OWN_KEYS.values()])
    filters[1] = fact_visibility(where.viewer, own_keys)
    visible = (
        sa.select(Fact.id, Fact.search_text, Fact.search_tsv)
        .where(*filters)
        .cte("visible")
        .prefix_with("MATERIALIZED")
    )
    sampled = sa.select(visible.c.search_text).limit(sa.bindparam("sample", 0, sa.Integer)).subquery("s")
    length: sa.ColumnElement[int] = sa.literal_column(TERMS_SQL.format(text="s.search_text"), sa.Integer)
    collection = (
        sa.select(sa.func.count().label("documents"), sa.func.sum(length).label("terms"))
        .select_from(sampled)
        .subquery("collection")
    )
    query = tsquery_of(sa.bindparam("tsquery", "", sa.Text))
    matches = (
        sa.select(visible.c.id, visible.c.search_text)
        .where(visible.c.search_tsv.bool_op("@@")(query))
        .order_by(sa.func.ts_rank(visible.c.search_tsv, query).desc(), visible.c.id)
        .limit(sa.bindparam("limit", 0, sa.Integer))
        .lateral("matches")
    )
    terms = sa.func.coalesce(collection.c.terms, _ZERO) + sa.bindparam("shared_terms", 0, sa.BigInteger)
    documents = collection.c.documents + sa.bindparam("shared_documents", 0, sa.BigInteger)
    mean = sa.cast(terms, sa.Numeric) / sa.func.nullif(sa.cast(documents, sa.Numeric), _ZERO)
    return (
        sa.select(
            generation.c.generation,
            collection.c.documents,
            mean.label("mean_length"),
            sa.cast(query, sa.Text).label("query"),
            matches.c.id,
            matches.c.search_text,
        )
        .select_from(generation)
        .join(collection, sa.true())
        .outerjoin(matches, sa.true())
    )

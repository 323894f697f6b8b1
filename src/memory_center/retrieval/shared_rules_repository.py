"""The statements of the held shared standing rules (``shared_rules``): SQL lives in repositories
(docs/architecture.md). One statement reads a tenant's shared rules with its generation, the other a
viewer's own rules with their count and the generation, in one snapshot."""

from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import Scope
from memory_center.models import Fact, SharedGeneration
from memory_center.retrieval import prepared
from memory_center.retrieval.repository import (
    FACT_COLUMNS,
    STANDING_RULE,
    FactScope,
    fact_filters,
    fact_shape,
    fact_values,
    fact_visibility,
)

OWN_KEYS = {
    scope: f"own_key_{scope.value.lower()}"
    for scope in Scope
    if scope not in (Scope.TENANT, Scope.DEPARTMENT)
}
"""The viewer's own scopes' keys, one parameter each (NULL when it has none), in an array of fixed
length: with an array parameter of unknown length PostgreSQL's generic plan was estimated at twice
the custom one's cost and every execution was planned anew (0.35 ms of its CPU, docs/benchmarks.md)."""
_AVAILABLE = sa.text("SELECT to_regclass('memory_shared_generation') IS NOT NULL")
_SHARED = sa.literal_column("memory_fact.scope IN ('TENANT', 'DEPARTMENT')", sa.Boolean)
_ACTIVE = sa.literal_column("memory_fact.status = 'ACTIVE'", sa.Boolean)


async def generation_kept(session: AsyncSession) -> bool:
    """Whether the database keeps the shared generation (migration 0018; not on Citus)."""
    return bool(await session.scalar(_AVAILABLE))


async def shared_rule_rows(session: AsyncSession, tenant_id: str, cap: int) -> list[Any]:
    """(generation, every column of a rule) per shared rule, at most ``cap``: one row of NULL rules
    when the tenant has none, none when it has no generation row."""
    values = {"tenant_id": tenant_id, "cap": cap}
    return list(
        await prepared.fetch_all(
            session, ("shared_rules_build",), lambda: _build_statement(tenant_id), values
        )
    )


async def own_rule_rows(session: AsyncSession, where: FactScope, limit: int) -> list[Any]:
    """(generation, every column of a rule, the count) per own rule of the viewer, in order."""
    values = {**fact_values(where), "limit": limit}
    for scope, name in OWN_KEYS.items():
        value = where.viewer.id_for(scope)
        values[name] = None if value is None else f"{scope.value}:{value}"
    shape = ("own_rules", fact_shape(where))
    return list(await prepared.fetch_all(session, shape, lambda: _own_statement(where), values))


def generation_of(tenant_id: str) -> sa.Subquery:
    generation = (
        sa.select(SharedGeneration.generation)
        .where(SharedGeneration.tenant_id == sa.bindparam("tenant_id", tenant_id, sa.Text))
        .scalar_subquery()
    )
    return sa.select(generation.label("generation")).subquery("g")


def _build_statement(tenant_id: str) -> sa.Select[Any]:
    """(generation, every column of a rule): one row of NULL rules when the tenant has none."""
    generation = generation_of(tenant_id)
    rules = (
        sa.select(*FACT_COLUMNS)
        .where(
            Fact.tenant_id == sa.bindparam("tenant_id", tenant_id, sa.Text), _ACTIVE, STANDING_RULE, _SHARED
        )
        .limit(sa.bindparam("cap", 0, sa.Integer))
        .lateral("rules")
    )
    return sa.select(generation.c.generation, *rules.c).select_from(generation.outerjoin(rules, sa.true()))


def _own_statement(where: FactScope) -> sa.Select[Any]:
    """(generation, the viewer's own rules in order with their count): one row of NULL rules when it
    has none. The order and filters are ``repository.standing_rules``'; the visible keys given are
    the viewer's without TENANT and DEPARTMENT."""
    generation = generation_of(where.viewer.tenant_id)
    filters = fact_filters(where)
    own_keys = postgresql.array([sa.bindparam(name, None, sa.Text) for name in OWN_KEYS.values()])
    filters[1] = fact_visibility(where.viewer, own_keys)
    own = (
        sa.select(*FACT_COLUMNS, sa.func.count().over().label("_total"))
        .where(STANDING_RULE, *filters)
        .order_by(Fact.importance.desc(), Fact.valid_from.desc(), Fact.id)
        .limit(sa.bindparam("limit", 0, sa.Integer))
        .lateral("own")
    )
    return sa.select(generation.c.generation, *own.c).select_from(generation.outerjoin(own, sa.true()))

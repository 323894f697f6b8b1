"""All SQL of the read path. Every filter — tenant, scope visibility, status, validity, as_of, memory
types — is inside the query that ranks, never applied after a LIMIT.

Index notes:
- visibility is ``(scope, <scope key>)`` pairs; ``SCOPE_KEY_SQL`` is the exact expression of the index
  ``ix_memory_fact_visibility`` (migration 0002), whose predicate ``status = 'ACTIVE'`` is written as a
  literal so that prepared (generic) plans can still use it;
- standing rules (active CONSTRAINT facts) have their own partial index ``ix_memory_fact_standing_rules``
  (migration 0004) on the same expression, whose predicate ``status = 'ACTIVE' AND memory_type =
  'CONSTRAINT'`` is also written as literals;
- semantic search is in ``semantic_repository``, shadowing and conflicts in ``resolve_repository``.
"""

import functools
import uuid
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID as PG_UUID
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased
from sqlalchemy.sql.elements import ColumnElement

from memory_center.enums import SCOPE_SPECIFICITY, MemoryType
from memory_center.models import Evidence, Fact
from memory_center.retrieval import prepared
from memory_center.retrieval.records import (
    EvidenceRecord,
    FactRecord,
    evidence_record,
    fact_from_tuple,
    fact_record,
)
from memory_center.retrieval.scope import USER_BOUND_SCOPES, Viewer, visible_scope_keys

SCOPE_KEY_SQL = (
    "((memory_fact.scope)::text || ':' || CASE memory_fact.scope WHEN 'TENANT' THEN ''::text "
    "WHEN 'DEPARTMENT' THEN memory_fact.department_id WHEN 'USER' THEN memory_fact.user_id "
    "WHEN 'AGENT' THEN memory_fact.agent_id WHEN 'SESSION' THEN memory_fact.session_id "
    "WHEN 'TASK' THEN memory_fact.task_id END)"
)
_SCOPE_KEY: ColumnElement[str] = sa.literal_column(SCOPE_KEY_SQL, sa.Text)
_FACT_ACTIVE = sa.literal_column("memory_fact.status = 'ACTIVE'", sa.Boolean)
STANDING_RULE = sa.literal_column("memory_fact.memory_type = 'CONSTRAINT'", sa.Boolean)
_FORMER = sa.literal_column("memory_fact.status IN ('SUPERSEDED', 'EXPIRED')", sa.Boolean)
_TS_CONFIG: ColumnElement[Any] = sa.literal_column("'simple'::regconfig")

FACT_COLUMNS = tuple(getattr(Fact, name) for name in FactRecord.__dataclass_fields__)
EVIDENCE_COLUMNS = tuple(getattr(Evidence, name) for name in EvidenceRecord.__dataclass_fields__)

_TYPE_ORDER = {
    MemoryType.CONSTRAINT: 0,
    MemoryType.PREFERENCE: 1,
    MemoryType.DECISION: 2,
    MemoryType.FACT: 3,
    MemoryType.EXPERIENCE: 4,
}


@dataclass(frozen=True)
class FactScope:
    """Which facts a request may see: the viewer, the instant, and the memory types."""

    viewer: Viewer
    at: datetime
    as_of: bool = False
    memory_types: tuple[MemoryType, ...] | None = None


# ------------------------------------------------------------------------------------------ filters


def fact_visibility(viewer: Viewer, keys: ColumnElement[Any] | None = None) -> ColumnElement[bool]:
    """``<scope key> = ANY(:keys)`` — one scan of ix_memory_fact_visibility — and the user binding of
    AGENT, SESSION and TASK facts (``USER_BOUND_SCOPES``). Every value is a named parameter
    (``fact_values``), so the SQL text depends only on the viewer's ``fact_shape``. ``keys``: another
    array of visible keys than ``visible_scope_keys``."""
    visible_keys, bound_scopes = _scope_values(viewer)
    if keys is None:
        keys = sa.bindparam("visible_scope_keys", visible_keys, sa.ARRAY(sa.Text))
    visible: ColumnElement[bool] = _SCOPE_KEY.op("=")(sa.func.any(keys))
    if not bound_scopes:
        return visible
    bound = sa.bindparam("bound_scopes", bound_scopes, sa.ARRAY(sa.Text))
    user_ok: ColumnElement[bool] = Fact.user_id.is_(None)
    if viewer.user_id is not None:
        user_ok = sa.or_(user_ok, Fact.user_id == sa.bindparam("user_id", viewer.user_id, sa.Text))
    return sa.and_(visible, sa.or_(Fact.scope.op("!=")(sa.func.all(bound)), user_ok))


def scope_keys_of(viewer: Viewer) -> list[str]:
    """The viewer's visible scope keys, as ``fact_values`` hands them over."""
    return _scope_values(viewer)[0]


def _scope_values(viewer: Viewer) -> tuple[list[str], list[str]]:
    """The viewer's visible scope keys (``<scope>:<scope id>``) and its user-bound scopes among them
    (new lists: a caller may change its own)."""
    keys, bound = _scope_texts(viewer)
    return list(keys), list(bound)


@functools.lru_cache(maxsize=4096)
def _scope_texts(viewer: Viewer) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``_scope_values``, kept per viewer (a frozen dataclass of ids): a context request asks for the
    same viewer's keys a dozen times (docs/benchmarks.md, "Session 24")."""
    pairs = visible_scope_keys(viewer)
    keys = tuple(f"{scope.value}:{value}" for scope, value in pairs)
    return keys, tuple(scope.value for scope, _ in pairs if scope in USER_BOUND_SCOPES)


def fact_currency(at: datetime, *, as_of: bool) -> ColumnElement[bool]:
    instant = sa.bindparam("at", at, sa.DateTime(timezone=True))
    window = sa.and_(
        Fact.valid_from <= instant, sa.or_(Fact.valid_until.is_(None), Fact.valid_until > instant)
    )
    if not as_of:
        return sa.and_(_FACT_ACTIVE, window)
    was_active = sa.or_(
        _FACT_ACTIVE,
        Fact.status_changed_at > instant,
        sa.and_(Fact.status_changed_at.is_(None), _FORMER),
    )
    return sa.and_(window, was_active)


def fact_filters(where: FactScope) -> list[ColumnElement[bool]]:
    filters = [
        Fact.tenant_id == sa.bindparam("tenant_id", where.viewer.tenant_id, sa.Text),
        fact_visibility(where.viewer),
        fact_currency(where.at, as_of=where.as_of),
    ]
    if where.memory_types:
        types = sa.bindparam("memory_types", [t.value for t in where.memory_types], sa.ARRAY(sa.Text))
        filters.append(Fact.memory_type.op("=")(sa.func.any(types)))
    return filters


def fact_shape(where: FactScope) -> Hashable:
    """What the SQL text of ``fact_filters`` depends on (its values do not change it)."""
    viewer = where.viewer
    bound = bool(_scope_values(viewer)[1])
    return (where.as_of, bool(where.memory_types), bound, viewer.user_id is not None)


def fact_values(where: FactScope) -> dict[str, Any]:
    """The values of ``fact_filters``' named parameters."""
    viewer = where.viewer
    keys, bound_scopes = _scope_values(viewer)
    return {
        "tenant_id": viewer.tenant_id,
        "visible_scope_keys": keys,
        "bound_scopes": bound_scopes,
        "user_id": viewer.user_id,
        "at": where.at,
        "memory_types": [t.value for t in where.memory_types] if where.memory_types else None,
    }


def evidence_visibility(viewer: Viewer) -> ColumnElement[bool]:
    clauses: list[ColumnElement[bool]] = []
    if viewer.user_id is not None:
        clauses.append(Evidence.user_id == viewer.user_id)
    for name in ("session_id", "task_id", "agent_id", "department_id"):
        value = getattr(viewer, name)
        if value is not None:
            clauses.append(sa.and_(Evidence.user_id.is_(None), getattr(Evidence, name) == value))
    return sa.or_(*clauses) if clauses else sa.false()


def evidence_filters(viewer: Viewer, at: datetime | None) -> list[ColumnElement[bool]]:
    filters = [Evidence.tenant_id == viewer.tenant_id, evidence_visibility(viewer)]
    if at is not None:
        filters.append(Evidence.occurred_at <= at)
    return filters


def _uuid_array(name: str, values: Sequence[uuid.UUID]) -> ColumnElement[Any]:
    """One array parameter (not an IN list), so the SQL text, hence its prepared plan, is stable."""
    return sa.bindparam(name, list(values), sa.ARRAY(PG_UUID(as_uuid=True)))


def _tsquery(text: str) -> ColumnElement[Any]:
    return tsquery_of(sa.bindparam("tsquery", text, sa.Text))


def tsquery_of(text: ColumnElement[Any]) -> ColumnElement[Any]:
    """``to_tsquery('simple', text)``."""
    return sa.func.to_tsquery(_TS_CONFIG, text)


# -------------------------------------------------------------------------------------------- facts


@dataclass(frozen=True)
class KeywordQuery:
    tsquery: str
    scorer: str = "ts_rank"
    normalization: int = 0

    def score(self, tsv: Any) -> ColumnElement[float]:
        function = sa.func.ts_rank_cd if self.scorer == "ts_rank_cd" else sa.func.ts_rank
        return function(tsv, _tsquery(self.tsquery), self.normalization)


async def keyword_facts(
    session: AsyncSession, where: FactScope, keyword: KeywordQuery, limit: int
) -> list[tuple[FactRecord, float]]:
    query = _tsquery(keyword.tsquery)
    score = keyword.score(Fact.search_tsv)
    statement = (
        sa.select(*FACT_COLUMNS, score.label("_score"))
        .where(Fact.search_tsv.bool_op("@@")(query), *fact_filters(where))
        .order_by(score.desc(), Fact.id)
        .limit(limit)
    )
    rows = (await session.execute(statement)).all()
    return [(fact_record(row), float(row[-1])) for row in rows]


def _specificity_order() -> ColumnElement[int]:
    return sa.case(*((Fact.scope == scope, rank) for scope, rank in SCOPE_SPECIFICITY.items()), else_=0)


def _type_order() -> ColumnElement[int]:
    return sa.case(*((Fact.memory_type == t, rank) for t, rank in _TYPE_ORDER.items()), else_=9)


async def structured_facts(session: AsyncSession, where: FactScope, limit: int) -> list[FactRecord]:
    """The visible current facts, narrowest scope first, then by type and importance."""
    statement = (
        sa.select(*FACT_COLUMNS)
        .where(*fact_filters(where))
        .order_by(
            _specificity_order().desc(),
            _type_order(),
            Fact.importance.desc(),
            sa.func.coalesce(Fact.last_accessed_at, Fact.updated_at).desc(),
            Fact.id,
        )
        .limit(limit)
    )
    return [fact_record(row) for row in (await session.execute(statement)).all()]


async def standing_rules(session: AsyncSession, where: FactScope, limit: int) -> tuple[list[FactRecord], int]:
    """The visible standing rules (current CONSTRAINT facts), most important first, then the most
    recently stated, at most ``limit`` of them — and how many there are in all (one statement: the
    rows are read from the partial index ``ix_memory_fact_standing_rules`` and sorted anyway, so the
    count costs no extra scan)."""
    every_type = FactScope(where.viewer, where.at, where.as_of)

    def statement() -> sa.Select[Any]:
        return (
            sa.select(*FACT_COLUMNS, sa.func.count().over().label("_total"))
            .where(STANDING_RULE, *fact_filters(every_type))
            .order_by(Fact.importance.desc(), Fact.valid_from.desc(), Fact.id)
            .limit(sa.bindparam("limit", limit, sa.Integer))
        )

    values = {**fact_values(every_type), "limit": limit}
    rows = await prepared.fetch_all(session, ("standing_rules", fact_shape(every_type)), statement, values)
    return [fact_from_tuple(row) for row in rows], int(rows[0][-1]) if rows else 0


# ----------------------------------------------------------------------------------------- evidence


async def keyword_evidence(
    session: AsyncSession, viewer: Viewer, at: datetime | None, keyword: KeywordQuery, limit: int
) -> list[tuple[EvidenceRecord, float]]:
    query = _tsquery(keyword.tsquery)
    score = keyword.score(Evidence.search_tsv)
    statement = (
        sa.select(*EVIDENCE_COLUMNS, score.label("_score"))
        .where(Evidence.search_tsv.bool_op("@@")(query), *evidence_filters(viewer, at))
        .order_by(score.desc(), Evidence.id)
        .limit(limit)
    )
    rows = (await session.execute(statement)).all()
    return [(evidence_record(row), float(row[-1])) for row in rows]


# ------------------------------------------------------------------------------------------- BM25

TERMS_SQL = "length({text}) - length(replace({text}, ' ', '')) + 1"


@dataclass(frozen=True)
class Matches:
    """The ids and analysed texts of the visible rows matching any query term, and the visible
    collection's size and mean length in terms (what BM25 needs), read in one round trip. The full
    records of the few best are read afterwards (``facts_by_id``, ``evidence_by_id``): hundreds of
    matches cost no more than their ids and texts."""

    rows: list[tuple[uuid.UUID, str]]
    documents: int
    mean_length: float


def _visible_matches(visible_rows: sa.Select[Any], tsquery: str, limit: int, sample: int) -> sa.Select[Any]:
    """Visible rows first (one scan of the visibility index, materialised), then the full-text match on
    those rows only: the cost follows what the viewer sees, not the size of the tenant (a GIN scan
    over a million facts' common words would not). BM25's collection size and mean length come from
    the same materialised rows (at most ``sample`` of them)."""
    visible = visible_rows.cte("visible").prefix_with("MATERIALIZED")
    sampled = (
        sa.select(visible.c.search_text)
        .limit(sa.bindparam("sample", sample, sa.Integer))
        .subquery("visible_texts")
    )
    length: ColumnElement[float] = sa.literal_column(TERMS_SQL.format(text="visible_texts.search_text"))
    collection = (
        sa.select(sa.func.count().label("documents"), sa.func.avg(length).label("mean_length"))
        .select_from(sampled)
        .cte("collection")
        .prefix_with("MATERIALIZED")
    )
    query = _tsquery(tsquery)
    return (
        sa.select(visible.c.id, visible.c.search_text, collection.c.documents, collection.c.mean_length)
        .select_from(visible)
        .join(collection, sa.true())
        .where(visible.c.search_tsv.bool_op("@@")(query))
        .order_by(sa.func.ts_rank(visible.c.search_tsv, query).desc(), visible.c.id)
        .limit(sa.bindparam("limit", limit, sa.Integer))
    )


def _matches_of(rows: Sequence[Any]) -> Matches:
    if not rows:
        return Matches([], 0, 0.0)
    first = rows[0]
    return Matches([(row[0], str(row[1])) for row in rows], int(first[2]), float(first[3] or 0.0))


async def matching_facts(
    session: AsyncSession, where: FactScope, tsquery: str, limit: int, sample: int
) -> Matches:
    """Visible current facts matching any query term (the best ``limit`` by ts_rank)."""

    def statement() -> sa.Select[Any]:
        visible = sa.select(Fact.id, Fact.search_text, Fact.search_tsv).where(*fact_filters(where))
        return _visible_matches(visible, tsquery, limit, sample)

    values = {**fact_values(where), "tsquery": tsquery, "limit": limit, "sample": sample}
    return _matches_of(
        await prepared.fetch_all(session, ("matching_facts", fact_shape(where)), statement, values)
    )


async def matching_evidence(
    session: AsyncSession, viewer: Viewer, at: datetime | None, tsquery: str, limit: int, sample: int
) -> Matches:
    visible = sa.select(Evidence.id, Evidence.search_text, Evidence.search_tsv).where(
        *evidence_filters(viewer, at)
    )
    return _matches_of((await session.execute(_visible_matches(visible, tsquery, limit, sample))).all())


async def facts_by_id(
    session: AsyncSession, where: FactScope, ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, FactRecord]:
    """These facts, if still visible and current (every filter again: a fact superseded between two
    statements of a request is not returned)."""
    if not ids:
        return {}

    def statement() -> sa.Select[Any]:
        return sa.select(*FACT_COLUMNS).where(
            Fact.id == sa.func.any(_uuid_array("fact_ids", ids)), *fact_filters(where)
        )

    values = {**fact_values(where), "fact_ids": list(ids)}
    rows = await prepared.fetch_all(session, ("facts_by_id", fact_shape(where)), statement, values)
    return {record.id: record for record in map(fact_from_tuple, rows)}


async def evidence_by_id(
    session: AsyncSession, viewer: Viewer, at: datetime | None, ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, EvidenceRecord]:
    if not ids:
        return {}
    statement = sa.select(*EVIDENCE_COLUMNS).where(
        Evidence.id == sa.func.any(_uuid_array("evidence_ids", ids)), *evidence_filters(viewer, at)
    )
    rows = (await session.execute(statement)).all()
    return {record.id: record for record in map(evidence_record, rows)}


async def next_turns(
    session: AsyncSession, viewer: Viewer, at: datetime | None, evidence_ids: list[uuid.UUID]
) -> dict[uuid.UUID, EvidenceRecord]:
    """For each of these evidence rows of a session, the visible turn that follows it in that session."""
    if not evidence_ids:
        return {}
    before = aliased(Evidence, name="before")
    following = (
        sa.select(*EVIDENCE_COLUMNS)
        .where(
            Evidence.tenant_id == before.tenant_id,
            Evidence.user_id == before.user_id,
            Evidence.session_id == before.session_id,
            sa.tuple_(Evidence.occurred_at, Evidence.id) > sa.tuple_(before.occurred_at, before.id),
            *evidence_filters(viewer, at),
        )
        .order_by(Evidence.occurred_at, Evidence.id)
        .limit(1)
        .lateral("following")
    )
    statement = (
        sa.select(*following.c, before.id.label("_before"))
        .select_from(before)
        .join(following, sa.true())
        .where(
            before.tenant_id == viewer.tenant_id,
            before.id == sa.func.any(_uuid_array("evidence_ids", evidence_ids)),
            before.session_id.is_not(None),
            before.user_id.is_not(None),
        )
    )
    rows = (await session.execute(statement)).all()
    return {row._mapping["_before"]: evidence_record(row) for row in rows}

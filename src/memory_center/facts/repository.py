"""All SQL of facts: lookups by key under lock, filtered lists (now and as of an instant), chains,
revision logs and evidence links."""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from pgvector.sqlalchemy import Vector
from sqlalchemy import and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db import driver
from memory_center.enums import (
    EmbeddingTarget,
    EvidenceRelation,
    FactStatus,
    IndexStatus,
    MemoryType,
    OwnerType,
    Scope,
)
from memory_center.facts.keys import FactKey
from memory_center.kit.bulk import Inserts, table_of
from memory_center.kit.keyset import Keyset, page_after, where_equal
from memory_center.kit.tenant_rows import row_in_tenant
from memory_center.models import Embedding, Evidence, Fact, FactEvidence, FactRevision


async def lock(session: AsyncSession, lock_id: int) -> None:
    """Serialise writers of one key until the transaction ends."""
    await session.execute(sa.select(sa.func.pg_advisory_xact_lock(lock_id)))


_LOCK_ALL = sa.text("SELECT count(pg_advisory_xact_lock(x)) FROM unnest(CAST(:ids AS bigint[])) AS x")


async def lock_all(session: AsyncSession, lock_ids: Iterable[int]) -> None:
    """Every lock, in ascending id order: two writers of overlapping keys never wait in a cycle."""
    ordered = sorted(set(lock_ids))
    if ordered:
        await driver.execute(session, _LOCK_ALL, {"ids": driver.array_literal(ordered)})


async def get(
    session: AsyncSession, tenant_id: str, fact_id: uuid.UUID, *, for_update: bool = False
) -> Fact | None:
    return await row_in_tenant(session, Fact, tenant_id, fact_id, for_update=for_update)


def one_tenant(tenants: object) -> str:
    """The one tenant of a write's keys: a statement names it as an equality, so a distributed database
    routes it to one shard (docs/scaling.md). Keys of several tenants in one write are a bug."""
    found = set(tenants) if isinstance(tenants, list) else set()
    if len(found) != 1:
        raise ValueError(f"one write names the keys of {len(found)} tenants")
    (tenant,) = found
    return str(tenant)


_ACTIVE_FOR_KEYS = sa.text(
    """
    SELECT f.* FROM unnest(
        CAST(:tenants AS text[]), CAST(:owner_types AS varchar[]), CAST(:owner_ids AS text[]),
        CAST(:scopes AS varchar[]), CAST(:users AS text[]), CAST(:departments AS text[]),
        CAST(:agents AS text[]), CAST(:sessions AS text[]), CAST(:tasks AS text[]),
        CAST(:subjects AS text[]), CAST(:predicates AS text[])
    ) AS k(tenant_id, owner_type, owner_id, scope, user_id, department_id, agent_id, session_id,
           task_id, subject, predicate)
    CROSS JOIN LATERAL (
        SELECT * FROM memory_fact AS m
        WHERE m.tenant_id = :tenant AND m.tenant_id = k.tenant_id
          AND m.owner_type = k.owner_type AND m.owner_id = k.owner_id
          AND m.scope = k.scope AND coalesce(m.user_id, '') = k.user_id
          AND coalesce(m.department_id, '') = k.department_id AND coalesce(m.agent_id, '') = k.agent_id
          AND coalesce(m.session_id, '') = k.session_id AND coalesce(m.task_id, '') = k.task_id
          AND m.subject = k.subject AND m.predicate = k.predicate
          AND m.status = 'ACTIVE' AND m.subject IS NOT NULL AND m.predicate IS NOT NULL
        FOR UPDATE
    ) AS f
    """
)
_KEY_ARRAYS = (
    "tenants owner_types owner_ids scopes users departments agents sessions tasks subjects predicates"
)


async def active_for_keys(session: AsyncSession, keys: Iterable[FactKey]) -> list[Fact]:
    """The ACTIVE facts of keyed keys, row-locked, in one statement (take the keys' locks first)."""
    idents = list({key.ident(): None for key in keys if key.is_keyed})
    if not idents:
        return []
    columns = list(zip(*idents, strict=True))
    params: dict[str, object] = {
        name: driver.array_literal(values) for name, values in zip(_KEY_ARRAYS.split(), columns, strict=True)
    }
    params["tenant"] = one_tenant(list(columns[0]))
    query = select(Fact).from_statement(_ACTIVE_FOR_KEYS).execution_options(populate_existing=True)
    return list((await session.execute(query, params)).scalars())


_ACTIVE_IN_SPACES = sa.text(
    """
    SELECT k.ord, f.id, f.subject, f.predicate FROM unnest(
        CAST(:tenants AS text[]), CAST(:owner_types AS varchar[]), CAST(:owner_ids AS text[]),
        CAST(:scopes AS varchar[]), CAST(:users AS text[]), CAST(:departments AS text[]),
        CAST(:agents AS text[]), CAST(:sessions AS text[]), CAST(:tasks AS text[]),
        CAST(:families AS text[])
    ) WITH ORDINALITY AS k(tenant_id, owner_type, owner_id, scope, user_id, department_id, agent_id,
                           session_id, task_id, family, ord)
    CROSS JOIN LATERAL (
        SELECT m.id, m.subject, m.predicate FROM memory_fact AS m
        WHERE m.tenant_id = :tenant AND m.tenant_id = k.tenant_id
          AND m.owner_type = k.owner_type AND m.owner_id = k.owner_id
          AND m.scope = k.scope AND coalesce(m.user_id, '') = k.user_id
          AND coalesce(m.department_id, '') = k.department_id AND coalesce(m.agent_id, '') = k.agent_id
          AND coalesce(m.session_id, '') = k.session_id AND coalesce(m.task_id, '') = k.task_id
          AND m.predicate = ANY(string_to_array(k.family, chr(31))) AND m.subject IS NOT NULL
          AND m.status = 'ACTIVE'
        ORDER BY m.updated_at DESC
        LIMIT :per_space
    ) AS f
    """
)
_SPACE_ARRAYS = "tenants owner_types owner_ids scopes users departments agents sessions tasks families"


async def active_in_spaces(
    session: AsyncSession, wanted: list[tuple[FactKey, tuple[str, ...]]], per_space: int
) -> list[tuple[uuid.UUID, FactKey]]:
    """The ids and keys of the ACTIVE keyed facts in the spaces of some keys (``FactKey.space``: the
    key without subject and predicate) with one of the given predicates, the ``per_space`` most
    recently changed of each, in one statement. Not row-locked: callers hold the advisory locks that
    keep them stable."""
    first: dict[tuple[tuple[str, ...], tuple[str, ...]], FactKey] = {}
    for key, predicates in wanted:
        first.setdefault((key.space(), predicates), key)
    spaces, keys = list(first), list(first.values())
    if not spaces:
        return []
    columns = list(zip(*((*space, "\x1f".join(predicates)) for space, predicates in spaces), strict=True))
    names = _SPACE_ARRAYS.split()
    params: dict[str, object] = {
        name: driver.array_literal(values) for name, values in zip(names, columns, strict=True)
    }
    params["per_space"] = per_space
    params["tenant"] = one_tenant(list(columns[0]))
    found = []
    for ordinal, fact_id, subject, predicate in await driver.fetch(session, _ACTIVE_IN_SPACES, params):
        found.append((fact_id, replace(keys[ordinal - 1], subject=subject, predicate=predicate)))
    return found


@dataclass(frozen=True)
class Holder:
    """Whose memories a message may update: the user's USER facts, and those of its session and task."""

    tenant_id: str
    user_id: str
    session_id: str | None
    task_id: str | None


def _held_by(holder: Holder, now: datetime) -> list[Any]:
    scopes = [Fact.scope == Scope.USER]
    if holder.session_id:
        scopes.append(and_(Fact.scope == Scope.SESSION, Fact.session_id == holder.session_id))
    if holder.task_id:
        scopes.append(and_(Fact.scope == Scope.TASK, Fact.task_id == holder.task_id))
    return [
        Fact.tenant_id == holder.tenant_id,
        Fact.owner_type == OwnerType.USER,
        Fact.owner_id == holder.user_id,
        Fact.status == FactStatus.ACTIVE,
        Fact.subject.is_not(None),
        Fact.predicate.is_not(None),
        or_(Fact.valid_until.is_(None), Fact.valid_until > now),
        or_(*scopes),
    ]


async def held_by_keyword(
    session: AsyncSession, holder: Holder, tsquery: str, now: datetime, limit: int
) -> list[Fact]:
    """The holder's ACTIVE keyed facts matching any term of an OR tsquery, best ranked first."""
    query_ts = sa.func.to_tsquery("simple", tsquery)
    query = (
        select(Fact)
        .where(*_held_by(holder, now), Fact.search_tsv.op("@@")(query_ts))
        .order_by(sa.func.ts_rank(Fact.search_tsv, query_ts).desc(), Fact.id)
        .limit(limit)
    )
    return list((await session.scalars(query)).all())


async def held_by_vector(
    session: AsyncSession, holder: Holder, vector: list[float], model: str, now: datetime, limit: int
) -> list[Fact]:
    """The holder's ACTIVE keyed facts nearest to a vector (exact: one user's facts are few)."""
    probe = sa.cast(sa.literal("[" + ",".join(map(repr, vector)) + "]"), Vector())
    distance = sa.cast(Embedding.embedding, Vector()).op("<=>", return_type=sa.Float)(probe)
    query = (
        select(Fact)
        .join(
            Embedding,
            and_(
                Embedding.tenant_id == Fact.tenant_id,
                Embedding.target_kind == EmbeddingTarget.FACT,
                Embedding.target_id == Fact.id,
            ),
        )
        .where(
            *_held_by(holder, now),
            Embedding.model == model,
            Embedding.status == IndexStatus.DONE,
            Embedding.dimensions == len(vector),
        )
        .order_by(distance, Fact.id)
        .limit(limit)
    )
    return list((await session.scalars(query)).all())


@dataclass(frozen=True)
class FactFilter:
    """Plain equality filters on the fact's own columns."""

    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    scope: Scope | None = None
    memory_type: MemoryType | None = None
    subject: str | None = None
    predicate: str | None = None
    status: FactStatus = FactStatus.ACTIVE


def _active_end() -> Any:
    """The end of a fact's active window (SQL twin of ``validity.active_until``); LEAST skips NULLs."""
    invalidated = and_(Fact.status == FactStatus.INVALIDATED, Fact.status_changed_at.is_not(None))
    return sa.case(
        (invalidated, sa.func.least(Fact.valid_until, Fact.status_changed_at)), else_=Fact.valid_until
    )


def status_now_clause(status: FactStatus, now: datetime) -> Any:
    """SQL twin of ``validity.current_status(...) == status``."""
    past_end = and_(Fact.valid_until.is_not(None), Fact.valid_until <= now)
    if status is FactStatus.ACTIVE:
        return and_(Fact.status == FactStatus.ACTIVE, sa.not_(past_end))
    if status is FactStatus.EXPIRED:
        return or_(Fact.status == FactStatus.EXPIRED, and_(Fact.status == FactStatus.ACTIVE, past_end))
    return Fact.status == status


def status_at_clause(status: FactStatus, at: datetime) -> Any:
    """SQL twin of ``validity.status_at(...) == status``."""
    end = _active_end()
    started = Fact.valid_from <= at
    if status is FactStatus.ACTIVE:
        return and_(started, or_(end.is_(None), end > at))
    ended = and_(started, end.is_not(None), end <= at)
    if status is FactStatus.EXPIRED:
        return and_(ended, Fact.status.in_([FactStatus.ACTIVE, FactStatus.EXPIRED]))
    return and_(ended, Fact.status == status)


async def list_facts(
    session: AsyncSession,
    tenant_id: str,
    where: FactFilter,
    *,
    now: datetime,
    as_of: datetime | None,
    limit: int,
    after: Keyset | None,
) -> list[Fact]:
    """Oldest first; fetches limit + 1 rows so the caller knows if there is more."""
    query = where_equal(
        select(Fact).where(Fact.tenant_id == tenant_id),
        (Fact.user_id, where.user_id),
        (Fact.department_id, where.department_id),
        (Fact.agent_id, where.agent_id),
        (Fact.session_id, where.session_id),
        (Fact.task_id, where.task_id),
        (Fact.scope, where.scope),
        (Fact.memory_type, where.memory_type),
        (Fact.subject, where.subject),
        (Fact.predicate, where.predicate),
    )
    if as_of is None:
        query = query.where(status_now_clause(where.status, now))
    else:
        query = query.where(status_at_clause(where.status, as_of))
    query = page_after(query, (Fact.created_at, Fact.id), after, limit)
    return list(await session.scalars(query))


async def chain(session: AsyncSession, tenant_id: str, chain_id: uuid.UUID) -> list[Fact]:
    query = (
        select(Fact)
        .where(Fact.tenant_id == tenant_id, Fact.chain_id == chain_id)
        .order_by(Fact.revision, Fact.created_at, Fact.id)
    )
    return list(await session.scalars(query))


async def revision_logs(session: AsyncSession, tenant_id: str, chain_id: uuid.UUID) -> list[FactRevision]:
    query = (
        select(FactRevision)
        .where(FactRevision.tenant_id == tenant_id, FactRevision.chain_id == chain_id)
        .order_by(FactRevision.created_at, FactRevision.id)
    )
    return list(await session.scalars(query))


async def linked_evidence(
    session: AsyncSession, tenant_id: str, fact_id: uuid.UUID
) -> list[tuple[Evidence, EvidenceRelation]]:
    query = (
        select(Evidence, FactEvidence.relation)
        .join(
            FactEvidence,
            and_(FactEvidence.tenant_id == Evidence.tenant_id, FactEvidence.evidence_id == Evidence.id),
        )
        .where(FactEvidence.tenant_id == tenant_id, FactEvidence.fact_id == fact_id)
        .order_by(FactEvidence.created_at, Evidence.occurred_at, Evidence.id)
    )
    return [(evidence, relation) for evidence, relation in (await session.execute(query)).all()]


async def evidence_links(
    session: AsyncSession, tenant_id: str, fact_id: uuid.UUID
) -> list[tuple[uuid.UUID, EvidenceRelation]]:
    query = select(FactEvidence.evidence_id, FactEvidence.relation).where(
        FactEvidence.tenant_id == tenant_id, FactEvidence.fact_id == fact_id
    )
    return [(evidence_id, relation) for evidence_id, relation in (await session.execute(query)).all()]


def add_links(inserts: Inserts, rows: list[dict[str, Any]]) -> None:
    """Evidence links of many facts, written with ``inserts`` (rows: tenant_id, fact_id, evidence_id,
    relation); links that exist already are left as they are."""
    inserts.rows(table_of(FactEvidence), rows, skip_conflicts_on=[])


_TOUCH = sa.text(
    """
    UPDATE memory_fact SET last_accessed_at = now()
    WHERE tenant_id = :tenant_id AND id IN (
        SELECT id FROM memory_fact
        WHERE tenant_id = :tenant_id AND id = ANY(:ids)
          AND (last_accessed_at IS NULL OR last_accessed_at < now() - interval '60 seconds')
        FOR UPDATE SKIP LOCKED
    )
    """
)


async def touch_accessed(session: AsyncSession, tenant_id: str, fact_ids: list[uuid.UUID]) -> int:
    """Set last_accessed_at of facts not touched in the last minute; rows a writer holds are skipped
    (SKIP LOCKED: an access time is not worth a wait). Returns the number of facts touched."""
    result = await session.execute(_TOUCH, {"tenant_id": tenant_id, "ids": fact_ids})
    return int(getattr(result, "rowcount", 0) or 0)


def _due(now: datetime) -> tuple[Any, ...]:
    return (Fact.status == FactStatus.ACTIVE, Fact.valid_until.is_not(None), Fact.valid_until <= now)


async def tenants_due_for_expiry(session: AsyncSession, now: datetime, limit: int) -> list[str]:
    """Tenants with facts due for expiry (no lock: for a sweep one tenant at a time, on Citus)."""
    query = select(Fact.tenant_id).where(*_due(now)).distinct().order_by(Fact.tenant_id).limit(limit)
    return list(await session.scalars(query))


async def due_for_expiry(
    session: AsyncSession, now: datetime, limit: int, tenant_id: str | None = None
) -> list[Fact]:
    """ACTIVE facts past valid_until (of one tenant, if given), row-locked; rows a writer holds are
    skipped (next sweep)."""
    pinned = (Fact.tenant_id == tenant_id,) if tenant_id is not None else ()
    query = (
        select(Fact)
        .where(*pinned, *_due(now))
        .order_by(Fact.valid_until)
        .limit(limit)
        .with_for_update(skip_locked=True)
        .execution_options(populate_existing=True)
    )
    return list(await session.scalars(query))

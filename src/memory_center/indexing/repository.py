"""All SQL of the indexer: claim with SKIP LOCKED, store vectors, retry, backlog, backfill, reindex.

The indexer never waits for a row lock: its claim, store, retry and drop take their rows with
``FOR UPDATE SKIP LOCKED``. A row that a user's transaction holds (a deletion or erasure removing its
vectors) is left alone and keeps its lease; when the lease runs out the row is claimed again (and
dropped if its target is gone). Waiting instead let a deletion and a batch store lock the same rows
in different orders: a deadlock, and the deletion answered 503 (docs/reliability.md).
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from pgvector.sqlalchemy import Vector
from sqlalchemy import TextClause, delete, text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.citus import on_citus
from memory_center.embedding.ensemble import mostly_cjk
from memory_center.enums import EmbeddingTarget
from memory_center.evidence.previous_turn import dated
from memory_center.kit.bulk import Inserts, table_of
from memory_center.kit.vectors import FlatVectors
from memory_center.models import Embedding

_CLAIM = text(
    """
    UPDATE memory_embedding AS e
    SET attempts = e.attempts + 1,
        next_attempt_at = now() + make_interval(secs => :lease_seconds),
        updated_at = now()
    FROM (
        SELECT tenant_id, id FROM memory_embedding
        WHERE status = 'PENDING' AND next_attempt_at <= now() AND model = :model
        ORDER BY next_attempt_at
        LIMIT :batch
        FOR UPDATE SKIP LOCKED
    ) AS claimed
    WHERE e.tenant_id = claimed.tenant_id AND e.id = claimed.id
    RETURNING e.tenant_id, e.id, e.target_kind, e.target_id, e.attempts
    """
)

# Citus (docs/scaling.md §4) refuses a row lock across shards: there the claim takes one tenant's
# due rows at a time, a statement pinned to that tenant's shard.
_DUE_TENANTS = text(
    "SELECT DISTINCT tenant_id FROM memory_embedding "
    "WHERE status = 'PENDING' AND next_attempt_at <= now() AND model = :model LIMIT :limit"
)
_CLAIM_TENANT = text(
    """
    UPDATE memory_embedding AS e
    SET attempts = e.attempts + 1,
        next_attempt_at = now() + make_interval(secs => :lease_seconds),
        updated_at = now()
    FROM (
        SELECT tenant_id, id FROM memory_embedding
        WHERE tenant_id = :tenant_id AND status = 'PENDING' AND next_attempt_at <= now() AND model = :model
        ORDER BY next_attempt_at
        LIMIT :batch
        FOR UPDATE SKIP LOCKED
    ) AS claimed
    WHERE e.tenant_id = :tenant_id AND e.tenant_id = claimed.tenant_id AND e.id = claimed.id
    RETURNING e.tenant_id, e.id, e.target_kind, e.target_id, e.attempts
    """
)

# The statements on a claimed batch, by (tenant_id, id) pairs, in two forms: the batch of any tenants,
# and (``{pin}`` filled in) the batch of one tenant as Citus's claim makes it, which names the tenant as
# a value so that the statement runs on that tenant's shard (and its row locks are allowed there).
_PIN = "tenant_id = :tenant_id AND "


def _forms(template: str) -> tuple[TextClause, TextClause]:
    return text(template.format(pin="", e_pin="")), text(template.format(pin=_PIN, e_pin="e." + _PIN))


_TEXTS = {
    EmbeddingTarget.FACT: _forms(
        "SELECT tenant_id, id, content, NULL AS occurred_at FROM memory_fact "
        "WHERE {pin}(tenant_id, id) IN (SELECT * FROM unnest(CAST(:tenants AS text[]), CAST(:ids AS uuid[])))"
    ),
    EmbeddingTarget.EVIDENCE: _forms(
        "SELECT tenant_id, id, content, occurred_at FROM memory_evidence "
        "WHERE {pin}(tenant_id, id) IN (SELECT * FROM unnest(CAST(:tenants AS text[]), CAST(:ids AS uuid[])))"
    ),
}

_STORE = _forms(
    """
    UPDATE memory_embedding AS e
    SET embedding = CAST(v.flat[(v.n - 1) * :length + 1 : v.n * :length] AS vector),
        dimensions = :dimensions, cjk = v.cjk, status = 'DONE', last_error = NULL, updated_at = now()
    FROM (
        SELECT t.tenant_id, t.id, t.cjk, t.n, CAST(:vectors AS real[]) AS flat
        FROM unnest(CAST(:tenants AS text[]), CAST(:ids AS uuid[]), CAST(:cjk AS boolean[]))
            WITH ORDINALITY AS t(tenant_id, id, cjk, n)
    ) AS v
    WHERE {e_pin}e.tenant_id = v.tenant_id AND e.id = v.id AND e.status = 'PENDING'
      AND (e.tenant_id, e.id) IN (
          SELECT tenant_id, id FROM memory_embedding
          WHERE {pin}(tenant_id, id) IN (SELECT * FROM unnest(CAST(:tenants AS text[]), CAST(:ids AS uuid[])))
          FOR UPDATE SKIP LOCKED
      )
    """
)

_RETRY = _forms(
    """
    UPDATE memory_embedding
    SET status = CASE WHEN attempts >= :max_attempts THEN 'FAILED' ELSE 'PENDING' END,
        next_attempt_at = now() + make_interval(secs => LEAST(power(2, attempts), :max_backoff)),
        last_error = :error, updated_at = now()
    WHERE {pin}(tenant_id, id) IN (
        SELECT tenant_id, id FROM memory_embedding
        WHERE {pin}(tenant_id, id) IN (SELECT * FROM unnest(CAST(:tenants AS text[]), CAST(:ids AS uuid[])))
        FOR UPDATE SKIP LOCKED
    )
    """
)

_DROP = _forms(
    "DELETE FROM memory_embedding WHERE {pin}(tenant_id, id) IN (SELECT tenant_id, id FROM memory_embedding "
    "WHERE {pin}(tenant_id, id) IN (SELECT * FROM unnest(CAST(:tenants AS text[]), CAST(:ids AS uuid[]))) "
    "FOR UPDATE SKIP LOCKED)"
)

_BACKLOG = text(
    """
    SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
           count(*) FILTER (WHERE status = 'FAILED') AS failed
    FROM memory_embedding
    WHERE tenant_id = :tenant_id AND model = :model AND status <> 'DONE'
    """
)


def _backfill(table: str) -> TextClause:
    """Queue (PENDING) every row of ``table`` that has no row for the model yet."""
    return text(
        f"""
        INSERT INTO memory_embedding
            (tenant_id, id, target_kind, target_id, model, status, attempts, next_attempt_at,
             created_at, updated_at)
        SELECT s.tenant_id, gen_random_uuid(), CAST(:kind AS varchar), s.id, CAST(:model AS text),
               'PENDING', 0, now(), now(), now()
        FROM {table} AS s
        WHERE NOT EXISTS (
            SELECT 1 FROM memory_embedding AS e
            WHERE e.tenant_id = s.tenant_id AND e.target_kind = CAST(:kind AS varchar)
              AND e.target_id = s.id AND e.model = CAST(:model AS text)
        )
        LIMIT :limit
        ON CONFLICT DO NOTHING
        """  # noqa: S608 - a table name of ours, no input
    )


_BACKFILL = {
    EmbeddingTarget.FACT: _backfill("memory_fact"),
    EmbeddingTarget.EVIDENCE: _backfill("memory_evidence"),
}

_HAS_PENDING = text(
    "SELECT EXISTS (SELECT 1 FROM memory_embedding WHERE status = 'PENDING' AND model = :model)"
)

_RESET = text(
    """
    UPDATE memory_embedding
    SET status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = NULL, updated_at = now()
    WHERE model = :model AND status = ANY(CAST(:statuses AS text[]))
    """
)

_PRUNE = text("DELETE FROM memory_embedding WHERE model <> :model")


@dataclass(frozen=True)
class Claimed:
    tenant_id: str
    id: uuid.UUID
    target_kind: EmbeddingTarget
    target_id: uuid.UUID
    attempts: int


async def claim(session: AsyncSession, model: str, batch: int, lease_seconds: float) -> list[Claimed]:
    """Lease up to ``batch`` due rows of any tenants (on Citus: of one tenant, see ``claim_one_tenant``)."""
    if await on_citus(session):
        return await claim_one_tenant(session, model, batch, lease_seconds)
    rows = await session.execute(_CLAIM, {"model": model, "batch": batch, "lease_seconds": lease_seconds})
    return [_claimed(row) for row in rows]


async def claim_one_tenant(
    session: AsyncSession, model: str, batch: int, lease_seconds: float
) -> list[Claimed]:
    """The claim as Citus can run it: the due rows of the first tenant that has any left unlocked, in
    a statement pinned to that tenant (so the rest of the batch's statements touch one shard too)."""
    params = {"model": model, "batch": batch, "lease_seconds": lease_seconds}
    for tenant_id in await session.scalars(_DUE_TENANTS, {"model": model, "limit": 64}):
        rows = (await session.execute(_CLAIM_TENANT, {**params, "tenant_id": tenant_id})).all()
        if rows:
            return [_claimed(row) for row in rows]
    return []


def _claimed(row: Any) -> Claimed:
    return Claimed(row.tenant_id, row.id, EmbeddingTarget(row.target_kind), row.target_id, row.attempts)


def passage_text(content: str, occurred_at: datetime | None) -> str:
    """What is embedded: a fact's content; evidence with the day it happened ("… (8 May 2023)"), so
    that "when did …" questions and dates in queries reach the right turn. The turn alone: its
    neighbours dilute a vector (they are in its keyword text instead, evidence/previous_turn.py). A mostly
    Chinese/Japanese/Korean text is embedded without the (English) date: the multilingual model
    reads it as shared words that pull every turn's cosine down (docs/benchmarks.md §5)."""
    return content if mostly_cjk(content) else dated(content, occurred_at)


async def texts(
    session: AsyncSession, kind: EmbeddingTarget, targets: list[tuple[str, uuid.UUID]]
) -> dict[tuple[str, uuid.UUID], str]:
    if not targets:
        return {}
    tenants, ids = zip(*targets, strict=True)
    statement, pin = await _form(session, _TEXTS[kind], tenants)
    rows = await session.execute(statement, {"tenants": list(tenants), "ids": list(ids), **pin})
    return {(row.tenant_id, row.id): passage_text(row.content, row.occurred_at) for row in rows}


async def store(
    session: AsyncSession, vectors: list[tuple[Claimed, str, list[float]]], dimensions: int
) -> None:
    """The vectors of a batch with the texts they were made of, one statement per tenant, sent in binary
    (``kit.vectors``). A mostly-CJK text's vector is marked ``cjk`` (read by the multilingual part of
    the default embedder alone: retrieval/semantic_repository.py)."""
    for tenant_id in sorted({item.tenant_id for item, _, _ in vectors}):
        own = [one for one in vectors if one[0].tenant_id == tenant_id]
        await _store_one_tenant(session, own, dimensions)


async def _store_one_tenant(
    session: AsyncSession, vectors: list[tuple[Claimed, str, list[float]]], dimensions: int
) -> None:
    """One tenant's vectors of a batch. A batch is written tenant by tenant in the tenants' order: a
    shared fact's vector moves its tenant's row of ``memory_shared_generation`` (a trigger, migration
    0018), and two workers storing batches of the same tenants in different orders took those row
    locks crosswise and deadlocked (seen in CI with two app instances' indexers); in one order, one
    waits for the other instead."""
    flat = FlatVectors([vector for _, _, vector in vectors])
    params = {**_keys([item for item, _, _ in vectors]), "vectors": flat, "length": flat.length}
    cjk = [mostly_cjk(text) for _, text, _ in vectors]
    statement, pin = await _form(session, _STORE, [item.tenant_id for item, _, _ in vectors])
    await session.execute(statement, {**params, **pin, "cjk": cjk, "dimensions": dimensions})


def _keys(items: list[Claimed]) -> dict[str, list[object]]:
    return {"tenants": [i.tenant_id for i in items], "ids": [i.id for i in items]}


async def _form(
    session: AsyncSession, forms: tuple[TextClause, TextClause], tenants: Sequence[object]
) -> tuple[TextClause, dict[str, object]]:
    """The statement for this batch: on Citus, where every claimed batch is one tenant's, the form
    pinned to that tenant (with its parameter); elsewhere the form for any tenants."""
    if not await on_citus(session):
        return forms[0], {}
    (tenant_id,) = set(tenants)  # claim_one_tenant's batch
    return forms[1], {"tenant_id": tenant_id}


async def retry_later(
    session: AsyncSession, items: list[Claimed], error: str, max_attempts: int, max_backoff: float
) -> None:
    if items:
        params = {**_keys(items), "error": error[:1000], "max_attempts": max_attempts}
        statement, pin = await _form(session, _RETRY, [item.tenant_id for item in items])
        await session.execute(statement, {**params, **pin, "max_backoff": max_backoff})


async def drop(session: AsyncSession, items: list[Claimed]) -> None:
    if items:
        keys = _keys(items)
        statement, pin = await _form(session, _DROP, keys["tenants"])
        await session.execute(statement, {**keys, **pin})


async def backlog(session: AsyncSession, tenant_id: str, model: str) -> tuple[int, int]:
    row = (await session.execute(_BACKLOG, {"tenant_id": tenant_id, "model": model})).one()
    return int(row.pending), int(row.failed)


async def has_pending(session: AsyncSession, model: str) -> bool:
    return bool(await session.scalar(_HAS_PENDING, {"model": model}))


def add_queue_rows(inserts: Inserts, rows: list[dict[str, Any]]) -> None:
    """Index-queue rows, written with ``inserts``; a target already queued for the model is left as
    it is."""
    conflict = ["tenant_id", "target_kind", "target_id", "model"]
    inserts.rows(table_of(Embedding), rows, skip_conflicts_on=conflict)


async def delete_rows(
    session: AsyncSession, tenant_id: str, kind: EmbeddingTarget, target_ids: list[uuid.UUID]
) -> int:
    """Delete the rows (every model) of some targets."""
    result = await session.execute(
        delete(Embedding).where(
            Embedding.tenant_id == tenant_id,
            Embedding.target_kind == kind,
            Embedding.target_id.in_(target_ids),
        )
    )
    return int(getattr(result, "rowcount", 0) or 0)


async def backfill(session: AsyncSession, model: str, limit: int) -> int:
    """Queue facts and evidence that have no row for this model (at most ``limit`` of each kind)."""
    added = 0
    for kind, statement in _BACKFILL.items():
        result = await session.execute(statement, {"kind": kind.value, "model": model, "limit": limit})
        added += int(getattr(result, "rowcount", 0) or 0)
    return added


async def reset(session: AsyncSession, model: str, *, include_done: bool) -> int:
    statuses = ["FAILED", "DONE"] if include_done else ["FAILED"]
    result = await session.execute(_RESET, {"model": model, "statuses": statuses})
    return int(getattr(result, "rowcount", 0) or 0)


async def prune_other_models(session: AsyncSession, model: str) -> int:
    result = await session.execute(_PRUNE, {"model": model})
    return int(getattr(result, "rowcount", 0) or 0)


_STORED_VECTORS = text(
    "SELECT target_id, embedding FROM memory_embedding "
    "WHERE tenant_id = :tenant_id AND target_kind = :kind AND model = :model AND status = 'DONE' "
    "AND target_id = ANY(CAST(:ids AS uuid[]))"
).columns(sa.column("target_id", UUID(as_uuid=True)), sa.column("embedding", Vector()))


async def stored_vectors(
    session: AsyncSession, tenant_id: str, kind: EmbeddingTarget, model: str, ids: list[uuid.UUID]
) -> dict[uuid.UUID, Any]:
    """The indexed vectors (numpy arrays) of some targets; those not embedded yet are absent."""
    if not ids:
        return {}
    params = {"tenant_id": tenant_id, "kind": kind.value, "model": model, "ids": ids}
    rows = (await session.execute(_STORED_VECTORS, params)).all()
    return {row[0]: row[1] for row in rows}

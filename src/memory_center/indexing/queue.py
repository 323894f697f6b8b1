"""Enqueueing: the write path adds a PENDING row per new fact or evidence, in its own transaction.

Writes never wait for the model: the row is a promise the worker keeps later. Until it does, keyword
and structured retrieval already see the fact or evidence (they read the source rows directly).
"""

import uuid
from collections.abc import Iterable

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.config import Settings
from memory_center.db.base import utcnow
from memory_center.embedding.factory import choose
from memory_center.enums import EmbeddingTarget, IndexStatus
from memory_center.indexing.repository import add_queue_rows, delete_rows
from memory_center.kit.bulk import Inserts
from memory_center.kit.rows import random_id


def indexed_model(settings: Settings) -> str | None:
    """The model whose vectors the service writes and queries (None: semantic index switched off).

    Derived from the settings alone, so enqueueing never loads a model. Vectors of other models are
    never queried: changing the model means ``memory-center reindex``.
    """
    return choose(settings).model


def indexed_dimensions(settings: Settings) -> int | None:
    return choose(settings).dimensions


async def enqueue(
    session: AsyncSession,
    settings: Settings,
    tenant_id: str,
    kind: EmbeddingTarget,
    target_ids: uuid.UUID | Iterable[uuid.UUID],
) -> None:
    """Queue facts or evidence for embedding, in the caller's transaction (idempotent)."""
    inserts = Inserts()
    enqueue_with(inserts, settings, tenant_id, kind, target_ids)
    await inserts.write(session)


def enqueue_with(
    inserts: Inserts,
    settings: Settings,
    tenant_id: str,
    kind: EmbeddingTarget,
    target_ids: uuid.UUID | Iterable[uuid.UUID],
) -> None:
    """``enqueue``, as rows written with the caller's other inserts (one statement)."""
    model = indexed_model(settings)
    ids = [target_ids] if isinstance(target_ids, uuid.UUID) else list(target_ids)
    if model is None or not ids:
        return
    now = utcnow()
    rows = [
        {
            "tenant_id": tenant_id,
            "id": random_id(),
            "target_kind": kind,
            "target_id": target_id,
            "model": model,
            "status": IndexStatus.PENDING,
            "attempts": 0,
            "next_attempt_at": now,
            "created_at": now,
            "updated_at": now,
        }
        for target_id in ids
    ]
    add_queue_rows(inserts, rows)


async def forget(
    session: AsyncSession, tenant_id: str, kind: EmbeddingTarget, target_ids: Iterable[uuid.UUID]
) -> int:
    """Remove the vectors (every model) of deleted facts or evidence, in the caller's transaction."""
    ids = list(target_ids)
    return await delete_rows(session, tenant_id, kind, ids) if ids else 0

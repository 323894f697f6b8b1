"""The user's held keyed memories, as the turn step reads them (``writepath.flips``), and a memory's
siblings said in the same words (``writepath.follow``): SQL kept in a repository
(docs/architecture.md)."""

import uuid

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.enums import FactStatus, MemoryType, OwnerType, Scope
from memory_center.models import Fact


async def held_keyed_memories(
    session: AsyncSession, tenant_id: str, user_id: str, limit: int
) -> list[tuple[str, str, str, MemoryType]]:
    """(subject, predicate, value, type) of the user's ACTIVE USER-scope memories that have a key and
    are valid now, the most recently changed first (one indexed statement)."""
    now = utcnow()
    query = (
        sa.select(Fact.subject, Fact.predicate, Fact.object_value, Fact.memory_type)
        .where(
            Fact.tenant_id == tenant_id,
            Fact.owner_type == OwnerType.USER,
            Fact.owner_id == user_id,
            Fact.scope == Scope.USER,
            Fact.status == FactStatus.ACTIVE,
            Fact.subject.is_not(None),
            Fact.predicate.is_not(None),
            sa.or_(Fact.valid_until.is_(None), Fact.valid_until > now),
        )
        .order_by(Fact.updated_at.desc(), Fact.id)
        .limit(limit)
    )
    return [
        (subject or "", predicate or "", value or "", MemoryType(memory_type))
        for subject, predicate, value, memory_type in (await session.execute(query)).all()
    ]


async def same_words(session: AsyncSession, old: Fact, new_id: uuid.UUID) -> list[Fact]:
    """The owner's other ACTIVE memories of ``old``'s scope stored from the same words (its content),
    but for its successor ``new_id`` and its own chain."""
    query = sa.select(Fact).where(
        Fact.tenant_id == old.tenant_id,
        Fact.owner_type == old.owner_type,
        Fact.owner_id == old.owner_id,
        Fact.scope == old.scope,
        Fact.status == FactStatus.ACTIVE,
        Fact.content == old.content,
        Fact.id != new_id,
        Fact.chain_id != old.chain_id,
    )
    return list((await session.execute(query)).scalars().all())

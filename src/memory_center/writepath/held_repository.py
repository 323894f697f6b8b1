"""The user's held keyed memories, as the turn step reads them (``writepath.flips``): SQL kept in a
repository (docs/architecture.md)."""

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

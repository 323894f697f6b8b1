"""The ACTIVE keyed USER facts of an owner with what they say, for the topic comparison of the write
path (``governance.same_topic``; docs/governance.md, "One topic under two keys")."""

import uuid
from dataclasses import replace

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import FactStatus, Scope
from memory_center.facts.keys import FactKey
from memory_center.models import Fact

FREE_TEXT_PREFIX = "said:"


async def held_in_space(
    session: AsyncSession, key: FactKey, limit: int
) -> list[tuple[uuid.UUID, FactKey, str, str]]:
    """Id, key, value and statement of the ``limit`` most recently changed ACTIVE keyed facts of the
    USER space of ``key`` (its tenant, owner and user), free-text memories aside. Not row-locked: a
    fact the write path acts on is key-locked and read again (``facts.service.lock_and_find_active``)."""
    if key.scope is not Scope.USER:
        return []
    query = (
        select(Fact.id, Fact.subject, Fact.predicate, Fact.object_value, Fact.content)
        .where(
            Fact.tenant_id == key.tenant_id,
            Fact.owner_type == key.owner_type,
            Fact.owner_id == key.owner_id,
            Fact.scope == Scope.USER,
            func.coalesce(Fact.user_id, "") == (key.ids.user_id or ""),
            Fact.status == FactStatus.ACTIVE,
            Fact.subject.is_not(None),
            Fact.predicate.is_not(None),
            Fact.predicate.not_like(f"{FREE_TEXT_PREFIX}%"),
        )
        .order_by(Fact.updated_at.desc())
        .limit(limit)
    )
    rows = (await session.execute(query)).all()
    return [
        (fact_id, replace(key, subject=subject, predicate=predicate), value or "", content or "")
        for fact_id, subject, predicate, value, content in rows
    ]

"""The ACTIVE keyed USER facts of owners with what they say, for the topic comparison of the write
path (``governance.same_topic``; docs/governance.md, "One topic under two keys")."""

import uuid
from dataclasses import replace

from sqlalchemy import and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import FactStatus, Scope
from memory_center.facts.keys import FactKey
from memory_center.models import Fact

FREE_TEXT_PREFIX = "said:"

HeldRow = tuple[uuid.UUID, FactKey, str, str]


async def held_in_spaces(
    session: AsyncSession, keys: list[FactKey], limit: int
) -> dict[tuple[str, ...], list[HeldRow]]:
    """By USER space (``FactKey.space``) of the keys: id, key, value and statement of its ``limit``
    most recently changed ACTIVE keyed facts, free-text memories aside, in one statement. Not
    row-locked: a fact the write path acts on is key-locked and read again
    (``facts.service.lock_and_find_active``)."""
    spaces = {key.space(): key for key in keys if key.scope is Scope.USER}
    if not spaces:
        return {}
    owners = [
        and_(
            Fact.tenant_id == key.tenant_id,
            Fact.owner_type == key.owner_type,
            Fact.owner_id == key.owner_id,
            func.coalesce(Fact.user_id, "") == (key.ids.user_id or ""),
        )
        for key in spaces.values()
    ]
    rank = (
        func.row_number()
        .over(
            partition_by=(Fact.tenant_id, Fact.owner_type, Fact.owner_id, Fact.user_id),
            order_by=Fact.updated_at.desc(),
        )
        .label("rank")
    )
    ranked = (
        select(Fact.id, Fact.subject, Fact.predicate, Fact.object_value, Fact.content, rank)
        .add_columns(Fact.tenant_id, Fact.owner_type, Fact.owner_id, Fact.user_id)
        .where(
            or_(*owners),
            Fact.scope == Scope.USER,
            Fact.status == FactStatus.ACTIVE,
            Fact.subject.is_not(None),
            Fact.predicate.is_not(None),
            Fact.predicate.not_like(f"{FREE_TEXT_PREFIX}%"),
        )
        .subquery()
    )
    rows = (await session.execute(select(ranked).where(ranked.c.rank <= limit))).all()
    found: dict[tuple[str, ...], list[HeldRow]] = {space: [] for space in spaces}
    by_owner = {(k.tenant_id, k.owner_type, k.owner_id, k.ids.user_id or ""): k for k in spaces.values()}
    for row in rows:
        owner = by_owner.get((row.tenant_id, row.owner_type, row.owner_id, row.user_id or ""))
        if owner is not None:
            key = replace(owner, subject=row.subject, predicate=row.predicate)
            found[owner.space()].append((row.id, key, row.object_value or "", row.content or ""))
    return found

"""The ACTIVE keyed USER facts of owners with what they say, for the topic comparison of the write
path (``governance.same_topic``; docs/governance.md, "One topic under two keys")."""

import uuid
from dataclasses import replace

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db import driver
from memory_center.enums import Scope
from memory_center.facts.keys import FactKey
from memory_center.facts.repository import one_tenant

HeldRow = tuple[uuid.UUID, FactKey, str, str]

_HELD_IN_SPACES = sa.text(
    """
    SELECT k.ord, f.id, f.subject, f.predicate, f.object_value, f.content FROM unnest(
        CAST(:tenants AS text[]), CAST(:owner_types AS varchar[]), CAST(:owner_ids AS text[]),
        CAST(:users AS text[])
    ) WITH ORDINALITY AS k(tenant_id, owner_type, owner_id, user_id, ord)
    CROSS JOIN LATERAL (
        SELECT m.id, m.subject, m.predicate, m.object_value, m.content FROM memory_fact AS m
        WHERE m.tenant_id = :tenant AND m.tenant_id = k.tenant_id
          AND m.owner_type = k.owner_type AND m.owner_id = k.owner_id
          AND m.scope = 'USER' AND coalesce(m.user_id, '') = k.user_id AND m.status = 'ACTIVE'
          AND m.subject IS NOT NULL AND m.predicate IS NOT NULL AND m.predicate NOT LIKE 'said:%'
        ORDER BY m.updated_at DESC
        LIMIT :per_space
    ) AS f
    """
)


async def held_in_spaces(
    session: AsyncSession, keys: list[FactKey], limit: int
) -> dict[tuple[str, ...], list[HeldRow]]:
    """By USER space (``FactKey.space``) of the keys: id, key, value and statement of its ``limit``
    most recently changed ACTIVE keyed facts, free-text (``said:``) memories aside, in one fixed
    statement. Not row-locked: a fact the write path acts on is key-locked and read again
    (``facts.service.lock_and_find_active``)."""
    spaces = list({key.space(): key for key in keys if key.scope is Scope.USER}.values())
    if not spaces:
        return {}
    params: dict[str, object] = {
        "tenants": driver.array_literal(key.tenant_id for key in spaces),
        "owner_types": driver.array_literal(key.owner_type.value for key in spaces),
        "owner_ids": driver.array_literal(key.owner_id for key in spaces),
        "users": driver.array_literal(key.ids.user_id or "" for key in spaces),
        "tenant": one_tenant([key.tenant_id for key in spaces]),
        "per_space": limit,
    }
    found: dict[tuple[str, ...], list[HeldRow]] = {key.space(): [] for key in spaces}
    for ordinal, fact_id, subject, predicate, value, content in await driver.fetch(
        session, _HELD_IN_SPACES, params
    ):
        owner = spaces[ordinal - 1]
        key = replace(owner, subject=subject, predicate=predicate)
        found[owner.space()].append((fact_id, key, value or "", content or ""))
    return found

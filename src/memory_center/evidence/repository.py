import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db import driver
from memory_center.kit.tenant_rows import row_in_tenant
from memory_center.models import Evidence


async def get(session: AsyncSession, tenant_id: str, evidence_id: uuid.UUID) -> Evidence | None:
    return await row_in_tenant(session, Evidence, tenant_id, evidence_id)


async def list_for_event(session: AsyncSession, tenant_id: str, event_id: uuid.UUID) -> list[Evidence]:
    rows = await session.scalars(
        select(Evidence)
        .where(Evidence.tenant_id == tenant_id, Evidence.event_id == event_id)
        .order_by(Evidence.created_at, Evidence.id)
    )
    return list(rows)


async def list_for_events(
    session: AsyncSession, tenant_id: str, event_ids: list[uuid.UUID]
) -> dict[uuid.UUID, list[Evidence]]:
    """``list_for_event`` of many events in one query."""
    found: dict[uuid.UUID, list[Evidence]] = {event_id: [] for event_id in event_ids}
    if not event_ids:
        return found
    rows = await session.scalars(
        select(Evidence)
        .where(Evidence.tenant_id == tenant_id, Evidence.event_id.in_(event_ids))
        .order_by(Evidence.created_at, Evidence.id)
    )
    for evidence in rows:
        if evidence.event_id is not None:
            found[evidence.event_id].append(evidence)
    return found


_PREVIOUS = text(
    """
    SELECT k.n, p.content, p.occurred_at
    FROM unnest(CAST(:users AS text[]), CAST(:sessions AS text[]), CAST(:times AS timestamptz[]))
         WITH ORDINALITY AS k(user_id, session_id, occurred_at, n)
    CROSS JOIN LATERAL (
        SELECT e.content, e.occurred_at FROM memory_evidence AS e
        WHERE e.tenant_id = :tenant_id AND e.user_id = k.user_id AND e.session_id = k.session_id
          AND e.evidence_type = 'CONVERSATION' AND e.occurred_at < k.occurred_at
        ORDER BY e.occurred_at DESC
        LIMIT 1
    ) AS p
    """
)


async def previous_turns(
    session: AsyncSession, tenant_id: str, turns: Sequence[tuple[str | None, str | None, datetime]]
) -> dict[int, tuple[datetime, str]]:
    """For each (user, session, time) of new conversation turns, the stored turn just before it in
    that session: its position in ``turns`` → (when it happened, its text). Turns with none are absent."""
    if not turns:
        return {}
    users, sessions, times = (driver.array_literal(column) for column in zip(*turns, strict=True))
    params = {"tenant_id": tenant_id, "users": users, "sessions": sessions, "times": times}
    rows = await driver.fetch(session, _PREVIOUS, params)
    return {n - 1: (occurred_at, content) for n, content, occurred_at in rows}

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import Evidence


async def get(session: AsyncSession, tenant_id: str, evidence_id: uuid.UUID) -> Evidence | None:
    return await session.scalar(
        select(Evidence).where(Evidence.tenant_id == tenant_id, Evidence.id == evidence_id)
    )


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

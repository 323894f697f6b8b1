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

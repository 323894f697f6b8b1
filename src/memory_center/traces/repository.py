import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import RetrievalTrace


def add(session: AsyncSession, trace: RetrievalTrace) -> None:
    """Inserted with the request's transaction: no extra round trip before the commit."""
    session.add(trace)


async def get(session: AsyncSession, tenant_id: str, trace_id: uuid.UUID) -> RetrievalTrace | None:
    return await session.scalar(
        select(RetrievalTrace).where(RetrievalTrace.tenant_id == tenant_id, RetrievalTrace.id == trace_id)
    )

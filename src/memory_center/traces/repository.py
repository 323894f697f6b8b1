import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.kit.tenant_rows import row_in_tenant
from memory_center.models import RetrievalTrace


def add(session: AsyncSession, trace: RetrievalTrace) -> None:
    """Inserted with the request's transaction: no extra round trip before the commit."""
    session.add(trace)


async def get(session: AsyncSession, tenant_id: str, trace_id: uuid.UUID) -> RetrievalTrace | None:
    return await row_in_tenant(session, RetrievalTrace, tenant_id, trace_id)

"""All SQL of the audit log's reads (writes are ``audit.service.record``)."""

from collections.abc import Collection

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import AuditEntry


async def for_targets(
    session: AsyncSession, tenant_id: str, target_kind: str, target_ids: Collection[str], *, limit: int
) -> list[AuditEntry]:
    """The audit rows about some targets of one kind, oldest first, at most ``limit``."""
    if not target_ids:
        return []
    query = (
        select(AuditEntry)
        .where(
            AuditEntry.tenant_id == tenant_id,
            AuditEntry.target_kind == target_kind,
            AuditEntry.target_id.in_(list(target_ids)),
        )
        .order_by(AuditEntry.created_at, AuditEntry.id)
        .limit(limit)
    )
    return list(await session.scalars(query))

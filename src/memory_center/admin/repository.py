"""All SQL of API keys. A live key is one not revoked."""

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import ApiKey


async def live_for_update(session: AsyncSession, key_id: uuid.UUID, tenant_id: str | None) -> ApiKey | None:
    """The live key by id, row-locked; of one tenant, or of any when ``tenant_id`` is None."""
    query = select(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None))
    if tenant_id is not None:
        query = query.where(ApiKey.tenant_id == tenant_id)
    return await session.scalar(query.with_for_update())


async def live_by_hash(session: AsyncSession, key_hash: str) -> ApiKey | None:
    return await session.scalar(
        select(ApiKey).where(ApiKey.key_hash == key_hash, ApiKey.revoked_at.is_(None))
    )


async def live_by_id(session: AsyncSession, key_id: uuid.UUID) -> ApiKey | None:
    return await session.scalar(select(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None)))

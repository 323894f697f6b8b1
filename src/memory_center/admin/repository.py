"""API keys in the database. A key is looked up by its hash before its tenant is known, so these
statements run under the transaction's key-lookup setting (``db.tenancy.allow_key_lookup``)."""

import uuid

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import ApiKey

_BUMP_GENERATION = text("UPDATE api_key_generation SET generation = generation + 1")


async def bump_key_generation(session: AsyncSession) -> None:
    """Move the API-key generation on (what migration 0011's trigger does where it can run)."""
    await session.execute(_BUMP_GENERATION)


def add(session: AsyncSession, row: ApiKey) -> None:
    session.add(row)


async def live_by_hash(session: AsyncSession, key_hash: str) -> ApiKey | None:
    """The key (not revoked) with this hash."""
    return await session.scalar(
        select(ApiKey).where(ApiKey.key_hash == key_hash, ApiKey.revoked_at.is_(None))
    )


async def live_by_id(session: AsyncSession, key_id: uuid.UUID) -> ApiKey | None:
    return await session.scalar(select(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None)))


async def lock_live(session: AsyncSession, key_id: uuid.UUID, tenant_id: str | None) -> ApiKey | None:
    """The key (not revoked), locked for its revocation; of ``tenant_id`` only, unless None (platform)."""
    query = select(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None))
    if tenant_id is not None:
        query = query.where(ApiKey.tenant_id == tenant_id)
    return await session.scalar(query.with_for_update())


async def names_by_ids(
    session: AsyncSession, tenant_id: str, key_ids: list[uuid.UUID]
) -> dict[uuid.UUID, str]:
    """The names of these keys of the tenant (revoked ones too: they acted before)."""
    if not key_ids:
        return {}
    query = select(ApiKey.id, ApiKey.name).where(ApiKey.tenant_id == tenant_id, ApiKey.id.in_(key_ids))
    rows = await session.execute(query)
    return {key_id: name for key_id, name in rows.all()}

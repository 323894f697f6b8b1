"""Erasure of a user against concurrent writes of that user (docs/security.md).

Every write that stores something about a user takes that user's transaction-scoped advisory lock in
SHARED mode, before anything else it locks; erasure takes it EXCLUSIVE. So writes of one user never wait
for each other, an erasure waits until the writes in flight have committed (and then erases what they
wrote), and a write that starts during an erasure waits until the erasure has committed: no write
commits while an erasure runs, so none can survive it. Several users are locked in id order.

A new write path that stores rows naming a user must call ``lock_users_for_write`` first.
"""

import hashlib
from collections.abc import Iterable

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db import driver

_LOCK_SHARED = sa.text(
    "SELECT count(pg_advisory_xact_lock_shared(x)) FROM unnest(CAST(:ids AS bigint[])) AS x"
)
_LOCK_EXCLUSIVE = sa.text("SELECT pg_advisory_xact_lock(:id)")


def user_lock_id(tenant_id: str, user_id: str) -> int:
    """A signed 64-bit advisory lock id of (tenant, user), apart from the fact key locks."""
    digest = hashlib.blake2b(f"{tenant_id}\x1fuser-erasure\x1f{user_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


async def lock_users_for_write(session: AsyncSession, tenant_id: str, user_ids: Iterable[str | None]) -> None:
    """Shared locks of these users until the transaction ends (waits while one is being erased)."""
    ids = sorted({user_lock_id(tenant_id, user_id) for user_id in user_ids if user_id})
    if ids:
        await driver.execute(session, _LOCK_SHARED, {"ids": driver.array_literal(ids)})


async def lock_user_for_erasure(session: AsyncSession, tenant_id: str, user_id: str) -> None:
    """The exclusive lock: waits for every write of the user in flight, blocks new ones until commit."""
    await session.execute(_LOCK_EXCLUSIVE, {"id": user_lock_id(tenant_id, user_id)})

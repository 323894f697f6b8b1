"""API keys: stored as hashes, bound to one tenant and one role, revocable at once (a revocation
bumps the key generation that every process's key cache checks: ``api.key_cache``)."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.admin import repository
from memory_center.audit import service as audit
from memory_center.auth.principal import Principal, generate_key, hash_key
from memory_center.db.base import utcnow
from memory_center.db.citus import on_citus
from memory_center.db.tenancy import allow_key_lookup, bind_tenant, enter_maintenance
from memory_center.enums import Role
from memory_center.errors import Forbidden, NotFound
from memory_center.models import ApiKey


@dataclass(frozen=True)
class NewKey:
    row: ApiKey
    key: str


async def create_key(
    session: AsyncSession, *, tenant_id: str, role: Role, name: str, created_by: str | None
) -> NewKey:
    key = generate_key()
    row = ApiKey(
        id=uuid.uuid4(),
        tenant_id=tenant_id,
        name=name,
        role=role,
        key_hash=hash_key(key),
        key_prefix=key[:8],
        created_by=created_by,
    )
    repository.add(session, row)
    audit.record(
        session,
        tenant_id=tenant_id,
        action="create_key",
        target_kind="api_key",
        target_id=row.id,
        actor=created_by,
        details={"role": role.value, "name": name},
    )
    await session.flush()
    return NewKey(row=row, key=key)


async def create_key_for(
    session: AsyncSession, principal: Principal, *, tenant_id: str, role: Role, name: str
) -> NewKey:
    if not principal.is_platform and principal.tenant_id != tenant_id:
        raise Forbidden("a tenant admin may only create keys for its own tenant")
    return await create_key(session, tenant_id=tenant_id, role=role, name=name, created_by=principal.key_id)


async def revoke_key(session: AsyncSession, principal: Principal, key_id: uuid.UUID) -> None:
    tenant_id = None if principal.is_platform else principal.tenant
    row = await repository.lock_live(session, key_id, tenant_id)
    if row is None:
        raise NotFound("api key", key_id)
    row.revoked_at = utcnow()
    audit.record(
        session,
        tenant_id=row.tenant_id,
        action="revoke_key",
        target_kind="api_key",
        target_id=row.id,
        actor=principal.key_id,
    )
    await session.flush()
    if await on_citus(session):  # no trigger there (migration 0015): the revocation moves the counter
        await repository.bump_key_generation(session)


async def find_key(session: AsyncSession, key: str) -> ApiKey | None:
    """The live (not revoked) key row a presented key hashes to, of any tenant."""
    key_hash = hash_key(key)
    await allow_key_lookup(session, key_hash)  # row-level security: this one row, before the tenant is known
    row = await repository.live_by_hash(session, key_hash)
    await bind_tenant(session, row.tenant_id if row is not None else "")
    return row


async def live_key(session: AsyncSession, key_id: str) -> ApiKey | None:
    """The key row by id, if it still works (the console checks this on every request)."""
    try:
        ident = uuid.UUID(key_id)
    except ValueError:
        return None
    await enter_maintenance(session)  # the signed cookie names a key of any tenant: one explicit lookup
    row = await repository.live_by_id(session, ident)
    await bind_tenant(session, row.tenant_id if row is not None else "")  # then only that tenant
    return row

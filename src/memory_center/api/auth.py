"""Authentication and roles. The key decides the tenant and the role; a request never chooses its tenant."""

import hmac
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.admin import repository as keys
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.auth.key_cache import CachedKey, KeyCache
from memory_center.auth.principal import PLATFORM_KEY_ID, ROLE_ORDER, Principal, hash_key
from memory_center.db.tenancy import allow_key_lookup, bind_tenant, enter_maintenance, key_generation
from memory_center.enums import Role
from memory_center.errors import Forbidden, Unauthorized

bearer = HTTPBearer(
    auto_error=False,
    description="An API key: `Authorization: Bearer mc_...`. The key decides tenant and role.",
)


async def authenticate(
    request: Request,
    runtime: RuntimeDep,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> Principal:
    if credentials is None or not credentials.credentials:
        raise Unauthorized("missing API key: send 'Authorization: Bearer <key>'")
    key = credentials.credentials
    limit, address = runtime.sign_in_limit, request.client.host if request.client else "unknown"
    limit.check(address)
    platform_key = runtime.settings.admin_api_key
    if platform_key and hmac.compare_digest(key.encode(), platform_key.encode()):
        principal = Principal(PLATFORM_KEY_ID, None, Role.ADMIN, is_platform=True)
        await enter_maintenance(session)  # the platform key manages the keys of every tenant
    else:
        try:
            principal = await tenant_key(session, runtime.api_keys, hash_key(key))
        except Unauthorized:
            limit.failed(address)
            raise
    request.state.principal = principal
    return principal


async def tenant_key(session: AsyncSession, cache: KeyCache, key_hash: str) -> Principal:
    """The principal of a tenant key, with the transaction bound to its tenant (row-level security).

    A key this process checked before is trusted without a lookup while no key changed anywhere since:
    its tenant is bound by the statement that begins the transaction, which also reads the key
    generation (``api.key_cache``). Otherwise the key row is read, in the same transaction."""
    cached = cache.get(key_hash)
    if cached is not None:
        await bind_tenant(session, cached.tenant_id)
        if await key_generation(session) == cached.generation:
            return Principal(cached.key_id, cached.tenant_id, cached.role)
    await allow_key_lookup(session, key_hash)
    generation = await key_generation(session)  # read before the row: a later revocation is seen
    row = await keys.live_by_hash(session, key_hash)
    if row is None:
        cache.forget(key_hash)
        raise Unauthorized("invalid or revoked API key")
    await bind_tenant(session, row.tenant_id)
    cache.put(key_hash, CachedKey(str(row.id), row.tenant_id, row.role, generation))
    return Principal(str(row.id), row.tenant_id, row.role)


def require(role: Role, *, allow_platform: bool = False) -> Any:
    async def check(principal: Annotated[Principal, Depends(authenticate)]) -> Principal:
        if principal.is_platform:
            if not allow_platform:
                raise Forbidden("the platform key only manages API keys; use a tenant key")
            return principal
        if ROLE_ORDER[principal.role] < ROLE_ORDER[role]:
            raise Forbidden(f"this needs the {role.value} role; the key has {principal.role.value}")
        return principal

    return Depends(check)


AgentDep = Annotated[Principal, require(Role.AGENT)]
ReviewerDep = Annotated[Principal, require(Role.REVIEWER)]
AdminDep = Annotated[Principal, require(Role.ADMIN)]
KeyAdminDep = Annotated[Principal, require(Role.ADMIN, allow_platform=True)]

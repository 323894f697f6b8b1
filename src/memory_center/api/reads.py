"""The read-session dependency of endpoints that only read (and retrieve/context, which also write a
trace): with ``MC_DATABASE_READ_URL``, a session on the read replica when it has replayed the tenant's
last write, else the request's primary session (``db.replica`` states the rule)."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.auth import authenticate
from memory_center.api.deps import UNFENCED, RuntimeDep, SessionDep, after_transaction
from memory_center.auth.principal import Principal


async def get_read_session(
    runtime: RuntimeDep, principal: Annotated[Principal, Depends(authenticate)], primary: SessionDep
) -> AsyncIterator[AsyncSession]:
    """The API key is always checked on the primary (a revoked key is refused at once); the read
    session binds the key's tenant exactly as the primary session does (row-level security)."""
    replica = runtime.read_replica
    session = None
    if replica is not None and principal.tenant_id is not None:
        session = await replica.open(principal.tenant_id, primary)
    # What a read endpoint writes (retrieve's and context's traces) is read back on the primary only
    # (``GET /v1/traces``), so it raises no fence: the tenant's next read may still use the replica.
    if session is None:
        primary.info[UNFENCED] = True
        yield primary
        return
    session.info[UNFENCED] = True
    async with session:
        try:
            yield session
            await session.commit()
        except BaseException:
            await session.rollback()
            raise
        await after_transaction(runtime, session)


ReadSessionDep = Annotated[AsyncSession, Depends(get_read_session, scope="function")]

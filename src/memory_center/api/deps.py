"""Request dependencies: the runtime and one database session per request, committed in one place."""

import logging
from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.after_commit import run_after_commit
from memory_center.db.routing import forget_writes, wrote
from memory_center.db.tenancy import TENANT
from memory_center.runtime import Runtime

logger = logging.getLogger(__name__)


async def get_runtime(request: Request) -> Runtime:
    """Async on purpose: FastAPI runs a plain ``def`` dependency on a worker thread, a thread hop per
    request for an attribute read."""
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


async def get_session(runtime: RuntimeDep) -> AsyncIterator[AsyncSession]:
    """The request's one transaction: committed after the endpoint returns (before the response is
    sent, so a failed commit is never reported as success), rolled back on any error."""
    async with runtime.session_factory() as session:
        try:
            yield session
            await session.commit()
        except BaseException:
            await session.rollback()
            raise
        await after_transaction(runtime, session)


UNFENCED = "unfenced"
"""``Session.info`` key: what this request writes raises no fence (a read endpoint's trace)."""


async def after_transaction(runtime: Runtime, session: AsyncSession) -> None:
    """After a request's commit: raise the tenant's write fence if it wrote and a read replica is
    configured (``db.replica``: before the response, so a read that follows it sees the write), then
    the after-commit actions."""
    tenant_id = session.info.get(TENANT)
    fence = not session.info.pop(UNFENCED, False)
    if wrote(session.sync_session):
        forget_writes(session.sync_session)
        if fence and runtime.read_replica is not None and tenant_id:
            await runtime.read_replica.record_writes([tenant_id], runtime.engine)
    await run_after_commit(session)


SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]

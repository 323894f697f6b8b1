"""Request dependencies: the runtime and one database session per request, committed in one place."""

import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.runtime import Runtime

logger = logging.getLogger(__name__)

AfterCommit = Callable[[], Awaitable[None]]


def after_commit(session: AsyncSession, action: AfterCommit) -> None:
    """Run action once the request's transaction has committed (cache invalidation, index wake-up)."""
    session.info.setdefault("after_commit", []).append(action)


async def run_after_commit(session: AsyncSession) -> None:
    actions: list[AfterCommit] = session.info.pop("after_commit", [])
    for action in actions:
        try:
            await action()
        except Exception:
            logger.exception("after-commit action failed")


def get_runtime(request: Request) -> Runtime:
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
        await run_after_commit(session)


SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]

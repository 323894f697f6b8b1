"""Work to run once the request's transaction has committed (cache invalidation, index wake-up):
queued on the session during the request, run after the commit, dropped with a rollback."""

import logging
from collections.abc import Awaitable, Callable

from sqlalchemy.ext.asyncio import AsyncSession

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

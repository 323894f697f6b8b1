"""Writes held back until the next statement that might read them.

A batch of messages governs what a user said only when a later step could see the difference
(``writepath.service.process_many``): the writes wait, and the first statement sent for the step — by
the driver (``db.driver.fetch``) or through ``gated``, the session the step is given — writes them
first. A step that sends no statement (most messages: its pure gates do not pass) leaves them waiting,
and they are written together with later ones.
"""

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any, cast

from sqlalchemy.ext.asyncio import AsyncSession

_KEY = "memory_center.held_back"
"""The session's ``info`` key of the writes waiting for the next statement."""


@contextmanager
def held_back(session: AsyncSession, write: Callable[[], Awaitable[None]]) -> Iterator[None]:
    """Inside, the first statement sent on ``session`` (the driver's, or the ORM's through ``gated``)
    awaits ``write`` first, once; leaving drops it if no statement came."""
    session.info[_KEY] = write
    try:
        yield
    finally:
        session.info.pop(_KEY, None)


async def before_statement(session: AsyncSession) -> None:
    """Write what is held back on the session, if anything (its own statements pass straight through)."""
    info = session.sync_session.info
    if _KEY in info:
        await info.pop(_KEY)()


class _Gated:
    """``session`` whose ORM statements write what is held back first; all else is the session's."""

    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)

    async def _ask(self, name: str, *args: Any, **kwargs: Any) -> Any:
        await before_statement(self._session)
        return await getattr(self._session, name)(*args, **kwargs)

    async def execute(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("execute", *args, **kwargs)

    async def scalar(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("scalar", *args, **kwargs)

    async def scalars(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("scalars", *args, **kwargs)

    async def get(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("get", *args, **kwargs)

    async def get_one(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("get_one", *args, **kwargs)

    async def stream(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("stream", *args, **kwargs)

    async def stream_scalars(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("stream_scalars", *args, **kwargs)

    async def connection(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("connection", *args, **kwargs)

    async def refresh(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("refresh", *args, **kwargs)

    async def flush(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("flush", *args, **kwargs)

    async def run_sync(self, *args: Any, **kwargs: Any) -> Any:
        return await self._ask("run_sync", *args, **kwargs)


def gated(session: AsyncSession) -> AsyncSession:
    """``session`` for steps inside ``held_back``: any statement they send writes what waits first."""
    return cast(AsyncSession, _Gated(session))

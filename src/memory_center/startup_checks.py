"""The servers a command needs, checked at start: one line on stderr and a distinct exit status when one
cannot be reached, never a traceback (docs/containers.md, "When the database or Redis cannot be used").

The line names where the command tried to go (host, port, database) and why it failed; it never holds
the URL's password, even when a driver's message would repeat it.
"""

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn
from urllib.parse import unquote, urlsplit

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError

from memory_center.db.embedded import sqlalchemy_url

EXIT_DATABASE_UNREACHABLE = 3
EXIT_REDIS_UNREACHABLE = 4

# psycopg's "connection failed: connection to server at "h", port 1 failed: <cause>" says again
# what the line already says; the cause is what is left.
_WHERE_PREFIX = re.compile(
    r'^(connection failed: )?(connection to server at "[^"]*"(?: \([^)]*\))?, port \d+ failed: )?'
)


def _one_line(text: str, secret: str | None) -> str:
    line = " ".join(text.split())
    if secret:
        line = line.replace(secret, "***")
    return line


def database_where(url: str) -> tuple[str, str | None]:
    """("host:port/database", password) of a database URL ("an unparsable URL" if it is not one)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return "an unparsable URL", None
    # A Unix socket is named in the query (?host=/run/postgresql), as libpq takes it.
    host = parsed.host or str(parsed.query.get("host") or "localhost")
    port = parsed.port or 5432
    return f"{host}:{port}/{parsed.database or ''}", parsed.password


def database_cause(error: BaseException) -> str:
    """The driver's reason, without the location psycopg repeats and without SQLAlchemy's decoration."""
    original = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    text = str(original).split("\n(Background on this error")[0]
    text = "; ".join(part.strip() for part in text.splitlines() if part.strip())
    return _WHERE_PREFIX.sub("", text) or type(original).__name__


def fail(line: str, status: int) -> NoReturn:
    print(f"memory-center: {line}", file=sys.stderr, flush=True)
    raise SystemExit(status)


@contextmanager
def database_reachable(url: str | None, source: str) -> Iterator[None]:
    """Run the block; a connection or authentication error in it ends the command with one line.

    ``url`` is MC_DATABASE_URL (None: the embedded server, named by ``source``)."""
    where, password = database_where(url) if url else (source, None)
    if url:
        try:
            sqlalchemy_url(url)
        except ValueError as error:
            fail(
                f"MC_DATABASE_URL is not usable: {error} (postgresql://user:password@host:5432/database)",
                EXIT_DATABASE_UNREACHABLE,
            )
    try:
        yield
    except (DBAPIError, ArgumentError) as error:
        if isinstance(error, DBAPIError) and error.statement:
            raise  # a statement failed on a working connection: a real bug, keep its traceback
        named = f"{where} ({source})" if url else source
        fail(
            _one_line(f"cannot use the database at {named}: {database_cause(error)}", password),
            EXIT_DATABASE_UNREACHABLE,
        )


def redis_where(url: str) -> tuple[str, str | None]:
    parts = urlsplit(url)
    database = parts.path.lstrip("/") or "0"
    password = unquote(parts.password) if parts.password else None
    return f"{parts.hostname or 'localhost'}:{parts.port or 6379}/{database}", password


def require_redis(url: str) -> None:
    """Ping Redis once (2 s at most); unreachable or refusing the credentials ends the command."""
    from redis import Redis
    from redis.exceptions import RedisError

    try:
        client = Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
    except ValueError as error:
        fail(_one_line(f"MC_REDIS_URL is not a Redis URL: {error}", None), EXIT_REDIS_UNREACHABLE)
    try:
        client.ping()
    except RedisError as error:
        where, password = redis_where(url)
        line = f"cannot reach Redis at {where} (MC_REDIS_URL; MC_REDIS_REQUIRED=true): {error}"
        fail(_one_line(line, password), EXIT_REDIS_UNREACHABLE)
    finally:
        client.close()

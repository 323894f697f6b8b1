"""The write path's hottest statements, run on the session's own psycopg connection.

``session.execute(text(...))`` costs about 0.15 ms of Python per statement (the ORM's execute events,
cache keys, a ``Result``); the driver's own cursor about 0.06 ms (measured on one advisory-lock
statement, docs/benchmarks.md). A single event sends about ten statements, so the write path's
fixed-text statements (locks, the episode read, the multi-table inserts) go to the driver directly:
in the session's transaction, under the tenant binding its ``after_begin`` made, with the
parameters as the driver receives them from SQLAlchemy (plain values, no type processing).

What the session would have done around a statement still happens:

- a statement that writes marks the session as having written (``db.routing``: the replica fence,
  and the primary for a read session) before it picks its connection;
- an error is raised as SQLAlchemy raises it (``DBAPIError.instance``: ``OperationalError`` for a
  deadlock or a lost server, ``IntegrityError``, ``StatementError`` for a value the driver refuses),
  so the error handlers answer as before (503, 409, 422); a connection the driver reports broken is
  invalidated, so the pool does not hand it out again.
"""

import uuid
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any
from weakref import ref

from sqlalchemy import TextClause
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from memory_center.db.held_back import before_statement
from memory_center.db.routing import WROTE
from memory_center.db.tenancy import TenantSession

_KEPT = "driver_connection"
_compiled: dict[int, tuple[TextClause, str]] = {}


def _element(value: str | int | uuid.UUID | datetime | None) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        text = value
    else:
        text = value.isoformat() if isinstance(value, datetime) else str(value)
    if "\\" in text or '"' in text:
        text = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text}"'


def array_literal(values: Iterable[str | int | uuid.UUID | datetime | None]) -> str:
    """An array parameter as PostgreSQL's array literal, for ``CAST(:name AS <type>[])``: one string
    instead of a list the driver dumps element by element in Python (several times slower; a batch
    of 500 events sends arrays of thousands of values). Every element but NULL is quoted, so no text
    can end its element or the array; timestamps must be aware (ISO 8601 with their offset)."""
    return "{" + ",".join(map(_element, values)) + "}"


def _sql(statement: TextClause, connection: AsyncConnection) -> str:
    """The statement's text in the driver's parameter style, compiled once per statement object."""
    found = _compiled.get(id(statement))
    if found is None or found[0] is not statement:
        found = (statement, str(statement.compile(dialect=connection.dialect)))
        _compiled[id(statement)] = found
    return found[1]


async def _connection(session: AsyncSession) -> tuple[AsyncConnection, Any]:
    """The session's connection and its psycopg connection. Asking the session costs two greenlet
    switches and the session's bookkeeping per statement (a single event sends about eight here), so
    a plain tenant session's pair is kept while the same transaction and the same savepoint are its
    current ones and active: a new savepoint (``begin_nested``, which the session opens on the
    connection when it is next asked for it) or a new transaction asks again, and so does a read
    session every time (it may move to the primary within a transaction). The transactions are kept
    by weak reference: the session's ``info`` holding them would make a reference cycle (a transaction
    refers to its session), and a session would wait for the cyclic collector to be freed."""
    sync = session.sync_session
    root, nested = sync.get_transaction(), sync.get_nested_transaction()
    kept = session.info.get(_KEPT)
    if (
        kept is not None
        and root is not None
        and kept[0]() is root
        and (kept[1]() if kept[1] is not None else None) is nested
        and root.is_active
        and (nested is None or nested.is_active)
    ):
        return kept[2], kept[3]
    connection = await session.connection()
    raw = await connection.get_raw_connection()
    driver: Any = raw.driver_connection
    if type(sync) is TenantSession:
        root, nested = sync.get_transaction(), sync.get_nested_transaction()
        if root is not None:
            session.info[_KEPT] = (ref(root), None if nested is None else ref(nested), connection, driver)
    return connection, driver


async def fetch(
    session: AsyncSession, statement: TextClause, params: Mapping[str, Any], *, writes: bool = False
) -> list[tuple[Any, ...]]:
    """The rows of ``statement`` (a fixed-text ``sa.text``) as plain tuples; ``writes``: it inserts,
    updates, deletes or row-locks."""
    await before_statement(session)  # what a batch held back is written before anything reads it
    if writes:
        session.info[WROTE] = True
    connection, driver = await _connection(session)
    sql = _sql(statement, connection)
    try:
        async with driver.cursor() as cursor:
            await cursor.execute(sql, params)
            # ``rownumber`` is None without a result set: ``description`` would build its columns
            rows: list[tuple[Any, ...]] = await cursor.fetchall() if cursor.rownumber is not None else []
    except Exception as exc:
        session.info.pop(_KEPT, None)  # the next statement asks the session again
        dialect = connection.dialect
        broken = dialect.is_disconnect(exc, driver, None)  # type: ignore[arg-type]
        if broken:
            await connection.invalidate(exc)
        raise DBAPIError.instance(
            sql, dict(params), exc, dialect.loaded_dbapi.Error, connection_invalidated=broken, dialect=dialect
        ) from exc
    return rows


async def execute(
    session: AsyncSession, statement: TextClause, params: Mapping[str, Any], *, writes: bool = False
) -> None:
    """``fetch`` without the rows."""
    await fetch(session, statement, params, writes=writes)

"""The read path's hottest statements, run on the session's own psycopg connection.

Through the ORM, every request builds its statements anew, SQLAlchemy computes their cache keys and
parameters, and every row becomes a ``Row`` with each enum column converted: for a statement of 100
rows of 24 columns that took more Python time than PostgreSQL took to run it (docs/benchmarks.md).
Here a statement is built and compiled once per *shape* (whatever changes its SQL text: which
filters apply, the constant limits), with every value a named bind parameter, and a request only
hands over its values; rows come back as psycopg's plain tuples. The SQL is still built from the
repository's own expressions (one definition of every filter), in the same transaction, under the
same tenant binding; psycopg prepares a statement on a connection once it has run a few times.

A value the statement names but the request does not give is an error, never a value left over from
the request that compiled the shape.
"""

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import ClauseElement

_compiled: dict[Hashable, tuple[str, frozenset[str]]] = {}


async def fetch_all(
    session: AsyncSession, shape: Hashable, build: Callable[[], ClauseElement], values: Mapping[str, Any]
) -> list[tuple[Any, ...]]:
    """The rows of the statement of this shape (``build`` makes it, the first time) for these values."""
    connection = await session.connection()
    found = _compiled.get(shape)
    if found is None:
        compiled = build().compile(dialect=connection.dialect)
        found = (compiled.string, frozenset(compiled.params))
        _compiled[shape] = found
    sql, names = found
    missing = names - values.keys()
    if missing:
        raise ValueError(f"no value for the statement's parameters {sorted(missing)}")
    raw = await connection.get_raw_connection()
    driver: Any = raw.driver_connection
    async with driver.cursor() as cursor:
        await cursor.execute(sql, {name: values[name] for name in names})
        rows: list[tuple[Any, ...]] = await cursor.fetchall()
    return rows


def vector_text(vector: list[float]) -> str:
    """A vector in pgvector's text form, exactly as pgvector's own SQLAlchemy type writes it."""
    return "[" + ",".join([str(float(value)) for value in vector]) + "]"

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
from sqlalchemy.sql.compiler import Compiled, SQLCompiler
from sqlalchemy.types import ARRAY, Boolean, Float, Uuid

_compiled: dict[Hashable, tuple[str, frozenset[str]]] = {}


async def fetch_all(
    session: AsyncSession,
    shape: Hashable,
    build: Callable[[], ClauseElement],
    values: Mapping[str, Any],
    *,
    binary: bool = False,
) -> list[tuple[Any, ...]]:
    """The rows of the statement of this shape (``build`` makes it, the first time) for these values;
    ``binary``: in PostgreSQL's binary form (a ``bytea`` arrives without its hex text; a type psycopg
    does not know, such as an enum, arrives as bytes: cast it to text in the statement)."""
    connection = await session.connection()
    found = _compiled.get(shape)
    if found is None:
        compiled = build().compile(dialect=connection.dialect)
        found = (with_binary_arrays(compiled), frozenset(compiled.params))
        _compiled[shape] = found
    sql, names = found
    missing = names - values.keys()
    if missing:
        raise ValueError(f"no value for the statement's parameters {sorted(missing)}")
    raw = await connection.get_raw_connection()
    driver: Any = raw.driver_connection
    async with driver.cursor(binary=binary) as cursor:
        await cursor.execute(sql, {name: values[name] for name in names})
        rows: list[tuple[Any, ...]] = await cursor.fetchall()
    return rows


_BINARY_ELEMENTS = (Uuid, Float, Boolean)


def with_binary_arrays(compiled: Compiled) -> str:
    """The statement's text, with its arrays of ids, numbers and flags sent in PostgreSQL's binary
    form (``%(name)b``): psycopg writes a text array element by element in Python (formatting each
    UUID, then testing it for quotes), 6 µs a UUID on this host against 0.7 µs in binary; a context
    request sends about 400 of them (the shared facts' ids, distances and flags, the ids of the facts
    to resolve). The values are the same: a UUID's 16 bytes, a float's 8 (the text form was its
    shortest exact repr), a flag. The statement casts each array to its type, as before; arrays of
    text keep the text form (psycopg leaves their type to PostgreSQL)."""
    sql = compiled.string
    if not isinstance(compiled, SQLCompiler):
        return sql
    for bind, name in compiled.bind_names.items():
        if isinstance(bind.type, ARRAY) and isinstance(bind.type.item_type, _BINARY_ELEMENTS):
            sql = sql.replace(f"%({name})s", f"%({name})b")
    return sql


def vector_text(vector: list[float]) -> str:
    """A vector in pgvector's text form, exactly as pgvector's own SQLAlchemy type writes it."""
    return "[" + ",".join([str(float(value)) for value in vector]) + "]"


def vector_texts(vector: list[float], part: tuple[int, int] | None) -> tuple[str, str | None]:
    """The vector's text form (``vector_text``) and, for ``part`` (offset, length), its part's: each
    number is formatted once (a float's shortest form costs about 1.3 µs here, so a query of 896
    numbers took 1.2 ms and its 512-number part another 0.7 ms). The last few queries' texts are
    kept: the same vector object comes back for the unrecorded statements of the same request."""
    known = _known_texts.get(id(vector))
    if known is not None and known[0] is vector and known[1] == part:
        return known[2], known[3]
    numbers = [str(float(value)) for value in vector]
    whole = "[" + ",".join(numbers) + "]"
    piece = None
    if part is not None:
        offset, length = part
        piece = "[" + ",".join(numbers[offset : offset + length]) + "]"
    if len(_known_texts) >= _KNOWN_VECTORS:
        _known_texts.pop(next(iter(_known_texts)))
    _known_texts[id(vector)] = (vector, part, whole, piece)
    return whole, piece


_KNOWN_VECTORS = 64
_known_texts: dict[int, tuple[list[float], tuple[int, int] | None, str, str | None]] = {}
"""By the vector object's id, the object itself (kept alive, so its id is not reused while it is
here, and compared by identity) with its texts."""

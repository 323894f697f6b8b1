"""Inserting many rows with one statement per table: ``INSERT ... SELECT * FROM unnest(arrays)``.

A flush of hundreds of new ORM objects renders one giant INSERT ... RETURNING per table (the ORM
fetches server-computed columns such as ``search_tsv``) that has to be parsed again on every batch,
and an executemany runs one INSERT per row on the server. Here each table gets one statement whose
text never changes (prepared once per connection), with one array parameter per column.

``insert_all`` writes new ORM objects of a batch that are final when written (nothing changes them
afterwards): every column's Python default is applied to the object first (so the object answers
``created_at`` and friends like a flushed one), computed columns are left to the server. The objects
stay transient: responses read them, nothing lazy-loads from them.
"""

import enum
import json
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from sqlalchemy import Column, Table, TextClause, inspect, text
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import Base

_MISSING = object()


class _Json(str):
    """A JSON document already encoded (``"null"`` included: the ORM stores an explicit None in a JSON
    column as JSON null, and an unset one as SQL NULL; rows written here do the same)."""


_DIALECT = postgresql.dialect()  # type: ignore[no-untyped-call]


@cache
def _columns(cls: type[Base]) -> tuple[tuple[str, Column[Any]], ...]:
    """(attribute key, column) of every column the client writes (computed ones excluded)."""
    mapper = inspect(cls)
    found: list[tuple[str, Column[Any]]] = []
    for prop in mapper.column_attrs:
        column = prop.columns[0]
        if isinstance(column, Column) and column.computed is None:
            found.append((prop.key, column))
    return tuple(found)


def _default(column: Column[Any]) -> Any:
    default = column.default
    if default is None or not hasattr(default, "arg"):
        return _MISSING
    if getattr(default, "is_callable", False):
        return default.arg(None)
    if getattr(default, "is_scalar", False):
        return default.arg
    return _MISSING


def _row(obj: Base, columns: tuple[tuple[str, Column[Any]], ...]) -> dict[str, Any]:
    state = obj.__dict__
    row: dict[str, Any] = {}
    for key, column in columns:
        value = state.get(key, _MISSING)
        if value is _MISSING:
            value = _default(column)
            if value is _MISSING:
                value = None
            setattr(obj, key, value)
        elif _is_json(column):
            value = _Json(json.dumps(value))
        row[column.name] = value
    return row


@cache
def _table_order() -> dict[Table, int]:
    return {table: index for index, table in enumerate(Base.metadata.sorted_tables)}


def table_of(cls: type[Base]) -> Table:
    table = cls.__table__
    assert isinstance(table, Table)
    return table


def _is_json(column: Column[Any]) -> bool:
    return isinstance(column.type, postgresql.JSONB | postgresql.JSON)


@cache
def _statement(table: Table, names: tuple[str, ...], conflict: tuple[str, ...] | None) -> TextClause:
    columns = [table.c[name] for name in names]
    quote = _DIALECT.identifier_preparer.quote
    arrays = ", ".join(
        f"CAST(:c{i} AS {column.type.compile(dialect=_DIALECT)}[])" for i, column in enumerate(columns)
    )
    # table and column names come from the ORM metadata, never from input
    into = f"{quote(table.name)} ({', '.join(quote(n) for n in names)})"
    sql = f"INSERT INTO {into} SELECT * FROM unnest({arrays})"  # noqa: S608
    if conflict is not None:
        target = f"({', '.join(quote(n) for n in conflict)}) " if conflict else ""
        sql += f" ON CONFLICT {target}DO NOTHING"
    return text(sql)


def _value(value: Any, is_json: bool) -> Any:
    if value is None or isinstance(value, _Json):
        return value
    if is_json:
        return json.dumps(value)
    if isinstance(value, enum.Enum):
        return value.value
    return value


async def insert_rows(
    session: AsyncSession,
    table: Table,
    rows: Sequence[dict[str, Any]],
    *,
    skip_conflicts_on: Sequence[str] | None = None,
) -> None:
    """INSERT rows (dicts keyed by column name, all with the keys of the first) in one statement.

    ``skip_conflicts_on``: ON CONFLICT (those columns) DO NOTHING; an empty list: any conflict."""
    if not rows:
        return
    names = tuple(rows[0])
    conflict = None if skip_conflicts_on is None else tuple(skip_conflicts_on)
    params: dict[str, list[Any]] = {}
    for i, name in enumerate(names):
        is_json = _is_json(table.c[name])
        params[f"c{i}"] = [_value(row[name], is_json) for row in rows]
    await session.execute(_statement(table, names, conflict), params)


async def insert_all(
    session: AsyncSession, objects: Iterable[Base], *, skip_conflicts_on: Sequence[str] | None = None
) -> None:
    """INSERT new ORM objects, one statement per table, tables in foreign-key order."""
    by_class: dict[type[Base], list[Base]] = {}
    for obj in objects:
        by_class.setdefault(type(obj), []).append(obj)
    order = _table_order()
    for cls in sorted(by_class, key=lambda c: order[table_of(c)]):
        columns = _columns(cls)
        rows = [_row(obj, columns) for obj in by_class[cls]]
        await insert_rows(session, table_of(cls), rows, skip_conflicts_on=skip_conflicts_on)


async def write_pending(session: AsyncSession) -> None:
    """Write what the session holds: changes of loaded rows by a flush first (a superseded fact leaves
    the one-ACTIVE-per-key index before its successor arrives), then every new object by
    ``insert_all`` (they leave the session: they are final)."""
    pending = list(session.new)
    for obj in pending:
        session.expunge(obj)
    await session.flush()
    await insert_all(session, [obj for obj in pending if isinstance(obj, Base)])

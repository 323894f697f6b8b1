"""Inserting many rows with one statement per table: ``INSERT ... SELECT FROM json_to_recordset(:rows)``.

A flush of hundreds of new ORM objects renders one giant INSERT ... RETURNING per table (the ORM
fetches server-computed columns such as ``search_tsv``) that has to be parsed again on every batch,
and an executemany runs one INSERT per row on the server. Here each table gets one statement whose
text never changes (prepared once per connection) and one parameter: the rows as one JSON document,
encoded by orjson (a text array per column would be escaped value by value in Python by the
driver). The record's columns carry the table's own types, so PostgreSQL parses every value as
that type; a JSON column travels as its encoded text and is cast back (an explicit None in a JSON
column is JSON null, an unset one SQL NULL, as the ORM stores them). COPY is no option: it refuses
tables under row-level security.

``insert_all`` writes new ORM objects of a batch that are final when written (nothing changes them
afterwards): every column's Python default is applied to the object first (so the object answers
``created_at`` and friends like a flushed one), computed columns are left to the server. The objects
stay transient: responses read them, nothing lazy-loads from them.
"""

import json
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

import orjson
from sqlalchemy import Column, Table, TextClause, inspect, text
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import Base

_MISSING = object()
_DIALECT = postgresql.dialect()  # type: ignore[no-untyped-call]
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)


def table_of(cls: type[Base]) -> Table:
    table = cls.__table__
    assert isinstance(table, Table)
    return table


def _is_json(column: Column[Any]) -> bool:
    return isinstance(column.type, postgresql.JSONB | postgresql.JSON)


@cache
def _columns(cls: type[Base]) -> tuple[tuple[str, str, bool, Column[Any]], ...]:
    """(attribute key, column name, is JSON, column) of every column the client writes (computed ones
    excluded)."""
    mapper = inspect(cls)
    found = []
    for prop in mapper.column_attrs:
        column = prop.columns[0]
        if isinstance(column, Column) and column.computed is None:
            found.append((prop.key, str(column.name), _is_json(column), column))
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


def _row(obj: Base, columns: tuple[tuple[str, str, bool, Column[Any]], ...]) -> dict[str, Any]:
    state = obj.__dict__
    row: dict[str, Any] = {}
    for key, name, is_json, column in columns:
        value = state.get(key, _MISSING)
        if value is _MISSING:
            value = _default(column)
            if value is _MISSING:
                value = None
            setattr(obj, key, value)
            row[name] = _ENCODER.encode(value) if is_json and value is not None else value
        elif is_json:
            row[name] = _ENCODER.encode(value)  # None: JSON null, as the ORM writes it
        else:
            row[name] = value
    return row


@cache
def _table_order() -> dict[Table, int]:
    return {table: index for index, table in enumerate(Base.metadata.sorted_tables)}


@cache
def _statement(table: Table, names: tuple[str, ...], conflict: tuple[str, ...] | None) -> TextClause:
    quote = _DIALECT.identifier_preparer.quote
    record, values = [], []
    for name in names:
        column = table.c[name]
        if _is_json(column):
            record.append(f"{quote(name)} text")
            values.append(f"CAST(r.{quote(name)} AS {column.type.compile(dialect=_DIALECT)})")
        else:
            record.append(f"{quote(name)} {column.type.compile(dialect=_DIALECT)}")
            values.append(f"r.{quote(name)}")
    # table and column names come from the ORM metadata, never from input
    into = f"{quote(table.name)} ({', '.join(quote(n) for n in names)})"
    source = f"json_to_recordset(CAST(:rows AS json)) AS r({', '.join(record)})"
    sql = f"INSERT INTO {into} SELECT {', '.join(values)} FROM {source}"  # noqa: S608
    if conflict is not None:
        target = f"({', '.join(quote(n) for n in conflict)}) " if conflict else ""
        sql += f" ON CONFLICT {target}DO NOTHING"
    return text(sql)


@cache
def _json_names(table: Table) -> frozenset[str]:
    return frozenset(column.name for column in table.columns if _is_json(column))


def _encoded(rows: Sequence[dict[str, Any]], table: Table) -> Sequence[dict[str, Any]]:
    """Rows given by callers with JSON columns as documents: those columns encoded to their text."""
    json_names = _json_names(table).intersection(rows[0])
    if not json_names:
        return rows
    return [
        {**row, **{name: None if row[name] is None else _ENCODER.encode(row[name]) for name in json_names}}
        for row in rows
    ]


async def _insert(
    session: AsyncSession,
    table: Table,
    rows: Sequence[dict[str, Any]],
    conflict: tuple[str, ...] | None,
) -> None:
    names = tuple(rows[0])
    document = orjson.dumps(rows).decode()  # uuids, datetimes and enums as PostgreSQL reads them
    await session.execute(_statement(table, names, conflict), {"rows": document})


async def insert_rows(
    session: AsyncSession,
    table: Table,
    rows: Sequence[dict[str, Any]],
    *,
    skip_conflicts_on: Sequence[str] | None = None,
) -> None:
    """INSERT rows (dicts keyed by column name, all with the keys of the first; JSON columns as
    documents, None there is SQL NULL) in one statement.

    ``skip_conflicts_on``: ON CONFLICT (those columns) DO NOTHING; an empty list: any conflict."""
    if not rows:
        return
    conflict = None if skip_conflicts_on is None else tuple(skip_conflicts_on)
    await _insert(session, table, _encoded(rows, table), conflict)


async def insert_all(
    session: AsyncSession, objects: Iterable[Base], *, skip_conflicts_on: Sequence[str] | None = None
) -> None:
    """INSERT new ORM objects, one statement per table, tables in foreign-key order."""
    by_class: dict[type[Base], list[Base]] = {}
    for obj in objects:
        by_class.setdefault(type(obj), []).append(obj)
    order = _table_order()
    conflict = None if skip_conflicts_on is None else tuple(skip_conflicts_on)
    for cls in sorted(by_class, key=lambda c: order[table_of(c)]):
        columns = _columns(cls)
        rows = [_row(obj, columns) for obj in by_class[cls]]
        await _insert(session, table_of(cls), rows, conflict)

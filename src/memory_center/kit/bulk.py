"""Inserting many rows of several tables with one statement: per table ``INSERT ... SELECT FROM
json_to_recordset(:rows)``, all but the last of them in a WITH clause.

A flush of hundreds of new ORM objects renders one giant INSERT ... RETURNING per table (the ORM
fetches server-computed columns such as ``search_tsv``) that has to be parsed again on every batch,
and an executemany runs one INSERT per row on the server. Here the tables' rows go in one statement
whose text depends only on which tables and columns it writes (prepared once per connection), with
one parameter per table: its rows as one JSON document, encoded by orjson (a text array per column
would be escaped value by value in Python by the driver). The record's columns carry the table's own
types, so PostgreSQL parses every value as that type; a JSON column travels as its encoded text and
is cast back (an explicit None in a JSON column is JSON null, an unset one SQL NULL, as the ORM
stores them). Foreign keys are checked at the end of the statement, so parent and child rows may
share one. COPY is no option: it refuses tables under row-level security.

``insert_all`` writes new ORM objects of a batch that are final when written (nothing changes them
afterwards): every column's Python default is applied to the object first (so the object answers
``created_at`` and friends like a flushed one), computed columns are left to the server. The objects
stay transient: responses read them, nothing lazy-loads from them.
"""

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import orjson
from sqlalchemy import Column, Table, TextClause, inspect, text
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db import driver
from memory_center.db.base import Base
from memory_center.db.citus import on_citus

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


def _json_text(value: Any) -> str:
    """A JSON column's value as its text: by orjson (several times faster than ``json``), or by the
    standard encoder for what orjson refuses (an integer beyond 64 bits); JSONB keeps no formatting."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except orjson.JSONEncodeError:
        return _ENCODER.encode(value)


def _row(obj: Base, columns: tuple[tuple[str, str, bool, Column[Any]], ...]) -> dict[str, Any]:
    state = obj.__dict__
    row: dict[str, Any] = {}
    for key, name, is_json, column in columns:
        value = state.get(key, _MISSING)
        if value is _MISSING:
            value = _default(column)
            if value is _MISSING:
                value = None
            state[key] = value  # as ``kit.rows.transient`` fills it: no attribute event per value
            row[name] = _json_text(value) if is_json and value is not None else value
        elif is_json:
            row[name] = _json_text(value)  # None: JSON null, as the ORM writes it
        else:
            row[name] = value
    return row


def _insert_sql(
    table: Table, names: tuple[str, ...], conflict: tuple[str, ...] | None, param: str, returning: bool
) -> str:
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
    source = f"json_to_recordset(CAST(:{param} AS json)) AS r({', '.join(record)})"
    sql = f"INSERT INTO {into} SELECT {', '.join(values)} FROM {source}"  # noqa: S608
    if conflict is not None:
        target = f"({', '.join(quote(n) for n in conflict)}) " if conflict else ""
        sql += f" ON CONFLICT {target}DO NOTHING"
    return sql + " RETURNING 1" if returning else sql


Shape = tuple[Table, tuple[str, ...], tuple[str, ...] | None]  # table, columns, conflict target


@cache
def _statement(shapes: tuple[Shape, ...], returning: bool = False) -> TextClause:
    """One INSERT per table, all but the last in a WITH clause: one statement (foreign keys are
    checked at its end, so the tables may come in any order).

    ``returning`` (on Citus): each INSERT returns a row, which makes Citus write the rows it gathered
    on the coordinator with INSERT … SELECT on the workers instead of COPY, which row-level security
    refuses (docs/scaling.md §4)."""
    inserts = [
        _insert_sql(table, names, conflict, f"rows{i}", returning)
        for i, (table, names, conflict) in enumerate(shapes)
    ]
    if len(inserts) == 1:
        return text(inserts[0])
    ctes = ", ".join(f"w{i} AS ({sql})" for i, sql in enumerate(inserts[:-1]))
    return text(f"WITH {ctes} {inserts[-1]}")


@cache
def _json_names(table: Table) -> frozenset[str]:
    return frozenset(column.name for column in table.columns if _is_json(column))


def _encoded(rows: Sequence[dict[str, Any]], table: Table) -> Sequence[dict[str, Any]]:
    """Rows given by callers with JSON columns as documents: those columns encoded to their text."""
    json_names = _json_names(table).intersection(rows[0])
    if not json_names:
        return rows
    return [
        {**row, **{name: None if row[name] is None else _json_text(row[name]) for name in json_names}}
        for row in rows
    ]


@dataclass
class Inserts:
    """Rows of several tables, written together by one statement (``write``)."""

    parts: list[tuple[Shape, Sequence[dict[str, Any]]]] = field(default_factory=list)

    def rows(
        self, table: Table, rows: Sequence[dict[str, Any]], *, skip_conflicts_on: Sequence[str] | None = None
    ) -> None:
        """Rows as ``insert_rows`` takes them."""
        if rows:
            conflict = None if skip_conflicts_on is None else tuple(skip_conflicts_on)
            self.parts.append(((table, tuple(rows[0]), conflict), _encoded(rows, table)))

    def objects(self, objects: Iterable[Base], *, skip_conflicts_on: Sequence[str] | None = None) -> None:
        """New ORM objects as ``insert_all`` takes them, one part per table."""
        by_class: dict[type[Base], list[Base]] = {}
        for obj in objects:
            by_class.setdefault(type(obj), []).append(obj)
        conflict = None if skip_conflicts_on is None else tuple(skip_conflicts_on)
        for cls, found in by_class.items():
            columns = _columns(cls)
            rows = [_row(obj, columns) for obj in found]
            self.parts.append(((table_of(cls), tuple(rows[0]), conflict), rows))

    async def write(self, session: AsyncSession) -> None:
        """Everything collected, in one statement; then nothing is left."""
        merged: dict[Shape, list[dict[str, Any]]] = {}
        for shape, rows in self.parts:
            merged.setdefault(shape, []).extend(rows)
        self.parts = []
        if not merged:
            return
        shapes = sorted(merged, key=lambda shape: (shape[0].name, shape[1], shape[2] or ()))
        # uuids, datetimes and enums as PostgreSQL reads them
        params = {f"rows{i}": orjson.dumps(merged[shape]).decode() for i, shape in enumerate(shapes)}
        statement = _statement(tuple(shapes), await on_citus(session))
        await driver.execute(session, statement, params, writes=True)


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
    inserts = Inserts()
    inserts.rows(table, rows, skip_conflicts_on=skip_conflicts_on)
    await inserts.write(session)


async def insert_all(
    session: AsyncSession, objects: Iterable[Base], *, skip_conflicts_on: Sequence[str] | None = None
) -> None:
    """INSERT new ORM objects, one statement for all their tables."""
    inserts = Inserts()
    inserts.objects(objects, skip_conflicts_on=skip_conflicts_on)
    await inserts.write(session)

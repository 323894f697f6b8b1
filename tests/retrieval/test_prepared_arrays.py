"""Arrays of ids, numbers and flags are sent in binary by the prepared read statements; arrays of
text keep the text form (docs/benchmarks.md, "Session 20: the handler's own Python")."""

import uuid

import psycopg
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.dialects.postgresql import UUID as PG_UUID

from memory_center.retrieval.prepared import with_binary_arrays


def _statement() -> sa.Select[tuple[object, ...]]:
    ids = sa.bindparam("ids", [], sa.ARRAY(PG_UUID(as_uuid=True)))
    numbers = sa.bindparam("numbers", [], sa.ARRAY(sa.Float))
    flags = sa.bindparam("flags", [], sa.ARRAY(sa.Boolean))
    keys = sa.bindparam("keys", [], sa.ARRAY(sa.Text))
    return sa.select(
        sa.cast(ids, sa.ARRAY(PG_UUID(as_uuid=True))).label("ids"),
        sa.cast(numbers, sa.ARRAY(sa.Float(precision=53))).label("numbers"),
        sa.cast(flags, sa.ARRAY(sa.Boolean)).label("flags"),
        sa.cast(keys, sa.ARRAY(sa.Text)).label("keys"),
        sa.bindparam("limit", 3, sa.Integer).label("limit"),
    )


def test_only_arrays_of_ids_numbers_and_flags_are_binary() -> None:
    sql = with_binary_arrays(_statement().compile(dialect=postgresql.psycopg.dialect()))  # type: ignore[attr-defined]
    assert "%(ids)b" in sql and "%(numbers)b" in sql and "%(flags)b" in sql
    assert "%(keys)s" in sql and "%(limit)s" in sql


def test_binary_arrays_read_back_the_same_values(database_url: str) -> None:
    sql = with_binary_arrays(_statement().compile(dialect=postgresql.psycopg.dialect()))  # type: ignore[attr-defined]
    ids = [uuid.uuid4(), None, uuid.uuid4()]
    numbers = [0.1, 1e-300, -0.0, 2.0 / 3.0, float("inf")]
    values = {"ids": ids, "numbers": numbers, "flags": [True, False], "keys": ['a"b', "c,d"], "limit": 3}
    empty = {"ids": [], "numbers": [], "flags": [], "keys": [], "limit": 0}
    with psycopg.connect(database_url.replace("postgresql+psycopg://", "postgresql://")) as connection:
        for attempt in range(7):  # psycopg prepares the statement after a few executions
            row = connection.execute(sql, values, prepare=attempt > 2).fetchone()
            assert row == (ids, numbers, [True, False], ['a"b', "c,d"], 3)
            assert connection.execute(sql, empty).fetchone() == ([], [], [], [], 0)

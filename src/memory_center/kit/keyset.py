"""Keyset pagination in SQL: a list ordered by (timestamp, id), read one page at a time after a position.

A position is a ``Keyset``, the (timestamp, id) of the last row of the previous page; ``api/pagination``
seals it into the opaque cursor a caller sees. Pages never skip or repeat a row when rows are added
meanwhile, and a page costs the same however deep it is (no OFFSET).
"""

import uuid
from datetime import datetime
from typing import Any, NamedTuple, TypeVar

import sqlalchemy as sa
from sqlalchemy.orm import InstrumentedAttribute

SelectT = TypeVar("SelectT", bound=sa.Select[Any])


class Keyset(NamedTuple):
    """A position in a list ordered by (timestamp, id)."""

    at: datetime
    row_id: uuid.UUID


def where_equal(query: SelectT, *filters: tuple[InstrumentedAttribute[Any], object]) -> SelectT:
    """Plain equality filters, ``(column, value)``; a filter whose value is None filters nothing."""
    return query.where(*(column == value for column, value in filters if value is not None))


def page_after(
    query: SelectT,
    order: tuple[InstrumentedAttribute[datetime], InstrumentedAttribute[uuid.UUID]],
    after: Keyset | None,
    limit: int,
) -> SelectT:
    """The rows after a position, ordered by (timestamp, id), limit + 1 of them: the one more tells the
    caller that a next page exists (``CursorSigner.next_keyset``). The position is one row comparison,
    which an index on (…, timestamp, id) starts its scan at."""
    at, row_id = order
    if after is not None:
        query = query.where(sa.tuple_(at, row_id) > sa.tuple_(after.at, after.row_id))
    return query.order_by(at, row_id).limit(limit + 1)

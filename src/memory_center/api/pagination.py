"""Keyset pagination: ``?limit=`` (default 50, max 500) and an opaque ``?cursor=``."""

import base64
import binascii
import json
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Annotated, Generic, TypeVar

from fastapi import Query
from pydantic import BaseModel

from memory_center.errors import Unprocessable

T = TypeVar("T")

LimitQuery = Annotated[int, Query(ge=1, le=500, description="Page size (default 50, max 500).")]
CursorQuery = Annotated[
    str | None, Query(max_length=512, description="The next_cursor of the previous page.")
]


class Page(BaseModel, Generic[T]):
    items: list[T]
    next_cursor: str | None = None


def encode_cursor(created_at: datetime, row_id: uuid.UUID | str) -> str:
    raw = json.dumps([created_at.isoformat(), str(row_id)]).encode()
    return base64.urlsafe_b64encode(raw).decode()


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        created, row_id = json.loads(base64.urlsafe_b64decode(cursor.encode()))
        return datetime.fromisoformat(created), str(row_id)
    except (ValueError, TypeError, binascii.Error) as exc:
        raise Unprocessable("cursor is not a cursor this service issued", code="invalid_cursor") from exc


def next_cursor(
    rows: Sequence[T], limit: int, key: Callable[[T], tuple[datetime, uuid.UUID | str]]
) -> str | None:
    """Rows were fetched with limit + 1; a cursor exists when there is one more."""
    if len(rows) <= limit:
        return None
    created_at, row_id = key(rows[limit - 1])
    return encode_cursor(created_at, row_id)

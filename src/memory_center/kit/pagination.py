"""Keyset pagination: ``?limit=`` (default 50, max 500) and an opaque, signed ``?cursor=``.

A cursor is ``base64url(JSON position) "." base64url(HMAC-SHA256)``. The MAC covers the list's name
and the caller's tenant as well as the position, so a cursor cannot be forged or edited, and one issued
for a list of one tenant is refused by any other list or tenant. Every refusal is a 422
``invalid_cursor`` (never a 500): the position is only parsed once its signature holds, and parsed
strictly even then. The key is ``Settings.cursor_key()`` (``MC_CURSOR_SECRET``; docs/security.md).
"""

import base64
import binascii
import hashlib
import hmac
import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Generic, TypeVar

from fastapi import Query
from pydantic import BaseModel

from memory_center.config import Settings
from memory_center.errors import Unprocessable
from memory_center.kit.keyset import Keyset

T = TypeVar("T")

LimitQuery = Annotated[int, Query(ge=1, le=500, description="Page size (default 50, max 500).")]
CursorQuery = Annotated[
    str | None,
    Query(
        max_length=512,
        description="The next_cursor of the previous page of the same list (opaque and signed).",
    ),
]

_MAC_BYTES = 16
_DOMAIN = b"memory-center cursor v1"


class Page(BaseModel, Generic[T]):
    """A page of a list. Each list subclasses ``Page[ItemOut]`` under a name of its own (``FactPage``),
    which is its OpenAPI component name."""

    items: list[T]
    next_cursor: str | None = None


def invalid_cursor() -> Unprocessable:
    return Unprocessable(
        "cursor is not a next_cursor this service issued for this list", code="invalid_cursor"
    )


def _b64encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _b64decode(text: str) -> bytes:
    padded = text + "=" * (-len(text) % 4)
    try:
        return base64.b64decode(padded.encode("ascii"), altchars=b"-_", validate=True)
    except (ValueError, binascii.Error) as exc:
        raise invalid_cursor() from exc


@dataclass(frozen=True)
class CursorSigner:
    """Seals and opens the cursors of one list (e.g. ``facts``) for one tenant."""

    key: bytes
    list_name: str
    tenant_id: str

    @classmethod
    def for_list(cls, settings: Settings, list_name: str, tenant_id: str) -> "CursorSigner":
        return cls(settings.cursor_key(), list_name, tenant_id)

    def _mac(self, payload: bytes) -> bytes:
        scope = b"\x00".join([_DOMAIN, self.list_name.encode(), self.tenant_id.encode(), payload])
        return hmac.new(self.key, scope, hashlib.sha256).digest()[:_MAC_BYTES]

    def seal(self, position: list[Any]) -> str:
        payload = json.dumps(position, separators=(",", ":")).encode()
        return f"{_b64encode(payload)}.{_b64encode(self._mac(payload))}"

    def open(self, cursor: str) -> list[Any]:
        body, dot, mac = cursor.partition(".")
        if not dot:
            raise invalid_cursor()
        payload = _b64decode(body)
        if not hmac.compare_digest(_b64decode(mac), self._mac(payload)):
            raise invalid_cursor()
        try:
            position = json.loads(payload)
        except ValueError as exc:
            raise invalid_cursor() from exc
        if not isinstance(position, list):
            raise invalid_cursor()
        return position

    def open_keyset(self, cursor: str | None) -> Keyset | None:
        if not cursor:  # absent, or an empty ?cursor=: the first page
            return None
        position = self.open(cursor)
        try:
            at, row_id = position
            keyset = Keyset(datetime.fromisoformat(at), uuid.UUID(row_id))
        except (ValueError, TypeError, AttributeError) as exc:
            raise invalid_cursor() from exc
        if keyset.at.tzinfo is None:
            raise invalid_cursor()
        return keyset

    def next_keyset(
        self, rows: Sequence[T], limit: int, key: Callable[[T], tuple[datetime, uuid.UUID]]
    ) -> str | None:
        """Rows were fetched with limit + 1; a cursor exists when there is one more."""
        if len(rows) <= limit:
            return None
        at, row_id = key(rows[limit - 1])
        return self.seal([at.isoformat(), str(row_id)])

    def open_number(self, cursor: str | None) -> int | None:
        if not cursor:  # absent, or an empty ?cursor=: the first page
            return None
        position = self.open(cursor)
        if len(position) != 1 or type(position[0]) is not int:
            raise invalid_cursor()
        number: int = position[0]
        return number

    def seal_number(self, number: int) -> str:
        return self.seal([number])

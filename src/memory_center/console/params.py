"""Query-string filters of the console's pages: empty means no filter, a bad value is a 422 page."""

from enum import StrEnum
from typing import TypeVar

from memory_center.errors import Unprocessable
from memory_center.facts.inputs import storable
from memory_center.kit.schemas import MAX_ID

E = TypeVar("E", bound=StrEnum)


def enum_param(kind: type[E], value: str | None, name: str) -> E | None:
    """A filter from a query string: empty means no filter, an unknown value is the caller's error."""
    if not value:
        return None
    try:
        return kind(value)
    except ValueError as exc:
        allowed = ", ".join(member.value for member in kind)
        raise Unprocessable(f"{name} must be one of {allowed}") from exc


def text_param(value: str, name: str) -> str | None:
    """A free-text filter (an id, a reason code): empty means no filter; what no id can be is refused."""
    value = value.strip()
    if not value:
        return None
    if len(value) > MAX_ID:
        raise Unprocessable(f"{name} has at most {MAX_ID} characters")
    try:
        return storable(value)
    except ValueError as exc:
        raise Unprocessable(f"{name}: {exc}") from exc

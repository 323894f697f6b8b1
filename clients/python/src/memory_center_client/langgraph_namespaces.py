"""How a LangGraph namespace names a place in Memory Center: label/id pairs, read left to right.

| namespace                                 | scope      | ids sent                  |
|-------------------------------------------|------------|---------------------------|
| ``("tenant",)``                           | TENANT     | none                      |
| ``("department", d)``                     | DEPARTMENT | department_id             |
| ``("user", u)``                           | USER       | user_id                   |
| ``("user", u, "agent", a)`` / ``("agent", a)`` | AGENT | user_id (if given), agent_id |
| ``("user", u, "session", s)``             | SESSION    | user_id, session_id       |
| ``("user", u, "task", t)``                | TASK       | user_id, task_id          |

Pairs may be combined (``("department", d, "user", u, "session", s)``); the narrowest label decides
the scope. Any other label is refused (``InvalidNamespaceError``): a namespace is an address in the
service, not a free-form folder.
"""

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

LABELS = {
    "department": "department_id",
    "user": "user_id",
    "agent": "agent_id",
    "session": "session_id",
    "task": "task_id",
}
NARROWEST_FIRST = (
    ("task", "TASK"),
    ("session", "SESSION"),
    ("agent", "AGENT"),
    ("user", "USER"),
    ("department", "DEPARTMENT"),
)
ORDER = ("department", "user", "agent", "session", "task")
_SPACES = re.compile(r"\s+")


class NamespaceError(ValueError):
    """A namespace that names no place in Memory Center."""


@dataclass(frozen=True)
class Place:
    """Where a namespace points: the scope of the memories kept there and the ids that own them."""

    scope: str
    ids: dict[str, str]

    @property
    def namespace(self) -> tuple[str, ...]:
        if self.scope == "TENANT":
            return ("tenant",)
        return tuple(
            part for label in ORDER if LABELS[label] in self.ids for part in (label, self.ids[LABELS[label]])
        )


def place_of(namespace: tuple[str, ...]) -> Place:
    if namespace == ("tenant",):
        return Place("TENANT", {})
    if not namespace or len(namespace) % 2:
        raise NamespaceError(f"{namespace!r}: expected label/id pairs such as ('user', 'u-1') or ('tenant',)")
    ids: dict[str, str] = {}
    for label, value in zip(namespace[::2], namespace[1::2], strict=True):
        if label not in LABELS:
            raise NamespaceError(f"{namespace!r}: unknown label {label!r} (one of {', '.join(LABELS)})")
        if LABELS[label] in ids or not value:
            raise NamespaceError(f"{namespace!r}: {label!r} given twice or without an id")
        ids[LABELS[label]] = value
    scope = next(scope for label, scope in NARROWEST_FIRST if LABELS[label] in ids)
    if scope in ("SESSION", "TASK") and "user_id" not in ids:
        raise NamespaceError(f"{namespace!r}: a {scope.lower()} belongs to a user: ('user', u, ...) first")
    return Place(scope, ids)


def place_of_fact(fact: Mapping[str, Any]) -> Place:
    """The place a fact of the service lives at (its scope and the ids that scope keeps)."""
    scope = str(fact["scope"])
    keep = {
        "TENANT": (),
        "DEPARTMENT": ("department_id",),
        "USER": ("user_id",),
        "AGENT": ("user_id", "agent_id"),
        "SESSION": ("user_id", "session_id"),
        "TASK": ("user_id", "task_id"),
    }.get(scope, ())
    return Place(scope, {name: str(fact[name]) for name in keep if fact.get(name)})


def under(namespace: tuple[str, ...], prefix: tuple[str, ...]) -> bool:
    return namespace[: len(prefix)] == prefix


def canonical_key(key: str) -> str:
    """A key as the service keeps a predicate: NFKC, case-folded, single-spaced."""
    return _SPACES.sub(" ", unicodedata.normalize("NFKC", key).casefold()).strip()

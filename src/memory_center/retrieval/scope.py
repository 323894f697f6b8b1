"""Who sees which memory, and which memories are current (docs/design.md §2, §4). Pure rules.

The repository applies the same rules inside SQL (never after a top-k cut); these functions are the
reference the SQL is tested against, and what the cache uses to judge entries it already holds.

Visibility of a fact, for a viewer (the ids of the request):
- TENANT facts: everyone in the tenant;
- DEPARTMENT / USER / AGENT / SESSION / TASK facts: the viewer's id of that kind equals the fact's;
- AGENT, SESSION and TASK facts that name a user are also bound to that user (an agent's notes about
  one user never reach another user's context; session and task ids are the caller's, and a TASK or
  SESSION memory is visible only to its owning user whatever ids the caller passes — docs/design.md §4).

Visibility of evidence (raw conversation turns, documents): evidence about a user is visible to that
user only; evidence about no user is visible to the session, task, agent or department it names.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from memory_center.enums import FactStatus, Scope

SCOPE_ID_FIELDS: dict[Scope, str] = {
    Scope.DEPARTMENT: "department_id",
    Scope.USER: "user_id",
    Scope.AGENT: "agent_id",
    Scope.SESSION: "session_id",
    Scope.TASK: "task_id",
}
USER_BOUND_SCOPES: frozenset[Scope] = frozenset({Scope.AGENT, Scope.SESSION, Scope.TASK})
_EVIDENCE_FIELDS = ("session_id", "task_id", "agent_id", "department_id")


@dataclass(frozen=True)
class Viewer:
    """The caller's tenant (from its key) and the ids its request names."""

    tenant_id: str
    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None

    def id_for(self, scope: Scope) -> str | None:
        if scope is Scope.TENANT:
            return ""
        value: str | None = getattr(self, SCOPE_ID_FIELDS[scope])
        return value

    @property
    def owner(self) -> str:
        """The narrowest owner the request names, for cache keys (always with the tenant)."""
        return self.user_id or self.agent_id or self.department_id or "-"


class Scoped(Protocol):
    @property
    def user_id(self) -> str | None: ...
    @property
    def department_id(self) -> str | None: ...
    @property
    def agent_id(self) -> str | None: ...
    @property
    def session_id(self) -> str | None: ...
    @property
    def task_id(self) -> str | None: ...


class ScopedFact(Scoped, Protocol):
    @property
    def scope(self) -> Scope: ...


class Timed(Protocol):
    @property
    def status(self) -> FactStatus: ...
    @property
    def valid_from(self) -> datetime: ...
    @property
    def valid_until(self) -> datetime | None: ...
    @property
    def status_changed_at(self) -> datetime | None: ...


def visible_scope_keys(viewer: Viewer) -> list[tuple[Scope, str]]:
    """The (scope, scope id) pairs the viewer may see, TENANT first."""
    keys: list[tuple[Scope, str]] = []
    for scope in Scope:
        value = viewer.id_for(scope)
        if value is not None:
            keys.append((scope, value))
    return keys


def fact_visible(fact: ScopedFact, viewer: Viewer) -> bool:
    if fact.scope is Scope.TENANT:
        return True
    wanted = viewer.id_for(fact.scope)
    if wanted is None or getattr(fact, SCOPE_ID_FIELDS[fact.scope]) != wanted:
        return False
    if fact.scope in USER_BOUND_SCOPES and fact.user_id is not None:
        return fact.user_id == viewer.user_id
    return True


def evidence_visible(evidence: Scoped, viewer: Viewer) -> bool:
    if evidence.user_id is not None:
        return evidence.user_id == viewer.user_id
    return any(
        getattr(evidence, name) is not None and getattr(evidence, name) == getattr(viewer, name)
        for name in _EVIDENCE_FIELDS
    )


def fact_current(fact: Timed, at: datetime, *, as_of: bool = False) -> bool:
    """Whether the fact holds at ``at``: inside its validity window, and ACTIVE then.

    Without ``as_of`` only ACTIVE facts count. With ``as_of`` the status is judged at that instant:
    a fact superseded, invalidated or expired after ``at`` was still active then.
    """
    if fact.valid_from > at or (fact.valid_until is not None and fact.valid_until <= at):
        return False
    if fact.status is FactStatus.ACTIVE:
        return True
    if not as_of:
        return False
    if fact.status_changed_at is not None:
        return fact.status_changed_at > at
    # No recorded change time: supersession and expiry end the validity window, which was checked.
    return fact.status in (FactStatus.SUPERSEDED, FactStatus.EXPIRED)

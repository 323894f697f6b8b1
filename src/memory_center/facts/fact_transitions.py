"""Fact statuses change only through these transitions, like candidates' and tasks'.

A fact is written ACTIVE. An ACTIVE fact becomes SUPERSEDED (a newer revision of its chain replaced
it: a correction, an edit, a newer statement), EXPIRED (its ``valid_until`` passed: the sweeper, or a
writer that finds it past its end) or INVALIDATED (a reviewer said it no longer holds). Those three are
final: a fact is never edited in place, and a change is a new revision.

``move`` is the one place a stored fact's status is set.
"""

import uuid
from collections.abc import Mapping
from datetime import datetime

from memory_center.enums import FactStatus
from memory_center.errors import Conflict
from memory_center.models import Fact

S = FactStatus

TRANSITIONS: Mapping[FactStatus, frozenset[FactStatus]] = {
    S.ACTIVE: frozenset({S.SUPERSEDED, S.EXPIRED, S.INVALIDATED}),
    S.SUPERSEDED: frozenset(),
    S.EXPIRED: frozenset(),
    S.INVALIDATED: frozenset(),
}


def can_move(current: FactStatus, target: FactStatus) -> bool:
    return target in TRANSITIONS[current]


def require_move(
    fact_id: uuid.UUID, current: FactStatus, target: FactStatus, superseded_by_id: uuid.UUID | None = None
) -> None:
    """Raise 409 ``fact_not_active`` unless current → target is in the table."""
    if can_move(current, target):
        return
    raise Conflict(
        f"fact {fact_id} is {current.value}; only an ACTIVE fact can be changed",
        code="fact_not_active",
        details={
            "status": current.value,
            "superseded_by_id": None if superseded_by_id is None else str(superseded_by_id),
        },
    )


def move(fact: Fact, target: FactStatus, when: datetime) -> None:
    """Set the stored status of ``fact`` (checked against the table) and when it changed."""
    require_move(fact.id, fact.status, target, fact.superseded_by_id)
    fact.status = target
    fact.status_changed_at = when

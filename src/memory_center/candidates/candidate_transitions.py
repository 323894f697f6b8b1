"""Candidate statuses change only through these transitions, like facts' and tasks'.

Governance gives a new candidate its first status (ACCEPTED, REJECTED or NEEDS_CONFIRMATION; PENDING
for a candidate not decided yet). Reviewers decide PENDING and NEEDS_CONFIRMATION ones; a decided
candidate is final.

``move`` is the one place a stored candidate's status is changed.
"""

from collections.abc import Mapping
from datetime import datetime

from memory_center.enums import CandidateStatus
from memory_center.errors import Conflict
from memory_center.models import Candidate

REVIEWABLE = frozenset({CandidateStatus.PENDING, CandidateStatus.NEEDS_CONFIRMATION})

TRANSITIONS: Mapping[CandidateStatus, frozenset[CandidateStatus]] = {
    CandidateStatus.PENDING: frozenset(
        {CandidateStatus.ACCEPTED, CandidateStatus.REJECTED, CandidateStatus.NEEDS_CONFIRMATION}
    ),
    CandidateStatus.NEEDS_CONFIRMATION: frozenset(
        {CandidateStatus.ACCEPTED, CandidateStatus.REJECTED, CandidateStatus.SUPERSEDED}
    ),
    CandidateStatus.ACCEPTED: frozenset(),
    CandidateStatus.REJECTED: frozenset(),
    CandidateStatus.SUPERSEDED: frozenset(),
}


def can_move(current: CandidateStatus, target: CandidateStatus) -> bool:
    return target in TRANSITIONS[current]


def require_move(candidate_id: object, current: CandidateStatus, target: CandidateStatus) -> None:
    """Raise 409 ``candidate_already_decided`` unless current → target is in the table."""
    if not can_move(current, target):
        raise Conflict(
            f"candidate {candidate_id} is {current.value}; only PENDING or NEEDS_CONFIRMATION "
            "candidates can be reviewed",
            code="candidate_already_decided",
            details={"status": current.value},
        )


def move(candidate: Candidate, target: CandidateStatus, when: datetime) -> None:
    """Set the stored status of ``candidate`` (checked against the table) and when it was decided."""
    require_move(candidate.id, candidate.status, target)
    candidate.status = target
    candidate.decided_at = when

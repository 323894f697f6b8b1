"""Candidate statuses change only through these transitions (pure).

Governance gives a new candidate its first status (ACCEPTED, REJECTED or NEEDS_CONFIRMATION; PENDING
for a candidate not decided yet). Reviewers decide PENDING and NEEDS_CONFIRMATION ones; a decided
candidate is final.
"""

from memory_center.enums import CandidateStatus
from memory_center.errors import Conflict

REVIEWABLE = frozenset({CandidateStatus.PENDING, CandidateStatus.NEEDS_CONFIRMATION})

ALLOWED: dict[CandidateStatus, frozenset[CandidateStatus]] = {
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
    return target in ALLOWED[current]


def require_move(candidate_id: object, current: CandidateStatus, target: CandidateStatus) -> None:
    if not can_move(current, target):
        raise Conflict(
            f"candidate {candidate_id} is {current.value}; only PENDING or NEEDS_CONFIRMATION "
            "candidates can be reviewed",
            code="candidate_already_decided",
            details={"status": current.value},
        )

"""One way to build a candidate draft, and one rule for the ids a scope needs (pure)."""

from dataclasses import fields
from datetime import UTC, datetime
from typing import Any

import pytest

from memory_center.candidates.schemas import CandidateIn
from memory_center.config import GovernanceSettings
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.extraction.build import ExtractedCandidate, ExtractionInput
from memory_center.governance.drafts import CandidateDraft, draft_from
from memory_center.governance.owners import missing_owner_field
from memory_center.governance.policies import Reason, require_scope_owner
from memory_center.models import Candidate

SAID: dict[str, Any] = {
    "memory_type": MemoryType.PREFERENCE,
    "subject": "绿茶",
    "predicate": "preference",
    "object_value": "likes",
    "content": "我喜欢绿茶",
    "scope": Scope.USER,
    "confidence": 0.9,
}
WHERE: dict[str, Any] = {
    "user_id": "u-1",
    "session_id": "s-1",
    "task_id": "t-1",
    "agent_id": "a-1",
    "department_id": "d-1",
}


def test_every_source_of_a_draft_gives_the_same_draft() -> None:
    """An extractor's candidate (with the message's ids), an agent's proposal and a stored candidate
    become the same draft: no field is forgotten by one of them."""
    extracted = ExtractedCandidate(**SAID, extractor_model="rules", extractor_version="1")
    message = ExtractionInput(text="我喜欢绿茶", role="user", occurred_at=datetime.now(UTC), **WHERE)
    proposal = CandidateIn(**SAID, **WHERE)
    stored = Candidate(**SAID, **WHERE)
    drafts = [
        draft_from(extracted, message, source_type=SourceType.USER_STATED, evidence_count=1),
        draft_from(proposal, proposal, source_type=SourceType.USER_STATED, evidence_count=1),
        draft_from(stored, stored, source_type=SourceType.USER_STATED, evidence_count=1),
    ]
    assert drafts[0] == drafts[1] == drafts[2]
    expected = SAID | WHERE | {"source_type": SourceType.USER_STATED, "evidence_count": 1}
    # "ends", "rewords" and "revises" are only an extractor's or the write path's, passed by the write path
    # (writepath.service.proposal_of)
    assert {f.name: getattr(drafts[0], f.name) for f in fields(CandidateDraft)} == expected | {
        "importance": 0.5,
        "ends": None,
        "rewords": False,
        "revises": False,
    }


def draft(scope: Scope, **ids: str | None) -> CandidateDraft:
    return CandidateDraft(**(SAID | {"scope": scope}), source_type=SourceType.USER_STATED,
                          evidence_count=1, **(WHERE | ids))  # fmt: skip


@pytest.mark.parametrize(
    ("scope", "without", "missing"),
    [
        (Scope.TENANT, ("user_id", "department_id", "agent_id"), None),
        (Scope.DEPARTMENT, ("department_id",), "department_id"),
        (Scope.USER, ("user_id",), "user_id"),
        (Scope.USER, ("session_id", "task_id", "agent_id"), None),
        (Scope.AGENT, ("agent_id",), "agent_id"),
        (Scope.AGENT, ("user_id",), None),
        (Scope.SESSION, ("user_id",), "user_id"),
        (Scope.SESSION, ("session_id",), "session_id"),
        (Scope.TASK, ("user_id", "task_id"), "user_id"),
        (Scope.TASK, ("task_id",), "task_id"),
    ],
)
def test_the_ids_a_scope_needs_are_one_rule(
    scope: Scope, without: tuple[str, ...], missing: str | None
) -> None:
    """Screening and the writers used to disagree (a SESSION draft without a user passed screening;
    one without a session passed the writer): one rule now, used by both."""
    lacking = draft(scope, **dict.fromkeys(without))
    assert missing_owner_field(lacking) == missing
    decision = require_scope_owner(lacking, GovernanceSettings())
    if missing is None:
        assert decision is None
    else:
        assert decision is not None and decision.reason is Reason.MISSING_SCOPE_OWNER
        assert missing in decision.message

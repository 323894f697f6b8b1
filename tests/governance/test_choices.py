"""Alternatives of one choice (pure): a window or an aisle seat, economy or business class. Picking
another option supersedes the picked one; a dislike of one option is a memory of its own."""

import uuid

import pytest

from memory_center.config import GovernanceSettings
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.matching import (
    Likeness,
    Neighbour,
    alternatives,
    likeness,
    nearest,
    settle_memory,
)
from memory_center.governance.policies import ExistingFact, Outcome, Reason, screen

SETTINGS = GovernanceSettings()


@pytest.mark.parametrize(
    ("one", "other", "expected"),
    [
        ("aisle seat", "window seats", True),
        ("靠过道位子", "靠窗座位", True),
        ("business class", "economy", True),
        ("商务舱", "经济舱", True),
        ("双床房", "大床房", True),
        ("aisle seat", "aisle seats", False),  # the same option: the same memory, not an alternative
        ("aisle seat", "business class", False),  # options of different choices
        ("aisle seat", "green tea", False),
        ("morning meetings", "afternoon meeting", True),  # one thing, two options of when it happens
        ("early flights", "evening flight", True),
        ("上午开会", "下午开会", True),
        ("晚上跑步", "早上跑步", True),
        ("morning coffee", "afternoon tea", False),  # two things
        ("morning meeting", "morning meetings", False),
        ("晚上", "早上", False),  # no thing at all
    ],
)
def test_alternatives_of_one_choice(one: str, other: str, expected: bool) -> None:
    assert alternatives(one, other) is expected


def test_an_alternative_needs_no_similarity() -> None:
    assert likeness("aisle seat", "window seat", None, None) is Likeness.ALTERNATIVE
    assert likeness("aisle seat", "the aisle seats", None, None) is Likeness.SAME_SUBJECT


def _draft(value: str, source: SourceType = SourceType.USER_STATED) -> CandidateDraft:
    return CandidateDraft(
        memory_type=MemoryType.PREFERENCE,
        subject="aisle seat",
        predicate="preference",
        object_value=value,
        content="I'd rather have an aisle seat",
        scope=Scope.USER,
        confidence=0.8,
        source_type=source,
        evidence_count=1,
        user_id="u-1",
    )


def _window(value: str, source: SourceType = SourceType.USER_STATED) -> Neighbour:
    fact = ExistingFact(uuid.uuid4(), value, "I prefer window seats", source, Scope.USER)
    return Neighbour(fact, Likeness.ALTERNATIVE)


@pytest.mark.parametrize(
    ("new", "old", "expected"),
    [
        ("like", "like", (Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES)),
        ("required", "like", (Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES)),
        ("like", "only", (Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES)),
        ("dislike", "like", (Outcome.ACCEPT, Reason.ACCEPTED)),  # "no aisle seats" says nothing of window
        ("like", "dislike", (Outcome.ACCEPT, Reason.ACCEPTED)),
        ("like", "never", (Outcome.ACCEPT, Reason.ACCEPTED)),
    ],
)
def test_picking_another_option_replaces_the_picked_one(
    new: str, old: str, expected: tuple[Outcome, Reason]
) -> None:
    found = _window(old)
    decision = settle_memory(screen(_draft(new), SETTINGS), None, found)
    assert (decision.outcome, decision.reason) == expected
    if decision.outcome is Outcome.SUPERSEDE:
        assert decision.fact_id == found.fact.id
        assert "another option of the same choice" in decision.message


def test_a_less_trusted_source_waits_and_the_picked_option_is_nearest() -> None:
    decision = settle_memory(
        screen(_draft("like", SourceType.TOOL_RESULT), SETTINGS),
        None,
        _window("like", SourceType.USER_CONFIRMED),
    )
    assert (decision.outcome, decision.reason) == (Outcome.NEEDS_CONFIRMATION, Reason.SAME_MEMORY_LOWER_TRUST)
    disliked, picked = _window("dislike"), _window("like")
    assert nearest([disliked, picked]) is picked

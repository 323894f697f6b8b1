"""The same memory said differently (pure): normalised subjects, predicate families, likeness, and the
ordered same-memory policies with their reason codes."""

import uuid
from dataclasses import replace

import pytest

from memory_center.config import GovernanceSettings
from memory_center.embedding.e5 import E5_MODEL
from memory_center.embedding.ensemble import MULTILINGUAL_MODEL
from memory_center.embedding.local import MINILM_MODEL
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.matching import (
    MEASURED_THRESHOLDS,
    SAME_MEMORY_POLICIES,
    Likeness,
    Neighbour,
    Thresholds,
    core_subject,
    family_members,
    likeness,
    nearest,
    predicate_family,
    settle_memory,
    share_a_term,
    share_a_thing,
)
from memory_center.governance.policies import ExistingFact, Outcome, Reason, screen

SETTINGS = GovernanceSettings()
THRESHOLDS = Thresholds(sure=0.7, unsure=0.6)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("tea anymore", "tea"),
        ("the green teas", "green tea"),
        ("my window seats", "window seat"),
        ("horror movies", "the horror movie"),
        ("dishes", "dish"),
        ("berries", "berry"),
        ("Ｇｒｅｅｎ　Ｔｅａ", "green tea"),
        ("吃辣", "辣"),
        ("辣的", "辣"),
        ("喝咖啡", "咖啡"),
        ("不再吃香菜", "香菜"),
    ],
)
def test_subjects_that_are_the_same_after_normalisation(one: str, other: str) -> None:
    assert core_subject(one) == core_subject(other)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("green tea", "black tea"),
        ("dark chocolate", "white chocolate"),
        ("cats", "dogs"),
        ("绿茶", "红茶"),
        ("香菜", "葱"),
        ("coffee", "tea"),
        ("green tea", "green tea ice cream"),
    ],
)
def test_different_things_stay_different(one: str, other: str) -> None:
    assert core_subject(one) != core_subject(other)


def test_only_subjects_sharing_a_term_are_compared_by_meaning() -> None:
    assert share_a_term("green tea drinks", "green tea")
    assert share_a_term("晨跑", "早上跑步")
    assert not share_a_term("coffee", "tea")
    assert not share_a_term("spicy food", "辣")  # across languages: left to the model extractor
    assert not share_a_term("the", "a")
    # the time of day is a modifier: terms in common, no thing in common
    assert share_a_term("早上跑步", "早上航班") and not share_a_thing("早上跑步", "早上航班")
    assert not share_a_thing("morning run", "morning flight")
    assert share_a_thing("morning meetings", "afternoon meetings")
    assert share_a_thing("晚上咖啡", "咖啡")


@pytest.mark.parametrize(
    ("predicate", "family"),
    [
        ("likes", "preference"),
        ("Dislikes", "preference"),
        ("喜好", "preference"),
        ("lives in", "residence"),
        ("lives_in", "residence"),
        ("home-city", "residence"),
        ("preferred name", "name"),
        ("allergic_to", "allergy"),
        ("max_amount", "max_amount"),
        ("favourite", "favourite"),
    ],
)
def test_predicates_belong_to_families(predicate: str, family: str) -> None:
    assert predicate_family(predicate) == family
    assert predicate_family(family) == family


def test_stored_predicates_of_a_family_include_both_spellings() -> None:
    members = family_members("residence")
    assert "lives_in" in members and "lives in" in members
    assert family_members("max_amount") == ("max_amount", "max amount")


def test_thresholds_are_measured_for_the_shipped_embedders() -> None:
    assert set(MEASURED_THRESHOLDS) == {MULTILINGUAL_MODEL, MINILM_MODEL, E5_MODEL}
    for measured in MEASURED_THRESHOLDS.values():
        assert 0 < measured.unsure < measured.sure < 1


@pytest.mark.parametrize(
    ("subject", "fact_subject", "similarity", "expected"),
    [
        ("green teas", "green tea", None, Likeness.SAME_SUBJECT),
        ("green teas", "green tea", 0.1, Likeness.SAME_SUBJECT),
        ("green tea drinks", "green tea", 0.75, Likeness.CLOSE),
        ("green tea drinks", "green tea", 0.7, Likeness.CLOSE),
        ("green tea drinks", "green tea", 0.65, Likeness.UNSURE),
        ("green tea drinks", "green tea", 0.59, None),
        ("green tea drinks", "green tea", None, None),
        ("coffee", "tea", 0.99, None),
        ("早上跑步", "早上航班", 0.95, Likeness.UNSURE),  # only the time of day in common: never sure
        ("morning run", "morning flight", 0.75, Likeness.UNSURE),
        ("morning run", "morning flight", 0.5, None),
    ],
)
def test_likeness(
    subject: str, fact_subject: str, similarity: float | None, expected: Likeness | None
) -> None:
    assert likeness(subject, fact_subject, similarity, THRESHOLDS) is expected
    if expected is not Likeness.SAME_SUBJECT:
        assert likeness(subject, fact_subject, similarity, None) is None


def draft(
    value: str = "dislike", source: SourceType = SourceType.USER_STATED, scope: Scope = Scope.USER
) -> CandidateDraft:
    return CandidateDraft(
        memory_type=MemoryType.PREFERENCE,
        subject="green tea drinks",
        predicate="preference",
        object_value=value,
        content="I don't drink green tea drinks any more",
        scope=scope,
        confidence=0.8,
        source_type=source,
        evidence_count=1,
        user_id="u-1",
    )


def neighbour(
    kind: Likeness,
    similarity: float | None = None,
    source: SourceType = SourceType.USER_STATED,
    value: str = "like",
) -> Neighbour:
    fact = ExistingFact(uuid.uuid4(), value, f"I {value} green tea", source, Scope.USER)
    return Neighbour(fact, kind, similarity)


def test_nearest_prefers_the_same_subject_then_the_closest() -> None:
    same = neighbour(Likeness.SAME_SUBJECT)
    close, closer = neighbour(Likeness.CLOSE, 0.75), neighbour(Likeness.CLOSE, 0.8)
    unsure = neighbour(Likeness.UNSURE, 0.69)
    assert nearest([unsure, close, same, closer]) is same
    assert nearest([unsure, close, closer]) is closer
    assert nearest([]) is None


@pytest.mark.parametrize(
    ("candidate", "found", "expected"),
    [
        (draft("like"), neighbour(Likeness.SAME_SUBJECT), (Outcome.MERGE, Reason.SAME_MEMORY_MERGED)),
        (draft("LIKE "), neighbour(Likeness.CLOSE, 0.8), (Outcome.MERGE, Reason.SAME_MEMORY_MERGED)),
        (draft(), neighbour(Likeness.SAME_SUBJECT), (Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES)),
        (draft(), neighbour(Likeness.CLOSE, 0.8), (Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES)),
        (
            draft(source=SourceType.USER_CONFIRMED),
            neighbour(Likeness.CLOSE, 0.8),
            (Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES),
        ),
        (
            draft(source=SourceType.TOOL_RESULT),
            neighbour(Likeness.CLOSE, 0.8),
            (Outcome.NEEDS_CONFIRMATION, Reason.SAME_MEMORY_LOWER_TRUST),
        ),
        (
            draft(source=SourceType.TOOL_RESULT),
            neighbour(Likeness.SAME_SUBJECT, source=SourceType.USER_CONFIRMED),
            (Outcome.NEEDS_CONFIRMATION, Reason.SAME_MEMORY_LOWER_TRUST),
        ),
        (
            draft(),
            neighbour(Likeness.UNSURE, 0.65),
            (Outcome.NEEDS_CONFIRMATION, Reason.SIMILAR_MEMORY_UNSURE),
        ),
        (draft("like"), neighbour(Likeness.UNSURE, 0.65), (Outcome.ACCEPT, Reason.ACCEPTED)),
        (draft(), None, (Outcome.ACCEPT, Reason.ACCEPTED)),
    ],
)
def test_the_same_memory_policies_in_order(
    candidate: CandidateDraft, found: Neighbour | None, expected: tuple[Outcome, Reason]
) -> None:
    decision = settle_memory(screen(candidate, SETTINGS), None, found)
    assert (decision.outcome, decision.reason) == expected
    if found is not None and decision.outcome is not Outcome.ACCEPT:
        assert decision.fact_id == found.fact.id
    assert "green tea" not in decision.message  # never quotes the candidate


def test_the_exact_key_comes_first_and_screening_decisions_stand() -> None:
    exact = ExistingFact(uuid.uuid4(), "like", "I like green tea drinks", SourceType.USER_STATED, Scope.USER)
    decision = settle_memory(screen(draft(), SETTINGS), exact, neighbour(Likeness.SAME_SUBJECT))
    assert (decision.reason, decision.fact_id) == (Reason.SUPERSEDES, exact.id)
    hedged = screen(replace(draft(), confidence=0.4), SETTINGS)
    assert settle_memory(hedged, None, neighbour(Likeness.SAME_SUBJECT)).reason is Reason.LOW_CONFIDENCE


def test_a_neighbour_of_another_scope_is_a_bug_not_a_match() -> None:
    session_draft = replace(draft(scope=Scope.SESSION), session_id="s-1")
    with pytest.raises(ValueError, match="scope"):
        settle_memory(screen(session_draft, SETTINGS), None, neighbour(Likeness.SAME_SUBJECT))


def test_the_policies_are_listed_in_their_order() -> None:
    names = [policy.__name__ for policy in SAME_MEMORY_POLICIES]
    assert names == ["merge_same_memory", "supersede_same_memory", "review_similar_memory"]

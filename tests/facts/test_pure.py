"""Pure pieces of the write path: validity windows, owners and keys, candidate transitions."""

import uuid
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from memory_center.candidates.candidate_transitions import (
    REVIEWABLE,
    TRANSITIONS,
    can_move,
    move,
    require_move,
)
from memory_center.enums import CandidateStatus, FactStatus, MemoryType, OwnerType, Scope, SourceType
from memory_center.errors import Conflict
from memory_center.facts.corrections import corrected_content
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.facts.validity import active_until, current_status, status_at
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.owners import fact_key, missing_owner_field, normalise, owner_of, scope_ids
from memory_center.models import Candidate

T0 = datetime(2026, 1, 1, tzinfo=UTC)
HOUR = timedelta(hours=1)


def draft(scope: Scope, **ids: str | None) -> CandidateDraft:
    return CandidateDraft(
        memory_type=MemoryType.PREFERENCE,
        subject="tea",
        predicate="preference",
        object_value="like",
        content="likes tea",
        scope=scope,
        confidence=0.9,
        source_type=SourceType.USER_STATED,
        evidence_count=1,
        **ids,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("status", "until", "expected"),
    [
        (FactStatus.ACTIVE, None, FactStatus.ACTIVE),
        (FactStatus.ACTIVE, T0 + HOUR, FactStatus.ACTIVE),
        (FactStatus.ACTIVE, T0, FactStatus.EXPIRED),
        (FactStatus.SUPERSEDED, T0 + HOUR, FactStatus.SUPERSEDED),
        (FactStatus.INVALIDATED, None, FactStatus.INVALIDATED),
    ],
)
def test_current_status(status: FactStatus, until: datetime | None, expected: FactStatus) -> None:
    assert current_status(status, until, T0) is expected


def test_status_at_follows_the_active_window() -> None:
    window = {
        "status": FactStatus.SUPERSEDED,
        "valid_from": T0,
        "valid_until": T0 + HOUR,
        "status_changed_at": None,
    }
    assert status_at(**window, at=T0 - HOUR) is None
    assert status_at(**window, at=T0) is FactStatus.ACTIVE
    assert status_at(**window, at=T0 + HOUR / 2) is FactStatus.ACTIVE
    assert status_at(**window, at=T0 + HOUR) is FactStatus.SUPERSEDED


def test_an_invalidated_fact_was_active_until_its_invalidation() -> None:
    changed = T0 + 2 * HOUR
    assert active_until(FactStatus.INVALIDATED, None, changed) == changed
    assert active_until(FactStatus.INVALIDATED, T0 + HOUR, changed) == T0 + HOUR
    fact = {
        "status": FactStatus.INVALIDATED,
        "valid_from": T0,
        "valid_until": None,
        "status_changed_at": changed,
    }
    assert status_at(**fact, at=T0 + HOUR) is FactStatus.ACTIVE
    assert status_at(**fact, at=changed) is FactStatus.INVALIDATED


def test_an_active_fact_past_its_end_was_expired_then() -> None:
    fact = {
        "status": FactStatus.ACTIVE,
        "valid_from": T0,
        "valid_until": T0 + HOUR,
        "status_changed_at": None,
    }
    assert status_at(**fact, at=T0 + 2 * HOUR) is FactStatus.EXPIRED


@pytest.mark.parametrize(
    ("scope", "owner", "kept"),
    [
        (Scope.TENANT, (OwnerType.TENANT, "t"), ScopeIds()),
        (Scope.DEPARTMENT, (OwnerType.DEPARTMENT, "d"), ScopeIds(department_id="d")),
        (Scope.USER, (OwnerType.USER, "u"), ScopeIds(user_id="u")),
        (Scope.AGENT, (OwnerType.AGENT, "a"), ScopeIds(user_id="u", agent_id="a")),
        (Scope.SESSION, (OwnerType.USER, "u"), ScopeIds(user_id="u", session_id="s")),
        (Scope.TASK, (OwnerType.USER, "u"), ScopeIds(user_id="u", task_id="k")),
    ],
)
def test_owner_and_scope_ids(scope: Scope, owner: tuple[OwnerType, str], kept: ScopeIds) -> None:
    full = draft(scope, user_id="u", department_id="d", agent_id="a", session_id="s", task_id="k")
    resolved = owner_of(full, "t")
    assert (resolved.owner_type, resolved.owner_id) == owner
    assert scope_ids(full) == kept
    assert missing_owner_field(full) is None


def test_a_task_candidate_without_a_task_is_a_session_candidate() -> None:
    assert normalise(draft(Scope.TASK, user_id="u", session_id="s")).scope is Scope.SESSION
    assert normalise(draft(Scope.TASK, user_id="u", task_id="k")).scope is Scope.TASK


def test_key_parts_are_compared_in_canonical_form() -> None:
    loud = replace(draft(Scope.USER, user_id="u"), subject="  Green   TEA ", predicate="Ｐｒｅｆｅｒｅｎｃｅ")
    quiet = normalise(loud)
    assert (quiet.subject, quiet.predicate) == ("green tea", "preference")
    assert len(normalise(replace(loud, subject="x" * 5000)).subject or "") <= 64


@pytest.mark.parametrize(
    ("scope", "missing"),
    [
        (Scope.USER, "user_id"),
        (Scope.TASK, "user_id"),
        (Scope.AGENT, "agent_id"),
        (Scope.DEPARTMENT, "department_id"),
    ],
)
def test_missing_owner_ids_are_named(scope: Scope, missing: str) -> None:
    assert missing_owner_field(draft(scope, task_id="k")) == missing
    assert not owner_of(draft(scope, task_id="k"), "t").known


def test_keys_ignore_ids_the_scope_does_not_need() -> None:
    in_one_session = fact_key(draft(Scope.USER, user_id="u", session_id="s1"), "t")
    in_another = fact_key(draft(Scope.USER, user_id="u", session_id="s2"), "t")
    assert in_one_session == in_another
    assert in_one_session.lock_id() == in_another.lock_id()
    task = fact_key(draft(Scope.TASK, user_id="u", task_id="k"), "t")
    assert task != in_one_session and task.lock_id() != in_one_session.lock_id()


def test_lock_ids_are_signed_64_bit_and_tenant_bound() -> None:
    key = FactKey("t1", OwnerType.USER, "u", Scope.USER, ScopeIds(user_id="u"), "tea", "preference")
    other = FactKey("t2", OwnerType.USER, "u", Scope.USER, ScopeIds(user_id="u"), "tea", "preference")
    assert -(2**63) <= key.lock_id() < 2**63
    assert key.lock_id() != other.lock_id()
    assert not FactKey("t", OwnerType.USER, "u", Scope.USER, ScopeIds(), None, "p").is_keyed


def test_review_moves_only_from_undecided_states() -> None:
    assert {CandidateStatus.PENDING, CandidateStatus.NEEDS_CONFIRMATION} == REVIEWABLE
    for status in CandidateStatus:
        assert can_move(status, CandidateStatus.ACCEPTED) is (status in REVIEWABLE)
    assert all(not TRANSITIONS[s] for s in CandidateStatus if s not in REVIEWABLE)
    with pytest.raises(Conflict):
        require_move("c", CandidateStatus.REJECTED, CandidateStatus.ACCEPTED)


def test_candidate_move_sets_status_and_decision_time_only_along_the_table() -> None:
    candidate = Candidate(id=uuid.uuid4(), status=CandidateStatus.NEEDS_CONFIRMATION)
    move(candidate, CandidateStatus.REJECTED, T0)
    assert (candidate.status, candidate.decided_at) == (CandidateStatus.REJECTED, T0)
    with pytest.raises(Conflict) as refused:
        move(candidate, CandidateStatus.ACCEPTED, T0 + timedelta(days=1))
    assert refused.value.code == "candidate_already_decided"
    assert (candidate.status, candidate.decided_at) == (CandidateStatus.REJECTED, T0)


@pytest.mark.parametrize(
    ("content", "old", "new", "expected"),
    [
        ("预算不超过 8000 元", "8000 元", "9000 元", "预算不超过 9000 元"),
        ("likes tea", "like", "dislike", "likes tea"),
        ("I like tea", "like", "dislike", "I dislike tea"),
        ("8000 or 8000", "8000", "9000", "8000 or 8000"),
        ("budget", None, "9000", "budget"),
    ],
)
def test_a_corrected_value_follows_into_the_wording_when_unambiguous(
    content: str, old: str | None, new: str | None, expected: str
) -> None:
    assert corrected_content(content, old, new) == expected

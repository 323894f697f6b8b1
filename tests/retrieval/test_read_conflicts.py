"""Shadowing and conflicts (pure)."""

import uuid
from datetime import UTC, datetime

from memory_center.enums import FactStatus, MemoryType, Scope, SourceType
from memory_center.retrieval.conflicts import conflict_notes, resolve
from memory_center.retrieval.ranking import Scored
from memory_center.retrieval.records import CandidateRecord, FactRecord

WHEN = datetime(2026, 3, 1, tzinfo=UTC)


def fact(
    content: str,
    scope: Scope = Scope.USER,
    *,
    subject: str | None = "trip",
    predicate: str | None = "budget",
    value: str | None = None,
    agent_id: str | None = None,
    source: SourceType = SourceType.USER_STATED,
) -> FactRecord:
    return FactRecord(
        id=uuid.uuid4(),
        revision=1,
        scope=scope,
        memory_type=MemoryType.CONSTRAINT,
        subject=subject,
        predicate=predicate,
        object_value=value,
        content=content,
        status=FactStatus.ACTIVE,
        source_type=source,
        confidence=0.9,
        importance=0.5,
        valid_from=WHEN,
        valid_until=None,
        created_at=WHEN,
        updated_at=WHEN,
        last_accessed_at=None,
        status_changed_at=None,
        user_id="u1",
        department_id=None,
        agent_id=agent_id,
        session_id=None,
        task_id="k1" if scope is Scope.TASK else None,
    )


def scored(record: FactRecord, score: float = 1.0) -> Scored:
    return Scored("fact", record.id, score, score, 0.5, ("keyword_rank=1",))


def test_narrower_scope_wins_and_reports_the_wider_one() -> None:
    user = fact("Budget is 5000", value="5000")
    task = fact("Budget for this trip is 10000", Scope.TASK, value="10000")
    out = resolve([scored(user)], {user.id: user}, [task, user], [])
    assert len(out) == 1
    assert out[0].scored.id == task.id
    assert "narrower_scope_wins" in out[0].scored.reasons
    assert [(s.fact.id, s.reason) for s in out[0].shadowed] == [(user.id, "narrower_scope")]


def test_a_shadowed_fact_never_appears_twice() -> None:
    user = fact("Budget is 5000", value="5000")
    task = fact("Budget is 10000", Scope.TASK, value="10000")
    out = resolve([scored(task, 0.9), scored(user, 0.8)], {task.id: task, user.id: user}, [], [])
    assert [r.scored.id for r in out] == [task.id]
    assert [s.fact.id for s in out[0].shadowed] == [user.id]


def test_same_scope_disagreement_is_a_conflict_not_a_guess() -> None:
    sales = fact("Prefers email", subject="contact", predicate="channel", value="email", agent_id="sales")
    support = fact("Prefers phone", subject="contact", predicate="channel", value="phone", agent_id="support")
    out = resolve([scored(sales)], {sales.id: sales}, [support], [])
    assert len(out) == 1
    (conflict,) = out[0].conflicts
    assert conflict.id == support.id
    assert conflict.message == (
        "two records disagree: Prefers email (2026-03-01, USER_STATED) "
        "vs Prefers phone (2026-03-01, USER_STATED)"
    )
    (note,) = conflict_notes(out)
    assert note.ids == (sales.id, support.id)


def test_same_value_at_same_scope_is_a_duplicate_not_a_conflict() -> None:
    a = fact("Budget is 5000", value="5000", agent_id="a")
    b = fact("budget is 5000", value="5000", agent_id="b")
    out = resolve([scored(a)], {a.id: a}, [b], [])
    assert out[0].conflicts == []
    assert [(s.fact.id, s.reason) for s in out[0].shadowed] == [(b.id, "duplicate")]


def test_pending_conflicting_candidate_is_reported() -> None:
    held = fact("Budget is 5000", value="5000")
    candidate = CandidateRecord(
        id=uuid.uuid4(),
        conflict_fact_id=held.id,
        content="Budget is 8000",
        scope=Scope.USER,
        source_type=SourceType.INFERRED,
        confidence=0.6,
        created_at=datetime(2026, 4, 2, tzinfo=UTC),
        user_id="u1",
        department_id=None,
        agent_id=None,
        session_id=None,
        task_id=None,
    )
    out = resolve([scored(held)], {held.id: held}, [], [candidate])
    (conflict,) = out[0].conflicts
    assert conflict.kind == "candidate"
    assert "Budget is 8000 (2026-04-02, INFERRED, awaiting confirmation)" in conflict.message


def test_facts_without_a_key_and_evidence_pass_through() -> None:
    plain = fact("Likes jazz", subject=None, predicate=None)
    evidence = Scored("evidence", uuid.uuid4(), 0.5, 0.5, 0.5, ())
    out = resolve([scored(plain), evidence], {plain.id: plain}, [], [])
    assert [r.scored.id for r in out] == [plain.id, evidence.id]

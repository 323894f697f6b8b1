"""The pure visibility and currency rules (docs/design.md §2, §4)."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest

from memory_center.enums import FactStatus, Scope
from memory_center.retrieval.scope import (
    Viewer,
    evidence_visible,
    fact_current,
    fact_visible,
    visible_scope_keys,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)


@dataclass
class Row:
    scope: Scope = Scope.USER
    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None


@dataclass
class Timed:
    status: FactStatus = FactStatus.ACTIVE
    valid_from: datetime = NOW - timedelta(days=10)
    valid_until: datetime | None = None
    status_changed_at: datetime | None = None


def test_scope_keys_name_only_what_the_request_names() -> None:
    assert visible_scope_keys(Viewer("t")) == [(Scope.TENANT, "")]
    keys = visible_scope_keys(Viewer("t", user_id="u", task_id="k"))
    assert keys == [(Scope.TENANT, ""), (Scope.USER, "u"), (Scope.TASK, "k")]


@pytest.mark.parametrize(
    ("row", "viewer", "visible"),
    [
        (Row(Scope.TENANT), Viewer("t"), True),
        (Row(Scope.USER, user_id="u1"), Viewer("t", user_id="u1"), True),
        (Row(Scope.USER, user_id="u1"), Viewer("t", user_id="u2"), False),
        (Row(Scope.USER, user_id="u1"), Viewer("t"), False),
        (Row(Scope.DEPARTMENT, department_id="d1"), Viewer("t", department_id="d1"), True),
        (Row(Scope.DEPARTMENT, department_id="d1"), Viewer("t", department_id="d2", user_id="u1"), False),
        (Row(Scope.AGENT, agent_id="sales"), Viewer("t", agent_id="sales"), True),
        (Row(Scope.AGENT, agent_id="sales"), Viewer("t", agent_id="support"), False),
        # An agent's notes about one user never reach another user's context.
        (
            Row(Scope.AGENT, agent_id="sales", user_id="u1"),
            Viewer("t", agent_id="sales", user_id="u2"),
            False,
        ),
        (Row(Scope.AGENT, agent_id="sales", user_id="u1"), Viewer("t", agent_id="sales"), False),
        (Row(Scope.AGENT, agent_id="sales", user_id="u1"), Viewer("t", agent_id="sales", user_id="u1"), True),
        (Row(Scope.SESSION, session_id="s1", user_id="u1"), Viewer("t", session_id="s1", user_id="u1"), True),
        (
            Row(Scope.SESSION, session_id="s1", user_id="u1"),
            Viewer("t", session_id="s1", user_id="u2"),
            False,
        ),
        (Row(Scope.SESSION, session_id="s1", user_id="u1"), Viewer("t", user_id="u1"), False),
        # TASK memories, like SESSION ones, belong to their user whatever task id the caller names.
        (Row(Scope.TASK, task_id="k1", user_id="u1"), Viewer("t", task_id="k1", user_id="u1"), True),
        (Row(Scope.TASK, task_id="k1", user_id="u1"), Viewer("t", task_id="k1", user_id="u2"), False),
        (Row(Scope.TASK, task_id="k1", user_id="u1"), Viewer("t", task_id="k1"), False),
        (Row(Scope.TASK, task_id="k1"), Viewer("t", task_id="k1"), True),
        (Row(Scope.TASK, task_id="k1"), Viewer("t", task_id="k1", user_id="u2"), True),
        (Row(Scope.SESSION, session_id="s1", user_id="u1"), Viewer("t", session_id="s1"), False),
        (Row(Scope.TASK, task_id="k1", user_id="u1"), Viewer("t", task_id="k2", user_id="u1"), False),
        # A USER fact written through an agent is shared at USER scope: every agent of that user sees it.
        (
            Row(Scope.USER, user_id="u1", agent_id="sales"),
            Viewer("t", user_id="u1", agent_id="support"),
            True,
        ),
    ],
)
def test_fact_visibility(row: Row, viewer: Viewer, visible: bool) -> None:
    assert fact_visible(row, viewer) is visible


@pytest.mark.parametrize(
    ("row", "viewer", "visible"),
    [
        (Row(user_id="u1"), Viewer("t", user_id="u1"), True),
        (Row(user_id="u1", session_id="s1"), Viewer("t", user_id="u2", session_id="s1"), False),
        (Row(user_id="u1"), Viewer("t"), False),
        (Row(session_id="s1"), Viewer("t", session_id="s1"), True),
        (Row(task_id="k1"), Viewer("t", task_id="k2"), False),
        (Row(agent_id="a"), Viewer("t", agent_id="a"), True),
        (Row(), Viewer("t", user_id="u1"), False),
    ],
)
def test_evidence_visibility(row: Row, viewer: Viewer, visible: bool) -> None:
    assert evidence_visible(row, viewer) is visible


def test_current_facts_are_active_and_inside_their_window() -> None:
    assert fact_current(Timed(), NOW)
    assert not fact_current(Timed(valid_from=NOW + timedelta(seconds=1)), NOW)
    assert not fact_current(Timed(valid_until=NOW), NOW)
    for status in (FactStatus.SUPERSEDED, FactStatus.EXPIRED, FactStatus.INVALIDATED):
        assert not fact_current(Timed(status=status), NOW)


def test_as_of_judges_status_at_that_instant() -> None:
    then = NOW - timedelta(days=5)
    superseded = Timed(FactStatus.SUPERSEDED, valid_until=NOW - timedelta(days=1), status_changed_at=NOW)
    assert fact_current(superseded, then, as_of=True)
    assert not fact_current(superseded, NOW, as_of=True)
    invalidated = Timed(FactStatus.INVALIDATED, status_changed_at=NOW - timedelta(days=2))
    assert fact_current(invalidated, then, as_of=True)
    assert not fact_current(invalidated, NOW - timedelta(days=1), as_of=True)
    # Without a recorded change time, supersession is judged by the validity window alone.
    legacy = Timed(FactStatus.SUPERSEDED, valid_until=NOW - timedelta(days=1))
    assert fact_current(legacy, then, as_of=True)
    assert not fact_current(Timed(FactStatus.INVALIDATED), then, as_of=True)

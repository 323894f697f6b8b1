"""The transition table and its checks, as pure functions."""

import itertools

import pytest

from memory_center.enums import TaskStatus as S
from memory_center.tasks.state_machine import (
    TERMINAL,
    TRANSITIONS,
    IllegalTransition,
    TaskClosed,
    allowed_targets,
    check_state_update,
    check_transition,
    is_terminal,
)

ALLOWED = {
    (S.CREATED, S.PLANNING),
    (S.CREATED, S.FAILED),
    (S.CREATED, S.CANCELLED),
    (S.PLANNING, S.WAITING_CONFIRMATION),
    (S.PLANNING, S.FAILED),
    (S.PLANNING, S.CANCELLED),
    (S.WAITING_CONFIRMATION, S.EXECUTING),
    (S.WAITING_CONFIRMATION, S.PLANNING),
    (S.WAITING_CONFIRMATION, S.FAILED),
    (S.WAITING_CONFIRMATION, S.CANCELLED),
    (S.EXECUTING, S.COMPLETED),
    (S.EXECUTING, S.OUTCOME_UNKNOWN),
    (S.EXECUTING, S.FAILED),
    (S.EXECUTING, S.CANCELLED),
    (S.OUTCOME_UNKNOWN, S.COMPLETED),
    (S.OUTCOME_UNKNOWN, S.FAILED),
    (S.OUTCOME_UNKNOWN, S.EXECUTING),
}
FORBIDDEN = sorted(set(itertools.product(S, S)) - ALLOWED)


def test_the_table_is_exactly_the_documented_graph() -> None:
    assert set(TRANSITIONS) == set(S)
    assert {(a, b) for a, targets in TRANSITIONS.items() for b in targets} == ALLOWED


def test_terminal_statuses() -> None:
    assert {S.COMPLETED, S.FAILED, S.CANCELLED} == TERMINAL
    assert all(is_terminal(s) for s in TERMINAL)
    assert not any(is_terminal(s) for s in set(S) - TERMINAL)


def test_failed_and_cancelled_are_reachable_from_every_open_status() -> None:
    for status in (S.CREATED, S.PLANNING, S.WAITING_CONFIRMATION, S.EXECUTING):
        assert {S.FAILED, S.CANCELLED} <= TRANSITIONS[status]


@pytest.mark.parametrize(("current", "target"), sorted(ALLOWED))
def test_allowed_transitions_pass(current: S, target: S) -> None:
    check_transition(current, target, reason="checked with the provider")


@pytest.mark.parametrize(("current", "target"), FORBIDDEN)
def test_forbidden_transitions_raise_with_allowed_targets(current: S, target: S) -> None:
    with pytest.raises(IllegalTransition) as caught:
        check_transition(current, target, reason="any")
    error = caught.value
    assert error.code == "illegal_transition"
    assert error.status_code == 422
    assert error.details["from_status"] == current.value
    assert error.details["to_status"] == target.value
    assert error.details["allowed_transitions"] == [s.value for s in allowed_targets(current)]
    expected_rule = (
        "terminal" if current in TERMINAL else "same_status" if current == target else "not_allowed"
    )
    assert error.details["rule"] == expected_rule


@pytest.mark.parametrize("reason", [None, "", "   \n"])
def test_outcome_unknown_back_to_executing_needs_a_reason(reason: str | None) -> None:
    with pytest.raises(IllegalTransition) as caught:
        check_transition(S.OUTCOME_UNKNOWN, S.EXECUTING, reason)
    assert caught.value.details["rule"] == "reason_required"
    assert "reason" in caught.value.message


@pytest.mark.parametrize("target", [S.COMPLETED, S.FAILED])
def test_outcome_unknown_settles_without_a_reason(target: S) -> None:
    check_transition(S.OUTCOME_UNKNOWN, target, None)


def test_outcome_unknown_cannot_be_cancelled_before_reconciliation() -> None:
    with pytest.raises(IllegalTransition) as caught:
        check_transition(S.OUTCOME_UNKNOWN, S.CANCELLED, "user gave up")
    assert "reconcile" in caught.value.message
    assert caught.value.details["allowed_transitions"] == ["EXECUTING", "COMPLETED", "FAILED"]


def test_allowed_targets_follow_enum_order() -> None:
    assert allowed_targets(S.CREATED) == [S.PLANNING, S.FAILED, S.CANCELLED]
    assert allowed_targets(S.WAITING_CONFIRMATION) == [S.PLANNING, S.EXECUTING, S.FAILED, S.CANCELLED]
    assert allowed_targets(S.COMPLETED) == []


@pytest.mark.parametrize("status", sorted(set(S) - TERMINAL))
def test_open_tasks_take_state_updates(status: S) -> None:
    check_state_update(status)


@pytest.mark.parametrize("status", sorted(TERMINAL))
def test_terminal_tasks_take_no_state_updates(status: S) -> None:
    with pytest.raises(TaskClosed) as caught:
        check_state_update(status)
    assert caught.value.code == "task_closed"
    assert caught.value.status_code == 422

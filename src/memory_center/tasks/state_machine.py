"""The one table of legal task transitions, and the pure checks built on it (docs/design.md §5).

CREATED → PLANNING → WAITING_CONFIRMATION → EXECUTING → COMPLETED is the happy path.

- WAITING_CONFIRMATION → PLANNING: the user asked for changes.
- FAILED and CANCELLED are reachable from every open state (CREATED, PLANNING, WAITING_CONFIRMATION,
  EXECUTING).
- EXECUTING → OUTCOME_UNKNOWN: an external call's result is unknown (a timeout after a payment request).
- OUTCOME_UNKNOWN leaves only by explicit reconciliation: COMPLETED (it did happen), FAILED (it did not),
  or back to EXECUTING to retry, which needs a non-empty reason (what was checked). It can NOT be
  CANCELLED: a payment may have gone through, so the agent must find out first.
- COMPLETED, FAILED and CANCELLED are terminal: no transition and no state update.
- A "transition" to the current status is not a transition: it is refused like any other illegal one.

The backend decides; a model may only propose.
"""

from collections.abc import Mapping

from memory_center.enums import TaskStatus
from memory_center.errors import Unprocessable

S = TaskStatus

TRANSITIONS: Mapping[TaskStatus, frozenset[TaskStatus]] = {
    S.CREATED: frozenset({S.PLANNING, S.FAILED, S.CANCELLED}),
    S.PLANNING: frozenset({S.WAITING_CONFIRMATION, S.FAILED, S.CANCELLED}),
    S.WAITING_CONFIRMATION: frozenset({S.EXECUTING, S.PLANNING, S.FAILED, S.CANCELLED}),
    S.EXECUTING: frozenset({S.COMPLETED, S.OUTCOME_UNKNOWN, S.FAILED, S.CANCELLED}),
    S.OUTCOME_UNKNOWN: frozenset({S.COMPLETED, S.FAILED, S.EXECUTING}),
    S.COMPLETED: frozenset(),
    S.FAILED: frozenset(),
    S.CANCELLED: frozenset(),
}

REASON_REQUIRED: frozenset[tuple[TaskStatus, TaskStatus]] = frozenset({(S.OUTCOME_UNKNOWN, S.EXECUTING)})

TERMINAL: frozenset[TaskStatus] = frozenset(status for status, targets in TRANSITIONS.items() if not targets)


class IllegalTransition(Unprocessable):
    code = "illegal_transition"


class TaskClosed(Unprocessable):
    code = "task_closed"


def allowed_targets(current: TaskStatus) -> list[TaskStatus]:
    """The statuses current may move to, in the contract's enum order."""
    return [status for status in TaskStatus if status in TRANSITIONS[current]]


def is_terminal(status: TaskStatus) -> bool:
    return status in TERMINAL


def check_transition(current: TaskStatus, target: TaskStatus, reason: str | None) -> None:
    """Raise IllegalTransition unless current → target is legal with this reason."""
    rule = _broken_rule(current, target, reason)
    if rule is None:
        return
    allowed = allowed_targets(current)
    raise IllegalTransition(
        _message(current, target, rule, allowed),
        details={
            "from_status": current.value,
            "to_status": target.value,
            "rule": rule,
            "allowed_transitions": [status.value for status in allowed],
        },
    )


def check_state_update(current: TaskStatus) -> None:
    """Raise TaskClosed when the task is terminal: its state is final."""
    if is_terminal(current):
        raise TaskClosed(
            f"task is {current.value}: a terminal task accepts no state updates",
            details={"status": current.value, "allowed_transitions": []},
        )


def _broken_rule(current: TaskStatus, target: TaskStatus, reason: str | None) -> str | None:
    if is_terminal(current):
        return "terminal"
    if target == current:
        return "same_status"
    if target not in TRANSITIONS[current]:
        return "not_allowed"
    if (current, target) in REASON_REQUIRED and not (reason and reason.strip()):
        return "reason_required"
    return None


def _message(current: TaskStatus, target: TaskStatus, rule: str, allowed: list[TaskStatus]) -> str:
    move = f"{current.value} → {target.value}"
    if rule == "terminal":
        return f"task is {current.value}, a terminal status: no transition is possible ({move})"
    if rule == "reason_required":
        return f"{move} needs a non-empty reason: say how the unknown outcome was reconciled"
    targets = ", ".join(status.value for status in allowed)
    hint = " (reconcile the outcome first)" if current == S.OUTCOME_UNKNOWN else ""
    return f"{move} is not allowed{hint}; allowed from {current.value}: {targets}"

"""Optimistic locking made easy: `update_task(task_id, fn)` reads the task, asks `fn` what to change,
writes with the version it read, and on a 409 `version_conflict` reads again and asks `fn` again."""

from dataclasses import dataclass, field
from typing import Any

from memory_center_client import calls
from memory_center_client.calls import UNSET, Call, Unset
from memory_center_client.errors import Conflict
from memory_center_client.models import Task

DEFAULT_ATTEMPTS = 10


@dataclass(frozen=True)
class TaskChange:
    """What `fn` wants done to the task it was shown. With `to_status` it is a transition (state and
    step may change in the same write); without, a state update."""

    state: dict[str, Any] | None = None
    """The whole new state (None: keep the current one)."""
    current_step: int | Unset | None = field(default=UNSET)
    """The new step number; None clears it; UNSET keeps it."""
    to_status: str | None = None
    reason: str | None = None
    trace_id: str | None = None


def change_call(task: Task, change: TaskChange) -> Call[Task]:
    """The write that applies `change` to `task` at the version it was read."""
    if change.to_status is not None:
        body: dict[str, Any] = {
            "to_status": change.to_status,
            "expected_version": task.version,
            "reason": change.reason,
            "trace_id": change.trace_id,
            "state": change.state,
            "current_step": change.current_step,
        }
        return calls.transition_task(task.task_id, body)
    state = task.state if change.state is None else change.state
    body = {"expected_version": task.version, "state": state, "current_step": change.current_step}
    return calls.update_task_state(task.task_id, body)


def is_stale(error: Conflict) -> bool:
    """A lost race (someone wrote a newer version), as opposed to any other 409."""
    return error.code == "version_conflict" or error.current_version is not None

import re
import uuid
from datetime import datetime
from typing import Annotated, Any, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, model_validator

from memory_center.enums import TaskStatus
from memory_center.kit.pagination import Page
from memory_center.kit.schemas import (
    FROM_STRING,
    MAX_ID,
    Identifier,
    NonEmptyText,
    RequestModel,
    ResponseModel,
    Text,
    finite_number,
    no_secret,
    storable,
)
from memory_center.tasks.state_machine import allowed_targets

MAX_STATE_BYTES = 64 * 1024

TASK_ID_PATTERN = r"^[^/\x00]+$"
TaskId = Annotated[
    str,
    StringConstraints(min_length=1, max_length=MAX_ID, strip_whitespace=True, pattern=TASK_ID_PATTERN),
    AfterValidator(no_secret),
]
Step = Text | dict[str, Any]
Version = Annotated[
    int, Field(ge=1, le=2**31 - 1, strict=True, description="The version you read (optimistic lock).")
]
StepNumber = Annotated[int, Field(ge=0, le=2**31 - 1, description="The step number, as in the seeds.")]
StepLabel = Annotated[str, StringConstraints(max_length=1000), AfterValidator(storable)]

STATE_EXAMPLE: dict[str, Any] = {
    "goal": "Book a trip to Tokyo under 8000 CNY",
    "done_steps": ["collect dates", "collect budget"],
    "pending_steps": ["search flights", "book hotel"],
    "next_step": "search flights",
    "budget_cny": 8000,
}


_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
MAX_DEPTH = 64


def _ensure_storable(value: Any, path: str = "", depth: int = 0) -> None:
    """PostgreSQL text and JSONB hold no NUL character and no lone surrogate, and deep nesting breaks
    serialization: refuse them as 422 here rather than fail later."""
    if depth > MAX_DEPTH:
        raise ValueError(f"JSON at '{path}' nests deeper than {MAX_DEPTH} levels")
    finite_number(value, path)
    if isinstance(value, str) and _UNSTORABLE.search(value):
        raise ValueError(f"text at '{path or '.'}' contains a NUL character or invalid Unicode")
    if isinstance(value, dict):
        for key, item in value.items():
            _ensure_storable(key, f"{path}.{key!r}", depth + 1)
            _ensure_storable(item, f"{path}.{key}", depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _ensure_storable(item, f"{path}[{index}]", depth + 1)


class TaskRequest(RequestModel):
    """A task request body: unknown fields refused, and every string storable."""

    @model_validator(mode="before")
    @classmethod
    def _storable(cls, data: Any) -> Any:
        _ensure_storable(data)
        return data


class TaskState(BaseModel):
    """The task's working state. The known keys are type-checked; any other key is kept as is.
    Serialized, the whole object is at most 64 KiB (else 422 `state_too_large`)."""

    model_config = ConfigDict(extra="allow", json_schema_extra={"examples": [STATE_EXAMPLE]})

    goal: Text | None = Field(None, description="The goal as the agent currently understands it.")
    done_steps: list[Step] = Field(default_factory=list, description="Steps done: strings or objects.")
    pending_steps: list[Step] = Field(default_factory=list, description="Steps still to do.")
    next_step: Step | None = Field(None, description="The step to run next.")

    def document(self) -> dict[str, Any]:
        """What is stored: exactly the keys the caller sent."""
        return self.model_dump(mode="json", exclude_unset=True)


class TaskIn(TaskRequest):
    task_id: TaskId = Field(description="Your own id, unique in the tenant; no '/'.")
    user_id: Identifier
    session_id: Identifier | None = None
    agent_id: Identifier | None = None
    goal: NonEmptyText
    state: TaskState | None = Field(None, description="Initial state; default {}.")
    current_step: StepNumber | None = Field(None, description="The number of the step in progress.")
    current_step_label: StepLabel | None = Field(None, description="An optional name of that step.")

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "task_id": "T200",
                    "user_id": "u-1001",
                    "session_id": "s-42",
                    "agent_id": "travel-agent",
                    "goal": "Book a trip to Tokyo under 8000 CNY",
                    "state": {"pending_steps": ["collect dates", "search flights"]},
                }
            ]
        },
    )


class TransitionIn(TaskRequest):
    to_status: Annotated[TaskStatus, FROM_STRING]
    expected_version: Version
    reason: Text | None = Field(
        None, description="Why; required (non-empty) for OUTCOME_UNKNOWN → EXECUTING."
    )
    trace_id: Identifier | None = Field(None, description="The retrieval trace the decision used.")
    state: TaskState | None = Field(None, description="Replaces the whole state when given.")
    current_step: StepNumber | None = Field(
        None, description="The step number; replaces current_step when given (null clears)."
    )
    current_step_label: StepLabel | None = Field(
        None, description="The step's name; replaces current_step_label when given (null clears)."
    )

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {"to_status": "PLANNING", "expected_version": 1, "reason": "user gave dates"},
                {
                    "to_status": "EXECUTING",
                    "expected_version": 5,
                    "reason": "payment provider says order 17 was not charged; retrying",
                    "trace_id": "3f1c0c1e-0d7a-4b5e-9a51-2a9d3c1e7b10",
                },
            ]
        },
    )

    def clean_reason(self) -> str | None:
        return self.reason.strip() or None if self.reason is not None else None


class StateIn(TaskRequest):
    expected_version: Version
    state: TaskState = Field(description="Replaces the whole state.")
    current_step: StepNumber | None = Field(
        None, description="The step number; replaces current_step when given (null clears)."
    )
    current_step_label: StepLabel | None = Field(
        None, description="The step's name; replaces current_step_label when given (null clears)."
    )

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "expected_version": 3,
                    "state": {
                        "done_steps": ["collect dates"],
                        "pending_steps": ["search flights"],
                        "next_step": "search flights",
                    },
                    "current_step": 2,
                    "current_step_label": "search flights",
                }
            ]
        },
    )


class TaskOut(ResponseModel):
    task_id: str
    user_id: str
    session_id: str | None
    agent_id: str | None
    goal: str
    status: TaskStatus
    current_step: int | None = Field(description="The number of the step in progress (an integer).")
    current_step_label: str | None = Field(None, description="The name of that step, if one was given.")
    state: dict[str, Any]
    version: int
    created_at: datetime
    updated_at: datetime
    allowed_transitions: list[TaskStatus] = Field(
        default_factory=list, description="Where the state machine lets this task go from its status."
    )

    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "examples": [
                {
                    "task_id": "T200",
                    "user_id": "u-1001",
                    "session_id": "s-42",
                    "agent_id": "travel-agent",
                    "goal": "Book a trip to Tokyo under 8000 CNY",
                    "status": "WAITING_CONFIRMATION",
                    "current_step": 3,
                    "current_step_label": "confirm itinerary",
                    "state": STATE_EXAMPLE,
                    "version": 3,
                    "created_at": "2026-05-01T09:00:00Z",
                    "updated_at": "2026-05-01T09:03:12Z",
                    "allowed_transitions": ["PLANNING", "EXECUTING", "FAILED", "CANCELLED"],
                }
            ]
        },
    )

    @model_validator(mode="after")
    def _derive_allowed_transitions(self) -> Self:
        self.allowed_transitions = allowed_targets(self.status)
        return self


class TransitionOut(ResponseModel):
    id: uuid.UUID
    task_id: str
    from_status: TaskStatus | None = Field(description="null for the creation entry.")
    to_status: TaskStatus
    version: int = Field(description="The task version this transition produced.")
    reason: str | None
    actor: str | None = Field(description="The id of the API key that made the move.")
    trace_id: str | None
    created_at: datetime

    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "examples": [
                {
                    "id": "0b9f6a52-3c1e-4c55-8f5e-1b2f0c7d9e11",
                    "task_id": "T200",
                    "from_status": "EXECUTING",
                    "to_status": "OUTCOME_UNKNOWN",
                    "version": 5,
                    "reason": "payment API timed out after 30 s",
                    "actor": "5d0e3a7c-2b8f-4a61-9c1d-7e4f2a9b6c30",
                    "trace_id": None,
                    "created_at": "2026-05-01T09:05:00Z",
                }
            ]
        },
    )


class TransitionPage(Page[TransitionOut]):
    """A page of the list, oldest first."""

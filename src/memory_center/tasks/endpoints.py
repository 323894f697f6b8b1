from typing import Annotated

from fastapi import APIRouter, Path

from memory_center.api.auth import AgentDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.governance.redaction import refuse_sensitive
from memory_center.kit.openapi_errors import COMMON_ERRORS, Responses, error, not_found
from memory_center.kit.pagination import CursorQuery, CursorSigner, LimitQuery
from memory_center.kit.schemas import MAX_ID
from memory_center.tasks import service
from memory_center.tasks.schemas import (
    TASK_ID_PATTERN,
    StateIn,
    TaskIn,
    TaskOut,
    TransitionIn,
    TransitionOut,
    TransitionPage,
)

TaskIdPath = Annotated[
    str, Path(min_length=1, max_length=MAX_ID, pattern=TASK_ID_PATTERN, description="Your task id.")
]


NOT_FOUND = not_found("task", "No such task in your tenant.", "T200")
STALE = error(
    "`expected_version` is not the current version: re-read the task and retry.",
    "version_conflict",
    {"task_id": "T200", "expected_version": 2, "current_version": 3, "status": "PLANNING"},
)
ILLEGAL = error(
    "The state machine forbids the move (`illegal_transition`, with the allowed targets), the state is "
    "over 64 KiB (`state_too_large`), or the body is invalid (`validation_error`).",
    "illegal_transition",
    {
        "from_status": "CREATED",
        "to_status": "EXECUTING",
        "rule": "not_allowed",
        "allowed_transitions": ["PLANNING", "FAILED", "CANCELLED"],
    },
)
CLOSED = error(
    "The task is terminal (`task_closed`), the state is over 64 KiB (`state_too_large`), or the body is "
    "invalid (`validation_error`).",
    "task_closed",
    {"status": "COMPLETED", "allowed_transitions": []},
)

ERRORS: Responses = {
    **COMMON_ERRORS,
    403: error("The platform key: tasks need a tenant key.", "forbidden"),
}

router = APIRouter(prefix="/v1/tasks", tags=["tasks"], responses=ERRORS)

STATE_MACHINE = """
| from | to |
|---|---|
| CREATED | PLANNING, FAILED, CANCELLED |
| PLANNING | WAITING_CONFIRMATION, FAILED, CANCELLED |
| WAITING_CONFIRMATION | EXECUTING, PLANNING (user asked for changes), FAILED, CANCELLED |
| EXECUTING | COMPLETED, OUTCOME_UNKNOWN (external result unknown), FAILED, CANCELLED |
| OUTCOME_UNKNOWN | COMPLETED, FAILED, EXECUTING (needs a non-empty `reason`); not CANCELLED |
| COMPLETED, FAILED, CANCELLED | nothing (terminal) |

OUTCOME_UNKNOWN cannot be CANCELLED: a payment may have happened, so reconcile first. A move to the
current status is refused too.
"""


@router.post(
    "",
    status_code=201,
    response_model=TaskOut,
    summary="Create a task",
    description=(
        "Start tracking a task's run state, apart from memories: status CREATED, `version` 1, and a "
        "creation entry (null → CREATED) in the transition log. `state` is an object "
        '`{"goal"?, "done_steps": [...], "pending_steps": [...], "next_step"?, ...}` of at most 64 KiB. '
        "The same `task_id` again in the tenant → 409 `task_exists`. Sensitive data in `goal`, "
        "`current_step_label` or any string of `state` (card and ID numbers, phone numbers, secrets; "
        "e-mail per tenant policy) is stored as `[REDACTED:<kind>]`, never as written."
    ),
    responses={409: error("The task_id exists in the tenant.", "task_exists", {"task_id": "T200"})},
)
async def create_task(body: TaskIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep) -> TaskOut:
    include_email = runtime.settings.governance_for(principal.tenant).email_is_sensitive
    return await service.create(session, runtime.cache, principal, body, include_email=include_email)


@router.get(
    "/{task_id}",
    response_model=TaskOut,
    summary="Get a task",
    description=(
        "The current status, step, state and `version` (send it back as `expected_version` on the "
        "next write), plus `allowed_transitions` from the current status. Served from the Redis cache "
        "when it has the task; always correct without Redis."
    ),
    responses=NOT_FOUND,
)
async def get_task(
    task_id: TaskIdPath, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> TaskOut:
    return await service.get(session, runtime.cache, principal.tenant, task_id)


@router.post(
    "/{task_id}/transitions",
    response_model=TaskOut,
    summary="Move a task to another status",
    description=(
        "Changes the status if the state machine allows it and `expected_version` is the current "
        "version; returns the task with `version` + 1 and appends to the transition log (from, to, "
        "reason, actor = your key id, trace_id). `state` and `current_step` may change in the same "
        "write (`state` replaces the whole object; `current_step` absent keeps it, null clears it).\n"
        + STATE_MACHINE
    ),
    responses={**NOT_FOUND, 409: STALE, 422: ILLEGAL},
)
async def transition_task(
    task_id: TaskIdPath, body: TransitionIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> TaskOut:
    include_email = runtime.settings.governance_for(principal.tenant).email_is_sensitive
    refuse_sensitive(body.reason, field="reason", include_email=include_email)  # kept in the log as is
    return await service.transition(
        session, runtime.cache, principal, task_id, body, include_email=include_email
    )


@router.put(
    "/{task_id}/state",
    response_model=TaskOut,
    summary="Replace a task's state",
    description=(
        "Replaces `state` (and `current_step` when present; null clears it) without changing the "
        "status; `version` + 1. Not a transition, so it is not in the transition log: it is recorded "
        "in the audit log (`task_state_update`, version and status, no content). A terminal task "
        "(COMPLETED, FAILED, CANCELLED) takes no state updates: 422 `task_closed`."
    ),
    responses={**NOT_FOUND, 409: STALE, 422: CLOSED},
)
async def update_task_state(
    task_id: TaskIdPath, body: StateIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> TaskOut:
    include_email = runtime.settings.governance_for(principal.tenant).email_is_sensitive
    return await service.update_state(
        session, runtime.cache, principal, task_id, body, include_email=include_email
    )


@router.get(
    "/{task_id}/transitions",
    response_model=TransitionPage,
    summary="List a task's transitions",
    description=(
        "Every status change, oldest first, starting with the creation entry (null → CREATED, "
        "version 1). Each entry carries the version it produced; gaps in the versions are state "
        "updates."
    ),
    responses=NOT_FOUND,
)
async def list_task_transitions(
    task_id: TaskIdPath,
    principal: AgentDep,
    session: SessionDep,
    runtime: RuntimeDep,
    limit: LimitQuery = 50,
    cursor: CursorQuery = None,
) -> TransitionPage:
    cursors = CursorSigner.for_list(runtime.settings, f"tasks/{task_id}/transitions", principal.tenant)
    rows = await service.list_transitions(
        session, principal.tenant, task_id, limit, cursors.open_number(cursor)
    )
    more = len(rows) > limit
    return TransitionPage(
        items=[TransitionOut.model_validate(row) for row in rows[:limit]],
        next_cursor=cursors.seal_number(rows[limit - 1].version) if more else None,
    )

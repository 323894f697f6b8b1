"""Task run state: create, read, move through the state machine, update state.

Every write names the version it read; the repository applies it with a version-guarded UPDATE, so
there is no read-modify-write race. Status changes are appended to memory_task_transition; state
updates (no status change) bump the version and are recorded in the audit log without content.
"""

import json
import uuid
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import service as audit
from memory_center.auth.principal import Principal
from memory_center.cache import Cache
from memory_center.db.base import utcnow
from memory_center.db.user_lock import lock_users_for_write
from memory_center.enums import TaskStatus
from memory_center.errors import Conflict, NotFound, Unprocessable
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.models import Task, TaskTransition
from memory_center.tasks import repository, state_machine
from memory_center.tasks import task_cache as task_cache
from memory_center.tasks.repository import TaskHead
from memory_center.tasks.schemas import (
    MAX_STATE_BYTES,
    StateIn,
    TaskIn,
    TaskOut,
    TaskState,
    TransitionIn,
    TransitionOut,
)


async def create(
    session: AsyncSession, cache: Cache, principal: Principal, body: TaskIn, *, include_email: bool
) -> TaskOut:
    tenant_id = principal.tenant
    await lock_users_for_write(session, tenant_id, [body.user_id])
    values = body.model_dump(exclude={"state"})
    now = utcnow()
    values.update(
        tenant_id=tenant_id,
        created_at=now,
        updated_at=now,
        status=TaskStatus.CREATED,
        goal=redact_text(body.goal, include_email=include_email),
        state=_state_document(body.state, include_email) if body.state is not None else {},
        version=1,
    )
    if body.current_step_label is not None:
        values["current_step_label"] = redact_text(body.current_step_label, include_email=include_email)
    task = await repository.insert_once(session, values)
    if task is None:
        raise Conflict(
            f"task {body.task_id} already exists in this tenant",
            code="task_exists",
            details={"task_id": body.task_id},
        )
    await _log(session, principal, task, from_status=None, reason=None, trace_id=None)
    task_cache.drop_after_commit(session, cache, tenant_id, task.task_id)
    return TaskOut.model_validate(task)


async def get(session: AsyncSession, cache: Cache, tenant_id: str, task_id: str) -> TaskOut:
    task = await get_task_for_context(session, cache, tenant_id, task_id)
    if task is None:
        raise NotFound("task", task_id)
    return task


async def get_task_for_context(
    session: AsyncSession, cache: Cache, tenant_id: str, task_id: str
) -> TaskOut | None:
    """The current task, from the cache when Redis has it, else from PostgreSQL (then cached).
    None when the tenant has no such task. Redis down is a miss, never an error."""
    cached = await task_cache.read(cache, tenant_id, task_id)
    if cached is not None:
        return cached
    row = await repository.get(session, tenant_id, task_id)
    if row is None:
        return None
    task = TaskOut.model_validate(row)
    await task_cache.write(cache, tenant_id, task)
    return task


OPEN_TASK_DAYS = 30
"""How long an untouched open task still counts as one a request may continue."""


async def open_tasks_for_context(
    session: AsyncSession, tenant_id: str, user_id: str, *, limit: int = 5
) -> list[TaskOut]:
    """The user's open tasks (not in a final status) touched in the last ``OPEN_TASK_DAYS`` days, most
    recent first: what a context request that names no task may be continuing (retrieval/open_task.py)."""
    since = utcnow() - timedelta(days=OPEN_TASK_DAYS)
    rows = await repository.list_open_user_tasks(
        session, tenant_id, user_id, closed=sorted(state_machine.TERMINAL), since=since, limit=limit
    )
    return [TaskOut.model_validate(row) for row in rows]


async def transition(
    session: AsyncSession,
    cache: Cache,
    principal: Principal,
    task_id: str,
    body: TransitionIn,
    *,
    include_email: bool,
) -> TaskOut:
    """Move the task to body.to_status if the state machine allows it from the version the caller read."""
    tenant_id = principal.tenant
    changes = _changes(body, include_email)
    reason = body.clean_reason()
    current = await _head_at(session, cache, tenant_id, task_id, body.expected_version)
    state_machine.check_transition(current.status, body.to_status, reason)
    changes["status"] = body.to_status
    task = await _write(session, cache, tenant_id, task_id, body.expected_version, changes)
    await _log(session, principal, task, from_status=current.status, reason=reason, trace_id=body.trace_id)
    return TaskOut.model_validate(task)


async def update_state(
    session: AsyncSession,
    cache: Cache,
    principal: Principal,
    task_id: str,
    body: StateIn,
    *,
    include_email: bool,
) -> TaskOut:
    """Replace the state (and current_step when given) without changing the status."""
    tenant_id = principal.tenant
    changes = _changes(body, include_email)
    current = await _head_at(session, cache, tenant_id, task_id, body.expected_version)
    state_machine.check_state_update(current.status)
    task = await _write(session, cache, tenant_id, task_id, body.expected_version, changes)
    audit.record(
        session,
        tenant_id=tenant_id,
        action="task_state_update",
        target_kind="task",
        target_id=task_id,
        actor=principal.key_id,
        user_id=task.user_id,
        details={"version": task.version, "status": task.status.value},
    )
    await session.flush()
    return TaskOut.model_validate(task)


async def list_transitions(
    session: AsyncSession, tenant_id: str, task_id: str, limit: int, after_version: int | None
) -> list[TaskTransition]:
    """Oldest first; limit + 1 rows so the caller can tell whether there is another page."""
    if await repository.head(session, tenant_id, task_id) is None:
        raise NotFound("task", task_id)
    return await repository.list_transitions(
        session, tenant_id, task_id, after_version=after_version, limit=limit
    )


async def export_user_tasks(
    session: AsyncSession, tenant_id: str, user_id: str, *, limit: int | None = None
) -> list[dict[str, Any]]:
    """Every task of the user (the oldest ``limit`` if given) with its whole transition log, as
    JSON-ready dicts (for user export and the console's user page)."""
    tasks = await repository.list_user_tasks(session, tenant_id, user_id, limit=limit)
    transitions = await repository.list_transitions_of(session, tenant_id, [t.task_id for t in tasks])
    by_task: dict[str, list[dict[str, Any]]] = {}
    for row in transitions:
        by_task.setdefault(row.task_id, []).append(TransitionOut.model_validate(row).model_dump(mode="json"))
    return [
        {**TaskOut.model_validate(task).model_dump(mode="json"), "transitions": by_task.get(task.task_id, [])}
        for task in tasks
    ]


async def erase_user_tasks(
    session: AsyncSession, tenant_id: str, user_id: str, *, cache: Cache | None = None
) -> dict[str, int]:
    """Delete every task of the user and its transition log; counts per table. Pass the cache so the
    cached copies are dropped after commit (else they live until their TTL)."""
    transitions = await repository.delete_user_transitions(session, tenant_id, user_id)
    task_ids = await repository.delete_user_tasks(session, tenant_id, user_id)
    if cache is not None:
        task_cache.drop_after_commit(session, cache, tenant_id, *task_ids)
    return {"memory_task_transition": transitions, "memory_task": len(task_ids)}


def _state_document(state: TaskState, include_email: bool) -> dict[str, Any]:
    document: dict[str, Any] = redact_json(state.document(), include_email=include_email)
    size = len(json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode())
    if size > MAX_STATE_BYTES:
        raise Unprocessable(
            f"state is {size} bytes as JSON; the limit is {MAX_STATE_BYTES}",
            code="state_too_large",
            details={"bytes": size, "limit": MAX_STATE_BYTES},
        )
    return document


def _changes(body: TransitionIn | StateIn, include_email: bool) -> dict[str, Any]:
    """The columns a write replaces: state when given; current_step and current_step_label each when
    present in the body (null clears it, absent keeps it). Text is redacted of sensitive data."""
    changes: dict[str, Any] = {}
    if body.state is not None:
        changes["state"] = _state_document(body.state, include_email)
    if "current_step" in body.model_fields_set:
        changes["current_step"] = body.current_step
    if "current_step_label" in body.model_fields_set:
        label = body.current_step_label
        changes["current_step_label"] = (
            None if label is None else redact_text(label, include_email=include_email)
        )
    return changes


async def _head_at(
    session: AsyncSession, cache: Cache, tenant_id: str, task_id: str, expected_version: int
) -> TaskHead:
    """The task's committed status and version; 404 if absent, 409 unless it is the version named."""
    current = await repository.head(session, tenant_id, task_id)
    if current is None:
        raise NotFound("task", task_id)
    if current.version != expected_version:
        await task_cache.drop_now(cache, tenant_id, task_id)
        raise _version_conflict(task_id, expected_version, current)
    return current


async def _write(
    session: AsyncSession,
    cache: Cache,
    tenant_id: str,
    task_id: str,
    expected_version: int,
    changes: dict[str, Any],
) -> Task:
    task = await repository.update_if_version(session, tenant_id, task_id, expected_version, changes)
    if task is None:
        current = await repository.head(session, tenant_id, task_id)
        if current is None:
            raise NotFound("task", task_id)
        await task_cache.drop_now(cache, tenant_id, task_id)
        raise _version_conflict(task_id, expected_version, current)
    task_cache.drop_after_commit(session, cache, tenant_id, task_id)
    return task


def _version_conflict(task_id: str, expected_version: int, current: TaskHead) -> Conflict:
    """409 with the current version. The callers first drop the cached copy: the caller may have read
    the old version from it, and its re-read must be fresh."""
    return Conflict(
        f"task {task_id} is at version {current.version}, not {expected_version}: re-read it and retry",
        code="version_conflict",
        details={
            "task_id": task_id,
            "expected_version": expected_version,
            "current_version": current.version,
            "status": current.status.value,
        },
    )


async def _log(
    session: AsyncSession,
    principal: Principal,
    task: Task,
    *,
    from_status: TaskStatus | None,
    reason: str | None,
    trace_id: str | None,
) -> None:
    repository.add_transition(
        session,
        TaskTransition(
            id=uuid.uuid4(),
            tenant_id=task.tenant_id,
            task_id=task.task_id,
            from_status=from_status,
            to_status=task.status,
            version=task.version,
            reason=reason,
            actor=principal.key_id,
            trace_id=trace_id,
        ),
    )
    await session.flush()

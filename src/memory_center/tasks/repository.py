"""All SQL of tasks. Every write is guarded by the version the caller read (optimistic locking)."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.enums import TaskStatus
from memory_center.models import Task, TaskTransition


@dataclass(frozen=True)
class TaskHead:
    """What a write checks before it tries: the status and version as committed right now."""

    status: TaskStatus
    version: int


async def insert_once(session: AsyncSession, values: dict[str, Any]) -> Task | None:
    """Insert the task unless its task_id exists in the tenant; None means it does (or a concurrent
    creator won the race: ON CONFLICT waits for it)."""
    statement = (
        insert(Task).values(**values).on_conflict_do_nothing(index_elements=["tenant_id", "task_id"])
    ).returning(Task)
    result = await session.execute(select(Task).from_statement(statement))
    return result.scalar_one_or_none()


async def get(session: AsyncSession, tenant_id: str, task_id: str) -> Task | None:
    return await session.scalar(select(Task).where(Task.tenant_id == tenant_id, Task.task_id == task_id))


async def head(session: AsyncSession, tenant_id: str, task_id: str) -> TaskHead | None:
    """Read status and version with a fresh statement (never from the session's identity map)."""
    row = (
        await session.execute(
            select(Task.status, Task.version).where(Task.tenant_id == tenant_id, Task.task_id == task_id)
        )
    ).one_or_none()
    return None if row is None else TaskHead(status=row.status, version=row.version)


async def update_if_version(
    session: AsyncSession, tenant_id: str, task_id: str, expected_version: int, values: dict[str, Any]
) -> Task | None:
    """``UPDATE ... WHERE tenant_id, task_id, version = expected RETURNING``: the version goes up by one.

    None means the row is gone or another writer got there first. A concurrent writer of the same row
    waits for the row lock and then re-checks ``version`` against the committed row (READ COMMITTED), so
    of N writers naming the same version exactly one wins.
    """
    statement = (
        update(Task)
        .where(Task.tenant_id == tenant_id, Task.task_id == task_id, Task.version == expected_version)
        .values(version=Task.version + 1, updated_at=utcnow(), **values)
        .returning(Task)
        .execution_options(synchronize_session=False, populate_existing=True)
    )
    return (await session.execute(statement)).scalar_one_or_none()


def add_transition(session: AsyncSession, transition: TaskTransition) -> None:
    """Append to the transition log. The log is never updated; rows go only with their task."""
    session.add(transition)


async def list_transitions(
    session: AsyncSession, tenant_id: str, task_id: str, *, after_version: int | None, limit: int
) -> list[TaskTransition]:
    """Oldest first (by the version each produced); fetches limit + 1 so the caller knows if there is
    more."""
    query = select(TaskTransition).where(
        TaskTransition.tenant_id == tenant_id, TaskTransition.task_id == task_id
    )
    if after_version is not None:
        query = query.where(TaskTransition.version > after_version)
    query = query.order_by(TaskTransition.version, TaskTransition.created_at, TaskTransition.id)
    return list(await session.scalars(query.limit(limit + 1)))


async def list_user_tasks(
    session: AsyncSession, tenant_id: str, user_id: str, *, limit: int | None = None
) -> list[Task]:
    query = (
        select(Task)
        .where(Task.tenant_id == tenant_id, Task.user_id == user_id)
        .order_by(Task.created_at, Task.task_id)
        .limit(limit)
    )
    return list(await session.scalars(query))


async def list_open_user_tasks(
    session: AsyncSession,
    tenant_id: str,
    user_id: str,
    *,
    closed: Sequence[TaskStatus],
    since: Any,
    limit: int,
) -> list[Task]:
    """The user's tasks not in a ``closed`` status, touched since ``since``, most recently touched first."""
    query = (
        select(Task)
        .where(
            Task.tenant_id == tenant_id,
            Task.user_id == user_id,
            Task.status.not_in(closed),
            Task.updated_at >= since,
        )
        .order_by(Task.updated_at.desc(), Task.task_id)
        .limit(limit)
    )
    return list(await session.scalars(query))


async def list_transitions_of(
    session: AsyncSession, tenant_id: str, task_ids: Sequence[str]
) -> list[TaskTransition]:
    if not task_ids:
        return []
    query = (
        select(TaskTransition)
        .where(TaskTransition.tenant_id == tenant_id, TaskTransition.task_id.in_(task_ids))
        .order_by(TaskTransition.task_id, TaskTransition.version, TaskTransition.id)
    )
    return list(await session.scalars(query))


async def delete_user_transitions(session: AsyncSession, tenant_id: str, user_id: str) -> int:
    owned = select(Task.task_id).where(Task.tenant_id == tenant_id, Task.user_id == user_id)
    statement = delete(TaskTransition).where(
        TaskTransition.tenant_id == tenant_id, TaskTransition.task_id.in_(owned)
    )
    result = await session.execute(statement.returning(TaskTransition.id))
    return len(result.all())


async def delete_user_tasks(session: AsyncSession, tenant_id: str, user_id: str) -> list[str]:
    """Delete the user's tasks; returns their task ids (for cache invalidation)."""
    statement = (
        delete(Task).where(Task.tenant_id == tenant_id, Task.user_id == user_id).returning(Task.task_id)
    )
    return list((await session.execute(statement)).scalars())

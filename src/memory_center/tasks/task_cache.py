"""The current task in the Redis hot cache. PostgreSQL stays the truth: a miss, an error or a cached
entry of the wrong tenant all fall back to the database; every write drops the entry after commit."""

from functools import partial

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.cache import Cache, cache_key
from memory_center.db.after_commit import after_commit
from memory_center.tasks.schemas import TaskOut


def task_key(tenant_id: str, task_id: str) -> str:
    return cache_key(tenant_id, "task", task_id)


async def read(cache: Cache, tenant_id: str, task_id: str) -> TaskOut | None:
    cached = await cache.get_json(task_key(tenant_id, task_id))
    if not isinstance(cached, dict) or cached.get("tenant_id") != tenant_id:
        return None
    try:
        return TaskOut.model_validate(cached.get("task"))
    except ValidationError:
        return None


async def write(cache: Cache, tenant_id: str, task: TaskOut) -> None:
    value = {"tenant_id": tenant_id, "task": task.model_dump(mode="json")}
    await cache.set_json(task_key(tenant_id, task.task_id), value)


def drop_after_commit(session: AsyncSession, cache: Cache, tenant_id: str, *task_ids: str) -> None:
    """Invalidate once the write has committed. A reader that loaded the old row just before the commit
    may still put it back; the first write naming that stale version gets a 409 and drops the entry
    again (drop_now), and the TTL bounds the rest."""
    if task_ids:
        after_commit(session, partial(cache.delete, *(task_key(tenant_id, t) for t in task_ids)))


async def drop_now(cache: Cache, tenant_id: str, task_id: str) -> None:
    """Drop a possibly stale entry at once: used when a caller proves it read an old version (409)."""
    await cache.delete(task_key(tenant_id, task_id))

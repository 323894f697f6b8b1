"""The tenant's users as the console lists them: every user id something was said, proposed or
planned for (events, candidates, tasks), most recent activity first, found by the start of the id."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import Candidate, Event, Task


@dataclass(frozen=True, slots=True)
class KnownUser:
    user_id: str
    last_activity: datetime


def _escaped(prefix: str) -> str:
    return prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


async def recent_users(
    session: AsyncSession, tenant_id: str, prefix: str, limit: int, offset: int
) -> list[KnownUser]:
    """A page of the users whose id starts with ``prefix``, most recent activity first (then by id)."""
    sources = []
    for user_id, at, tenant in (
        (Event.user_id, Event.created_at, Event.tenant_id),
        (Candidate.user_id, Candidate.created_at, Candidate.tenant_id),
        (Task.user_id, Task.updated_at, Task.tenant_id),
    ):
        source = select(user_id.label("user_id"), at.label("at")).where(tenant == tenant_id)
        if prefix:
            source = source.where(user_id.like(_escaped(prefix), escape="\\"))
        sources.append(source)
    activity = union_all(*sources).subquery()
    last = func.max(activity.c.at).label("last")
    statement = (
        select(activity.c.user_id, last)
        .where(activity.c.user_id.is_not(None))
        .group_by(activity.c.user_id)
        .order_by(last.desc(), activity.c.user_id)
        .limit(limit)
        .offset(offset)
    )
    return [KnownUser(user_id, at) for user_id, at in (await session.execute(statement)).all()]

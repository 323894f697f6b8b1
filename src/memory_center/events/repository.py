import uuid
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import Any

import sqlalchemy as sa
from sqlalchemy import Executable, any_, select
from sqlalchemy.dialects.postgresql import ARRAY, UUID, insert
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.kit.bulk import insert_all, table_of
from memory_center.kit.keyset import Keyset, page_after, where_equal
from memory_center.kit.tenant_rows import row_in_tenant
from memory_center.models import Event


async def get(session: AsyncSession, tenant_id: str, event_id: uuid.UUID) -> Event | None:
    return await row_in_tenant(session, Event, tenant_id, event_id)


async def get_by_idempotency_key(session: AsyncSession, tenant_id: str, key: str) -> Event | None:
    return await session.scalar(
        select(Event).where(Event.tenant_id == tenant_id, Event.idempotency_key == key)
    )


@cache
def _insert_once(columns: frozenset[str]) -> Executable:
    """The INSERT of one event with these columns, built once per set of columns: every value is a
    bound parameter of the column's type (building the statement with ``values(**row)`` for every
    event cost more Python than running it)."""
    table = table_of(Event)
    statement = (
        insert(Event)
        .values({name: sa.bindparam(name, type_=table.c[name].type) for name in sorted(columns)})
        .on_conflict_do_nothing(index_elements=["tenant_id", "idempotency_key"])
        .returning(Event)
    )
    return select(Event).from_statement(statement)


async def insert_once(session: AsyncSession, values: dict[str, Any]) -> Event | None:
    """Insert the event unless its idempotency key exists; None means another request got there first.

    ON CONFLICT waits for a concurrent inserter of the same key to finish, so the loser of a race sees
    the winner's row afterwards (READ COMMITTED).
    """
    result = await session.execute(_insert_once(frozenset(values)), values)
    return result.scalar_one_or_none()


async def by_idempotency_keys(session: AsyncSession, tenant_id: str, keys: list[str]) -> dict[str, Event]:
    if not keys:
        return {}
    rows = await session.scalars(
        select(Event).where(
            Event.tenant_id == tenant_id,
            Event.idempotency_key == any_(sa.bindparam("keys", keys, type_=ARRAY(sa.Text))),
        )
    )
    return {event.idempotency_key: event for event in rows if event.idempotency_key is not None}


async def insert_many(session: AsyncSession, events: list[Event]) -> set[uuid.UUID]:
    """Insert new events in one statement; one whose idempotency key exists (or is being inserted by a
    concurrent request, which ON CONFLICT waits for) is skipped. Returns the ids inserted.

    Rows go in idempotency-key order, so two batches sharing keys wait for each other in one direction
    only (never a deadlock between them)."""
    if not events:
        return set()
    ordered = sorted(events, key=lambda event: event.idempotency_key or "")
    await insert_all(session, ordered, skip_conflicts_on=["tenant_id", "idempotency_key"])
    keyed = [event.id for event in events if event.idempotency_key is not None]
    inserted = {event.id for event in events if event.idempotency_key is None}
    if keyed:
        found = await session.scalars(
            select(Event.id).where(
                Event.tenant_id == events[0].tenant_id,
                Event.id == any_(sa.bindparam("ids", keyed, type_=ARRAY(UUID(as_uuid=True)))),
            )
        )
        inserted.update(found)
    return inserted


@dataclass(frozen=True)
class EventFilter:
    user_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    event_type: str | None = None
    since: datetime | None = None
    until: datetime | None = None


async def list_events(
    session: AsyncSession,
    tenant_id: str,
    where: EventFilter,
    *,
    limit: int,
    after: Keyset | None,
) -> list[Event]:
    """Oldest first by occurred_at; fetches limit + 1 rows so the caller knows if there is more."""
    query = where_equal(
        select(Event).where(Event.tenant_id == tenant_id),
        (Event.user_id, where.user_id),
        (Event.session_id, where.session_id),
        (Event.task_id, where.task_id),
        (Event.event_type, where.event_type),
    )
    if where.since is not None:
        query = query.where(Event.occurred_at >= where.since)
    if where.until is not None:
        query = query.where(Event.occurred_at < where.until)
    query = page_after(query, (Event.occurred_at, Event.id), after, limit)
    return list(await session.scalars(query))

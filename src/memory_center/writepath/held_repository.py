"""The user's held keyed memories, as the turn step reads them (``writepath.held_turns``), and a memory's
siblings said in the same words (``writepath.follow``): SQL kept in a repository
(docs/architecture.md)."""

import functools
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Select

from memory_center.db import driver
from memory_center.db.base import utcnow
from memory_center.enums import FactStatus, MemoryType, OwnerType, Scope
from memory_center.models import Fact

# A fixed text sent on the session's own connection (``db.driver``): the turn step asks it for every
# message with a turn word, and building and compiling the ORM's select cost more than the query.
_HELD = sa.text(
    """
    SELECT subject, predicate, object_value, memory_type, content FROM memory_fact
    WHERE tenant_id = :tenant AND owner_type = :owner_type AND owner_id = :user AND scope = :scope
      AND status = :status AND subject IS NOT NULL AND predicate IS NOT NULL
      AND (valid_until IS NULL OR valid_until > :now)
    ORDER BY updated_at DESC, id
    LIMIT :limit
    """
)


_SHARED = "memory_center.held_rows"
"""The session's ``info`` key of the rows read while a message's readers share them (``shared_held``)."""


@contextmanager
def shared_held(session: AsyncSession) -> Iterator[None]:
    """One read of the held memories for all the readers of one message (the slots, the held kinds, the
    turns, the held relations: docs/benchmarks.md, "Session 17, write-path cost"): inside, a read of
    the same user and limit returns the rows the first one read. Whatever writes memories inside
    (the batch's governance of what a user said before) calls ``forget_held`` after it."""
    session.info[_SHARED] = {}
    try:
        yield
    finally:
        session.info.pop(_SHARED, None)


def forget_held(session: AsyncSession) -> None:
    """The memories may have changed: the next read inside ``shared_held`` reads them again."""
    rows = session.info.get(_SHARED)
    if rows is not None:
        rows.clear()


async def _held(session: AsyncSession, tenant_id: str, user_id: str, limit: int) -> list[tuple[Any, ...]]:
    shared: dict[tuple[str, str, int], list[tuple[Any, ...]]] | None = session.info.get(_SHARED)
    if shared is not None and (rows := shared.get((tenant_id, user_id, limit))) is not None:
        return list(rows)
    params = {
        "tenant": tenant_id, "owner_type": OwnerType.USER.value, "user": user_id, "scope": Scope.USER.value,
        "status": FactStatus.ACTIVE.value, "now": utcnow(), "limit": limit,
    }  # fmt: skip
    rows = list(await driver.fetch(session, _HELD, params))
    if shared is not None:
        shared[(tenant_id, user_id, limit)] = rows
    return list(rows)


async def held_keyed_memories(
    session: AsyncSession, tenant_id: str, user_id: str, limit: int
) -> list[tuple[str, str, str, MemoryType]]:
    """(subject, predicate, value, type) of the user's ACTIVE USER-scope memories that have a key and
    are valid now, the most recently changed first (one indexed statement)."""
    return [
        (subject or "", predicate or "", value or "", MemoryType(memory_type))
        for subject, predicate, value, memory_type, _ in await _held(session, tenant_id, user_id, limit)
    ]


async def held_keyed_statements(
    session: AsyncSession, tenant_id: str, user_id: str, limit: int
) -> list[tuple[str, str, str, MemoryType, str]]:
    """(subject, predicate, value, type, content) of the same memories as ``held_keyed_memories``: a held
    liking is named by the words of its statement too (``rules.held_endings``)."""
    return [
        (subject or "", predicate or "", value or "", MemoryType(memory_type), content or "")
        for subject, predicate, value, memory_type, content in await _held(session, tenant_id, user_id, limit)
    ]


async def held_keyed_words(
    session: AsyncSession, tenant_id: str, user_id: str, limit: int
) -> list[tuple[str, str, str, str]]:
    """(subject, predicate, value, content) of the same memories as ``held_keyed_memories``: a held
    slot's words tell what a later switch shares with it (``writepath.kind_replacements``)."""
    return [
        (subject or "", predicate or "", value or "", content or "")
        for subject, predicate, value, _, content in await _held(session, tenant_id, user_id, limit)
    ]


async def same_words(session: AsyncSession, old: Fact, new_id: uuid.UUID) -> list[Fact]:
    """The owner's other ACTIVE memories of ``old``'s scope stored from the same words (its content),
    but for its successor ``new_id`` and its own chain."""
    params = {
        "tenant": old.tenant_id, "owner_type": old.owner_type, "owner": old.owner_id, "scope": old.scope,
        "content": old.content, "new_id": new_id, "chain": old.chain_id,
    }  # fmt: skip
    found: list[Fact] = list((await session.execute(_same_words(), params)).scalars().all())
    return found


@functools.cache
def _same_words() -> Select[Any]:
    """``same_words``'s statement, built once (building it cost more than running it: docs/benchmarks.md,
    "Session 25: batch ingest CPU")."""
    return sa.select(Fact).where(
        Fact.tenant_id == sa.bindparam("tenant"),
        Fact.owner_type == sa.bindparam("owner_type"),
        Fact.owner_id == sa.bindparam("owner"),
        Fact.scope == sa.bindparam("scope"),
        Fact.status == FactStatus.ACTIVE,
        Fact.content == sa.bindparam("content"),
        Fact.id != sa.bindparam("new_id"),
        Fact.chain_id != sa.bindparam("chain"),
    )

"""What a message may correct or take back: the holder's latest keyed facts, and those said in its session
lately. The write path asks these of many messages (``writepath.late_correction``, ``take_back``,
``known``), so each statement is built once per shape with bound parameters: building the select anew
cost about four times its execution (docs/benchmarks.md, "Session 25: batch ingest CPU")."""

import functools
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Select

from memory_center.enums import FactStatus, OwnerType, Scope
from memory_center.facts.repository import Holder
from memory_center.models import Evidence, Fact, FactEvidence


def _held_by(session_scope: bool, task_scope: bool) -> tuple[Any, ...]:
    """``facts.repository``'s conditions on the holder's facts, its values as bound parameters."""
    scopes = [Fact.scope == Scope.USER]
    if session_scope:
        scopes.append(and_(Fact.scope == Scope.SESSION, Fact.session_id == sa.bindparam("holder_session")))
    if task_scope:
        scopes.append(and_(Fact.scope == Scope.TASK, Fact.task_id == sa.bindparam("holder_task")))
    return (
        Fact.tenant_id == sa.bindparam("holder_tenant"),
        Fact.owner_type == OwnerType.USER,
        Fact.owner_id == sa.bindparam("holder_user"),
        Fact.status == FactStatus.ACTIVE,
        Fact.subject.is_not(None),
        Fact.predicate.is_not(None),
        or_(Fact.valid_until.is_(None), Fact.valid_until > sa.bindparam("now")),
        or_(*scopes),
    )


def _params(holder: Holder, now: datetime, limit: int) -> dict[str, Any]:
    return {
        "holder_tenant": holder.tenant_id, "holder_user": holder.user_id, "holder_session": holder.session_id,
        "holder_task": holder.task_id, "now": now, "limit": limit,
    }  # fmt: skip


_LIMIT = sa.bindparam("limit", type_=sa.Integer)


@functools.cache
def _said_lately(session_scope: bool, task_scope: bool, no_session: bool, until: bool) -> Select[Any]:
    said_here = (
        select(sa.literal(1))
        .select_from(FactEvidence)
        .join(
            Evidence,
            and_(Evidence.tenant_id == FactEvidence.tenant_id, Evidence.id == FactEvidence.evidence_id),
        )
        .where(
            FactEvidence.tenant_id == Fact.tenant_id,
            FactEvidence.fact_id == Fact.id,
            Evidence.session_id.is_(None) if no_session else Evidence.session_id == sa.bindparam("said_in"),
            Evidence.occurred_at >= sa.bindparam("since"),
            *([Evidence.occurred_at <= sa.bindparam("until")] if until else []),
        )
    )
    return (
        select(Fact)
        .where(
            *_held_by(session_scope, task_scope),
            Fact.predicate != sa.bindparam("except_predicate"),
            Fact.object_value.is_not(None),
            sa.exists(said_here),
        )
        .order_by(Fact.updated_at.desc(), Fact.id)
        .limit(_LIMIT)
    )


async def said_lately_in_session(
    session: AsyncSession,
    holder: Holder,
    since: datetime,
    now: datetime,
    limit: int,
    *,
    except_predicate: str,
    until: datetime | None = None,
) -> list[Fact]:
    """The holder's ACTIVE keyed facts with a value, of any predicate but ``except_predicate``, whose
    evidence was said in the holder's session since ``since`` (and not after ``until``), newest first
    (what a later "I meant …" or "forget what I said about …" in that session may change)."""
    query = _said_lately(
        bool(holder.session_id), bool(holder.task_id), holder.session_id is None, until is not None
    )
    params = _params(holder, now, limit) | {
        "said_in": holder.session_id, "since": since, "until": until, "except_predicate": except_predicate,
    }  # fmt: skip
    return list((await session.scalars(query, params)).all())


@functools.cache
def _held_lately(session_scope: bool, task_scope: bool) -> Select[Any]:
    return (
        select(Fact)
        .where(*_held_by(session_scope, task_scope), Fact.object_value.is_not(None))
        .order_by(Fact.updated_at.desc(), Fact.id)
        .limit(_LIMIT)
    )


async def held_lately(session: AsyncSession, holder: Holder, now: datetime, limit: int) -> list[Fact]:
    """The holder's ACTIVE keyed facts with a value, newest first (what a later correction may revise)."""
    query = _held_lately(bool(holder.session_id), bool(holder.task_id))
    return list((await session.scalars(query, _params(holder, now, limit))).all())

"""Append-only audit log: who did what to which memory, and why."""

from collections.abc import Collection
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import repository
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.kit.rows import random_id, transient
from memory_center.models import AuditEntry


def entry(
    *,
    tenant_id: str,
    action: str,
    target_kind: str,
    target_id: object | None,
    actor: str | None,
    user_id: str | None = None,
    reason: str | None = None,
    details: dict[str, Any] | None = None,
) -> AuditEntry:
    """An audit row, not yet added to a session. Never put memory content in reason or details; a
    sensitive value that reaches them anyway is redacted (the callers refuse one in a reason first)."""
    return transient(
        AuditEntry,
        id=random_id(),
        tenant_id=tenant_id,
        action=action,
        target_kind=target_kind,
        target_id=None if target_id is None else str(target_id),
        actor=actor,
        user_id=user_id,
        reason=None if reason is None else redact_text(reason, include_email=False),
        details=None if details is None else redact_json(details, include_email=False),
    )


def record(
    session: AsyncSession,
    *,
    tenant_id: str,
    action: str,
    target_kind: str,
    target_id: object | None,
    actor: str | None,
    user_id: str | None = None,
    reason: str | None = None,
    details: dict[str, Any] | None = None,
) -> AuditEntry:
    """Add an audit row (``entry``) to the current transaction."""
    row = entry(
        tenant_id=tenant_id,
        action=action,
        target_kind=target_kind,
        target_id=target_id,
        actor=actor,
        user_id=user_id,
        reason=reason,
        details=details,
    )
    session.add(row)
    return row


async def trail(
    session: AsyncSession, tenant_id: str, target_kind: str, target_ids: Collection[object], limit: int = 200
) -> list[AuditEntry]:
    """Who did what to these targets, oldest first (the console's audit trail of a memory)."""
    ids = [str(target_id) for target_id in target_ids]
    return await repository.for_targets(session, tenant_id, target_kind, ids, limit=limit)

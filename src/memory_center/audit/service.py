"""Append-only audit log: who did what to which memory, and why."""

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.models import AuditEntry


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
    """Add an audit row to the current transaction. Never put memory content in reason or details."""
    entry = AuditEntry(
        tenant_id=tenant_id,
        action=action,
        target_kind=target_kind,
        target_id=None if target_id is None else str(target_id),
        actor=actor,
        user_id=user_id,
        reason=reason,
        details=details,
    )
    session.add(entry)
    return entry

from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin


class AuditEntry(IdMixin, CreatedMixin, Base):
    """Who did what to which memory. Append-only; erasure leaves content-free tombstones."""

    __tablename__ = "memory_audit"

    action: Mapped[str] = mapped_column(sa.Text)
    target_kind: Mapped[str] = mapped_column(sa.Text)
    target_id: Mapped[str | None] = mapped_column(sa.Text)
    actor: Mapped[str | None] = mapped_column(sa.Text)
    user_id: Mapped[str | None] = mapped_column(sa.Text)
    reason: Mapped[str | None] = mapped_column(sa.Text)
    details: Mapped[dict[str, Any] | None] = mapped_column(JSONB)

    __table_args__ = (
        sa.Index("ix_memory_audit_target", "tenant_id", "target_kind", "target_id"),
        sa.Index("ix_memory_audit_user", "tenant_id", "user_id"),
    )

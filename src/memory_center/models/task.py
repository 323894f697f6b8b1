from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin, TenantMixin, enum_type, utcnow
from memory_center.enums import TaskStatus


class Task(TenantMixin, CreatedMixin, Base):
    """Task run state, kept apart from memories; changed only through the state machine."""

    __tablename__ = "memory_task"

    task_id: Mapped[str] = mapped_column(sa.Text, primary_key=True)
    user_id: Mapped[str] = mapped_column(sa.Text)
    session_id: Mapped[str | None] = mapped_column(sa.Text)
    agent_id: Mapped[str | None] = mapped_column(sa.Text)
    goal: Mapped[str] = mapped_column(sa.Text)
    status: Mapped[TaskStatus] = mapped_column(enum_type(TaskStatus, "task_status"))
    current_step: Mapped[int | None] = mapped_column(sa.Integer)
    current_step_label: Mapped[str | None] = mapped_column(sa.Text)
    state: Mapped[dict[str, Any]] = mapped_column(JSONB)
    version: Mapped[int] = mapped_column(sa.Integer)
    updated_at: Mapped[datetime] = mapped_column(
        sa.DateTime(timezone=True), default=utcnow, onupdate=utcnow, server_default=sa.func.now()
    )

    __table_args__ = (sa.Index("ix_memory_task_tenant_user", "tenant_id", "user_id"),)


class TaskTransition(IdMixin, CreatedMixin, Base):
    """Append-only log of every task transition."""

    __tablename__ = "memory_task_transition"

    task_id: Mapped[str] = mapped_column(sa.Text)
    from_status: Mapped[TaskStatus | None] = mapped_column(enum_type(TaskStatus, "from_status"))
    to_status: Mapped[TaskStatus] = mapped_column(enum_type(TaskStatus, "to_status"))
    version: Mapped[int] = mapped_column(sa.Integer)
    reason: Mapped[str | None] = mapped_column(sa.Text)
    actor: Mapped[str | None] = mapped_column(sa.Text)
    trace_id: Mapped[str | None] = mapped_column(sa.Text)

    __table_args__ = (
        sa.ForeignKeyConstraint(
            ["tenant_id", "task_id"], ["memory_task.tenant_id", "memory_task.task_id"], ondelete="CASCADE"
        ),
        sa.Index("ix_memory_task_transition_task", "tenant_id", "task_id", "created_at"),
    )

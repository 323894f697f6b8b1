from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin


class RetrievalTrace(IdMixin, CreatedMixin, Base):
    """Which memories (id, revision, score, reasons) went into one retrieve or context answer.

    Holds ids and scores, never memory content, so deleting a memory leaves nothing to leak here.
    """

    __tablename__ = "memory_retrieval_trace"

    kind: Mapped[str] = mapped_column(sa.Text)
    actor: Mapped[str | None] = mapped_column(sa.Text)
    user_id: Mapped[str | None] = mapped_column(sa.Text)
    task_id: Mapped[str | None] = mapped_column(sa.Text)
    request: Mapped[dict[str, Any]] = mapped_column(JSONB)
    items: Mapped[list[dict[str, Any]]] = mapped_column(JSONB)
    degraded: Mapped[list[str]] = mapped_column(JSONB)
    timings: Mapped[dict[str, Any] | None] = mapped_column(JSONB)

    __table_args__ = (sa.Index("ix_memory_retrieval_trace_user", "tenant_id", "user_id", "created_at"),)

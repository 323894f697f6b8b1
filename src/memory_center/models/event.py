import uuid
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB, TSVECTOR, UUID
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin, enum_type
from memory_center.enums import ActorType, EvidenceType, SourceType


class Event(IdMixin, CreatedMixin, Base):
    """Something that really happened. Never edited (erasure excepted)."""

    __tablename__ = "memory_event"

    actor_type: Mapped[ActorType] = mapped_column(enum_type(ActorType, "actor_type"))
    actor_id: Mapped[str] = mapped_column(sa.Text)
    user_id: Mapped[str | None] = mapped_column(sa.Text)
    department_id: Mapped[str | None] = mapped_column(sa.Text)
    agent_id: Mapped[str | None] = mapped_column(sa.Text)
    session_id: Mapped[str | None] = mapped_column(sa.Text)
    task_id: Mapped[str | None] = mapped_column(sa.Text)
    event_type: Mapped[str] = mapped_column(sa.Text)
    source: Mapped[str] = mapped_column(sa.Text)
    payload: Mapped[dict[str, Any]] = mapped_column(JSONB)
    idempotency_key: Mapped[str | None] = mapped_column(sa.Text)
    request_sha256: Mapped[str | None] = mapped_column(
        sa.Text, doc="The request that stored it (events/idempotency.py): a reused key must match."
    )
    occurred_at: Mapped[datetime] = mapped_column(sa.DateTime(timezone=True))

    __table_args__ = (
        sa.UniqueConstraint("tenant_id", "idempotency_key"),
        sa.Index("ix_memory_event_tenant_user_time", "tenant_id", "user_id", "occurred_at"),
        sa.Index("ix_memory_event_tenant_time", "tenant_id", "occurred_at"),
    )


class Evidence(IdMixin, CreatedMixin, Base):
    """Why a memory holds: a message, a document, a tool result. Never edited (erasure excepted)."""

    __tablename__ = "memory_evidence"

    evidence_type: Mapped[EvidenceType] = mapped_column(enum_type(EvidenceType, "evidence_type"))
    source_type: Mapped[SourceType] = mapped_column(enum_type(SourceType, "source_type"))
    source_system: Mapped[str] = mapped_column(sa.Text)
    source_id: Mapped[str | None] = mapped_column(sa.Text)
    event_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    user_id: Mapped[str | None] = mapped_column(sa.Text)
    department_id: Mapped[str | None] = mapped_column(sa.Text)
    agent_id: Mapped[str | None] = mapped_column(sa.Text)
    session_id: Mapped[str | None] = mapped_column(sa.Text)
    task_id: Mapped[str | None] = mapped_column(sa.Text)
    content: Mapped[str] = mapped_column(sa.Text)
    search_text: Mapped[str] = mapped_column(sa.Text, server_default="")
    search_tsv: Mapped[Any] = mapped_column(
        TSVECTOR, sa.Computed("to_tsvector('simple'::regconfig, search_text)", persisted=True)
    )
    locator: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    source_version: Mapped[str | None] = mapped_column(sa.Text)
    metadata_: Mapped[dict[str, Any] | None] = mapped_column("metadata", JSONB)
    occurred_at: Mapped[datetime] = mapped_column(sa.DateTime(timezone=True))

    __table_args__ = (
        sa.ForeignKeyConstraint(
            ["tenant_id", "event_id"], ["memory_event.tenant_id", "memory_event.id"], ondelete="CASCADE"
        ),
        sa.Index("ix_memory_evidence_tenant_user_time", "tenant_id", "user_id", "occurred_at"),
        sa.Index("ix_memory_evidence_tenant_event", "tenant_id", "event_id"),
        sa.Index("ix_memory_evidence_search", "search_tsv", postgresql_using="gin"),
    )
